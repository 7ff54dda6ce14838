/**
 * A paged list (spec section 4): page 1 replaces what is there, later pages append. Used by every
 * client-side list (comments, connections, notifications).
 */
import { map } from "nanostores";

export interface PagedState<T> {
  items: T[];
  page: number;
  total: number;
  loading: boolean;
}

export function createPagedList<T>(initial: Partial<PagedState<T>> = {}) {
  const $list = map<PagedState<T>>({ items: [], page: 0, total: 0, loading: false, ...initial });
  return {
    $list,
    /** Applies a fetched page: page 1 replaces, later pages append. */
    received(page: number, items: T[], total: number) {
      const now = $list.get();
      $list.set({ items: page === 1 ? items : [...now.items, ...items], page, total, loading: false });
    },
    /** A new item from this reader goes first (and counts). */
    prepend(item: T) {
      const now = $list.get();
      $list.set({ ...now, items: [item, ...now.items], total: now.total + 1 });
    },
    remove(match: (item: T) => boolean) {
      const now = $list.get();
      const items = now.items.filter((i) => !match(i));
      $list.set({ ...now, items, total: Math.max(0, now.total - (now.items.length - items.length)) });
    },
    setLoading(loading: boolean) {
      $list.setKey("loading", loading);
    },
    hasMore: () => $list.get().items.length < $list.get().total,
  };
}

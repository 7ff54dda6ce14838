/**
 * One story's counters and the reader's like (spec section 4): a like flips iLiked and moves totalLikes
 * by one at once, before the answer, and rolls back if the call fails; a comment and a share raise
 * their counts.
 */
import { map } from "nanostores";
import type { PostStats } from "../shared/post";

export interface CountersState {
  postId: string;
  iLiked: boolean;
  stats: PostStats;
}

export function createCountersStore(initial: CountersState) {
  const $counters = map<CountersState>(initial);
  return {
    $counters,
    /** Optimistic like toggle; `call` asks the server; on failure the previous state comes back. */
    async toggleLike(call: (postId: string) => Promise<{ iLiked: boolean; stats: PostStats }>): Promise<void> {
      const before = $counters.get();
      const iLiked = !before.iLiked;
      $counters.set({
        ...before,
        iLiked,
        stats: { ...before.stats, totalLikes: Math.max(0, before.stats.totalLikes + (iLiked ? 1 : -1)) },
      });
      try {
        const answer = await call(before.postId);
        $counters.set({ ...$counters.get(), iLiked: answer.iLiked, stats: answer.stats });
      } catch (err) {
        $counters.set(before);
        throw err;
      }
    },
    commentAdded(stats?: PostStats) {
      const now = $counters.get();
      $counters.setKey("stats", stats ?? { ...now.stats, totalComments: now.stats.totalComments + 1 });
    },
    commentsRemoved(stats: PostStats) {
      $counters.setKey("stats", stats);
    },
    shared(stats?: PostStats) {
      const now = $counters.get();
      $counters.setKey("stats", stats ?? { ...now.stats, totalShares: now.stats.totalShares + 1 });
    },
  };
}
export type CountersStore = ReturnType<typeof createCountersStore>;

const stores = new Map<string, CountersStore>();
/**
 * One store per post on the page, shared by its islands (the like/share bar and the comments). In the
 * browser only: on the server a module-level map would be shared by every request, carry one
 * reader's likes into another's page, and grow with every story rendered.
 */
export function countersStore(initial: CountersState): CountersStore {
  if (typeof window === "undefined") return createCountersStore(initial);
  let store = stores.get(initial.postId);
  if (!store) {
    store = createCountersStore(initial);
    stores.set(initial.postId, store);
  }
  return store;
}

/** How many posts have a shared store (tests check the server never fills the map). */
export const sharedCounterStores = (): number => stores.size;

/**
 * A small in-process cache with a time-to-live, for answers that many readers ask for at once and
 * that may be a few seconds old (feeds). Writers clear it, so their own change shows at once.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries = 2000) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    /** The cached answer for `key`, or `load()`'s (shared by concurrent callers while it runs). */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}

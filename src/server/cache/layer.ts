/**
 * The one place the server's in-process caches are made. Each declares the purge tags that clear it
 * (cache/tags.ts); the purger turns domain events into tags and calls `purgeLocal` for this process's
 * own writes and for the purges other processes announce, so there is one way to clear anything.
 * `docs/caching.md` lists every cache with its key, what clears it and the lag allowed.
 */
import { createPersonalCache, createTaggedCache, createTtlCache } from "./ttl-cache.ts";
import { READER_TAG_PREFIX } from "./tags.ts";

/** True for the tags that clear a cache. */
export type ClearedBy = (tag: string) => boolean;

export interface CacheDescription {
  name: string;
  ttlMs: number;
}

export function createCacheLayer() {
  const small: ((tags: readonly string[]) => void)[] = [];
  const clears: (() => void)[] = [];
  const sweeps: (() => void)[] = [];
  let pages: ((tags: readonly string[], soft: boolean) => void) | undefined;
  let clearPages: (() => void) | undefined;
  const made: CacheDescription[] = [];
  // Until told otherwise (one process: always); with several, realtime/cluster-trust.ts decides.
  let trustedNow: () => boolean = () => true;
  const trusted = () => trustedNow();
  return {
    /** Answers many readers share (feeds), all dropped when a tag matching `clearedBy` is purged. */
    shared<T>(name: string, ttlMs: number, clearedBy: ClearedBy, maxEntries?: number) {
      const cache = createTtlCache<T>(ttlMs, maxEntries, trusted);
      made.push({ name, ttlMs });
      clears.push(cache.clear);
      sweeps.push(() => cache.sweep());
      small.push((tags) => {
        if (tags.some(clearedBy)) cache.clear();
      });
      return cache;
    },
    /**
     * Answers many readers share, each entry dropped by a purge of a tag it names (`tagsOf`: the
     * stories and people it shows), so one story's change does not clear the rest.
     */
    tagged<T>(name: string, ttlMs: number, tagsOf: (value: T, key: string) => readonly string[], maxEntries?: number) {
      const cache = createTaggedCache<T>(ttlMs, tagsOf, maxEntries, trusted);
      made.push({ name, ttlMs });
      clears.push(cache.clear);
      sweeps.push(() => cache.sweep());
      small.push((tags) => cache.purge(tags));
      return cache;
    },
    /**
     * Answers about one person (the personal call, suggestions): `<prefix><id>` forgets theirs
     * (`reader:` by default; session look-ups use `session:`, which a person's own writes leave alone).
     */
    personal<T>(name: string, ttlMs: number, maxEntries?: number, prefix = READER_TAG_PREFIX) {
      const cache = createPersonalCache<T>(ttlMs, maxEntries, trusted);
      made.push({ name, ttlMs });
      clears.push(() => cache.clear());
      sweeps.push(() => cache.sweep());
      small.push((tags) => {
        for (const tag of tags) if (tag.startsWith(prefix)) cache.forget(tag.slice(prefix.length));
      });
      return cache;
    },
    /**
     * The shared page cache: purged after the small caches, so a page re-rendered at once reads fresh
     * data. `soft`: only counters changed (pages may be served once more while rendered again).
     */
    pagesPurgedBy(purge: (tags: readonly string[], soft: boolean) => void, clear?: () => void) {
      pages = purge;
      clearPages = clear;
    },
    /**
     * The one purge path: every cache of this process that any of `tags` clears. `soft` (counters
     * only) still clears the small caches, which a page's next render reads; shared pages go stale.
     */
    purgeLocal(tags: readonly string[], soft = false) {
      for (const purge of small) purge(tags);
      pages?.(tags, soft);
    },
    /**
     * Whether answers may come from memory (shared pages ask too): false while this process might
     * have missed a purge or might not be waited for by another process's writes (cluster-trust.ts).
     */
    trusted,
    trustWhen(fn: () => boolean) {
      trustedNow = fn;
    },
    /** Forgets everything (a purge may have been missed): every cache, shared pages last. */
    purgeAll() {
      for (const clear of clears) clear();
      clearPages?.();
    },
    /**
     * Drops every entry past its time to live. Expired entries were kept until asked for again: after
     * the pages rendered ahead at start, some 2,000 related lists and comment pages each (docs/benchmarks.md).
     */
    sweepExpired() {
      for (const sweep of sweeps) sweep();
    },
    /** What was made, for metrics and tests. */
    caches: (): readonly CacheDescription[] => made,
  };
}
export type CacheLayer = ReturnType<typeof createCacheLayer>;

/** `trusted() === false`: every answer is loaded afresh and not kept (cluster-trust.ts says when). */
const always = () => true;

/**
 * A small in-process cache with a time-to-live, for answers that many readers ask for at once and
 * that may be a few seconds old (feeds). Writers clear it, so their own change shows at once.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries = 2000, trusted: () => boolean = always) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    /** The cached answer for `key`, or `load()`'s (shared by concurrent callers while it runs). */
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (!trusted()) return load();
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
    /** Drops the entries past their time to live (otherwise kept until asked for again). */
    sweep(): void {
      const old = Date.now() - ttlMs;
      for (const [key, entry] of entries) if (entry.at <= old) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * A TTL cache whose entries name what they show (`tagsOf`, once loaded), so that a purge drops only
 * the entries carrying one of its tags, and every entry still loading (it may have read the rows
 * before the write being purged). For lists many readers share that each show a few stories.
 */
export function createTaggedCache<T>(
  ttlMs: number,
  tagsOf: (value: T, key: string) => readonly string[],
  maxEntries = 2000,
  trusted: () => boolean = always,
) {
  type Entry = { at: number; value: Promise<T>; tags?: readonly string[] };
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<string>>();
  const loading = new Set<string>();
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    loading.delete(key);
    for (const tag of entry.tags ?? []) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const clear = () => {
    entries.clear();
    byTag.clear();
    loading.clear();
  };
  return {
    /** The cached answer for `key`, or `load()`'s (shared by concurrent callers while it runs). */
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (!trusted()) return load();
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      drop(key);
      if (entries.size >= maxEntries) clear();
      const value = load();
      const entry: Entry = { at: Date.now(), value };
      entries.set(key, entry);
      loading.add(key);
      value.then(
        (loaded) => {
          if (entries.get(key) !== entry) return;
          loading.delete(key);
          entry.tags = tagsOf(loaded, key);
          for (const tag of entry.tags) {
            let keys = byTag.get(tag);
            if (!keys) byTag.set(tag, (keys = new Set()));
            keys.add(key);
          }
        },
        () => {
          if (entries.get(key) === entry) drop(key);
        },
      );
      return value;
    },
    /** Drops the entries showing any of `tags`, and those still loading. */
    purge(tags: readonly string[]): void {
      for (const key of [...loading]) drop(key);
      for (const tag of tags) for (const key of [...(byTag.get(tag) ?? [])]) drop(key);
    },
    clear,
    /** Drops the entries past their time to live (otherwise kept until asked for again). */
    sweep(): void {
      const old = Date.now() - ttlMs;
      for (const [key, entry] of [...entries]) if (entry.at <= old) drop(key);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * A TTL cache whose entries belong to a person, so everything of one person can be forgotten at
 * once (their session ended, they changed something). For answers about one reader that may be a
 * few seconds old but must not outlive a logout.
 */
export function createPersonalCache<T>(ttlMs: number, maxEntries = 20_000, trusted: () => boolean = always) {
  type Entries = Map<string, { at: number; value: Promise<T> }>;
  const byUser = new Map<string, Entries>();
  let size = 0;
  return {
    get(userId: string, key: string, load: () => Promise<T>): Promise<T> {
      if (!trusted()) return load();
      let mine = byUser.get(userId);
      const hit = mine?.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      if (size >= maxEntries) {
        byUser.clear();
        size = 0;
        mine = undefined;
      }
      if (!mine) byUser.set(userId, (mine = new Map() as Entries));
      const value = load();
      if (!mine.has(key)) size++;
      mine.set(key, { at: Date.now(), value });
      value.catch(() => {
        // Only if this person's entries were not forgotten (or the cache cleared) meanwhile.
        if (byUser.get(userId) === mine && mine.get(key)?.value === value) {
          mine.delete(key);
          size--;
        }
      });
      return value;
    },
    forget(userId: string): void {
      size -= byUser.get(userId)?.size ?? 0;
      byUser.delete(userId);
    },
    /** Drops the entries past their time to live (otherwise kept until asked for again). */
    sweep(): void {
      const old = Date.now() - ttlMs;
      for (const [userId, mine] of byUser) {
        for (const [key, entry] of mine)
          if (entry.at <= old) {
            mine.delete(key);
            size--;
          }
        if (mine.size === 0) byUser.delete(userId);
      }
    },
    get size() {
      return size;
    },
    clear(): void {
      byUser.clear();
      size = 0;
    },
  };
}

/**
 * Values read from a store that others may write too (the database), remembered for `freshMs`
 * (Infinity: until this process changes them). Writes go through `writing`, which forgets the entry
 * as it begins and as it ends; a read overlapping the write (begun before it, or answered after it
 * ended) may hold the old value and is not kept, nor one of that entry begun and answered meanwhile. A value may carry its own expiry (`expiresAt`),
 * after which it reads as absent. At most `maxEntries`, the oldest forgotten first.
 */
export function createGuardedCache<T>(freshMs: number, maxEntries: number) {
  const entries = new Map<string, { value: T; expiresAt: number | null; readAt: number }>();
  /** Bumped as each write begins and ends: a read that saw it change keeps nothing. */
  let epoch = 0;
  function recall(key: string): { value: T | undefined } | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (now - entry.readAt > freshMs) {
      entries.delete(key);
      return undefined;
    }
    return { value: entry.expiresAt !== null && entry.expiresAt <= now ? undefined : entry.value };
  }
  return {
    /** The remembered value of `key`, or `load()`'s, kept unless a write overlapped the load. */
    async get(key: string, load: () => Promise<{ value: T; expiresAt: number | null }>): Promise<T | undefined> {
      const known = recall(key);
      if (known) return known.value;
      const before = epoch;
      const { value, expiresAt } = await load();
      if (epoch === before) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, expiresAt, readAt: Date.now() });
      }
      return value;
    },
    /** What is remembered of `key` and still fresh (no load), with its expiry; undefined if nothing is. */
    peek(key: string): { value: T; expiresAt: number | null } | undefined {
      const entry = entries.get(key);
      const now = Date.now();
      if (!entry || now - entry.readAt > freshMs || (entry.expiresAt !== null && entry.expiresAt <= now))
        return undefined;
      return { value: entry.value, expiresAt: entry.expiresAt };
    },
    /** Runs a write of `key`: forgets it, and no read overlapping the write keeps what it read. */
    async writing<R>(key: string, write: () => Promise<R>): Promise<R> {
      epoch++;
      entries.delete(key);
      try {
        return await write();
      } finally {
        epoch++;
        // A read begun and answered meanwhile kept what the store held before the write landed.
        entries.delete(key);
      }
    },
  };
}

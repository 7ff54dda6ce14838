import { afterEach, describe, expect, it, vi } from "vitest";
import { createGuardedCache, createPersonalCache, createTaggedCache, createTtlCache } from "./ttl-cache.ts";

describe("sweeping what is past its time", () => {
  afterEach(() => vi.useRealTimers());

  it("drops the expired entries of each kind of cache, and keeps the fresh ones", async () => {
    vi.useFakeTimers({ now: 0 });
    const shared = createTtlCache<number>(1000);
    const tagged = createTaggedCache<number>(1000, () => ["post:a"]);
    const personal = createPersonalCache<number>(1000);
    const one = () => Promise.resolve(1);
    await shared.get("old", one);
    await tagged.get("old", one);
    await personal.get("ada", "old", one);
    vi.setSystemTime(600);
    await shared.get("new", one);
    await tagged.get("new", one);
    await personal.get("bob", "new", one);
    vi.setSystemTime(1200);
    for (const cache of [shared, tagged, personal]) {
      expect(cache.size).toBe(2);
      cache.sweep();
      expect(cache.size).toBe(1);
    }
    // What stays is the fresh entry, still answered from memory.
    expect(await shared.get("new", () => Promise.resolve(2))).toBe(1);
    expect(await tagged.get("new", () => Promise.resolve(2))).toBe(1);
    expect(await personal.get("bob", "new", () => Promise.resolve(2))).toBe(1);
  });
});

describe("createPersonalCache", () => {
  it("answers from memory within its time, and forgets one person without touching another", async () => {
    const cache = createPersonalCache<number>(60_000);
    let loads = 0;
    const load = (n: number) => () => Promise.resolve((loads++, n));
    expect(await cache.get("ada", "k", load(1))).toBe(1);
    expect(await cache.get("ada", "k", load(2))).toBe(1);
    expect(await cache.get("bob", "k", load(3))).toBe(3);
    cache.forget("ada");
    expect(await cache.get("ada", "k", load(4))).toBe(4);
    expect(await cache.get("bob", "k", load(5))).toBe(3);
    expect(loads).toBe(3);
  });

  it("does not keep a failed load", async () => {
    const cache = createPersonalCache<number>(60_000);
    await expect(cache.get("ada", "k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("ada", "k", () => Promise.resolve(7))).toBe(7);
  });

  it("stays within its entries", async () => {
    const cache = createPersonalCache<number>(60_000, 2);
    await cache.get("a", "1", () => Promise.resolve(1));
    await cache.get("b", "1", () => Promise.resolve(2));
    await cache.get("c", "1", () => Promise.resolve(3));
    expect(await cache.get("a", "1", () => Promise.resolve(9))).toBe(9);
  });
});

describe("createGuardedCache", () => {
  /** A store's value, and how many times it was read. */
  const store = () => {
    const s = { value: 1, reads: 0, load: () => Promise.resolve({ value: (s.reads++, s.value), expiresAt: null }) };
    return s;
  };

  it("answers from memory until a write through it, then reads the store again", async () => {
    const cache = createGuardedCache<number>(Infinity, 10);
    const s = store();
    expect(await cache.get("k", s.load)).toBe(1);
    s.value = 2;
    expect(await cache.get("k", s.load)).toBe(1);
    await cache.writing("k", () => Promise.resolve(void (s.value = 3)));
    expect(await cache.get("k", s.load)).toBe(3);
    expect(s.reads).toBe(2);
  });

  it("keeps nothing a write overlapped: a read begun before it, or answered after it ended", async () => {
    const cache = createGuardedCache<number>(Infinity, 10);
    const s = store();
    // Begun before the write, answered after it began: the old value is answered but not kept.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const before = cache.get("k", async () => (await held, { value: 1, expiresAt: null }));
    await cache.writing("k", async () => {
      s.value = 2;
      answer();
      await before;
    });
    expect(await before).toBe(1);
    // Begun while a write (of any entry) runs, answered after it ended.
    let finish!: () => void;
    const writing = cache.writing("other", () => new Promise<void>((resolve) => (finish = resolve)));
    const during = cache.get("j", async () => (finish(), await writing, s.load()));
    expect(await during).toBe(2);
    expect(await cache.get("k", s.load)).toBe(2);
    expect(await cache.get("j", s.load)).toBe(2);
    expect(s.reads).toBe(3);
  });

  it("keeps nothing read of an entry while it was being written, answered before the write ended", async () => {
    const cache = createGuardedCache<number>(Infinity, 10);
    const s = store();
    // The read goes to the store before the write lands there (another connection, say).
    await cache.writing("k", async () => {
      expect(await cache.get("k", s.load)).toBe(1);
      s.value = 2;
    });
    expect(await cache.get("k", s.load)).toBe(2);
  });

  it("reads an expired value as absent, trusts an entry for its time only, and stays within its entries", async () => {
    const s = store();
    const expired = createGuardedCache<number>(Infinity, 10);
    expect(await expired.get("k", () => Promise.resolve({ value: 5, expiresAt: Date.now() - 1 }))).toBe(5);
    expect(await expired.get("k", s.load)).toBeUndefined();
    const untrusted = createGuardedCache<number>(-1, 10);
    expect(await untrusted.get("k", s.load)).toBe(1);
    expect(await untrusted.get("k", s.load)).toBe(1);
    expect(s.reads).toBe(2);
    const small = createGuardedCache<number>(Infinity, 2);
    for (const key of ["a", "b", "c"]) await small.get(key, s.load);
    s.value = 9;
    expect(await small.get("c", s.load)).toBe(1);
    expect(await small.get("a", s.load)).toBe(9);
  });
});

describe("createTaggedCache", () => {
  type List = { shows: string[] };
  const tagsOf = (list: List, key: string) => [`post:${key}`, ...list.shows];

  it("drops only the entries showing a purged tag, or the one they were made for", async () => {
    const cache = createTaggedCache<List>(60_000, tagsOf);
    let loads = 0;
    const load = (shows: string[]) => () => Promise.resolve((loads++, { shows }));
    await cache.get("a", load(["post:x", "user:1"]));
    await cache.get("b", load(["post:y", "user:2"]));
    expect((await cache.get("a", load([]))).shows).toEqual(["post:x", "user:1"]);
    expect(loads).toBe(2);
    cache.purge(["feed", "counters", "post:z"]);
    await cache.get("a", load([]));
    await cache.get("b", load([]));
    expect(loads).toBe(2);
    cache.purge(["user:1"]);
    expect((await cache.get("a", load(["post:w"]))).shows).toEqual(["post:w"]);
    expect((await cache.get("b", load([]))).shows).toEqual(["post:y", "user:2"]);
    cache.purge(["post:b"]);
    expect((await cache.get("b", load(["post:v"]))).shows).toEqual(["post:v"]);
    expect(loads).toBe(4);
    // The old tags of a replaced entry no longer drop it.
    cache.purge(["post:y"]);
    expect((await cache.get("b", load([]))).shows).toEqual(["post:v"]);
  });

  it("keeps nothing still loading when any purge comes: it may have read the rows before the write", async () => {
    const cache = createTaggedCache<List>(60_000, tagsOf);
    let release!: (list: List) => void;
    const first = cache.get("a", () => new Promise<List>((resolve) => (release = resolve)));
    cache.purge(["post:unrelated"]);
    release({ shows: ["post:old"] });
    expect((await first).shows).toEqual(["post:old"]);
    expect((await cache.get("a", () => Promise.resolve({ shows: ["post:new"] }))).shows).toEqual(["post:new"]);
    expect(cache.size).toBe(1);
  });

  it("does not keep a failed load, and answers from the store while untrusted", async () => {
    let trusted = true;
    const cache = createTaggedCache<List>(60_000, tagsOf, 10, () => trusted);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(cache.size).toBe(0);
    trusted = false;
    await cache.get("a", () => Promise.resolve({ shows: [] }));
    expect(cache.size).toBe(0);
  });
});

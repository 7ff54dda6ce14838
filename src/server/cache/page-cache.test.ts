import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  BEST_BROTLI_QUALITY,
  bodyOf,
  FIRST_BROTLI_QUALITY,
  PageCache,
  preparePage,
  REFINE_AFTER_HITS,
} from "./page-cache.ts";

const page = (text: string, tags: string[] = []) =>
  preparePage({ status: 200, headers: { "content-type": "text/html" }, body: Buffer.from(text), tags }, 0);

describe("PageCache", () => {
  it("keeps pages as their brotli form only, and an ETag that follows the body", async () => {
    const html = "<p>hello</p>".repeat(100);
    const a = await page(html);
    const b = await page("<p>other</p>".repeat(100));
    expect(a).not.toHaveProperty("body");
    expect(a.gz).toBeUndefined();
    expect(a.length).toBe(html.length);
    expect(a.br.length).toBeLessThan(html.length);
    expect(a.size).toBe(a.br.length + 1024);
    expect(bodyOf(a).toString()).toBe(html);
    // The form holds only its own bytes, not the rest of zlib's output chunk.
    expect(a.br.buffer.byteLength).toBe(a.br.length);
    expect(a.etag).not.toBe(b.etag);
    expect((await page("<p>hello</p>".repeat(100))).etag).toBe(a.etag);
  });

  it("makes a page's gzip form when first asked, once, and keeps and counts it", async () => {
    const html = "<p>hello</p>".repeat(500);
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 1000, now: () => 0 });
    const a = await page(html, ["post:a"]);
    cache.set("/post/a", a);
    const bytes = cache.bytes;
    // Readers asking at once wait for one compression.
    const [first, second] = await Promise.all([cache.gzipped("/post/a", a), cache.gzipped("/post/a", a)]);
    expect(second).toBe(first);
    expect(gunzipSync(first.gz).toString()).toBe(html);
    expect(first.gz.buffer.byteLength).toBe(first.gz.length);
    expect(first).toMatchObject({ etag: a.etag, br: a.br, length: a.length, tags: ["post:a"] });
    const kept = cache.get("/post/a")!.page;
    expect(kept.gz).toBe(first.gz);
    expect(cache.bytes).toBe(bytes + first.gz.length);
    expect(kept.size).toBe(a.size + first.gz.length);
    // Asked again, the kept form is answered as it is.
    expect(await cache.gzipped("/post/a", kept)).toBe(kept);
    // Its tags still purge it, and the bytes counted go with it.
    expect(cache.purge(["post:a"])).toBe(1);
    expect(cache.bytes).toBe(0);
  });

  it("answers a gzip form of a page no longer kept without keeping it", async () => {
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 1000, now: () => 0 });
    const old = await page("<p>old</p>".repeat(200), ["post:a"]);
    cache.set("/post/a", old);
    const making = cache.gzipped("/post/a", old);
    // A newer render replaces the page while its gzip form is made.
    const newer = await page("<p>new</p>".repeat(200), ["post:a"]);
    cache.set("/post/a", newer);
    const answered = await making;
    expect(gunzipSync(answered.gz).toString()).toBe("<p>old</p>".repeat(200));
    expect(cache.get("/post/a")!.page).toBe(newer);
    expect(cache.bytes).toBe(newer.size);
    // Gone altogether: answered too, nothing counted.
    cache.purge(["post:a"]);
    expect((await cache.gzipped("/post/a", newer)).gz.length).toBeGreaterThan(0);
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it("makes room when a page's gzip form takes the cache past its bytes, keeping that page", async () => {
    const html = (n: number) => Array.from({ length: 400 }, (_, i) => `<p>${n}-${(i * 7919) % 1000}</p>`).join("");
    // Five pages: the cache keeps none larger than a quarter of its bytes.
    const pages = await Promise.all([0, 1, 2, 3, 4].map((n) => page(html(n))));
    const room = pages.reduce((sum, p) => sum + p.size, 0);
    const cache = new PageCache({ maxBytes: room + 100, freshMs: 1000, staleMs: 1000, now: () => 0 });
    pages.forEach((p, n) => cache.set(`/post/${n}`, p));
    expect(cache.size).toBe(5);
    await cache.gzipped("/post/0", pages[0]!);
    // The oldest page is the one that grew: kept; the next oldest goes.
    expect(cache.get("/post/0")!.page.gz).toBeDefined();
    expect(cache.get("/post/1")).toBeUndefined();
    expect([2, 3, 4].map((n) => cache.get(`/post/${n}`) !== undefined)).toEqual([true, true, true]);
    expect(cache.bytes).toBeLessThanOrEqual(room + 100);
  });

  it("purges by tag, and only what carries it", async () => {
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 1000, now: () => 0 });
    cache.set("/post/a", await page("a", ["post:a", "user:1"]));
    cache.set("/post/b", await page("b", ["post:b", "user:2"]));
    cache.set("/", await page("home", ["feed", "post:a", "post:b"]));
    expect(cache.purge(["post:a"])).toBe(2);
    expect(cache.get("/post/a")).toBeUndefined();
    expect(cache.get("/")).toBeUndefined();
    expect(bodyOf(cache.get("/post/b")!.page).toString()).toBe("b");
    expect(cache.purge(["post:a"])).toBe(0);
  });

  it("marks the pages carrying a tag stale when their counters move, keeping them to serve", async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 100, staleMs: 10_000, now: () => now });
    const a = await page("a", ["post:a", "followers:1"]);
    cache.set("/post/a", a);
    cache.set("/@one", await page("one", ["followers:1"]));
    cache.set("/post/b", await page("b", ["post:b"]));
    const bytes = cache.bytes;
    expect(cache.expire(["followers:1"])).toBe(2);
    expect(cache.get("/post/a")).toMatchObject({ fresh: false, page: { etag: a.etag, br: a.br } });
    expect(cache.get("/@one")?.fresh).toBe(false);
    expect(cache.get("/post/b")?.fresh).toBe(true);
    expect([cache.size, cache.bytes]).toEqual([3, bytes]);
    // Already stale: nothing more to mark. A hard purge still drops them.
    now += 50;
    expect(cache.expire(["followers:1", "post:a"])).toBe(0);
    expect(cache.purge(["followers:1"])).toBe(2);
    expect(cache.get("/post/a")).toBeUndefined();
  });

  it("stays within its bytes, dropping the least recently used first", async () => {
    const one = await page("x".repeat(2000));
    const cache = new PageCache({ maxBytes: one.size * 4, freshMs: 1000, staleMs: 1000, now: () => 0 });
    cache.set("a", one);
    for (const key of ["b", "c", "d"]) cache.set(key, await page(key.repeat(2000)));
    cache.get("a"); // a is now the most recently used
    cache.set("e", await page("e".repeat(2000)));
    expect(cache.bytes).toBeLessThanOrEqual(one.size * 4);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("e")).toBeDefined();
  });

  it("gives a page read since eviction last passed it one more round, not two", async () => {
    const one = await page("x".repeat(2000));
    const cache = new PageCache({ maxBytes: one.size * 4, freshMs: 1000, staleMs: 1000, now: () => 0 });
    const add = async (key: string) => cache.set(key, await page(key.repeat(2000)));
    for (const key of ["a", "b", "c", "d"]) await add(key);
    cache.get("a");
    cache.get("a");
    // Asking for an absent page marks nothing; asking for a present one would.
    await add("e"); // a, read, goes to the end unmarked; b, not read, goes
    expect(cache.get("b")).toBeUndefined();
    await add("f"); // c
    await add("g"); // d
    await add("h"); // e
    expect(cache.get("e")).toBeUndefined();
    await add("i"); // a: read twice, but before the last pass
    expect(cache.get("a")).toBeUndefined();
    expect(["f", "g", "h", "i"].map((k) => cache.get(k) !== undefined)).toEqual([true, true, true, true]);
    expect(cache.size).toBe(4);
  });

  it("still makes room when every page was read since the last pass, oldest first", async () => {
    const one = await page("x".repeat(2000));
    const cache = new PageCache({ maxBytes: one.size * 4, freshMs: 1000, staleMs: 1000, now: () => 0 });
    const keys = ["a", "b", "c", "d"];
    for (const key of keys) cache.set(key, await page(key.repeat(2000)));
    for (const key of [...keys].reverse()) cache.get(key);
    cache.set("e", await page("e".repeat(2000)));
    expect([...keys, "e"].map((k) => cache.get(k) !== undefined)).toEqual([false, true, true, true, true]);
  });

  it("serves a page stale for a while after it is fresh, then not at all", async () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 100, staleMs: 100, now: () => now });
    cache.set("k", { ...(await page("k")), storedAt: 0 });
    expect(cache.get("k")?.fresh).toBe(true);
    now = 150;
    expect(cache.get("k")?.fresh).toBe(false);
    now = 250;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("compresses a first render quickly, and a page read often smaller once, keeping its ETag", async () => {
    const words = ["soil", "seed", "rain", "gardens", "orchard", "spring", "harvest", "roots", "light", "compost"];
    const text = Array.from(
      { length: 3000 },
      (_, i) => words[(i * i * 7 + i * 3) % 10]! + (i % 13 ? " " : "</p><p>"),
    ).join("");
    const first = await page(text, ["post:a"]);
    expect(first.brQuality).toBe(FIRST_BROTLI_QUALITY);
    expect(brotliDecompressSync(first.br).toString()).toBe(text);
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 1000, now: () => 0 });
    cache.set("/post/a", first);
    // The first hits only count: a page read a few times is not worth the recompression.
    for (let hit = 1; hit < REFINE_AFTER_HITS; hit++) expect(await cache.refine("/post/a", first)).toBe(false);
    expect(cache.get("/post/a")!.page).toBe(first);
    const [swapped, again] = await Promise.all([cache.refine("/post/a", first), cache.refine("/post/a", first)]);
    expect([swapped, again]).toEqual([true, false]);
    const better = cache.get("/post/a")!.page;
    expect(better.brQuality).toBe(BEST_BROTLI_QUALITY);
    expect(better.br.length).toBeLessThan(first.br.length);
    expect(brotliDecompressSync(better.br).toString()).toBe(text);
    expect([better.etag, better.storedAt, better.tags]).toEqual([first.etag, first.storedAt, first.tags]);
    expect(cache.bytes).toBe(better.size);
    expect(await cache.refine("/post/a", better)).toBe(false);
    // Purged while recompressing: the page does not come back.
    const other = await page(text.replace("garden", "orchard"), ["post:b"]);
    cache.set("/post/b", other);
    for (let hit = 1; hit < REFINE_AFTER_HITS; hit++) await cache.refine("/post/b", other);
    const refining = cache.refine("/post/b", other);
    cache.purge(["post:b"]);
    expect(await refining).toBe(false);
    expect(cache.get("/post/b")).toBeUndefined();
    expect(cache.bytes).toBe(better.size);
  });

  it("keeps a page's gzip form when its brotli form is made smaller", async () => {
    const text = Array.from({ length: 2000 }, (_, i) => `word${(i * 31) % 97} `).join("");
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 1000, now: () => 0 });
    cache.set("/post/a", await page(text));
    const withGz = await cache.gzipped("/post/a", cache.get("/post/a")!.page);
    for (let hit = 1; hit < REFINE_AFTER_HITS; hit++) await cache.refine("/post/a", withGz);
    expect(await cache.refine("/post/a", withGz)).toBe(true);
    const better = cache.get("/post/a")!.page;
    expect([better.brQuality, better.gz]).toEqual([BEST_BROTLI_QUALITY, withGz.gz]);
    expect(cache.bytes).toBe(better.br.length + withGz.gz.length + 1024);
  });

  it("recompresses one page at a time: a page asking meanwhile is done on a later hit", async () => {
    const text = Array.from({ length: 2000 }, (_, i) => `word${i % 97} `).join("");
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 1000, now: () => 0 });
    const [a, b] = await Promise.all([page(text, ["post:a"]), page(`${text}!`, ["post:b"])]);
    cache.set("/post/a", a);
    cache.set("/post/b", b);
    for (let hit = 1; hit < REFINE_AFTER_HITS; hit++) {
      await cache.refine("/post/a", a);
      await cache.refine("/post/b", b);
    }
    expect(await Promise.all([cache.refine("/post/a", a), cache.refine("/post/b", b)])).toEqual([true, false]);
    expect(cache.get("/post/b")!.page.brQuality).toBe(FIRST_BROTLI_QUALITY);
    expect(await cache.refine("/post/b", b)).toBe(true);
    expect(cache.get("/post/b")!.page.brQuality).toBe(BEST_BROTLI_QUALITY);
  });
});

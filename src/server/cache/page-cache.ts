/**
 * Rendered public pages kept in memory: one entry per address, stored as its brotli form, its gzip
 * form once a reader has asked for gzip (`gzipped`: browsers ask for brotli over HTTPS, so most pages
 * never need one, and it was half of what 2,000 pages rendered ahead kept), and an ETag; a reader
 * asking for neither gets the brotli form unpacked (rare). Bounded by bytes (a page not read since
 * eviction last passed it goes first: second chance, see `#used`), and purged by tag (a story, a
 * person, the feeds) when something they show changes. Entries past `freshMs` are still served while
 * one re-render runs (stale-while-revalidate); purged entries are gone at once. A page's first
 * brotli form is made quickly (a first view waits for it); a page read often is recompressed smaller
 * in the background, once, for every later hit.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  tags: string[];
}

/**
 * Brotli's quality for a page's first render, which its first reader waits for: about 2 ms for a
 * 32 KB story page where quality 9 takes 30 times as long (docs/benchmarks.md, uncached story pages).
 */
export const FIRST_BROTLI_QUALITY = 5;
/**
 * The quality a page read often is recompressed to in the background: for a 30 KB story page about
 * 10% smaller than quality 5 for some 23 ms, where quality 9 took 72 ms to save 1%
 * (docs/benchmarks.md, mixed load).
 */
export const BEST_BROTLI_QUALITY = 11;
/**
 * Hits from the cache before a page is recompressed: each recompression is the CPU of hundreds of
 * hits, worth it for the pages many read, not for the long tail of pages read twice.
 */
export const REFINE_AFTER_HITS = 8;

/**
 * zlib's answer is a view of its 16 KB output chunk: kept as it is, a 5 KB page holds all 16 KB (the
 * cache's count saw a third of what 2,000 pages held). A copy of its own length is kept instead.
 */
function exact(view: Buffer): Buffer {
  if (view.buffer.byteLength === view.length) return view;
  const own = Buffer.allocUnsafeSlow(view.length);
  view.copy(own);
  return own;
}

const brotliAt = async (body: Buffer, quality: number) =>
  exact(
    await brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );

/** A page as kept: no uncompressed body (`bodyOf` unpacks it from the brotli form when asked). */
export interface CachedPage extends Omit<RenderedPage, "body"> {
  etag: string;
  br: Buffer;
  brQuality: number;
  /** Made when a reader first asks for gzip (`PageCache.gzipped`). */
  gz?: Buffer;
  /** The uncompressed body's length in bytes. */
  length: number;
  storedAt: number;
  size: number;
}

/** The uncompressed body of a kept page, for the rare reader whose browser accepts no compression. */
export const bodyOf = (page: CachedPage): Buffer => zlib.brotliDecompressSync(page.br);

/** A kept page with its gzip form. */
export type GzippedPage = CachedPage & { gz: Buffer };

export interface PageCacheOptions {
  maxBytes: number;
  /** After this an entry is stale: still served, and re-rendered once in the background. */
  freshMs: number;
  /** After this a stale entry is not served any more. */
  staleMs: number;
  now?: () => number;
}

/** Compresses once, at store time, so every hit is a plain write of ready bytes. */
export async function preparePage(
  page: RenderedPage,
  now: number,
  brQuality = FIRST_BROTLI_QUALITY,
): Promise<CachedPage> {
  const br = await brotliAt(page.body, brQuality);
  const etag = `"${createHash("sha1").update(page.body).digest("base64url").slice(0, 22)}"`;
  const { body, ...kept } = page;
  return { ...kept, etag, br, brQuality, length: body.length, storedAt: now, size: sizeOf(br) };
}

/** Bytes an entry holds: its compressed forms, and about 1 KB for its headers, tags and key. */
const sizeOf = (br: Buffer, gz?: Buffer) => br.length + (gz?.length ?? 0) + 1024;

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #byTag = new Map<string, Set<string>>();
  /**
   * Pages read since eviction last passed them. A hit only marks its page here; eviction moves a marked
   * page to the end of the order instead of dropping it (second chance). Moving the page on every hit
   * (delete, then set) was a least-recently-used order at a price: each delete leaves a hole in V8's
   * hash chain of that key until the map is rebuilt, so the keys hit most (a popular story) walked
   * thousands of holes per look-up, 4 us a hit with 2,000 pages kept and 80 us with 20,000 (issue 38).
   */
  readonly #used = new Set<string>();
  /** Pages whose better brotli form is being made: one recompression per page, however many hits. */
  readonly #refining = new WeakSet<CachedPage>();
  /** Hits of each page not yet recompressed. */
  readonly #hits = new WeakMap<CachedPage, number>();
  /** Gzip forms being made: readers asking for the same page at once wait for one. */
  readonly #gzipping = new WeakMap<CachedPage, Promise<GzippedPage>>();
  /** One recompression at a time in the process: a page asking meanwhile asks again on a later hit. */
  #recompressing = false;
  #bytes = 0;
  readonly #opts: Required<PageCacheOptions>;

  constructor(opts: PageCacheOptions) {
    this.#opts = { now: Date.now, ...opts };
  }

  get bytes(): number {
    return this.#bytes;
  }
  get size(): number {
    return this.#entries.size;
  }

  /** The entry and whether it is still fresh; undefined when absent or too old to serve. */
  get(key: string): { page: CachedPage; fresh: boolean } | undefined {
    const page = this.#entries.get(key);
    if (!page) return undefined;
    const age = this.#opts.now() - page.storedAt;
    if (age > this.#opts.freshMs + this.#opts.staleMs) {
      this.#delete(key);
      return undefined;
    }
    this.#used.add(key);
    return { page, fresh: age <= this.#opts.freshMs };
  }

  set(key: string, page: CachedPage): void {
    if (page.size > this.#opts.maxBytes / 4) return;
    this.#delete(key);
    this.#entries.set(key, page);
    this.#bytes += page.size;
    for (const tag of page.tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) this.#byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.#evict(key);
  }

  /**
   * `page` (the entry at `key`, or one served stale or just rendered) with its gzip form, made from
   * its brotli form the first time a reader asks for gzip. Kept in the cache, and counted, when `key`
   * still holds that very page; a page purged or replaced meanwhile is answered and not kept.
   */
  gzipped(key: string, page: CachedPage): Promise<GzippedPage> {
    if (page.gz) return Promise.resolve(page as GzippedPage);
    let making = this.#gzipping.get(page);
    if (making) return making;
    making = (async () => {
      let gz: Buffer;
      try {
        gz = exact(await gzip(await unbrotli(page.br), { level: 9 }));
      } catch (err) {
        // The next reader asking tries again.
        this.#gzipping.delete(page);
        throw err;
      }
      const withGz: GzippedPage = { ...page, gz, size: sizeOf(page.br, gz) };
      if (this.#entries.get(key) === page) {
        // Same key, same place in the order, same tags.
        this.#entries.set(key, withGz);
        this.#bytes += withGz.size - page.size;
        this.#evict(key);
      }
      return withGz;
    })();
    this.#gzipping.set(page, making);
    return making;
  }

  /**
   * Drops pages until the cache is within its bytes: oldest first, never `kept` (the page just
   * stored); one read since it was last passed goes to the end instead, unmarked. The map's iterator
   * reaches the pages moved too, so a pass where all were read still ends.
   */
  #evict(kept: string): void {
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#opts.maxBytes) break;
      if (oldest === kept) continue;
      if (this.#used.delete(oldest)) {
        const page = this.#entries.get(oldest)!;
        this.#entries.delete(oldest);
        this.#entries.set(oldest, page);
      } else this.#delete(oldest);
    }
  }

  /**
   * Counts a hit of the entry `page`; on its REFINE_AFTER_HITS-th (read often: worth smaller bytes),
   * recompresses it at BEST_BROTLI_QUALITY off the request's path, one page at a time, and swaps it
   * in if `key` still holds that very page: a purge or a newer render meanwhile wins. The body, ETag,
   * tags and age stay; only the brotli bytes change. Resolves true when swapped in.
   */
  async refine(key: string, page: CachedPage): Promise<boolean> {
    if (page.brQuality >= BEST_BROTLI_QUALITY || this.#refining.has(page)) return false;
    const hits = (this.#hits.get(page) ?? 0) + 1;
    this.#hits.set(page, hits);
    if (hits < REFINE_AFTER_HITS || this.#recompressing) return false;
    this.#refining.add(page);
    this.#recompressing = true;
    let br: Buffer;
    try {
      br = await brotliAt(await unbrotli(page.br), BEST_BROTLI_QUALITY);
    } finally {
      this.#recompressing = false;
    }
    if (this.#entries.get(key) !== page) return false;
    const better: CachedPage = { ...page, br, brQuality: BEST_BROTLI_QUALITY, size: sizeOf(br, page.gz) };
    // Same key, same place in the order, same tags.
    this.#entries.set(key, better);
    this.#bytes += better.size - page.size;
    return true;
  }

  /** Drops every entry carrying any of `tags`; returns how many went. */
  purge(tags: Iterable<string>): number {
    let count = 0;
    for (const tag of tags) {
      const keys = this.#byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) count += this.#delete(key) ? 1 : 0;
    }
    return count;
  }

  /**
   * Marks every entry carrying any of `tags` stale (a counter it shows moved): still served, and
   * rendered again once, as an entry past its freshness is. Returns how many were fresh.
   */
  expire(tags: Iterable<string>): number {
    const staleAt = this.#opts.now() - this.#opts.freshMs - 1;
    let count = 0;
    for (const tag of tags)
      for (const key of this.#byTag.get(tag) ?? []) {
        const page = this.#entries.get(key);
        if (!page || page.storedAt <= staleAt) continue;
        // Same key, place and bytes; a new object, so nothing made for the fresh one is reused.
        this.#entries.set(key, { ...page, storedAt: staleAt });
        count++;
      }
    return count;
  }

  clear(): void {
    this.#entries.clear();
    this.#used.clear();
    this.#byTag.clear();
    this.#bytes = 0;
  }

  #delete(key: string): boolean {
    const page = this.#entries.get(key);
    if (!page) return false;
    this.#entries.delete(key);
    this.#used.delete(key);
    this.#bytes -= page.size;
    for (const tag of page.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
    return true;
  }
}

/**
 * Astro pages behind the page cache. A shared page (public-pages.ts) is rendered once without the
 * reader's cookies, kept pre-compressed and served to everyone, with no session look-up; every other
 * page is rendered for its reader and compressed on the way out. The cache-safety guard refuses to
 * share a render that set a cookie or asked who the reader is.
 */
import { IncomingMessage, type ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { AppContext } from "../context.ts";
import { compress, compressible, pickEncoding, type Encoding } from "./compression.ts";
import {
  BEST_BROTLI_QUALITY,
  bodyOf,
  PageCache,
  preparePage,
  type CachedPage,
  type RenderedPage,
} from "../cache/page-cache.ts";
import { ACCESS_COOKIE } from "../auth/cookies.ts";
import { forYouPageKey, hasSessionCookie, sharedPageKey, sharedPageUrl, wantsForYou } from "./public-pages.ts";
import { cameOverHttps, securityHeaders } from "./security-headers.ts";
import { negotiates } from "../federation/http.ts";
import { requestLocale, splitLocale, withLocale } from "./page-locale.ts";
import type { Locale } from "../../shared/locale.ts";
import type { PageRewrite } from "./locale-scripts.ts";
import {
  cookieValue,
  headerText,
  outgoing,
  render,
  tagsOf,
  type AstroHandler,
  type Captured,
  type Headers,
} from "./page-render.ts";

export type { AstroHandler } from "./page-render.ts";

/** What the page cache did for a response (HIT, STALE, MISS), for the metrics: headers given to writeHead are not readable back. */
export const CACHE_STATE = Symbol("cache state");
export type StatedResponse = ServerResponse & { [CACHE_STATE]?: string };
/** A fresh shared page in the cache, and its key. */
export interface Hit {
  key: string;
  page: CachedPage;
}

/** What caches in front (nginx, a CDN) are told: fresh for a minute, then served stale while re-fetched. */
export const SHARED_FRESH_SECONDS = 60;
export const SHARED_STALE_SECONDS = 60;
/**
 * How long this process serves a page it holds before rendering it again on its next read: ten
 * minutes. Every change a page shows purges it (docs/caching.md); this bounds only what no purge
 * announces (a newly published story joining another's related stories). With a minute, a process
 * rendered every page read in the last minute again each minute: on the mixed load, once the 2,000
 * stories it held were a minute old, 400 readers a second meant some 130 renders a second and the
 * process fell behind (docs/benchmarks.md). Caches in front are told a minute (`s-maxage`).
 */
export const KEPT_FRESH_SECONDS = 600;
/**
 * How long this process keeps serving a page past its freshness while one re-render runs: a day. A
 * page read after hours gets one reader of the older copy (older only in what no purge announces),
 * then the new render. With a minute, a story read less than every two minutes (most of a site's
 * stories) was a render for each reader, each a wait of its own and, on the embedded database, of
 * every request behind it.
 */
export const KEPT_STALE_SECONDS = 24 * 3600;
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_FRESH_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;
const PRIVATE_CACHE_CONTROL = "private, no-store";

type SharedOutcome =
  { kind: "cached"; page: CachedPage } | { kind: "uncacheable"; captured: Captured; needsReader: boolean };

export interface PageServerOptions {
  handler: AstroHandler;
  /** Bytes the cache may hold (bodies plus their compressed forms). */
  maxBytes: number;
  /** When PUBLIC_URL is set, shared pages are rendered for its host whatever Host a request sent. */
  publicHost?: string;
  /**
   * Without PUBLIC_URL, the host the server listens on: a request's Host header never reaches the
   * canonical, RSS and sitemap links of a page everyone is served (cache poisoning).
   */
  listeningHost?: () => string | undefined;
  /** Points a rendered page at its language's scripts (locale-scripts.ts); none in development. */
  rewrite?: PageRewrite;
}

export function createPageServer(app: AppContext, opts: PageServerOptions) {
  const cache = new PageCache({
    maxBytes: opts.maxBytes,
    freshMs: KEPT_FRESH_SECONDS * 1000,
    staleMs: KEPT_STALE_SECONDS * 1000,
  });
  const inflight = new Map<string, Promise<SharedOutcome>>();
  /** Bumped by every purge: a render that overlapped one may hold old data and is not kept. */
  let epoch = 0;
  const strict = app.config.NODE_ENV !== "production";
  const cdnTags = app.config.CDN_CACHE_TAGS === "on";
  /**
   * `/@username` and `/post/<slug>` answer ActivityPub to who asks for it (federation/http.ts): any
   * cache in front must keep the page and the JSON apart.
   */
  const federated = app.config.FEDERATION === "on";
  const varyOf = (url: string | undefined, compressed: boolean, byLanguage = false) => {
    const byAccept = federated && negotiates((url ?? "/").split("?")[0]!);
    return [byAccept ? "Accept" : "", compressed ? "Accept-Encoding" : "", byLanguage ? "Accept-Language" : ""]
      .filter(Boolean)
      .join(", ");
  };
  const logError = (url: string | undefined) => (err: unknown) => app.logger.error(`Could not render ${url}`, err);
  const renderPage = async (req: IncomingMessage, locals: Record<string, unknown>, url: string | undefined) => {
    const captured = await render(opts.handler, req, locals, logError(url));
    const html = headerText(captured.headers["content-type"])?.startsWith("text/html");
    if (opts.rewrite && html) captured.body = opts.rewrite(captured.body);
    return captured;
  };

  /**
   * One copy of each header value the kept pages share: every story page's Content-Security-Policy
   * is the same kilobyte of text, which each render makes afresh (2 MB for 2,000 pages kept).
   */
  const headerValues = new Map<string, string>();
  function oneCopy(headers: Record<string, string>): Record<string, string> {
    for (const [name, value] of Object.entries(headers)) {
      const known = headerValues.get(value);
      if (known !== undefined) headers[name] = known;
      else {
        if (headerValues.size >= 1_000) headerValues.clear();
        headerValues.set(value, value);
      }
    }
    return headers;
  }

  /** One render per key at a time; everyone asking meanwhile shares its outcome. */
  function renderShared(key: string, host: string, req: IncomingMessage): Promise<SharedOutcome> {
    let pending = inflight.get(key);
    if (pending) return pending;
    pending = (async (): Promise<SharedOutcome> => {
      const startedAt = epoch;
      const touched = { reader: false };
      const { key: address, locale } = splitLocale(key);
      const locals: Record<string, unknown> = { app, sharedRender: true, locale };
      // The reader is unknown by construction; asking anyway is the bug the guard exists for.
      Object.defineProperty(locals, "user", {
        enumerable: false,
        get() {
          touched.reader = true;
          return null;
        },
      });
      // Nothing of the reader reaches Astro: no cookies, no Authorization, only the host.
      const shared = new IncomingMessage(req.socket);
      shared.headers = { host };
      shared.url = sharedPageUrl(address, host);
      shared.method = "GET";
      shared.push(null);
      const captured = await renderPage(shared, locals, shared.url);
      // Not found for everyone may be a draft its author may see: a signed-in reader gets their own render.
      const needsReader = captured.status === 404;
      if (captured.headers["set-cookie"] || touched.reader) {
        const what = captured.headers["set-cookie"] ? "set a cookie" : "read the signed-in reader";
        const err = new Error(`Cache safety: the shared render of ${key} ${what}`);
        app.logger.error(err.message);
        if (strict) throw err;
        return { kind: "uncacheable", captured, needsReader: true };
      }
      if (captured.status !== 200) return { kind: "uncacheable", captured, needsReader };
      const rendered: RenderedPage = {
        status: 200,
        // Accept-Language: the copy is this language's (the `lang` cookie is in the key too: docs/caching.md).
        headers: oneCopy({
          ...(outgoing(captured.headers) as Record<string, string>),
          vary: varyOf(shared.url, true, true),
        }),
        body: captured.body,
        tags: tagsOf(captured.headers),
      };
      const page = await preparePage(rendered, Date.now());
      if (epoch === startedAt && app.caches.trusted()) cache.set(key, page);
      return { kind: "cached", page };
    })().finally(() => inflight.delete(key));
    inflight.set(key, pending);
    return pending;
  }

  /**
   * The headers of a cached page, made once per page, encoding and cache state: a hit only picks
   * them and writes the ready bytes. Surrogate keys only with CDN_CACHE_TAGS (only a CDN reads them).
   */
  const wireHeaders = new WeakMap<CachedPage, Map<string, Headers>>();
  function headersFor(page: CachedPage, encoding: Encoding | "not-modified", state: string, https: boolean): Headers {
    let made = wireHeaders.get(page);
    if (!made) wireHeaders.set(page, (made = new Map<string, Headers>()));
    const key = `${encoding} ${state} ${https}`;
    let headers = made.get(key);
    if (headers) return headers;
    headers = {
      // The server's security headers (a hit is answered before they are set one by one); the
      // page's own CSP, with its scripts' hashes, replaces the default one.
      ...securityHeaders(false, https),
      ...page.headers,
      "cache-control": SHARED_CACHE_CONTROL,
      etag: page.etag,
      ...(cdnTags ? { "surrogate-key": page.tags.join(" "), "cache-tag": page.tags.join(",") } : {}),
      "x-cache": state,
    };
    if (encoding !== "not-modified") {
      if (encoding !== "identity") headers["content-encoding"] = encoding;
      headers["content-length"] = String(bodyLength(page, encoding));
    }
    made.set(key, headers);
    return headers;
  }
  /** A page read again gets its smaller brotli form in the background (cache/page-cache.ts). */
  const refine = (key: string, page: CachedPage, url: string | undefined) => {
    if (page.brQuality < BEST_BROTLI_QUALITY) void cache.refine(key, page).catch(logError(url));
  };
  // A page's gzip form is there when asked for: sendShared makes it first (cache.gzipped).
  const bodyFor = (page: CachedPage, encoding: Encoding) =>
    encoding === "br" ? page.br : encoding === "gzip" ? page.gz! : bodyOf(page);
  const bodyLength = (page: CachedPage, encoding: Encoding) =>
    encoding === "br" ? page.br.length : encoding === "gzip" ? page.gz!.length : page.length;

  /**
   * `key`: the page's in the cache. `id`: the request's id, written with the page's headers when
   * none was set before (a hit).
   */
  function sendShared(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    page: CachedPage,
    state: string,
    id?: string,
  ): void {
    const https = cameOverHttps(req);
    const withId = (headers: Headers) => (id === undefined ? headers : { ...headers, "x-request-id": id });
    if (req.headers["if-none-match"] === page.etag) {
      (res as StatedResponse)[CACHE_STATE] = state;
      res.writeHead(304, withId(headersFor(page, "not-modified", state, https))).end();
      return;
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if (encoding === "gzip" && !page.gz) {
      // The first reader of this page asking for gzip: its gzip form is made now, and kept.
      cache.gzipped(key, page).then(
        (withGz) => sendShared(req, res, key, withGz, state, id),
        (err: unknown) => {
          logError(req.url)(err);
          if (res.headersSent) res.destroy();
          else res.writeHead(500).end("Internal Server Error");
        },
      );
      return;
    }
    (res as StatedResponse)[CACHE_STATE] = state;
    res.writeHead(page.status, withId(headersFor(page, encoding, state, https)));
    res.end(req.method === "HEAD" ? undefined : bodyFor(page, encoding));
  }

  /**
   * The key of a shared page for this address, remembered: a hit must not parse the same URL again
   * (a request with a session cookie may differ from one without: both are part of the memo's key).
   */
  const keys = new Map<string, string | null>();
  function sharedKey(req: IncomingMessage, host: string): string | null {
    const memo = `${req.method} ${hasSessionCookie(req.headers.cookie) ? 1 : 0} ${host} ${req.url}`;
    let key = keys.get(memo);
    if (key === undefined) {
      key = sharedPageKey(req.method, req.url, host, req.headers.cookie);
      if (keys.size >= 10_000) keys.clear();
      keys.set(memo, key);
    }
    return key && withLocale(key, requestLocale(req));
  }
  const hostOf = (req: IncomingMessage) => opts.publicHost ?? opts.listeningHost?.() ?? req.headers.host ?? "localhost";

  async function sendPrivate(req: IncomingMessage, res: ServerResponse, captured: Captured) {
    const headers = outgoing(captured.headers);
    headers["cache-control"] ??= PRIVATE_CACHE_CONTROL;
    let body = captured.body;
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const compressed = encoding !== "identity" && compressible(headerText(headers["content-type"]), body.length);
    if (compressed) {
      body = await compress(body, encoding);
      headers["content-encoding"] = encoding;
    }
    const vary = varyOf(req.url, compressed);
    if (vary) headers.vary = vary;
    headers["content-length"] = String(body.length);
    res.writeHead(captured.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function servePrivate(req: IncomingMessage, res: ServerResponse) {
    const captured = await renderPage(req, { app }, req.url);
    await sendPrivate(req, res, captured);
  }

  /**
   * The shared "For you" page of this reader's interests, when the access token shows who they are
   * (a look-up remembered for a few seconds). Anything else (an expired token to rotate, a revoked
   * session) is left to a render of their own, which does that work.
   */
  async function forYouKey(req: IncomingMessage, host: string): Promise<string | null> {
    const token = cookieValue(req.headers.cookie, ACCESS_COOKIE);
    if (!token) return null;
    const found = await app.services.sessions.fromAccessToken(token);
    if (found.status !== "ok") return null;
    const key = forYouPageKey(req.url!, host, found.user.interests);
    return key && withLocale(key, found.user.language ?? requestLocale(req));
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = hostOf(req);
    let key = sharedKey(req, host);
    if (!key && wantsForYou(req.method, req.url, req.headers.cookie)) key = await forYouKey(req, host);
    if (!key) return servePrivate(req, res);
    // Not trusted (another process's purge may not have reached this one): rendered afresh.
    const hit = app.caches.trusted() ? cache.get(key) : undefined;
    if (hit) {
      if (!hit.fresh) void renderShared(key, host, req).catch(logError(req.url));
      else refine(key, hit.page, req.url);
      return sendShared(req, res, key, hit.page, hit.fresh ? "HIT" : "STALE");
    }
    const outcome = await renderShared(key, host, req);
    if (outcome.kind === "cached") return sendShared(req, res, key, outcome.page, "MISS");
    if (outcome.needsReader && hasSessionCookie(req.headers.cookie)) {
      return servePrivate(req, res);
    }
    return sendPrivate(req, res, outcome.captured);
  }

  return {
    serve,
    /** The fresh cached shared page this request asks for, if there is one (answered by sendHit). */
    hitFor(req: IncomingMessage): Hit | null {
      const key = sharedKey(req, hostOf(req));
      if (!key || !app.caches.trusted()) return null;
      const hit = cache.get(key);
      return hit?.fresh ? { key, page: hit.page } : null;
    },
    /**
     * Answers a fresh cached shared page at once, before anything else of the request's handling runs,
     * with its ready headers and the request's id among them.
     */
    sendHit(req: IncomingMessage, res: ServerResponse, hit: Hit, id: string): void {
      refine(hit.key, hit.page, req.url);
      sendShared(req, res, hit.key, hit.page, "HIT", id);
    },
    /**
     * Renders the shared page at `path` for readers of `locale` into the cache, as its first reader
     * would, unless it is held already (page-warmup.ts). Resolves whether the cache holds it now: not
     * when the address has no shared page, the render is not one to keep, or caches are not trusted yet.
     */
    async warm(path: string, locale: Locale): Promise<boolean> {
      const host = opts.publicHost ?? opts.listeningHost?.() ?? "localhost";
      const address = sharedPageKey("GET", path, host, undefined);
      if (!address || !app.caches.trusted()) return false;
      const key = withLocale(address, locale);
      if (cache.get(key)) return true;
      // Nothing of a reader: the render sees only the host (renderShared), and no socket is connected.
      const outcome = await renderShared(key, host, new IncomingMessage(new Socket()));
      return outcome.kind === "cached" && cache.get(key) !== undefined;
    },
    cache,
    /**
     * Drops the shared pages carrying any of these tags (http/cache-purge.ts calls it); `soft` (only
     * counters changed) marks them stale instead: served once more while rendered again.
     */
    purge(tags: string[], soft = false): number {
      epoch++;
      return soft ? cache.expire(tags) : cache.purge(tags);
    },
    /** Drops every shared page (a purge may have been missed). */
    clear(): void {
      epoch++;
      cache.clear();
    },
  };
}
export type PageServer = ReturnType<typeof createPageServer>;

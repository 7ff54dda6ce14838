/**
 * One node:http server for everything: /api (Hono), /socket.io, built assets (sirv, pre-compressed),
 * then Astro pages behind the shared page cache (pages.ts). Astro gets this process's AppContext
 * through `locals`, never by importing its own copy.
 */
import http from "node:http";
import { createMetrics, METRICS_PATH } from "./metrics.ts";
import { getRequestListener } from "@hono/node-server";
import { createApi } from "../api/app.ts";
import type { AppContext } from "../context.ts";
import { attachRealtime } from "../realtime/io.ts";
import { knownProcesses } from "../realtime/cluster-trust.ts";
import { appearanceCssHandler } from "./appearance-css.ts";
import type { PurgeMessage } from "../cache/purger.ts";
import { isPageTag } from "../cache/tags.ts";
import { createPageServer, type AstroHandler } from "./pages.ts";
import { setSecurityHeaders } from "./security-headers.ts";
import { staticFiles, uploadedFiles } from "./static-files.ts";
import { isResizedWidth } from "../../shared/images.ts";
import { createFederationHttp } from "../federation/http.ts";
import { withRequestLog } from "./request-log.ts";
import { addressProblem, answerMalformedAddress } from "./address.ts";
import { closeIfBodyUnread } from "./unread-body.ts";
import { createViewerCall, isViewerCall } from "./viewer-call.ts";
import { loadLocaleScripts } from "./locale-scripts.ts";
import { loadModulePreload, rewrites } from "./module-preload.ts";

export type { AstroHandler } from "./pages.ts";

export interface HttpOptions {
  astroHandler: AstroHandler;
  clientDir: string;
}

/** `/uploads/w<width>/<key>`: a stored image at one of the fixed widths (shared/images.ts). */
const RESIZED_PATH = /^\/uploads\/w(\d{1,4})\/(.+)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";
/** How long a write waits for the other processes to acknowledge an urgent purge. */
const PURGE_ACK_TIMEOUT_MS = 2_000;

/** Page forms: the editor's preview carries a whole story; every other form a few fields. */
const FORM_LIMITS: Record<string, number> = { "/posts-preview": 1024 * 1024 };
const SMALL_FORM_LIMIT = 16 * 1024;

function formTooLarge(req: http.IncomingMessage): boolean {
  if (req.method !== "POST" && req.method !== "PUT") return false;
  const length = Number(req.headers["content-length"] ?? 0);
  const path = (req.url ?? "/").split("?")[0]!;
  return length > (FORM_LIMITS[path] ?? SMALL_FORM_LIMIT);
}

function isApiPath(url: string | undefined) {
  return url === "/api" || !!url?.startsWith("/api/") || !!url?.startsWith("/api?");
}

/** host:port the server listens on (a wildcard address is named localhost). */
function listeningHost(server: http.Server): string | undefined {
  const address = server.address();
  if (!address || typeof address !== "object") return undefined;
  const name = ["0.0.0.0", "::"].includes(address.address)
    ? "localhost"
    : address.family === "IPv6"
      ? `[${address.address}]`
      : address.address;
  return `${name}:${address.port}`;
}

export function createHttpServer(app: AppContext, opts: HttpOptions) {
  const api = createApi(app);
  const apiListener = getRequestListener(api.fetch);
  const viewerCall = createViewerCall(app);
  const assets = staticFiles(opts.clientDir);
  const uploads = uploadedFiles(app.services.uploads.dir);
  const appearanceCss = appearanceCssHandler(opts.clientDir);
  let listening: string | undefined;
  const pages = createPageServer(app, {
    handler: opts.astroHandler,
    maxBytes: app.config.PAGE_CACHE_MB * 1024 * 1024,
    publicHost: app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).host : undefined,
    // Asked on every shared page: `server.address()` is a system call, so it is asked once.
    listeningHost: () => (listening ??= listeningHost(server)),
    // The editor's chunks named in its pages' head first; then every script pointed at the language's copy.
    rewrite: rewrites(loadModulePreload(opts.clientDir), loadLocaleScripts(opts.clientDir)),
  });

  const fediverse = createFederationHttp(app);
  const metrics = createMetrics(app, { sockets: () => io.engine.clientsCount, pageCache: pages.cache });

  const server = http.createServer(
    withRequestLog(app.logger, app.config.TRUST_PROXY, (req, res, id) => {
      const toApi = isApiPath(req.url);
      closeIfBodyUnread(req, res);
      // Before anything reads the address: a broken %-escape or a control character in it is refused
      // here, once, for every path (API, pages, fediverse, files), in the contract's envelope.
      const malformed = addressProblem(req.url);
      // A fresh cached shared page goes out first, its headers (the security ones and the request id
      // too) made once per page: nothing else of this handler runs for it, and no header is set one by
      // one (a header set before writeHead makes Node check each of the page's again).
      const scrape = metrics.enabled && req.url?.split("?")[0] === METRICS_PATH;
      // The fediverse's addresses, and a page asked for as ActivityPub, before the page cache (which keeps HTML).
      const toFediverse = !malformed && !scrape && !toApi && fediverse.wants(req);
      const hit = !malformed && !scrape && !toApi && !toFediverse && pages.hitFor(req);
      if (hit) {
        metrics.observe(req, res, "web");
        return pages.sendHit(req, res, hit, id);
      }
      // The personal call of every signed-in view, as the API would answer it, without the framework.
      if (toApi && !malformed && isViewerCall(req.url)) {
        metrics.observe(req, res, "api");
        return void viewerCall.answer(req, res, id).then((answered) => {
          if (answered) return;
          res.setHeader("X-Request-Id", id);
          setSecurityHeaders(req, res, true);
          void apiListener(req, res);
        });
      }
      res.setHeader("X-Request-Id", id);
      if (malformed) {
        setSecurityHeaders(req, res, true);
        return answerMalformedAddress(res, malformed);
      }
      if (scrape) {
        setSecurityHeaders(req, res, toApi);
        return void metrics.serve(req, res).catch((err: unknown) => {
          app.logger.error("Could not collect metrics", err);
          if (!res.headersSent) res.writeHead(500).end("Internal Server Error");
        });
      }
      metrics.observe(req, res, toApi ? "api" : "web");
      if (toFediverse) {
        setSecurityHeaders(req, res, true);
        return fediverse.handle(req, res);
      }
      const builtFile = !toApi && req.url?.startsWith("/_astro/") === true;
      setSecurityHeaders(req, res, toApi, builtFile);
      if (toApi) return void apiListener(req, res);
      if (formTooLarge(req)) {
        // Refused before reading: the unread body makes the connection unusable, so it closes.
        res.writeHead(413, { "content-type": "text/plain; charset=utf-8", connection: "close" });
        return void res.end("This form is too large.");
      }
      const resized = req.url?.startsWith("/uploads/w") ? RESIZED_PATH.exec(req.url.split("?")[0]!) : null;
      if (resized) {
        const width = Number(resized[1]);
        const key = decodeURIComponent(resized[2]!);
        if (!isResizedWidth(width)) return void res.writeHead(404).end("Not found");
        return void app.services.uploads.resized(key, width).then(
          (found) => {
            if (!found) return void res.writeHead(404).end("Not found");
            if ("url" in found)
              return void res.writeHead(301, { Location: found.url, "Cache-Control": IMMUTABLE }).end();
            // Served by the same static handler as the originals (ETag, ranges, immutable caching).
            req.url = `/_resized/w${width}/${resized[2]}`;
            uploads(req, res, () => void res.writeHead(404).end("Not found"));
          },
          (err: unknown) => {
            app.logger.error(`Could not resize ${req.url}`, err);
            if (!res.headersSent) res.writeHead(500).end("Internal Server Error");
          },
        );
      }
      if (req.url?.startsWith("/uploads/") && app.services.uploads.s3Enabled) {
        // Stored in S3: checked on first use, then served by the bucket.
        const key = decodeURIComponent(req.url.slice("/uploads/".length).split("?")[0] ?? "");
        return void app.services.uploads.publicUrl(key).then((target) => {
          if (!target) return void res.writeHead(404).end("Not found");
          res.writeHead(301, { Location: target, "Cache-Control": IMMUTABLE }).end();
        });
      }
      if (req.url === "/appearance.css" || req.url?.startsWith("/appearance.css?")) return appearanceCss(req, res);
      if (req.url?.startsWith("/uploads/")) {
        // The folder is DATA_DIR/uploads itself: serve what follows the prefix, nothing outside it.
        req.url = req.url.slice("/uploads".length);
        return uploads(req, res, () => {
          res.statusCode = 404;
          res.end("Not found");
        });
      }
      // Built files live under /_astro/ or have a dot in their name (favicon.svg); pages never reach
      // sirv's look-up (its misses were 3.5% of a cached page's time).
      const pathname = req.url?.split("?")[0] ?? "/";
      const maybeAsset = pathname.startsWith("/_astro/") || pathname.slice(pathname.lastIndexOf("/")).includes(".");
      const page = () => {
        pages.serve(req, res).catch((err: unknown) => {
          app.logger.error(`Could not render ${req.url}`, err);
          if (!res.headersSent) res.writeHead(500).end("Internal Server Error");
        });
      };
      // A missing built file is answered by a page (404): with a page's headers.
      if (maybeAsset)
        assets(req, res, () => {
          if (builtFile) setSecurityHeaders(req, res, false);
          page();
        });
      else page();
    }),
  );
  const io = attachRealtime(server, app);
  // Shared pages go last on the one purge path, after the small caches they are rendered from.
  // `reader:`, `counters` and `webhooks` tags name no page: they must not make the page cache throw
  // away renders that overlapped them.
  app.caches.pagesPurgedBy(
    (tags, soft) => {
      const pageTags = tags.filter(isPageTag);
      if (pageTags.length) pages.purge(pageTags, soft);
    },
    () => pages.clear(),
  );
  // With PostgreSQL, a write handled here purges the other processes' caches too (LISTEN/NOTIFY).
  if (app.database.pool) {
    app.purger.connect({
      send: (message) => io.serverSideEmit("cache:purge", message),
      sendAndWait: (message) =>
        new Promise<void>((resolve) => {
          // Knowing of no other process, the adapter would drop the message: it still goes to any
          // process listening (one not heard from yet does not trust its caches: cluster-trust.ts).
          if (knownProcesses(io.of("/").adapter).length === 0) {
            io.serverSideEmit("cache:purge", message);
            return resolve();
          }
          // A process that does not answer in time is gone or stuck: the write answers anyway.
          const timer = setTimeout(() => {
            app.logger.warn("A purge was not acknowledged by every process in time");
            resolve();
          }, PURGE_ACK_TIMEOUT_MS);
          io.serverSideEmit("cache:purge-now", message, (err: Error | null) => {
            clearTimeout(timer);
            if (err) app.logger.warn(`A purge was not acknowledged by every process: ${err.message}`);
            resolve();
          });
        }),
    });
    io.on("cache:purge", (message: PurgeMessage) => app.purger.received(message));
    io.on("cache:purge-now", (message: PurgeMessage, ack: (done: boolean) => void) => {
      app.purger.received(message);
      ack(true);
    });
  }
  // Slow-loris guard without cutting long uploads short.
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  return { server, io, api, pages };
}

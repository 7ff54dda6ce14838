/**
 * Starts the production server: one AppContext, the built Astro handler, one HTTP server.
 * Used by `npm start`/`npm run serve` (main.ts) and by tests that need the real thing.
 */
import path from "node:path";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import net, { type AddressInfo } from "node:net";
import type { Config } from "./config.ts";
import { createAppContext, type ContextOptions } from "./context.ts";
import { createHttpServer, type AstroHandler } from "./http/server.ts";
import { warmSharedPages } from "./http/page-warmup.ts";
import { returnFreedMemoryWhenIdle } from "./memory.ts";
import { DIST_DIR } from "./paths.ts";

export { DIST_DIR };

export const ASTRO_ENTRY = path.join(DIST_DIR, "server", "entry.mjs");

/** How long in-flight requests get to finish after a shutdown signal. */
const DRAIN_MS = 10_000;

export async function startServer(config: Config, opts: ContextOptions = {}) {
  if (!existsSync(ASTRO_ENTRY)) throw new Error(`No build found at ${ASTRO_ENTRY}: run npm run build first`);
  const app = await createAppContext(config, opts);
  const { handler } = (await import(pathToFileURL(ASTRO_ENTRY).href)) as { handler: AstroHandler };
  const { server, io, pages } = createHttpServer(app, {
    astroHandler: handler,
    clientDir: path.join(DIST_DIR, "client"),
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
  const url = `http://${host}:${port}`;
  if (config.FEDERATION === "on") app.services.fediverse.start(config.PUBLIC_URL ?? url);
  const warming = new AbortController();
  const warmed =
    (config.PAGE_WARM_UP ?? (config.NODE_ENV === "production" ? "on" : "off")) === "on"
      ? warmSharedPages(app, pages, config.PAGE_CACHE_MB * 1024 * 1024, warming.signal).catch((err: unknown) => {
          if (!warming.signal.aborted) app.logger.error("Could not render pages ahead of readers", err);
        })
      : undefined;

  // After a burst of requests, an idle process gives back what the C allocator kept of it.
  const stopReturningMemory = returnFreedMemoryWhenIdle();

  let closing: Promise<void> | undefined;
  let draining = false;
  // While draining, every answer ends its connection: a client that reuses a keep-alive connection
  // gets its answer and then a closed connection, never a reset in the middle of sending.
  server.prependListener("request", (_req, res) => {
    if (draining) res.setHeader("Connection", "close");
  });
  /**
   * Stop accepting, let in-flight requests finish, close sockets, then the database. Idle keep-alive
   * connections are not cut (a client may be sending on one at that very moment): they end after
   * their next answer or at their keep-alive timeout, which clients know from the Keep-Alive header
   * and stop reusing a second before.
   */
  function close(): Promise<void> {
    closing ??= (async () => {
      draining = true;
      stopReturningMemory();
      // No page is rendered ahead any more; the one being rendered finishes before the database closes.
      warming.abort();
      // net.Server's close: stops listening without http.Server's immediate closeIdleConnections().
      const drained = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      // Only this process's sockets: with the PostgreSQL adapter, io.disconnectSockets would reach every process.
      io.local.disconnectSockets(true);
      const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
      await drained;
      clearTimeout(force);
      await warmed;
      await io.close();
      await app.close();
    })();
    return closing;
  }
  return { app, server, io, pages, url, port, close };
}
export type RunningServer = Awaited<ReturnType<typeof startServer>>;

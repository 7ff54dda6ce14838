/**
 * The production server as users get it (built Astro handler, /api and socket.io on one port) on a
 * throw-away database: in-memory PGlite, or the PostgreSQL named by DATABASE_URL. Needs a build.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/server/config.ts";
import { createLogger, type Logger } from "../../src/server/logger.ts";
import { ASTRO_ENTRY, startServer, type RunningServer } from "../../src/server/start-server.ts";
import { afterAll, beforeAll } from "vitest";
import { TEST_SECRET, withCleanup } from "./test-app.ts";
import { startInboxSink } from "./inbox-sink.ts";
import { pgliteTemplate } from "./pglite-template.ts";

/** `logger`: where the server's log goes (silent unless given, e.g. a test reading what was logged). */
export async function startTestServer(env: Record<string, string> = {}, logger?: Logger): Promise<RunningServer> {
  if (!existsSync(ASTRO_ENTRY)) throw new Error("Build the site first: npm run build");
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-server-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_SECRET,
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    ...env,
  });
  return withCleanup(
    await startServer(config, {
      pgliteDataDir: "memory://",
      ...(config.engine === "pglite" ? { pgliteTemplate: await pgliteTemplate() } : {}),
      logger: logger ?? createLogger("silent"),
    }),
    dataDir,
  );
}

/**
 * A suite's server delivering to the fediverse, with a fresh inbox sink standing in for the other
 * servers (private addresses allowed, the queue looked at every 100 ms, rate limits off): made before
 * the suite's tests and closed after them. Read them as `suite.running` and `suite.sink` inside tests.
 */
export function serverBesideInboxSink() {
  const suite = {} as { running: RunningServer; sink: Awaited<ReturnType<typeof startInboxSink>> };
  beforeAll(async () => {
    suite.sink = await startInboxSink();
    suite.running = await startTestServer({
      FEDERATION_PRIVATE_ADDRESSES: "on",
      FEDERATION_CHECK_MS: "100",
      RATE_LIMITS: "off",
    });
  }, 60_000);
  afterAll(async () => {
    await suite.running?.close();
    await suite.sink?.close();
  });
  return suite;
}

/**
 * Resolves once the server answers from its caches. On PostgreSQL a server trusts them only while
 * every other process on the database knows it (realtime/cluster-trust.ts); the test run starts and
 * stops many servers on one database, so for a moment after each start the others do not. A test
 * that asks whether a page came from memory waits for this before each request.
 */
export async function cachesTrusted(running: RunningServer, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!running.app.caches.trusted()) {
    if (Date.now() > until) throw new Error("The server never trusted its caches");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Production entry: validate configuration, start, and shut down gracefully on SIGTERM/SIGINT.
 * With PostgreSQL it runs `WEB_CONCURRENCY` processes (default: one per core) sharing the port
 * (node:cluster); realtime events and page-cache purges travel between them through PostgreSQL.
 * The embedded database admits one process, so PGlite always runs one.
 */
// First: a process started without the allocator's setting starts again with it, before loading the rest.
import "./malloc-settings.ts";
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import type { AddressInfo } from "node:net";
import { ConfigError, loadConfig, logFormat, type Config } from "./config.ts";
import { loadDotEnv } from "./env-file.ts";
import { createLogger, type Logger } from "./logger.ts";

loadDotEnv();
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

/** How many server processes this configuration runs. */
function processCount(c: Config): number {
  if (c.engine === "pglite") return 1;
  return c.WEB_CONCURRENCY ?? availableParallelism();
}

/** Links in shared pages, RSS and the sitemap use PUBLIC_URL, else the address the server listens on. */
function warnWithoutPublicUrl(c: Config, logger: Logger) {
  if (c.PUBLIC_URL || c.NODE_ENV !== "production") return;
  logger.warn(
    "PUBLIC_URL is not set: links in pages, RSS and the sitemap name the address this server listens on. Set PUBLIC_URL to the address readers use.",
  );
}

/** The start-up line names the address bound (what an operator points a proxy at), and PUBLIC_URL beside it. */
const publicAt = (c: Config) => (c.PUBLIC_URL ? ` for ${c.PUBLIC_URL}` : "");

function onShutdownSignal(handler: (signal: string) => void) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => handler(signal));
}

function runPrimary(c: Config, count: number) {
  const logger = createLogger(c.LOG_LEVEL, logFormat(c));
  let stopping = false;
  let listening = false;
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    // One that could not even start (bad database address...) would only fail again.
    if (!listening) {
      logger.error(`Server process ${worker.process.pid} could not start (${signal ?? code})`);
      process.exit(typeof code === "number" && code > 0 ? code : 1);
    }
    logger.error(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  // The start-up line once every process takes connections (a supervisor or test may send at once).
  let up = 0;
  cluster.on("listening", (_worker, address: AddressInfo | { address: string; port: number }) => {
    listening = true;
    if (++up !== count) return;
    const host = address.address?.includes(":") ? `[${address.address}]` : address.address;
    logger.info(
      `${c.SITE_NAME} listening on http://${host}:${address.port}${publicAt(c)} (database: postgres, ${count} processes)`,
    );
    warnWithoutPublicUrl(c, logger);
  });
  // What the primary keeps for every worker, listening before any worker can ask: story views (one
  // list of today's readers, so a reload elsewhere is still a reload) and, when on, metrics.
  Promise.all([
    import("./services/posts/sightings.ts").then((m) => m.answerSightingsForWorkers()),
    c.METRICS_TOKEN ? import("./http/cluster-metrics.ts").then((m) => m.gatherMetricsForWorkers()) : undefined,
  ]).then(
    () => {
      for (let i = 0; i < count; i++) cluster.fork();
    },
    (err: unknown) => {
      logger.error("Could not start the server processes", err);
      process.exit(1);
    },
  );
  onShutdownSignal((signal) => {
    stopping = true;
    logger.info(`${signal} received: stopping ${count} server processes`);
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    let failed = false;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker?.once("exit", (code, signal) => {
        // One still starting has no handler yet and ends by the signal itself: nothing was in flight.
        failed ||= !signal && code !== 0;
        if (--left === 0) process.exit(failed ? 1 : 0);
      });
      worker?.process.kill("SIGTERM");
    }
  });
}

async function runServer(c: Config, quiet: boolean) {
  // Imported here: the primary of a cluster only forks and waits, without the whole server in memory.
  const { startServer } = await import("./start-server.ts");
  const starting = startServer(c);
  // Listening for the signal before start-up ends: a stop during start-up waits for it, then closes.
  onShutdownSignal((signal) => {
    void starting.then(
      (running) => {
        running.app.logger.info(`${signal} received: finishing in-flight requests`);
        running.close().then(
          () => process.exit(0),
          (err: unknown) => {
            running.app.logger.error("Shutdown failed", err);
            process.exit(1);
          },
        );
      },
      () => process.exit(1),
    );
  });
  const running = await starting;
  // A fault outside every handler (a library's callback, a forgotten promise) is logged with its
  // cause and the process keeps serving: one bad request must not end everyone's.
  process.on("uncaughtException", (err) => running.app.logger.error("Uncaught exception (still serving)", err));
  process.on("unhandledRejection", (err) => running.app.logger.error("Unhandled rejection (still serving)", err));
  if (!quiet) {
    running.app.logger.info(
      `${c.SITE_NAME} listening on ${running.url}${publicAt(c)} (database: ${running.app.database.engine})`,
    );
    warnWithoutPublicUrl(c, running.app.logger);
  }
}

const count = processCount(config);
if (count > 1 && cluster.isPrimary) runPrimary(config, count);
else await runServer(config, cluster.isWorker);

/** Production entry: validate configuration, start, and shut down gracefully on SIGTERM/SIGINT. */
import { ConfigError, loadConfig } from "./config.ts";
import { loadDotEnv } from "./env-file.ts";
import { startServer } from "./start-server.ts";

loadDotEnv();
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const running = await startServer(config);
running.app.logger.info(
  `${config.SITE_NAME} listening on ${config.PUBLIC_URL ?? running.url} (database: ${running.app.database.engine})`,
);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    running.app.logger.info(`${signal} received: finishing in-flight requests`);
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        running.app.logger.error("Shutdown failed", err);
        process.exit(1);
      },
    );
  });
}

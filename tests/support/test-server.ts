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
import { TEST_SECRET, withCleanup } from "./test-app.ts";
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

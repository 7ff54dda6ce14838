/**
 * The server Playwright runs against: the production build on a fresh in-memory database, with
 * fixture users inserted in-process (PGlite admits one process, so the tests cannot insert them).
 * Stops on SIGTERM/SIGINT like the real entry point.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/server/config.ts";
import { startServer } from "../../src/server/start-server.ts";
import { users } from "../../src/server/db/schema/index.ts";
import { E2E_PORT, E2E_SECRET, FIXTURE_USERS } from "./env.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-e2e-"));
const running = await startServer(
  loadConfig({
    NODE_ENV: "test",
    PORT: String(E2E_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    AUTH_SECRET: E2E_SECRET,
    RATE_LIMITS: "off",
    LOG_LEVEL: "warn",
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
  }),
  process.env.E2E_DATABASE_URL ? {} : { pgliteDataDir: "memory://" },
);
await running.app.database.db
  .insert(users)
  .values(
    Object.values(FIXTURE_USERS).map((u) => ({
      ...u,
      usernameKey: u.username,
    })),
  )
  .onConflictDoNothing();
console.log(`e2e server ready on ${running.url}`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void running.close().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

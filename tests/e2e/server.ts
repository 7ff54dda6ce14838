/**
 * The server Playwright runs against: the production build on a fresh in-memory database, a real
 * SMTP server on loopback (messages saved to E2E_MAIL_DIR for the tests to read), and fixture users
 * inserted in-process (PGlite admits one process, so the tests cannot insert them).
 * Stops on SIGTERM/SIGINT like the real entry point.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/server/config.ts";
import { startServer } from "../../src/server/start-server.ts";
import { users } from "../../src/server/db/schema/index.ts";
import { hashPassword } from "../../src/server/auth/passwords.ts";
import { startSmtp } from "../support/smtp.ts";
import {
  E2E_BASE_URL,
  E2E_MAIL_DIR,
  E2E_PASSWORD,
  E2E_PORT,
  E2E_REMOTE_PORT,
  E2E_REMOTE_URL,
  E2E_SECRET,
  FIXTURE_USERS,
  REMOTE_AUTHOR,
} from "./env.ts";

rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
mkdirSync(E2E_MAIL_DIR, { recursive: true });
const smtp = await startSmtp((mail) => {
  for (const to of mail.to)
    writeFileSync(path.join(E2E_MAIL_DIR, `${Date.now()}-${Math.random().toString(36).slice(2)}-${to}.eml`), mail.raw);
});

const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-e2e-"));
const running = await startServer(
  loadConfig({
    NODE_ENV: "test",
    PORT: String(E2E_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    AUTH_SECRET: E2E_SECRET,
    RATE_LIMITS: "off",
    // Story views are written soon after they are counted, so a test sees them.
    STATS_FLUSH_MS: "200",
    // The tests' webhook receivers listen on loopback.
    WEBHOOK_PRIVATE_ADDRESSES: "on",
    // The fediverse journey's other site is on loopback too.
    PUBLIC_URL: E2E_BASE_URL,
    FEDERATION_PRIVATE_ADDRESSES: "on",
    FEDERATION_CHECK_MS: "100",
    LOG_LEVEL: "warn",
    SMTP_URL: smtp.url,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
  }),
  process.env.E2E_DATABASE_URL ? {} : { pgliteDataDir: "memory://" },
);
const passwordHash = await hashPassword(E2E_PASSWORD);
await running.app.database.db
  .insert(users)
  .values(
    Object.values(FIXTURE_USERS).map((u) => ({
      ...u,
      interests: [...u.interests],
      usernameKey: u.username,
      passwordHash,
    })),
  )
  .onConflictDoNothing();
// Another site of this app, people on it reachable from the first through the fediverse only.
const remoteDir = mkdtempSync(path.join(tmpdir(), "inkwell-e2e-remote-"));
const remote = await startServer(
  loadConfig({
    NODE_ENV: "test",
    PORT: String(E2E_REMOTE_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: remoteDir,
    AUTH_SECRET: E2E_SECRET,
    RATE_LIMITS: "off",
    LOG_LEVEL: "warn",
    PUBLIC_URL: E2E_REMOTE_URL,
    FEDERATION_PRIVATE_ADDRESSES: "on",
    FEDERATION_CHECK_MS: "100",
    SITE_NAME: "Elsewhere",
  }),
  { pgliteDataDir: "memory://" },
);
await remote.app.database.db
  .insert(users)
  .values({
    ...REMOTE_AUTHOR,
    interests: [...REMOTE_AUTHOR.interests],
    usernameKey: REMOTE_AUTHOR.username,
    passwordHash,
  })
  .onConflictDoNothing();
console.log(`e2e server ready on ${running.url} (and another site on ${remote.url})`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void Promise.all([running.close(), remote.close(), smtp.close()]).then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(remoteDir, { recursive: true, force: true });
      rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

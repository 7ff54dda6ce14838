/**
 * A real AppContext for API and service tests: in-memory PGlite by default, or the PostgreSQL server
 * named by DATABASE_URL (the test command starts one). One per test file; tests isolate by data.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/server/config.ts";
import { createAppContext, type AppContext } from "../../src/server/context.ts";
import { createApi } from "../../src/server/api/app.ts";
import { users, type UserRow } from "../../src/server/db/schema/index.ts";
import { createLogger } from "../../src/server/logger.ts";

export const TEST_SECRET = "test-secret-that-is-at-least-32-characters-long";

export async function createTestContext(env: Record<string, string> = {}): Promise<AppContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_SECRET,
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    ...env,
  });
  const app = await createAppContext(config, { pgliteDataDir: "memory://", logger: createLogger("silent") });
  return withCleanup(app, dataDir);
}

/** Makes `close()` also remove the temporary data folder, so test runs leave nothing behind. */
export function withCleanup<T extends { close(): Promise<void> }>(resource: T, dir: string): T {
  const close = resource.close.bind(resource);
  resource.close = async () => {
    try {
      await close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return resource;
}

export async function createTestApi(env: Record<string, string> = {}) {
  const app = await createTestContext(env);
  return { app, api: createApi(app) };
}

/** Inserts a user with unique e-mail and username; returns the row and a valid access token. */
export async function insertUser(app: AppContext, overrides: Partial<typeof users.$inferInsert> = {}) {
  const tag = randomUUID().slice(0, 8);
  const [row] = await app.database.db
    .insert(users)
    .values({
      email: `user-${tag}@example.test`,
      username: `user_${tag}`,
      usernameKey: `user_${tag}`,
      firstName: "Ada",
      lastName: `Tester${tag}`,
      ...overrides,
    })
    .returning();
  const user = row as UserRow;
  const token = await app.tokens.signAccess({ userId: user.id, version: user.tokenVersion, sessionId: randomUUID() });
  return { user, token };
}

export function jsonRequest(method: string, body: unknown, token?: string): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

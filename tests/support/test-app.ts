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
import { createApi, type ApiOptions } from "../../src/server/api/app.ts";
import { posts, users, type UserRow } from "../../src/server/db/schema/index.ts";
import { createLogger } from "../../src/server/logger.ts";
import { hashPassword } from "../../src/server/auth/passwords.ts";
import { pgliteTemplate } from "./pglite-template.ts";

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
  const app = await createAppContext(config, {
    pgliteDataDir: "memory://",
    ...(config.engine === "pglite" ? { pgliteTemplate: await pgliteTemplate() } : {}),
    logger: createLogger("silent"),
  });
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

export async function createTestApi(env: Record<string, string> = {}, opts: ApiOptions = {}) {
  const app = await createTestContext(env);
  return { app, api: createApi(app, opts) };
}

export const TEST_PASSWORD = "a long test passphrase";
let passwordHash: Promise<string> | undefined;

const ESTABLISHED_MS = 7 * 24 * 3_600_000;

/**
 * Inserts a user with a unique e-mail and username (password TEST_PASSWORD) and signs them in
 * through the real session service; returns the row, the access token and the refresh token.
 */
export async function insertUser(app: AppContext, overrides: Partial<typeof users.$inferInsert> = {}) {
  const tag = randomUUID().slice(0, 8);
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await app.database.db
    .insert(users)
    .values({
      email: `user-${tag}@example.test`,
      username: `user_${tag}`,
      usernameKey: `user_${tag}`,
      firstName: "Ada",
      lastName: `Tester${tag}`,
      passwordHash: await passwordHash,
      // An established account: the brakes of an account's first day are tested on their own.
      createdAt: new Date(Date.now() - ESTABLISHED_MS),
      ...overrides,
    })
    .returning();
  const user = row as UserRow;
  const issued = await app.services.sessions.issue(user);
  return { user, token: issued.accessToken, refreshToken: issued.refreshToken, sessionId: issued.sessionId };
}

/** An empty draft of `authorId`'s, straight into the database (the co-editing suites start from one): its id. */
export async function insertDraft(app: AppContext, authorId: string): Promise<string> {
  const [row] = await app.database.db
    .insert(posts)
    .values({ authorId, slug: `s-${randomUUID()}`, title: "Shared", content: "", contentHtml: "" })
    .returning({ id: posts.id });
  return row!.id;
}

/** A person `insertUser` made: their row and their signed-in tokens. */
export type Person = Awaited<ReturnType<typeof insertUser>>;

export function jsonRequest(method: string, body: unknown, token?: string): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

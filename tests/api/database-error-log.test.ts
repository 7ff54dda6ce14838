/**
 * A database error reaches the log by its code and its query's name only: drizzle's message lists
 * every parameter (addresses, password hashes), PostgreSQL's detail quotes rows. A real failing query
 * on the test engine (PGlite, or PostgreSQL with DATABASE_URL), logged through the production logger.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, insertUser } from "../support/test-app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createLogger } from "../../src/server/logger.ts";
import { users } from "../../src/server/db/schema/index.ts";
import { queryName } from "../../src/server/db/error-summary.ts";

let app: AppContext;
beforeAll(async () => {
  app = await createTestContext();
}, 180_000);
afterAll(async () => {
  await app.close();
});

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error("the query did not fail");
}

it("logs a failed query's code and name, never its parameters or the row it quotes", async () => {
  const secret = "victim-secret@example.test";
  const { user } = await insertUser(app, { email: secret });
  const lines: string[] = [];
  const logger = createLogger("info", "json", { write: (line) => void lines.push(line) });
  const nul = await failure(() =>
    app.database.db
      .select()
      .from(users)
      .where(eq(users.email, `${secret}\u0000`)),
  );
  logger.error("Unhandled error on POST /api/user/auth/login", nul);
  // A unique violation: PostgreSQL's detail names the duplicated value.
  const duplicate = await failure(() =>
    app.database.db.insert(users).values({
      email: secret,
      username: `dup_${user.username}`.slice(0, 30),
      usernameKey: `dup_${user.username}`.slice(0, 30),
      firstName: "Dup",
      lastName: "Licate",
      passwordHash: user.passwordHash,
    }),
  );
  logger.error("Could not register", duplicate);
  expect(lines).toHaveLength(2);
  const [first, second] = lines.map((l) => JSON.parse(l) as { msg: string; db: { sqlstate: string; query: string } });
  expect(first!.db).toEqual({ sqlstate: expect.stringMatching(/^[0-9A-Z]{5}$/), query: "select users" });
  expect(second!.db).toEqual({ sqlstate: "23505", query: "insert users" });
  expect(second!.msg).toBe("Could not register: database error 23505 in insert users");
  const log = lines.join("\n");
  expect(log).not.toContain("victim-secret");
  expect(log).not.toContain(user.passwordHash!);
  expect(log).not.toContain("params");
});

it("names a query by its verb and first table", () => {
  expect(queryName('select "id", "email" from "users" where "users"."email" = $1')).toBe("select users");
  expect(queryName('insert into "posts" ("id") values ($1)')).toBe("insert posts");
  expect(queryName('update "users" set "bio" = $1')).toBe("update users");
  expect(queryName('delete from "sessions" where "id" = $1')).toBe("delete sessions");
  expect(queryName("begin")).toBe("statement");
});

/**
 * Readiness (`GET /api/health/ready`, docs/api.md): 200 once the database answers and every migration
 * this code ships is applied, 503 in the error envelope with the same `data` otherwise: a migration
 * missing, or a database that does not answer. A database of its own on PostgreSQL (its migration
 * record is changed here). Both engines.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { freshDatabase } from "../support/fresh-database.ts";
import { createTestApi } from "../support/test-app.ts";

let app: AppContext;
let api: Api;

beforeAll(async () => {
  ({ app, api } = await createTestApi(
    process.env.DATABASE_URL ? { DATABASE_URL: await freshDatabase("health_ready") } : {},
  ));
});
// The rest of the site (timers, caches) stops too; its database may be closed already (below).
afterAll(() => app?.close().catch(() => undefined));

const ready = async () => {
  const res = await api.request("/api/health/ready");
  return { status: res.status, body: await res.json() };
};

it("answers 200 when migrated, and 503 naming the counts while a migration is not applied", async () => {
  const first = await ready();
  expect(first.status).toBe(200);
  const expected = first.body.data.migrations.expected as number;
  expect(expected).toBeGreaterThan(1);
  expect(first.body.data).toEqual({ ready: true, database: "ok", migrations: { applied: expected, expected } });

  // As during a rolling restart, when the database is one migration behind this code.
  const { rows } = await app.database.db.execute<{ id: number; hash: string; created_at: string }>(
    sql`delete from drizzle.__drizzle_migrations
        where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
  );
  const behind = await ready();
  expect(behind.status).toBe(503);
  expect(behind.body).toMatchObject({
    success: false,
    message: "Not ready: the database does not answer or is not migrated",
    data: { ready: false, database: "ok", migrations: { applied: expected - 1, expected } },
  });

  const [row] = rows;
  await app.database.db.execute(
    sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at})`,
  );
  expect((await ready()).status).toBe(200);
});

it("answers 503 when the database does not answer", async () => {
  await app.database.close();
  const down = await ready();
  expect(down.status).toBe(503);
  expect(down.body).toMatchObject({
    success: false,
    data: { ready: false, database: "unreachable" },
  });
  expect(JSON.stringify(down.body)).not.toMatch(/at .*\.ts:\d+/);
});

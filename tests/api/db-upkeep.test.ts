/**
 * The embedded database's upkeep (src/server/db/upkeep.ts): PGlite runs no autovacuum, so the site
 * analyzes and vacuums its tables by autovacuum's rules. PostgreSQL does its own.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../src/server/context.ts";
import { createLogger } from "../../src/server/logger.ts";
import { createUpkeep } from "../../src/server/db/upkeep.ts";
import { createTestContext, insertUser } from "../support/test-app.ts";

// Upkeep is the embedded engine's only: on PostgreSQL its own autovacuum does this.
describe.skipIf(!!process.env.DATABASE_URL)("the embedded database's upkeep", () => {
  let app: AppContext;
  let upkeep: ReturnType<typeof createUpkeep>;
  beforeAll(async () => {
    app = await createTestContext();
    upkeep = createUpkeep(app.database, createLogger("silent"));
  });
  afterAll(() => app.close());

  const planned = async () => {
    const { rows } = await app.database.db.execute<{ reltuples: number; analyzed: boolean }>(
      sql`select c.reltuples::float8 as reltuples, s.last_analyze is not null as analyzed
        from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'notifications'`,
    );
    return rows[0]!;
  };

  it("leaves a new site's small tables alone at start", async () => {
    expect(await upkeep.run(true)).toEqual([]);
  });

  it("vacuums and analyzes a table after many inserts, analyzes it after many changes, and otherwise waits", async () => {
    const [{ user: reader }, { user: actor }] = [await insertUser(app), await insertUser(app)];
    await app.database.db.execute(sql`insert into notifications (recipient_id, actor_id, type, message)
      select ${reader.id}, ${actor.id}, 'system', 'Note ' || i from generate_series(1, 3000) as i`);
    expect((await planned()).analyzed).toBe(false);

    expect(await upkeep.run()).toContain("vacuum analyze notifications");
    expect(await planned()).toEqual({ reltuples: 3000, analyzed: true });
    expect(await upkeep.run()).toEqual([]);

    // 400 changed rows pass 50 + 10% of 3,000 (analyze) but not 50 + 20% dead (vacuum).
    await app.database.db.execute(
      sql`update notifications set message = 'Changed' where id in (select id from notifications limit 400)`,
    );
    expect(await upkeep.run()).toEqual(["analyze notifications"]);
  });
});

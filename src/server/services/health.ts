/**
 * Health: liveness (the database answers; the engine in use) and readiness (the database answers and
 * every migration this code knows is applied), for load balancers during a rolling restart.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { liveDbClients } from "../db/client.ts";
import { migrationsFolder } from "../db/migrate.ts";

/** How many migrations this code ships (drizzle's journal). */
function migrationsShipped(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export function createHealthService(database: Database, startedAt: number) {
  const expected = migrationsShipped();
  return {
    async check() {
      await database.db.execute(sql`select 1`);
      return {
        status: "ok" as const,
        engine: database.engine,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        dbClients: liveDbClients(),
      };
    },
    /** Whether this process should take traffic: the database answers and is migrated as far as the code. */
    async ready() {
      let applied: number;
      try {
        const { rows } = await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        applied = rows[0]?.n ?? 0;
      } catch {
        return { ready: false, database: "unreachable" as const, migrations: { applied: 0, expected } };
      }
      return { ready: applied >= expected, database: "ok" as const, migrations: { applied, expected } };
    },
  };
}

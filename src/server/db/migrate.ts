/** Applies the committed migrations at start-up, on either engine. */
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.ts";
import { MIGRATIONS_DIR } from "../paths.ts";

export const migrationsFolder = MIGRATIONS_DIR;

/** An arbitrary, fixed key: several processes starting at once take turns instead of racing. */
const MIGRATION_LOCK_KEY = 7_340_021;

export async function runMigrations(database: Database): Promise<void> {
  if (database.pool) {
    const conn = await database.pool.connect();
    try {
      await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(database.db, { migrationsFolder });
    } finally {
      await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      conn.release();
    }
    return;
  }
  // NOTE: drizzle's PGlite migrator takes the same journal; the node-postgres one would call pool APIs.
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  await migrate(database.db as never, { migrationsFolder });
}

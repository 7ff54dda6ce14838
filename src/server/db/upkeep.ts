/**
 * Upkeep of the embedded database: what PostgreSQL's autovacuum does and PGlite, one process with no
 * background workers, never does. Without it the planner has no statistics (every estimate a default,
 * so lists by author or topic on 20,000 stories read every story), dead row versions from counter
 * updates are never reclaimed, and counts cannot use index-only scans (no visibility map).
 *
 * Autovacuum's rules at its default settings, checked every UPKEEP_CHECK_MS, one table at a time:
 * ANALYZE once 50 + 10% of a table's rows changed, VACUUM once 50 + 20% of them are dead or 1,000 +
 * 20% were inserted. At start, a table never analyzed (a database seeded, restored or moved by another
 * process: PGlite keeps no change counts between processes) is analyzed and vacuumed before the site
 * answers, unless it is a few pages (new sites and tests: nothing to gain). Each statement holds the
 * one connection while it runs (a few hundred ms for the stories of a 20,000-story site), so tables
 * go one at a time, with the site's statements between them.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import type { Logger } from "../logger.ts";

/** How often the change counts are read (autovacuum's naptime). */
export const UPKEEP_CHECK_MS = 60_000;
/** A table smaller than this is not worth statistics of its own at start (8 pages). */
const SMALL_TABLE_BYTES = 64 * 1024;

export type TableState = {
  name: string;
  /** The planner's row count; -1 when never analyzed or vacuumed. */
  reltuples: number;
  dead: number;
  changed: number;
  inserted: number;
  bytes: number;
};

/** What a table needs now, by autovacuum's default thresholds (`atStart`: also tables never analyzed). */
export function upkeepOf(t: TableState, atStart: boolean): "vacuum analyze" | "analyze" | null {
  const rows = Math.max(t.reltuples, 0);
  const never = atStart && t.reltuples < 0 && t.bytes >= SMALL_TABLE_BYTES;
  const vacuum = never || t.dead > 50 + 0.2 * rows || t.inserted > 1000 + 0.2 * rows;
  if (vacuum) return "vacuum analyze";
  return t.changed > 50 + 0.1 * rows ? "analyze" : null;
}

export function createUpkeep(database: Database, logger: Logger) {
  async function tables(): Promise<TableState[]> {
    // A backend reports its counts at most once a second when idle: this makes the last ones count.
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    const { rows } = await database.db
      .execute<TableState>(sql`select s.relname as name, c.reltuples::float8 as reltuples, s.n_dead_tup::int as dead,
        s.n_mod_since_analyze::int as changed, s.n_ins_since_vacuum::int as inserted,
        pg_relation_size(s.relid)::float8 as bytes
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public' order by s.relname`);
    return rows.map((r) => ({ ...r, reltuples: Number(r.reltuples), bytes: Number(r.bytes) }));
  }

  /** Vacuums and analyzes the tables that need it; returns what was done, e.g. `["vacuum analyze posts"]`. */
  async function run(atStart = false): Promise<string[]> {
    const done: string[] = [];
    for (const t of await tables()) {
      const what = upkeepOf(t, atStart);
      if (!what) continue;
      const started = performance.now();
      await database.db.execute(
        what === "analyze" ? sql`analyze ${sql.identifier(t.name)}` : sql`vacuum (analyze) ${sql.identifier(t.name)}`,
      );
      logger.debug(`Database upkeep: ${what} ${t.name} in ${Math.round(performance.now() - started)} ms`);
      done.push(`${what} ${t.name}`);
    }
    return done;
  }

  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  return {
    run,
    /** The start's upkeep, then a check every `everyMs`. */
    async start(everyMs = UPKEEP_CHECK_MS) {
      const done = await run(true);
      if (done.length) logger.info(`Database upkeep at start: ${done.join(", ")}`);
      timer = setInterval(() => {
        running ??= run()
          .catch((err: unknown) => logger.error("Database upkeep failed", err))
          .finally(() => (running = null));
      }, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Putting a backup's database in place, all or nothing: the embedded database is restored into a
 * folder of its own and takes the site's place only once complete; PostgreSQL's restore runs in one
 * transaction, and when anything fails after the site's tables were dropped, a dump taken just before
 * puts them back. Either way a restored site e-mails nothing it holds (see neverEmailed).
 */
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";
import { pgTool, runTool, tableChecksums, type Query } from "./dump.ts";

/**
 * A restored story is never e-mailed: one waiting to be queued when the backup was taken is marked
 * skipped, and deliveries still pending then are closed (they may have gone out after the backup).
 */
const NEVER_EMAILED = `
  update posts set newsletter = 'skipped' where newsletter = 'waiting';
  update newsletter_deliveries set status = 'failed', last_error = 'Restored from a backup' where status = 'pending';`;

const totalRows = async (query: Query) => [...(await tableChecksums(query)).values()].reduce((n, t) => n + t.rows, 0);

/** Restores `sqlFile` (a plain dump) into the embedded database at `dir`; answers the rows restored. */
export async function restorePglite(dir: string, sqlFile: string): Promise<number> {
  const fresh = `${dir}.restoring-${Date.now()}`;
  try {
    const database = await openDatabase({ engine: "pglite", pgliteDataDir: fresh });
    const pglite = (database.db as unknown as { $client: PGlite }).$client;
    let rows: number;
    try {
      await pglite.exec(readFileSync(sqlFile, "utf8"));
      await pglite.exec("reset search_path");
      await runMigrations(database);
      await pglite.exec(NEVER_EMAILED);
      rows = await totalRows((sql) => pglite.query(sql) as never);
    } finally {
      await database.close();
    }
    if (existsSync(dir) && readdirSync(dir).length > 0) renameSync(dir, `${dir}.before-restore-${Date.now()}`);
    else rmSync(dir, { recursive: true, force: true });
    renameSync(fresh, dir);
    return rows;
  } catch (err) {
    rmSync(fresh, { recursive: true, force: true });
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(`The restore failed and the site is as it was before: ${why}`, { cause: err });
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
const dropAll = (url: string) =>
  withClient(url, (c) =>
    c.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public"),
  );
const pgRestore = (url: string, file: string) =>
  runTool(pgTool("pg_restore"), [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    `--dbname=${url}`,
    file,
  ]);

/**
 * Restores `dumpFile` (pg_dump's custom format) into the PostgreSQL database at `url`, replacing what
 * is there; a copy of that goes to `stage` first and comes back if anything fails.
 */
export async function restorePostgres(url: string, dumpFile: string, stage: string): Promise<number> {
  const { rows: existing } = await withClient(url, (c) =>
    c.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    ),
  );
  let before: string | undefined;
  if ((existing[0]?.n ?? 0) > 0) {
    before = path.join(stage, "before-restore.dump");
    writeFileSync(before, await runTool(pgTool("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", url]));
    await dropAll(url);
  }
  try {
    await pgRestore(url, dumpFile);
    const database = await openDatabase({ engine: "postgres", databaseUrl: url });
    try {
      await runMigrations(database);
      await database.pool!.query(NEVER_EMAILED);
      return await totalRows(((sql: string) => database.pool!.query(sql)) as never);
    } finally {
      await database.close();
    }
  } catch (err) {
    await dropAll(url);
    if (before) await pgRestore(url, before);
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(`The restore failed and the site is as it was before: ${why}`, { cause: err });
  }
}

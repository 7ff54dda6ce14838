/**
 * `npm run restore -- <file> [--force]`: puts a backup (npm run backup) back: the database, then the
 * code's newer migrations if the backup is older, and the uploaded pictures. A site that already has
 * data is left alone unless --force (then the embedded database is kept aside as pglite.before-restore-*,
 * or PostgreSQL's tables are dropped). Stop the server first. A backup restores into the engine it was
 * taken on; to go from the embedded database to PostgreSQL, use npm run db:move.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { extract } from "tar";
import type { PGlite } from "@electric-sql/pglite";
import { loadConfig } from "../src/server/config.ts";
import { loadDotEnv } from "../src/server/env-file.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { runMigrations } from "../src/server/db/migrate.ts";
import { pgTool, runTool, tableChecksums } from "../src/server/ops/dump.ts";
import { BACKUP_FORMAT, pgliteDir, uploadsDir, type Manifest } from "../src/server/ops/site-files.ts";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const force = args.includes("--force");
if (!file || !existsSync(file)) {
  console.error("Usage: npm run restore -- <backup.tar.gz> [--force]");
  process.exit(1);
}
loadDotEnv();
const config = loadConfig();
const stage = mkdtempSync(path.join(tmpdir(), "inkwell-restore-"));
function refuse(message: string): never {
  console.error(message);
  rmSync(stage, { recursive: true, force: true });
  process.exit(1);
}
await extract({ file, cwd: stage });
const manifest = JSON.parse(readFileSync(path.join(stage, "manifest.json"), "utf8")) as Manifest;
if (manifest.format !== BACKUP_FORMAT) refuse(`${file} is not a backup of this software.`);
if (manifest.engine !== config.engine)
  refuse(
    `This backup is of a site on ${manifest.engine}; this site is configured for ${config.engine}. Restore it on the same engine (npm run db:move goes from the embedded database to PostgreSQL).`,
  );

const started = performance.now();
let rows: number;
if (config.engine === "postgres") {
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  const { rows: existing } = await client.query<{ n: number }>(
    `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
  );
  if ((existing[0]?.n ?? 0) > 0) {
    if (!force) {
      await client.end();
      refuse("This site's database has data: nothing was changed. Add --force to replace it with the backup.");
    }
    await client.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public");
  }
  await client.end();
  await runTool(pgTool("pg_restore"), [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    `--dbname=${config.DATABASE_URL!}`,
    path.join(stage, manifest.database),
  ]);
  const database = await openDatabase({ engine: "postgres", databaseUrl: config.DATABASE_URL });
  await runMigrations(database);
  rows = [...(await tableChecksums(((sql: string) => database.pool!.query(sql)) as never)).values()].reduce(
    (n, t) => n + t.rows,
    0,
  );
  await database.close();
} else {
  const dir = pgliteDir(config);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!force) refuse(`This site has an embedded database (${dir}): nothing was changed. Add --force to replace it.`);
    renameSync(dir, `${dir}.before-restore-${Date.now()}`);
  }
  const database = await openDatabase({ engine: "pglite", pgliteDataDir: dir });
  const pglite = (database.db as unknown as { $client: PGlite }).$client;
  await pglite.exec(readFileSync(path.join(stage, manifest.database), "utf8"));
  await pglite.exec("reset search_path");
  await runMigrations(database);
  rows = [...(await tableChecksums((sql) => pglite.query(sql) as never)).values()].reduce((n, t) => n + t.rows, 0);
  await database.close();
}
if (manifest.uploads) {
  const target = uploadsDir(config);
  if (existsSync(target) && force) renameSync(target, `${target}.before-restore-${Date.now()}`);
  cpSync(path.join(stage, "uploads"), target, { recursive: true });
}
const secret = path.join(stage, "auth-secret");
if (existsSync(secret) && !existsSync(path.join(config.dataDir, "auth-secret")))
  cpSync(secret, path.join(config.dataDir, "auth-secret"));
rmSync(stage, { recursive: true, force: true });
console.log(
  `Restored ${rows.toLocaleString("en")} rows${manifest.uploads ? " and the uploaded pictures" : ""} from ${file} (taken ${manifest.createdAt}) in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the server.`,
);

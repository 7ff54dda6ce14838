/**
 * `npm run db:move -- postgres://user:pass@host/db`: copies a site on the embedded database
 * (DATA_DIR/pglite) into an empty PostgreSQL database: the schema by the migrations, then every row
 * (pg_dump of the embedded database, data only), sequences, and search rebuilt by its trigger. Then
 * it checks that every table holds the same rows (count and checksum) and says what to set next.
 * Stop the server first: the embedded database admits one process. Uploads stay in DATA_DIR/uploads.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../src/server/config.ts";
import { loadDotEnv } from "../src/server/env-file.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { runMigrations } from "../src/server/db/migrate.ts";
import { DERIVED_TABLES, differences, dumpPglite, tableChecksums } from "../src/server/ops/dump.ts";
import type { PGlite } from "@electric-sql/pglite";

const target = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!target || !/^postgres(ql)?:\/\//.test(target)) {
  console.error("Usage: npm run db:move -- postgres://user:password@host:5432/database");
  process.exit(1);
}
loadDotEnv();
const config = loadConfig({ ...process.env, DATABASE_URL: "" });
const dataDir = path.join(config.dataDir, "pglite");
if (!existsSync(dataDir)) {
  console.error(`No embedded database at ${dataDir} (DATA_DIR): nothing to move.`);
  process.exit(1);
}

const started = performance.now();
const client = new pg.Client({ connectionString: target });
await client.connect();
const { rows: existing } = await client.query<{ n: number }>(
  `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
);
if ((existing[0]?.n ?? 0) > 0) {
  console.error("That PostgreSQL database is not empty: give an empty one (createdb), so nothing is overwritten.");
  await client.end();
  process.exit(1);
}

console.log(`Reading the embedded database at ${dataDir}…`);
const source = await openDatabase({ engine: "pglite", pgliteDataDir: dataDir });
await runMigrations(source);
const pglite = (source.db as unknown as { $client: PGlite }).$client;
const data = await dumpPglite(pglite, [
  "--data-only",
  "--inserts",
  "--rows-per-insert=500",
  "--no-owner",
  "--no-privileges",
  "--schema=public",
  ...DERIVED_TABLES.map((t) => `--exclude-table-data=public.${t}`),
]);

console.log("Creating the schema on PostgreSQL (the migrations)…");
const destination = await openDatabase({ engine: "postgres", databaseUrl: target });
await runMigrations(destination);
await destination.close();

console.log(`Copying the rows (${(data.length / 1024 / 1024).toFixed(1)} MB of statements)…`);
await client.query("begin");
try {
  // Rows go in as they are, without foreign-key order or triggers (a superuser's setting)...
  await client.query("set local session_replication_role = replica").catch(async () => {
    await client.query("rollback");
    await client.query("begin");
  });
  // What the migrations put in (the seeded topics) is replaced by the site's own rows.
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  await client.query(`truncate ${tables.map((t) => `"${t.name}"`).join(", ")} cascade`);
  await client.query(data);
  await client.query("commit");
} catch (err) {
  await client.query("rollback");
  throw err;
}
// The dump emptied the session's search_path; then search is rebuilt by its own trigger, as its migration did.
await client.query("reset search_path");
await client.query(`update posts set title = title where status = 'published'`);

console.log("Checking every table…");
const query = (sql: string) => client.query(sql);
const before = await tableChecksums((sql) => pglite.query(sql) as never);
const after = await tableChecksums(query as never);
const differ = differences(before, after);
const { rows: search } = await client.query<{ n: number }>(`select count(*)::int as n from post_search`);
const { rows: published } = await client.query<{ n: number }>(
  `select count(*)::int as n from posts where status = 'published'`,
);
await source.close();
await client.end();
const total = [...after.values()].reduce((n, t) => n + t.rows, 0);
for (const [name, t] of after) if (t.rows) console.log(`  ${name.padEnd(28)} ${String(t.rows).padStart(8)} rows`);
if (differ.length || search[0]?.n !== published[0]?.n) {
  console.error(`These tables differ after the copy: ${differ.join(", ") || "post_search"}. Nothing was changed here.`);
  process.exit(1);
}
console.log(
  `Moved ${total.toLocaleString("en")} rows in ${((performance.now() - started) / 1000).toFixed(1)} s; every table's rows and checksum match, and search holds ${search[0]?.n} stories.`,
);
console.log(
  `Next: set DATABASE_URL=${target.replace(/:[^:@/]+@/, ":***@")} (in .env or the environment) and start the server.`,
);
console.log(`Uploaded pictures stay in ${path.join(config.dataDir, "uploads")}; keep DATA_DIR.`);

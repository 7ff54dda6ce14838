/**
 * `npm run backup -- <file>`: one file (a .tar.gz) holding the database and the uploaded pictures.
 * PostgreSQL: pg_dump's snapshot, so the site may keep running. The embedded database: stop the
 * server first (it admits one process), then back up. With S3 the pictures stay in the bucket and only
 * the database is in the file. The file holds password hashes, sessions, subscribers' addresses,
 * every author's fediverse private key and the site's signing secret (AUTH_SECRET, or the generated
 * DATA_DIR/auth-secret), so that e-mailed links and sessions keep working after a restore: it is
 * written readable by its owner only (0600); keep it as safe as the server.
 */
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { create } from "tar";
import type { PGlite } from "@electric-sql/pglite";
import { loadConfig } from "../src/server/config.ts";
import { loadDotEnv } from "../src/server/env-file.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { dumpPglite, pgTool, runTool, tableChecksums } from "../src/server/ops/dump.ts";
import { BACKUP_FORMAT, pgliteDir, uploadsDir, type Manifest } from "../src/server/ops/site-files.ts";
import { s3SettingsFrom } from "../src/server/storage/s3.ts";

const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!file) {
  console.error("Usage: npm run backup -- <file.tar.gz>");
  process.exit(1);
}
loadDotEnv();
const config = loadConfig();
// Everything this writes (the stage and the file) is its owner's only.
process.umask(0o077);
const started = performance.now();
const stage = mkdtempSync(path.join(tmpdir(), "inkwell-backup-"));
try {
  let counts: Map<string, { rows: number }>;
  let migrations: number;
  if (config.engine === "postgres") {
    writeFileSync(
      path.join(stage, "database.dump"),
      await runTool(pgTool("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", config.DATABASE_URL!]),
    );
    const database = await openDatabase({ engine: "postgres", databaseUrl: config.DATABASE_URL });
    const query = (sql: string) => database.pool!.query(sql);
    counts = await tableChecksums(query as never);
    const { rows } = await database.pool!.query<{ n: number }>(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    migrations = rows[0]!.n;
    await database.close();
  } else {
    if (!existsSync(pgliteDir(config))) throw new Error(`No embedded database at ${pgliteDir(config)}`);
    const database = await openDatabase({ engine: "pglite", pgliteDataDir: pgliteDir(config) });
    const pglite = (database.db as unknown as { $client: PGlite }).$client;
    writeFileSync(
      path.join(stage, "database.sql"),
      await dumpPglite(pglite, ["--inserts", "--rows-per-insert=500", "--no-owner", "--no-privileges"]),
    );
    counts = await tableChecksums((sql) => pglite.query(sql) as never);
    const { rows } = await pglite.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    migrations = rows[0]!.n;
    await database.close();
  }
  const withUploads = !s3SettingsFrom(config) && existsSync(uploadsDir(config));
  // The signing secret, so sessions and e-mailed links (unsubscribe) keep working after a restore.
  const secret = path.join(config.dataDir, "auth-secret");
  const signing = config.AUTH_SECRET ?? (existsSync(secret) ? readFileSync(secret, "utf8").trim() : undefined);
  if (signing) writeFileSync(path.join(stage, "auth-secret"), signing, { mode: 0o600 });
  if (withUploads) cpSync(uploadsDir(config), path.join(stage, "uploads"), { recursive: true });
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    engine: config.engine,
    createdAt: new Date().toISOString(),
    migrations,
    database: config.engine === "postgres" ? "database.dump" : "database.sql",
    uploads: withUploads,
    authSecret: Boolean(signing),
  };
  writeFileSync(path.join(stage, "manifest.json"), JSON.stringify(manifest, null, 2));
  await create({ gzip: true, file, cwd: stage }, [
    "manifest.json",
    manifest.database,
    ...(signing ? ["auth-secret"] : []),
    ...(withUploads ? ["uploads"] : []),
  ]);
  chmodSync(file, 0o600);
  const rows = [...counts.values()].reduce((n, t) => n + t.rows, 0);
  console.log(
    `Backed up ${rows.toLocaleString("en")} rows${withUploads ? " and the uploaded pictures" : " (pictures stay in S3)"} to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  rmSync(stage, { recursive: true, force: true });
}

/**
 * `npm run restore -- <file> [--force]`: puts a backup (npm run backup) back: the database, then the
 * code's newer migrations if the backup is older, the uploaded pictures and the signing secret. A
 * site that already has data is left alone unless --force (then the embedded database is kept aside
 * as pglite.before-restore-*, or PostgreSQL's tables are replaced). Stop the server first. A backup
 * restores into the engine it was taken on; to go from the embedded database to PostgreSQL, use npm
 * run db:move. Nothing in the file is trusted before it is checked (backup-archive.ts), a backup from
 * newer code is refused, and a restore that fails part-way leaves the site as it was and no copy of
 * the backup in the temporary folder.
 */
import { chmodSync, copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { extract } from "tar";
import { loadConfig } from "../src/server/config.ts";
import { loadDotEnv } from "../src/server/env-file.ts";
import { checkedArchive } from "../src/server/ops/backup-archive.ts";
import { restorePglite, restorePostgres } from "../src/server/ops/restore-database.ts";
import { pgliteDir, uploadsDir } from "../src/server/ops/site-files.ts";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const force = args.includes("--force");
if (!file || !existsSync(file)) {
  console.error("Usage: npm run restore -- <backup.tar.gz> [--force]");
  process.exit(1);
}
loadDotEnv();
const config = loadConfig();
const started = performance.now();
const stage = mkdtempSync(path.join(tmpdir(), "inkwell-restore-"));
const cleanup = [stage];
const refuse = (message: string): never => {
  throw new Error(message);
};
try {
  const archive = await checkedArchive(file);
  await extract({ file, cwd: stage, preservePaths: false });
  const manifest = archive.check(stage);
  if (manifest.engine !== config.engine)
    refuse(
      `This backup is of a site on ${manifest.engine}; this site is configured for ${config.engine}. Restore it on the same engine (npm run db:move goes from the embedded database to PostgreSQL). Nothing was changed.`,
    );
  // The pictures are copied beside the site's first: once the database is in, they only move in.
  const uploads = manifest.uploads ? `${uploadsDir(config)}.restoring-${Date.now()}` : undefined;
  if (uploads) {
    cleanup.push(uploads);
    cpSync(path.join(stage, "uploads"), uploads, { recursive: true });
  }
  let rows: number;
  if (config.engine === "postgres") {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    const { rows: existing } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    await client.end();
    if ((existing[0]?.n ?? 0) > 0 && !force)
      refuse("This site's database has data: nothing was changed. Add --force to replace it with the backup.");
    rows = await restorePostgres(config.DATABASE_URL!, path.join(stage, manifest.database), stage);
  } else {
    const dir = pgliteDir(config);
    if (existsSync(dir) && readdirSync(dir).length > 0 && !force)
      refuse(`This site has an embedded database (${dir}): nothing was changed. Add --force to replace it.`);
    rows = await restorePglite(dir, path.join(stage, manifest.database));
  }
  if (uploads) {
    const target = uploadsDir(config);
    if (existsSync(target) && force) renameSync(target, `${target}.before-restore-${Date.now()}`);
    renameSync(uploads, target);
  }
  // The backup's signing secret: e-mailed unsubscribe links and sessions keep working.
  if (manifest.authSecret) {
    const kept = path.join(config.dataDir, "auth-secret");
    if (existsSync(kept) && force) renameSync(kept, `${kept}.before-restore-${Date.now()}`);
    if (!existsSync(kept)) {
      copyFileSync(path.join(stage, "auth-secret"), kept);
      chmodSync(kept, 0o600);
    }
    if (config.AUTH_SECRET)
      console.warn(
        "AUTH_SECRET is set here: it overrides the backup's secret (now in DATA_DIR/auth-secret). Unset it, or set it to that value, for links e-mailed before the backup to work.",
      );
  }
  console.log(
    `Restored ${rows.toLocaleString("en")} rows${manifest.uploads ? " and the uploaded pictures" : ""} from ${file} (taken ${manifest.createdAt}) in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the server.`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
}

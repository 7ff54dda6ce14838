/**
 * What a backup holds and what a restore trusts, with the real scripts on the engine the suite runs
 * on: the file is its owner's only and carries the signing secret, so an unsubscribe link e-mailed
 * before the backup works after its restore, and nothing restored is e-mailed; a restore refuses a
 * manifest pointing outside the archive and a backup from newer code, and one that fails part-way
 * leaves the site as it was and nothing in the temporary folder.
 */
import { readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { create } from "tar";
import { afterAll, beforeAll, expect, it } from "vitest";
import { differences } from "../../src/server/ops/dump.ts";
import { BACKUP_FORMAT } from "../../src/server/ops/site-files.ts";
import { postJson } from "../support/drill.ts";
import { freshDatabase } from "../support/fresh-database.ts";
import { runMain } from "../support/run-main.ts";
import { checksums, onSite, script, type SiteEnv } from "../support/site-scripts.ts";
import { startSmtp } from "../support/smtp.ts";
import { tempDirs } from "../support/temp-dirs.ts";

const suiteDatabase = process.env.DATABASE_URL ?? "";
/** Sites' data folders and backups, removed after the file. */
const tempDir = tempDirs();
const newSite = async (label: string): Promise<SiteEnv> => ({
  DATA_DIR: tempDir(label),
  ...(suiteDatabase ? { DATABASE_URL: await freshDatabase(label.replace(/-/g, "_")) } : {}),
  // No AUTH_SECRET: each site generates its own signing secret in DATA_DIR, as an install does.
  AUTH_SECRET: undefined,
});
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});

function serve(site: SiteEnv) {
  return runMain({
    ...site,
    PORT: "0",
    HOST: "127.0.0.1",
    RATE_LIMITS: "off",
    WEB_CONCURRENCY: "1",
    SMTP_URL: smtp.url,
    NEWSLETTER_CHECK_MS: "100",
    NEWSLETTER_RATE_PER_MINUTE: "100000",
  });
}
const rowsOf = (site: SiteEnv, sql: string) => onSite(site, async (query) => (await query(sql)).rows);

it(
  "a backup is its owner's only, holds the signing secret, and a link e-mailed before it works after its restore",
  { timeout: 400_000 },
  async () => {
    const source = await newSite("mail-source");
    const reader = `kept-${Date.now()}@example.test`;
    const first = serve(source);
    let unsubscribe: string;
    try {
      const url = await first.listening(120_000);
      const email = `writer-${Date.now()}@example.test`;
      await postJson(url, "/user/auth/register", {
        firstName: "Wri",
        lastName: "Ter",
        email,
        password: "a long passphrase",
      });
      const login = await (await postJson(url, "/user/auth/login", { email, password: "a long passphrase" })).json();
      const token = login.data.tokens.accessToken as string;
      await postJson(url, "/user/subscribers/import", { csv: `email\n${reader}\n`, consented: true }, token);
      await postJson(url, "/post/create", { title: "Before the backup", content: "Words." }, token);
      const mail = await smtp.waitFor(reader, (m) => m.raw.includes("List-Unsubscribe:"));
      unsubscribe = /List-Unsubscribe: <[^>]*(\/api\/subscriptions\/unsubscribe\?token=[^>]+)>/.exec(
        mail.raw.replace(/\r?\n[ \t]+/g, " "),
      )![1]!;
    } finally {
      first.child.kill("SIGTERM");
      await first.exited;
    }
    // Taken mid-send: the story still waiting to be queued, its delivery still pending.
    await rowsOf(source, "update posts set newsletter = 'waiting'");
    await rowsOf(source, "update newsletter_deliveries set status = 'pending'");

    const file = path.join(tempDir("mail-file"), "site.tar.gz");
    const backup = await script("backup.ts", [file], source);
    expect(backup.code, backup.output).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const target = await newSite("mail-target");
    const restored = await script("restore.ts", [file], target);
    expect(restored.code, restored.output).toBe(0);
    expect(await rowsOf(target, "select newsletter from posts")).toEqual([{ newsletter: "skipped" }]);
    expect(await rowsOf(target, "select status from newsletter_deliveries")).toEqual([{ status: "failed" }]);

    const second = serve(target);
    try {
      const url = await second.listening(120_000);
      const out = await fetch(`${url}${unsubscribe}`, { method: "POST" });
      expect(out.status, await out.clone().text()).toBe(200);
      const rows = await rowsOf(target, `select status from subscribers where email_key = '${reader}'`);
      expect(rows).toEqual([{ status: "unsubscribed" }]);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  },
);

/** A backup file made by hand: a manifest (this engine's, overridden by `manifest`) and these files. */
function forged(manifest: Record<string, unknown>, files: Record<string, string>) {
  const dir = tempDir("forged");
  const engine = suiteDatabase ? "postgres" : "pglite";
  const full = {
    format: BACKUP_FORMAT,
    engine,
    createdAt: new Date().toISOString(),
    migrations: 1,
    database: engine === "postgres" ? "database.dump" : "database.sql",
    uploads: false,
    ...manifest,
  };
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(full));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const file = path.join(tempDir("forged-file"), "forged.tar.gz");
  return create({ gzip: true, file, cwd: dir }, ["manifest.json", ...Object.keys(files)]).then(() => file);
}

it("refuses a manifest naming a file outside the archive, and a backup from newer code", async () => {
  const target = await newSite("refusing");
  const outside = await forged({ database: "../../../../etc/hostname" }, {});
  const traversal = await script("restore.ts", [outside], target);
  expect(traversal.code).not.toBe(0);
  expect(traversal.output).toContain("not a backup of this software");
  const newer = await forged({ migrations: 999 }, { "database.sql": "select 1;", "database.dump": "x" });
  const fromNewer = await script("restore.ts", [newer], target);
  expect(fromNewer.code).not.toBe(0);
  expect(fromNewer.output).toContain("newer code");
  // Nothing was made: no embedded database, no table on PostgreSQL.
  expect(readdirSync(target.DATA_DIR!)).toEqual([]);
  if (suiteDatabase) {
    const tables = await rowsOf(
      target,
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    expect(tables).toEqual([{ n: 0 }]);
  }
});

it(
  "a restore that fails part-way leaves the site as it was, and nothing in the temporary folder",
  { timeout: 400_000 },
  async () => {
    const site = await newSite("half-way");
    const seeded = await script("seed.ts", ["--users", "3", "--posts", "5"], site);
    expect(seeded.code, seeded.output).toBe(0);
    const before = await checksums(site);
    // A dump that creates a table, then breaks.
    const broken = await forged(
      {},
      { "database.sql": "create table half_restored (x int);\nthis is not sql;\n", "database.dump": "not a dump" },
    );
    const temp = tempDir("restore-tmp");
    const failed = await script("restore.ts", [broken, "--force"], { ...site, TMPDIR: temp });
    expect(failed.code).not.toBe(0);
    expect(failed.output).toContain("as it was before");
    expect(differences(before, await checksums(site))).toEqual([]);
    expect(readdirSync(temp)).toEqual([]);
    expect(readdirSync(site.DATA_DIR!).filter((n) => n.includes("restoring"))).toEqual([]);
  },
);

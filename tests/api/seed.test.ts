/**
 * `npm run seed` says who runs the site: on an empty site its printed demo account is the admin (the
 * first account of a site is); on a site with accounts it stays a member and the admins are named.
 * The real script on the engine the suite runs (a fresh database of its own on PostgreSQL); a seed run
 * takes over a minute on a loaded 2-core machine, hence the long timeout.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SECRET } from "../support/test-app.ts";
import { tempDirs } from "../support/temp-dirs.ts";

/** The data folder, removed after the file's tests. */
const tempDir = tempDirs();

const root = path.resolve(import.meta.dirname, "../..");
const suiteDatabase = process.env.DATABASE_URL ?? "";
const dataDir = tempDir("seed");
const databaseName = `seed_${Date.now().toString(36)}`;
let env: Record<string, string>;

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  if (!suiteDatabase) {
    const { openDatabase } = await import("../../src/server/db/client.ts");
    const database = await openDatabase({ engine: "pglite", pgliteDataDir: path.join(dataDir, "pglite") });
    const pglite = (database.db as unknown as { $client: PGlite }).$client;
    try {
      return (await pglite.query<T>(query, params)).rows;
    } finally {
      await database.close();
    }
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

function seed() {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts/seed.ts"), "--users", "2", "--posts", "1"], {
      env: { PATH: process.env.PATH, AUTH_SECRET: TEST_SECRET, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  if (!suiteDatabase) {
    env = { DATA_DIR: dataDir };
    return;
  }
  const admin = new pg.Client({ connectionString: suiteDatabase });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(suiteDatabase);
  url.pathname = `/${databaseName}`;
  env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
});
afterAll(async () => {
  if (suiteDatabase) {
    const admin = new pg.Client({ connectionString: suiteDatabase });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});

describe("the seed", () => {
  it("makes its printed demo account the admin of an empty site, and names the admin of a site with accounts", async () => {
    const first = await seed();
    expect(first.code, first.output).toBe(0);
    const email = /Sign in as (\S+@example\.com) with "[^"]+": the site's admin/.exec(first.output)?.[1];
    expect(email, first.output).toBeDefined();
    expect(await sql<{ role: string }>("select role from users where email = $1", [email])).toEqual([
      { role: "admin" },
    ]);
    expect(await sql<{ n: number }>("select count(*)::int as n from users where role = 'admin'")).toEqual([{ n: 1 }]);

    const second = await seed();
    expect(second.code, second.output).toBe(0);
    const member = /Sign in as (\S+@example\.com) with "[^"]+": a member\./.exec(second.output)?.[1];
    expect(member, second.output).toBeDefined();
    expect(second.output).toContain(`The site's admin: ${email} (the first account; ADMIN_EMAILS names more).`);
    expect(await sql<{ role: string }>("select role from users where email = $1", [member])).toEqual([
      { role: "member" },
    ]);
  }, 400_000);
});

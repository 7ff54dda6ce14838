/**
 * A site's operator scripts (seed, backup, restore, db:move) run as the operator runs them, and what
 * a site's database holds, read through the engine it is on: for the backup suites.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../../src/server/db/client.ts";
import { tableChecksums, type Query } from "../../src/server/ops/dump.ts";
import { TEST_SECRET } from "./test-app.ts";

const root = path.resolve(import.meta.dirname, "../..");
export type SiteEnv = Record<string, string | undefined>;

/** Runs one of the scripts; its exit code and everything it printed (an env value undefined: unset). */
export function script(name: string, args: string[], env: SiteEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", name), ...args], {
      env: { PATH: process.env.PATH, AUTH_SECRET: TEST_SECRET, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** Runs `work` with a query function on the site's database (its DATABASE_URL, else DATA_DIR/pglite). */
export async function onSite<T>(env: SiteEnv, work: (query: Query) => Promise<T>): Promise<T> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return await work(((sql: string) => client.query(sql)) as never);
    } finally {
      await client.end();
    }
  }
  const database = await openDatabase({ engine: "pglite", pgliteDataDir: path.join(env.DATA_DIR!, "pglite") });
  const pglite = (database.db as unknown as { $client: PGlite }).$client;
  try {
    return await work((sql) => pglite.query(sql) as never);
  } finally {
    await database.close();
  }
}

/** The site's tables and their checksums. */
export const checksums = (env: SiteEnv) => onSite(env, tableChecksums);

/**
 * What backups, restores and the move to PostgreSQL are made of: the engines' own dump tools
 * (Debian's pg_dump and pg_restore for PostgreSQL; pg_dump compiled for PGlite, from
 * @electric-sql/pglite-tools, for the embedded database), and a per-table checksum to prove two
 * databases hold the same rows.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";

/** Rows search keeps by itself (a trigger on posts) and socket.io's passing state: never copied. */
export const DERIVED_TABLES = ["post_search", "search_words", "socket_io_attachments"];

/** A PostgreSQL client tool (pg_dump, pg_restore): Debian's newest, else the PATH's. */
export function pgTool(name: "pg_dump" | "pg_restore"): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin", name)).find((p) => existsSync(p));
  return found ?? name;
}

/** Runs a tool, its output as a Buffer; its error output explains a failure. */
export function runTool(cmd: string, args: string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", (e) =>
      reject(new Error(`${cmd} could not run (${e.message}): install PostgreSQL's client tools`)),
    );
    child.on("close", (code) =>
      code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`${path.basename(cmd)} failed: ${err.trim()}`)),
    );
    child.stdin.end(input);
  });
}

/** A plain SQL dump of the embedded database, as pg_dump writes it (`args` as pg_dump's). */
export async function dumpPglite(pg: PGlite, args: string[]): Promise<string> {
  const file = await pgDump({ pg, args });
  return runnable(await file.text());
}

/**
 * The dump as statements a driver can run: psql's meta-commands (`\restrict`) go, and settings a
 * PostgreSQL older than the dumping pg_dump does not know.
 */
export function runnable(sql: string): string {
  return sql
    .split("\n")
    .filter((line) => !line.startsWith("\\") && !/^SET transaction_timeout/.test(line))
    .join("\n");
}

export type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Every table of the site with its row count and a checksum of its rows (order-independent). */
export async function tableChecksums(query: Query): Promise<Map<string, { rows: number; checksum: string }>> {
  // Timestamps are written in the session's zone: the same zone on both sides.
  await query("set time zone 'UTC'");
  const { rows: tables } = await query(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const sums = new Map<string, { rows: number; checksum: string }>();
  for (const { name } of tables as { name: string }[]) {
    if (DERIVED_TABLES.includes(name)) continue;
    const { rows } = await query(
      `select count(*)::int as n, coalesce(md5(string_agg(h, '' order by h)), '') as sum
       from (select md5(t::text) as h from "${name}" t) x`,
    );
    const row = rows[0] as { n: number; sum: string };
    sums.set(name, { rows: row.n, checksum: row.sum });
  }
  return sums;
}

/** The tables whose rows differ between two databases (empty when they hold the same). */
export function differences(
  a: Map<string, { rows: number; checksum: string }>,
  b: Map<string, { rows: number; checksum: string }>,
): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((n) => a.get(n)?.checksum !== b.get(n)?.checksum || a.get(n)?.rows !== b.get(n)?.rows);
}

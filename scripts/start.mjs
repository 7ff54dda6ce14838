// @ts-check
/**
 * `npm start`: builds when the build is missing or older than the sources, then serves the build.
 * Migrations run inside the server's start-up, on whichever database is configured. Plain JavaScript,
 * as the server's build is: a process that loads no TypeScript never loads Node's type stripper
 * (about 17 MB in each process; with PostgreSQL, the primary and each worker run this file).
 */
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
// The server's JavaScript is written after the site's, so it is the build's newest part.
const entry = path.join(root, "dist/node/main.js");

/** @param {string} p */
function newestMtime(p) {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const name of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

const inputs = ["src", "public", "astro.config.mjs", "package-lock.json", "scripts/build.ts"].map((p) =>
  path.join(root, p),
);
// Cluster workers run this file too: the primary has already built what they serve.
const stale =
  cluster.isPrimary &&
  (!existsSync(entry) ||
    !existsSync(path.join(root, "dist/server/entry.mjs")) ||
    Math.max(...inputs.filter(existsSync).map(newestMtime)) > statSync(entry).mtimeMs);

if (stale) {
  console.log("Building the site (first start or sources changed)...");
  const result = spawnSync(process.execPath, [path.join(root, "scripts/build.ts")], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(entry).href);

/**
 * `npm start`: builds when the build is missing or older than the sources, then serves.
 * Migrations run inside the server's start-up, on whichever database is configured.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const entry = path.join(root, "dist/server/entry.mjs");

function newestMtime(p: string): number {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const name of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

const inputs = ["src", "public", "astro.config.mjs", "package-lock.json"].map((p) => path.join(root, p));
const stale = !existsSync(entry) || Math.max(...inputs.filter(existsSync).map(newestMtime)) > statSync(entry).mtimeMs;

if (stale) {
  console.log("Building the site (first start or sources changed)...");
  const astro = path.join(root, "node_modules/astro/bin/astro.mjs");
  const result = spawnSync(process.execPath, [astro, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../src/server/main.ts");

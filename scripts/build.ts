/**
 * `npm run build`: the site (Astro: pages, client files and the page handler, in dist/server and
 * dist/client), then the server's own code as JavaScript in dist/node (esbuild: one file per entry,
 * shared chunks, packages left to node_modules). `npm start` runs that JavaScript: Node then never
 * loads its TypeScript stripper, about 17 MB in every process and worker thread that does.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const SERVER_BUILD = path.join(root, "dist/node");

/**
 * The server's entry points: the process, and the worker threads it starts, which it finds beside the
 * module starting them (paths.ts, besideModule): all in one folder, with the chunks they share.
 */
const ENTRIES = {
  main: "src/server/main.ts",
  "markdown-worker": "src/server/content/markdown-worker.ts",
  "import-worker": "src/server/content/import-worker.ts",
  "pglite-worker": "src/server/db/pglite-worker.ts",
  "smtp-worker": "src/server/mail/smtp-worker.ts",
  "delivery-worker": "src/server/federation/delivery-worker.ts",
};

export async function buildServer() {
  rmSync(SERVER_BUILD, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: SERVER_BUILD,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node24",
    // Dependencies load from node_modules as they do from the sources (Fedify only when first needed).
    packages: "external",
    logLevel: "warning",
  });
  refuseNonAscii(SERVER_BUILD);
}

/**
 * V8 keeps each module's source in memory, one byte a character while every character is ASCII and
 * two bytes for the whole file once one is not: one pair of curly quotes in the server's 2.9 MB main
 * chunk cost 2.9 MB in every process. esbuild escapes what it can; a tagged template's text (SQL) it
 * must leave as written, so the build stops and names it.
 */
function refuseNonAscii(dir: string) {
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".js")) continue;
    const lines = readFileSync(path.join(dir, name), "utf8").split("\n");
    const at = lines.findIndex((line) => /[\u0080-\uffff]/.test(line));
    if (at >= 0)
      throw new Error(
        `dist/node/${name}:${at + 1} has a character outside ASCII, which doubles the memory its code takes in every server process; write it as an escape (in SQL: chr(code point)):\n${lines[at]!.trim()}`,
      );
  }
}

if (import.meta.main) {
  const astro = spawnSync(process.execPath, [path.join(root, "node_modules/astro/bin/astro.mjs"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (astro.status !== 0) process.exit(astro.status ?? 1);
  await buildServer();
}

/**
 * Where the server finds its files, whether it runs as TypeScript from `src/server` (tests, `npm run
 * dev`) or as the JavaScript `npm run build` writes to `dist/node` (`npm start`, `npm run serve`): a
 * process running the build does not load Node's TypeScript stripper (about 17 MB a process).
 */
import { existsSync } from "node:fs";
import path from "node:path";

/** The project's folder: the nearest one above this module holding package.json. */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const ROOT = projectRoot(import.meta.dirname);
/** The site's build (Astro's server entry and client files, and the server's own JavaScript). */
export const DIST_DIR = path.join(ROOT, "dist");
/** The committed migrations (SQL, read at start-up and by backups). */
export const MIGRATIONS_DIR = path.join(ROOT, "src/server/db/migrations");

/**
 * A worker's module beside the calling one (`from`: its `import.meta.url`), in the form the caller
 * runs as: `name.ts` beside a TypeScript module, `name.js` in the build.
 */
export const besideModule = (from: string, name: string) =>
  new URL(`./${name}${new URL(from).pathname.endsWith(".ts") ? ".ts" : ".js"}`, from);

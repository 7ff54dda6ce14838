/**
 * A migrated, empty PGlite database for tests to start from: each test's in-memory database loads it
 * instead of running initdb and every migration (seconds per database on a loaded machine, several
 * databases per file). Made once per set of migrations and PGlite version, kept in the temporary
 * folder for every test file of the run; the context still runs its migrations (finding none to do),
 * and a new migration makes a new template. Migrating an empty database is itself tested wherever
 * a real data folder is used (seed, backup, restore).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../../src/server/db/client.ts";
import { migrationsFolder, runMigrations } from "../../src/server/db/migrate.ts";

/** Every file under `dir` (names and bytes), for the template's key. */
function hashFolder(dir: string, hash = createHash("sha256")) {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) hashFolder(full, hash);
    else hash.update(name).update(readFileSync(full));
  }
  return hash;
}

let template: Promise<Blob> | undefined;

export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const pglite = path.resolve(import.meta.dirname, "../../node_modules/@electric-sql/pglite/package.json");
    const key = hashFolder(migrationsFolder).update(readFileSync(pglite)).digest("hex").slice(0, 16);
    const file = path.join(tmpdir(), `inkwell-pglite-template-${key}.tar`);
    if (!existsSync(file)) {
      const database = await openDatabase({ engine: "pglite", pgliteDataDir: "memory://" });
      try {
        await runMigrations(database);
        const client = (database.db as unknown as { $client: PGlite }).$client;
        const dump = await client.dumpDataDir("none");
        // Written whole, then renamed: a file of the run reading it meanwhile sees all of it or none.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, file);
      } finally {
        await database.close();
      }
    }
    return new Blob([readFileSync(file)]);
  })();
  return template;
}

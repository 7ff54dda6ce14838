/**
 * What a restore may trust of a backup file: nothing it has not checked. The manifest must be one
 * this code writes (its `database` one of two names, never a path), every entry of the archive must
 * be one a backup holds (no absolute path, no `..`, no link), the files the manifest names must be in
 * it, and its schema must not be newer than this code's migrations.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { list } from "tar";
import { z } from "zod";
import { migrationsFolder } from "../db/migrate.ts";
import { BACKUP_FORMAT, type Manifest } from "./site-files.ts";

const manifestSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  engine: z.enum(["pglite", "postgres"]),
  createdAt: z.string(),
  migrations: z.number().int().min(0),
  database: z.enum(["database.sql", "database.dump"]),
  uploads: z.boolean(),
  authSecret: z.boolean().optional(),
});

/** Files a backup holds besides the pictures under uploads/. */
const TOP_FILES = new Set(["manifest.json", "database.sql", "database.dump", "auth-secret"]);

/** How many migrations this code has (a backup with more is from newer code). */
export function codeMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** The archive's entries (read before anything is extracted): names and types. */
async function entriesOf(file: string): Promise<{ name: string; type: string }[]> {
  const found: { name: string; type: string }[] = [];
  await list({ file, onReadEntry: (e) => found.push({ name: e.path, type: e.type }) });
  return found;
}

/** Why an entry cannot be in a backup, or null when it can. */
function badEntry({ name, type }: { name: string; type: string }): string | null {
  const clean = name.replace(/\/+$/, "");
  if (path.isAbsolute(name) || clean.split("/").some((part) => part === ".." || part === ""))
    return `an entry outside the backup (${name})`;
  if (type !== "File" && type !== "Directory") return `an entry that is not a file (${name}: ${type})`;
  if (clean === "uploads" || clean.startsWith("uploads/")) return null;
  return TOP_FILES.has(clean) && type === "File" ? null : `an entry a backup does not hold (${name})`;
}

/**
 * Checks a backup file before anything is extracted or changed; answers its manifest (read from
 * the extracted stage) or throws with the reason, in words for the operator.
 */
export async function checkedArchive(file: string): Promise<{ check: (stage: string) => Manifest }> {
  const entries = await entriesOf(file);
  const problem = entries.map(badEntry).find(Boolean);
  if (problem) throw new Error(`${file} is not a backup of this software: it has ${problem}. Nothing was changed.`);
  const files = new Set(entries.filter((e) => e.type === "File").map((e) => e.name));
  return {
    check(stage: string): Manifest {
      let manifest: Manifest;
      try {
        manifest = manifestSchema.parse(JSON.parse(readFileSync(path.join(stage, "manifest.json"), "utf8")));
      } catch {
        throw new Error(`${file} is not a backup of this software (its manifest is not one). Nothing was changed.`);
      }
      const needed = [manifest.database, ...(manifest.authSecret ? ["auth-secret"] : [])];
      const missing = needed.filter((n) => !files.has(n));
      if (manifest.uploads && !entries.some((e) => e.name.startsWith("uploads"))) missing.push("uploads/");
      if (missing.length) throw new Error(`${file} is incomplete: ${missing.join(", ")} missing. Nothing was changed.`);
      const ours = codeMigrations();
      if (manifest.migrations > ours)
        throw new Error(
          `${file} is from newer code (${manifest.migrations} migrations; this code has ${ours}). Update the code first. Nothing was changed.`,
        );
      return manifest;
    },
  };
}

/**
 * Temporary folders for a test file (data folders, backups, restore targets): `inkwell-<label>-…`
 * in the system's temporary folder, all removed after the file's tests. Call at the file's top level.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

export function tempDirs(): (label: string) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return (label) => {
    const dir = mkdtempSync(path.join(tmpdir(), `inkwell-${label}-`));
    made.push(dir);
    return dir;
  };
}

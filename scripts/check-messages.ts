/**
 * Fails (exit 1) when a language misses a key or has one English lacks, a key is used nowhere, or
 * src/paraglide/ is not what `npm run i18n` makes of messages/ (decision 020). Part of `npm run lint`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { catalogueProblems, usedKeys, type Catalogue } from "../src/i18n/check.ts";

const root = path.resolve(import.meta.dirname, "..");
const settings = JSON.parse(readFileSync(path.join(root, "project.inlang/settings.json"), "utf8")) as {
  baseLocale: string;
  locales: string[];
};
const catalogues: Record<string, Catalogue> = {};
for (const locale of settings.locales)
  catalogues[locale] = JSON.parse(readFileSync(path.join(root, "messages", `${locale}.json`), "utf8")) as Catalogue;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "paraglide" ? [] : files(full);
    return /\.(ts|tsx|astro)$/.test(name) ? [full] : [];
  });
}
const used = usedKeys(files(path.join(root, "src")).map((f) => readFileSync(f, "utf8")));
const problems = catalogueProblems(catalogues, settings.baseLocale, used);

// The compiled messages must be today's: compile again elsewhere and compare file by file.
const fresh = mkdtempSync(path.join(tmpdir(), "paraglide-"));
try {
  const bin = path.join(root, "node_modules/.bin/paraglide-js");
  const args = [
    "compile",
    "--project",
    "./project.inlang",
    "--outdir",
    fresh,
    "--strategy",
    "globalVariable",
    "baseLocale",
    "--silent",
  ];
  execFileSync(bin, args, { cwd: root, stdio: "inherit" });
  const committed = path.join(root, "src/paraglide");
  const all = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
      // Paraglide writes a .gitignore of `*`; `npm run i18n` removes it so the output is committed. Its
      // README names the folder it was compiled in, which differs between clones: not code, not compared.
      (f) => f !== ".gitignore" && f !== "README.md" && statSync(path.join(dir, f)).isFile(),
    );
  const made = all(fresh).sort();
  const kept = all(committed).sort();
  if (
    made.join() !== kept.join() ||
    made.some((f) => readFileSync(path.join(fresh, f), "utf8") !== readFileSync(path.join(committed, f), "utf8"))
  )
    problems.push("src/paraglide/ is stale: run `npm run i18n`");
} finally {
  rmSync(fresh, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`Message catalogues:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`Message catalogues: ${Object.keys(catalogues).length} languages, complete, every key in use.`);

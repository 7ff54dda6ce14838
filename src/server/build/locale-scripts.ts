/**
 * After `astro build`, before pre-compression: a copy of each client script per language holding only
 * that language's strings (decision 020). Astro builds one client, whose compiled messages carry all
 * seven languages and pick one from `<html lang>`; every message reads Paraglide's static-locale
 * contract (`globalThis.__PARAGLIDE_STATIC_LOCALE__`, see i18n/vite-client-runtime.ts). Here each
 * script that holds messages, and each script that imports one of those, is written again as
 * `<name>.<locale>.js` with that expression folded to the language and minified again, its imports pointing at the same
 * language's copies. The page server points a page at its language's copies (http/locale-scripts.ts);
 * the scripts as built stay, unchanged, for anything that names them.
 */
import type { AstroIntegration } from "astro";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCALES } from "../../shared/locale.ts";
import { STATIC_LOCALE } from "../../i18n/vite-client-runtime.ts";

/** Where the page server finds which scripts have copies per language: next to the client folder. */
export const LOCALE_SCRIPTS_FILE = "locale-scripts.json";
export interface LocaleScriptsManifest {
  locales: string[];
  /** Script names under /_astro/ without `.js`, each having a `<name>.<locale>.js` copy. */
  scripts: string[];
}

/** A script's name as it appears in an address or an import: `/_astro/X.js`, `"./X.js"`. */
const SCRIPT_NAME = /(?<![\w.$-])([\w$-][\w.$-]*)\.js(?![\w$])/g;

/** Points the names of `scripts` in `text` at their copies in `locale`. */
export function renameScripts(text: string, scripts: ReadonlySet<string>, locale: string): string {
  return text.replace(SCRIPT_NAME, (all, name: string) => (scripts.has(name) ? `${name}.${locale}.js` : all));
}

/** The scripts that need a copy per language: those with messages, and those importing such a copy. */
export function scriptsPerLanguage(code: ReadonlyMap<string, string>): Set<string> {
  const chosen = new Set([...code].filter(([, text]) => text.includes(STATIC_LOCALE)).map(([name]) => name));
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, text] of code) {
      if (chosen.has(name)) continue;
      const names = [...text.matchAll(SCRIPT_NAME)].map((m) => m[1]!);
      if (names.some((n) => chosen.has(n))) {
        chosen.add(name);
        grew = true;
      }
    }
  }
  return chosen;
}

/**
 * One script for one language: the static locale replaced by the language, then minified with Oxc
 * (Rolldown's minifier, which built the script), which folds each message's choice and drops the
 * other languages' strings, now unused.
 */
export async function forLanguage(code: string, locale: string): Promise<string> {
  // Loaded here, as the build runs it: the page server imports this module for `renameScripts` only.
  const { minify, transform } = await import("rolldown/utils");
  const defined = await transform("script.js", code, { define: { [STATIC_LOCALE]: JSON.stringify(locale) } });
  const minified = await minify("script.js", defined.code, { module: true, mangle: { toplevel: true } });
  const errors = [...defined.errors, ...minified.errors];
  if (errors.length) throw new Error(`Could not write the ${locale} script: ${errors[0]!.message}`);
  return minified.code;
}

export async function writeLocaleScripts(clientDir: string): Promise<LocaleScriptsManifest> {
  const dir = path.join(clientDir, "_astro");
  const code = new Map<string, string>();
  for (const file of await readdir(dir))
    if (file.endsWith(".js")) code.set(file.slice(0, -3), await readFile(path.join(dir, file), "utf8"));
  const scripts = scriptsPerLanguage(code);
  for (const name of scripts)
    for (const locale of LOCALES) {
      const renamed = renameScripts(code.get(name)!, scripts, locale);
      // A script that only imports copies keeps its bytes but for their names.
      const text = renamed.includes(STATIC_LOCALE) ? await forLanguage(renamed, locale) : renamed;
      await writeFile(path.join(dir, `${name}.${locale}.js`), text);
    }
  const manifest: LocaleScriptsManifest = { locales: [...LOCALES], scripts: [...scripts].sort() };
  await writeFile(path.join(clientDir, "..", LOCALE_SCRIPTS_FILE), JSON.stringify(manifest));
  return manifest;
}

export function localeScripts(): AstroIntegration {
  return {
    name: "inkwell-locale-scripts",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const { scripts } = await writeLocaleScripts(fileURLToPath(dir));
        logger.info(`${scripts.length} scripts copied per language (${LOCALES.length}), each with its strings only`);
      },
    },
  };
}

/**
 * What the interface's strings cost a reader, per language (issue 39, decision 020): each island is
 * bundled with Rolldown, Vite's bundler (minified, React external, through the browser build's
 * Paraglide plugin, so only the messages the island calls remain), once with all seven languages (as
 * Astro builds it) and then as the copy for each language the build writes and a reader of that
 * language downloads (build/locale-scripts.ts); brotli (quality 11) sizes of each.
 */
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { rolldown } from "rolldown";
import { minify } from "rolldown/utils";
import { LOCALES, type Locale } from "../../src/shared/locale.ts";
import { paraglideClientRuntime } from "../../src/i18n/vite-client-runtime.ts";
import { forLanguage } from "../../src/server/build/locale-scripts.ts";

const root = path.resolve(import.meta.dirname, "../..");
/** The islands a writer and a signed-in reader of a story load most. */
export const MEASURED_ISLANDS = [
  "src/islands/post-page/PostActions.tsx",
  "src/islands/comments/Comments.tsx",
  "src/islands/notifications/NotificationBell.tsx",
  "src/islands/editor/PostEditor.tsx",
  "src/islands/settings/EditProfileForm.tsx",
];

const brotli = (code: string) =>
  brotliCompressSync(Buffer.from(code), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The island as built, in one file, every language in it. */
async function built(entry: string): Promise<string> {
  const bundle = await rolldown({
    input: path.join(root, entry),
    external: [/^react($|\/)/, /^react-dom($|\/)/],
    platform: "browser",
    transform: { define: { "import.meta.env.SSR": "false", "process.env.NODE_ENV": '"production"' } },
    plugins: [paraglideClientRuntime(root) as import("rolldown").Plugin],
    logLevel: "silent",
  });
  const { output } = await bundle.generate({ format: "esm", minify: true, codeSplitting: false });
  await bundle.close();
  return output.map((o) => (o.type === "chunk" ? o.code : "")).join("");
}

export interface LocaleStringsRow {
  island: string;
  all: number;
  only: Record<Locale, number>;
}

export async function localeStringsTable(islands = MEASURED_ISLANDS): Promise<LocaleStringsRow[]> {
  const rows: LocaleStringsRow[] = [];
  for (const island of islands) {
    const code = await built(island);
    const only = {} as Record<Locale, number>;
    for (const locale of LOCALES) only[locale] = brotli(await forLanguage(code, locale));
    // Minified once more, as the copies are, so that the difference is the strings alone.
    const again = await minify("island.js", code, { module: true, mangle: { toplevel: true } });
    rows.push({ island, all: brotli(again.code), only });
  }
  return rows;
}

export function printLocaleStrings(rows: LocaleStringsRow[]): void {
  console.log(
    "\nIslands with all 7 languages (as Astro builds them) and the copy a reader of each downloads, brotli bytes:",
  );
  console.log(`  ${"island".padEnd(44)}${"all 7".padStart(8)}${LOCALES.map((l) => l.padStart(8)).join("")}`);
  for (const r of rows) {
    const cells = LOCALES.map((l) => `${r.only[l]}`.padStart(8)).join("");
    console.log(`  ${r.island.replace("src/islands/", "").padEnd(44)}${`${r.all}`.padStart(8)}${cells}`);
  }
  for (const l of LOCALES) {
    const extra = rows.reduce((n, r) => n + (r.all - r.only[l]), 0);
    console.log(
      `  a reader in ${l.padEnd(5)} is spared ${extra} bytes of the other six languages' strings in these islands`,
    );
  }
}

if (import.meta.main) printLocaleStrings(await localeStringsTable());

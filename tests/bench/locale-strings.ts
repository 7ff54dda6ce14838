/**
 * What the interface's strings cost a reader, per language (issue 39, decision 020): each island is
 * bundled with Rolldown, Vite's bundler (minified, React external, Paraglide's runtime swapped as in the
 * browser build, so only the messages the island calls remain)
 * as it ships, with all seven languages, and again as a build for one language would be, holding only
 * that language's strings; brotli (quality 11) sizes of both. The difference is what a reader downloads
 * for the six languages they do not read.
 */
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { readFile } from "node:fs/promises";
import { rolldown, type Plugin } from "rolldown";
import { LOCALES, type Locale } from "../../src/shared/locale.ts";

const root = path.resolve(import.meta.dirname, "../..");
/** The islands a writer and a signed-in reader of a story load most. */
export const MEASURED_ISLANDS = [
  "src/islands/post-page/PostActions.tsx",
  "src/islands/comments/Comments.tsx",
  "src/islands/notifications/NotificationBell.tsx",
  "src/islands/editor/PostEditor.tsx",
  "src/islands/settings/EditProfileForm.tsx",
];

/** Paraglide's name of a language inside a message module ("pt-BR" is `pt_br2`). */
const idOf = (locale: Locale) => (locale === "pt-BR" ? "pt_br2" : locale.replace("-", "_"));
const IDS = LOCALES.map(idOf).join("|");

/** A compiled message module holding `only` (or, without it, every language as compiled). */
export function keepOneLanguage(code: string, only: Locale): string {
  const keep = idOf(only);
  const blocks = new RegExp(`^const (${IDS})_\\w+ = [\\s\\S]*?^\\};\\n`, "gm");
  return code
    .replace(blocks, (block, id: string) => (id === keep ? block : ""))
    .replace(/^\tif \(locale === "[^"]+"\) return \w+\(inputs\)\n/gm, "")
    .replace(/return en_(\w+)\(inputs\)/g, `return ${keep}_$1(inputs)`);
}

function paraglide(only: Locale | null): Plugin {
  const messages = path.join(root, "src/paraglide/messages") + path.sep;
  const standIn = path.join(root, "src/i18n/client-runtime.ts");
  return {
    name: "paraglide-as-in-the-browser",
    // The browser build's runtime (src/i18n/vite-client-runtime.ts): the page's <html lang>.
    resolveId(source, importer) {
      if (!source.endsWith("runtime.js") || !importer) return null;
      const resolved = path.resolve(path.dirname(importer), source);
      return resolved === path.join(root, "src/paraglide/runtime.js") ? standIn : null;
    },
    async load(id) {
      if (!id.startsWith(messages) || id.endsWith("_index.js")) return null;
      const code = await readFile(id, "utf8");
      return only ? keepOneLanguage(code, only) : code;
    },
  };
}

async function brotliOf(entry: string, only: Locale | null): Promise<number> {
  const bundle = await rolldown({
    input: path.join(root, entry),
    external: [/^react($|\/)/, /^react-dom($|\/)/],
    platform: "browser",
    transform: { define: { "import.meta.env.SSR": "false", "process.env.NODE_ENV": '"production"' } },
    plugins: [paraglide(only)],
    logLevel: "silent",
  });
  const { output } = await bundle.generate({ format: "esm", minify: true, codeSplitting: false });
  await bundle.close();
  const code = output.map((o) => (o.type === "chunk" ? o.code : "")).join("");
  return brotliCompressSync(Buffer.from(code), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export interface LocaleStringsRow {
  island: string;
  all: number;
  only: Record<Locale, number>;
}

export async function localeStringsTable(islands = MEASURED_ISLANDS): Promise<LocaleStringsRow[]> {
  const rows: LocaleStringsRow[] = [];
  for (const island of islands) {
    const only = {} as Record<Locale, number>;
    for (const locale of LOCALES) only[locale] = await brotliOf(island, locale);
    rows.push({ island, all: await brotliOf(island, null), only });
  }
  return rows;
}

export function printLocaleStrings(rows: LocaleStringsRow[]): void {
  console.log("\nIslands as shipped (all 7 languages) and as a one-language build would be, brotli bytes:");
  console.log(`  ${"island".padEnd(44)}${"all 7".padStart(8)}${LOCALES.map((l) => l.padStart(8)).join("")}`);
  for (const r of rows) {
    const cells = LOCALES.map((l) => `${r.only[l]}`.padStart(8)).join("");
    console.log(`  ${r.island.replace("src/islands/", "").padEnd(44)}${`${r.all}`.padStart(8)}${cells}`);
  }
  for (const l of LOCALES) {
    const extra = rows.reduce((n, r) => n + (r.all - r.only[l]), 0);
    console.log(
      `  a reader in ${l.padEnd(5)} downloads ${extra} bytes of the other six languages' strings in these islands`,
    );
  }
}

if (import.meta.main) printLocaleStrings(await localeStringsTable());

/**
 * A Vite plugin for client bundles only (server bundles keep Paraglide's runtime, with its
 * AsyncLocalStorage per request). In the browser the language is the page's `<html lang>`, which the
 * server chose, so none of the runtime's strategies (cookies, URL patterns, local storage) has to
 * ship: about 3 KB of a signed-in reader's script. Each compiled message reads the page's language
 * itself (a shared module would cost a request of its own), and anything else importing the runtime
 * gets src/i18n/client-runtime.ts.
 */
import path from "node:path";
import type { Plugin } from "vite";

const RUNTIME_IMPORT = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";
/** What the compiled messages need of the runtime; an unknown language falls back to English in them. */
const PAGE_LANGUAGE = "const getLocale = () => document.documentElement.lang;";
/**
 * Paraglide's per-locale build contract, written into each comparison of a message's language so
 * that the build's one-language copies (build/locale-scripts.ts) fold it to a literal and drop the
 * other languages (the bundler keeps the message's `locale` a `let`, which a minifier does not fold).
 * In the scripts as built it is undefined and `<html lang>` decides.
 */
export const STATIC_LOCALE = "globalThis.__PARAGLIDE_STATIC_LOCALE__";
const LOCALE_TEST = /\bif \(locale === "/g;

/**
 * Split the default way, the bits every translated island shares (the page-language runtime, the
 * plural rules, Intl formatting) and the messages several scripts use became requests of their own
 * of under a kilobyte, whose headers (about 700 bytes) cost a signed-in reader as much as their body.
 * The runtime bits travel with the API client, which every page loads; the messages several scripts
 * share travel together.
 */
export const sharedI18nChunks = [
  {
    name: "api",
    test: /[\\/]src[\\/](client[\\/]api\.ts|i18n[\\/](format|client-runtime)\.ts|paraglide[\\/]registry\.js)$/,
    priority: 2,
  },
  // The editor's own messages stay with the editor's chunks, away from readers.
  { name: "i18n", test: /[\\/]src[\\/]paraglide[\\/]messages[\\/](?!ed_)/, minShareCount: 2, priority: 1 },
];

export function paraglideClientRuntime(root: string): Plugin {
  const runtime = path.join(root, "src/paraglide/runtime.js");
  const messages = path.join(root, "src/paraglide/messages") + path.sep;
  const standIn = path.join(root, "src/i18n/client-runtime.ts");
  return {
    name: "inkwell:paraglide-client-runtime",
    enforce: "pre",

    async resolveId(source, importer, options) {
      if (options?.ssr || !source.endsWith("runtime.js")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === runtime ? standIn : null;
    },
    transform(code, id, options) {
      if (options?.ssr || !id.startsWith(messages) || !code.includes(RUNTIME_IMPORT)) return null;
      const client = code
        .replace(RUNTIME_IMPORT, PAGE_LANGUAGE)
        .replace("experimentalStaticLocale ?? ", "")
        .replace(LOCALE_TEST, `if ((${STATIC_LOCALE} ?? locale) === "`);
      return { code: client, map: null };
    },
  };
}

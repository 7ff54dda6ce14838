/**
 * The per-language copies of the client scripts (decision 020): a compiled message, as the browser
 * build transforms it and Rolldown bundles it, keeps only the copy's language; the copies' imports
 * point at the same language; a page's addresses follow its `<html lang>`.
 */
import path from "node:path";
import { rolldown } from "rolldown";
import { describe, expect, it } from "vitest";
import { paraglideClientRuntime } from "../../i18n/vite-client-runtime.ts";
import { forLanguage, renameScripts, scriptsPerLanguage } from "./locale-scripts.ts";
import { localeScriptsRewrite } from "../http/locale-scripts.ts";

const root = path.resolve(import.meta.dirname, "../../..");

/** `m.cm_deleted` bundled and minified for the browser, as the Astro build does. */
async function builtMessage(): Promise<string> {
  const plugin = paraglideClientRuntime(root);
  const transform = plugin.transform as (code: string, id: string, o: object) => { code: string } | null;
  const bundle = await rolldown({
    input: path.join(root, "src/paraglide/messages/cm_deleted.js"),
    plugins: [
      {
        name: "client-runtime",
        transform: (code, id) => transform.call(null, code, id, { ssr: false })?.code ?? null,
      },
    ],
    logLevel: "silent",
  });
  const { output } = await bundle.generate({ format: "esm", minify: true });
  await bundle.close();
  return output[0].code;
}

describe("per-language scripts", () => {
  it("keep their language's strings and drop the six others", async () => {
    const built = await builtMessage();
    expect(built).toContain("Kommentar gelöscht");
    const fr = await forLanguage(built, "fr");
    expect(fr).toContain("Commentaire supprimé");
    for (const other of ["Comment deleted", "Kommentar gelöscht", "コメントを削除しました"])
      expect(fr).not.toContain(other);
    const en = await forLanguage(built, "en");
    expect(en).toContain("Comment deleted");
    expect(en).not.toContain("Commentaire supprimé");
    expect(en.length).toBeLessThan(built.length);
  });

  it("are the scripts with messages and those importing them, pointing at their language", () => {
    const code = new Map([
      ["i18n.A1", "const a=globalThis.__PARAGLIDE_STATIC_LOCALE__;export{a}"],
      ["Bell.B2", 'import{a}from"./i18n.A1.js";import("./react.C3.js")'],
      ["react.C3", "export const r=1"],
      ["mount.D4", 'import"./Bell.B2.js"'],
    ]);
    const scripts = scriptsPerLanguage(code);
    expect([...scripts].sort()).toEqual(["Bell.B2", "i18n.A1", "mount.D4"]);
    expect(renameScripts(code.get("Bell.B2")!, scripts, "pt-BR")).toBe(
      'import{a}from"./i18n.A1.pt-BR.js";import("./react.C3.js")',
    );
  });

  it("are what a page in that language names; a page in another language or none is left alone", () => {
    const rewrite = localeScriptsRewrite({ locales: ["en", "ar"], scripts: ["Bell.B2"] });
    const page = (lang: string) =>
      Buffer.from(
        `<html lang="${lang}" dir="rtl"><astro-island component-url="/_astro/Bell.B2.js" renderer-url="/_astro/client.E5.js">`,
      );
    expect(rewrite(page("ar")).toString()).toContain(
      'component-url="/_astro/Bell.B2.ar.js" renderer-url="/_astro/client.E5.js"',
    );
    expect(rewrite(page("xx")).toString()).toBe(page("xx").toString());
  });
});

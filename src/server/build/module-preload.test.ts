/**
 * Module preloads (issue 36): which chunks the build names (each chunk's static imports; the writing
 * screen's island, the rich editor and their static imports), and the page server's rewrite putting in
 * a page's head what its module scripts import and, on a page holding the editor's island only, the
 * editor's chunks, then pointed at the language's copies like the scripts themselves.
 */
import { describe, expect, it } from "vitest";
import { chunksOf, importsOf } from "./module-preload.ts";
import { modulePreloadRewrite, rewrites } from "../http/module-preload.ts";
import { localeScriptsRewrite } from "../http/locale-scripts.ts";

const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null) => ({
  type: "chunk" as const,
  fileName,
  imports,
  facadeModuleId,
});
const bundle = {
  a: chunk(
    "_astro/PostEditor.A1.js",
    ["_astro/react.R1.js", "_astro/api.P1.js"],
    "/w/src/islands/editor/PostEditor.tsx",
  ),
  b: chunk(
    "_astro/RichEditor.B1.js",
    ["_astro/react.R1.js", "_astro/open-in-parts.M1.js"],
    "/w/src/islands/editor/RichEditor.tsx",
  ),
  c: chunk("_astro/open-in-parts.M1.js", ["_astro/w3c-keyname.K1.js"]),
  d: chunk("_astro/w3c-keyname.K1.js"),
  e: chunk("_astro/react.R1.js"),
  f: chunk("_astro/api.P1.js"),
  g: chunk("_astro/MarkdownEditor.C1.js", ["_astro/react.R1.js"], "/w/src/islands/editor/MarkdownEditor.tsx"),
  h: chunk("_astro/FollowButton.F1.js", ["_astro/react.R1.js"], "/w/src/islands/FollowButton.tsx"),
  i: { type: "asset" as const },
  j: chunk("_astro/Layout.L1.js", ["_astro/api.P1.js", "_astro/images.I1.js"], "/w/src/layouts/Layout.astro?script"),
  k: chunk("_astro/images.I1.js", ["_astro/api.P1.js", "_astro/i18n.N1.js"]),
  l: chunk("_astro/i18n.N1.js"),
};
const ENTRIES = ["src/islands/editor/PostEditor.tsx", "src/islands/editor/RichEditor.tsx"];

describe("the editor's chunks in the build", () => {
  it("are the island's and the rich editor's, each with its static imports, the island first, once each", () => {
    expect(chunksOf(bundle, ENTRIES)).toEqual([
      "/_astro/PostEditor.A1.js",
      "/_astro/react.R1.js",
      "/_astro/api.P1.js",
      "/_astro/RichEditor.B1.js",
      "/_astro/open-in-parts.M1.js",
      "/_astro/w3c-keyname.K1.js",
    ]);
  });

  it("follow the site's base, and are none when an entry is not in the build", () => {
    expect(chunksOf(bundle, ENTRIES, "/blog")?.[0]).toBe("/blog/_astro/PostEditor.A1.js");
    expect(chunksOf(bundle, [...ENTRIES, "src/islands/editor/Gone.tsx"])).toBeNull();
  });
});

describe("each chunk's imports in the build", () => {
  it("are its static imports, by address under the base; a chunk importing nothing is left out", () => {
    const imports = importsOf(bundle, "/blog");
    expect(imports["/blog/_astro/Layout.L1.js"]).toEqual(["/blog/_astro/api.P1.js", "/blog/_astro/images.I1.js"]);
    expect(imports["/blog/_astro/images.I1.js"]).toEqual(["/blog/_astro/api.P1.js", "/blog/_astro/i18n.N1.js"]);
    expect(imports).not.toHaveProperty("/blog/_astro/i18n.N1.js");
    expect(Object.keys(imports)).toHaveLength(7);
  });
});

describe("a page's head", () => {
  const chunks = {
    island: "/_astro/PostEditor.A1.js",
    editor: ["/_astro/PostEditor.A1.js", "/_astro/RichEditor.B1.js"],
    imports: importsOf(bundle),
  };
  const links = (html: string) =>
    [...html.slice(0, html.indexOf("</head>")).matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  const layoutScript = '<script type="module" src="/_astro/Layout.L1.js"></script>';
  const page = (body: string, lang = "en") =>
    Buffer.from(`<!DOCTYPE html><html lang="${lang}"><head><title>t</title></head><body>${body}</body></html>`);
  const editorIsland = '<astro-island component-url="/_astro/PostEditor.A1.js" client="only"></astro-island>';

  it("names what the page's module scripts import, every level, once each, not the scripts themselves", () => {
    const rewrite = modulePreloadRewrite(chunks);
    expect(links(rewrite(page(layoutScript)).toString())).toEqual([
      "/_astro/api.P1.js",
      "/_astro/images.I1.js",
      "/_astro/i18n.N1.js",
    ]);
    // The same again (kept by the page's scripts), and with a second script importing one of those.
    expect(links(rewrite(page(layoutScript)).toString())).toHaveLength(3);
    const two = `${layoutScript}<script type="module" src="/_astro/images.I1.js"></script>`;
    expect(links(rewrite(page(two)).toString())).toEqual(["/_astro/api.P1.js", "/_astro/i18n.N1.js"]);
  });

  it("names the editor's chunks after those on a page holding the island", () => {
    const html = modulePreloadRewrite(chunks)(page(layoutScript + editorIsland)).toString();
    expect(links(html)).toEqual([
      "/_astro/api.P1.js",
      "/_astro/images.I1.js",
      "/_astro/i18n.N1.js",
      "/_astro/PostEditor.A1.js",
      "/_astro/RichEditor.B1.js",
    ]);
  });

  it("names none of the editor's on a reader's page, even one whose text names the island's chunk", () => {
    const rewrite = modulePreloadRewrite(chunks);
    for (const body of [
      '<astro-island component-url="/_astro/FollowButton.F1.js"></astro-island>',
      "<p>component-url=&quot;/_astro/PostEditor.A1.js&quot;</p>",
    ]) {
      const before = page(body);
      expect(rewrite(before)).toBe(before);
      expect(links(rewrite(page(layoutScript + body)).toString())).toHaveLength(3);
    }
  });

  it("then points the preloads at the page's language copies, as the island's own address", () => {
    const both = rewrites(
      modulePreloadRewrite(chunks),
      localeScriptsRewrite({ locales: ["en", "fr"], scripts: ["PostEditor.A1", "RichEditor.B1"] }),
    )!;
    const html = both(page(editorIsland, "fr")).toString();
    expect(html).toContain('<link rel="modulepreload" href="/_astro/RichEditor.B1.fr.js">');
    expect(html).toContain('<link rel="modulepreload" href="/_astro/PostEditor.A1.fr.js">');
    expect(html).toContain('component-url="/_astro/PostEditor.A1.fr.js"');
    expect(rewrites(undefined, undefined)).toBeUndefined();
  });
});

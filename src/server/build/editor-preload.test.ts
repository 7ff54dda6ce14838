/**
 * The editor pages' preloads (issue 36): which chunks the build names (the writing screen's island,
 * the rich editor and their static imports), and the page server's rewrite putting them in the head of
 * a page holding that island only, then pointed at the language's copies like the island itself.
 */
import { describe, expect, it } from "vitest";
import { chunksOf } from "./editor-preload.ts";
import { editorPreloadRewrite, rewrites } from "../http/editor-preload.ts";
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

describe("the editor pages' head", () => {
  const chunks = {
    island: "/_astro/PostEditor.A1.js",
    preload: ["/_astro/PostEditor.A1.js", "/_astro/RichEditor.B1.js"],
  };
  const page = (body: string, lang = "en") =>
    Buffer.from(`<!DOCTYPE html><html lang="${lang}"><head><title>t</title></head><body>${body}</body></html>`);
  const editorIsland = '<astro-island component-url="/_astro/PostEditor.A1.js" client="only"></astro-island>';

  it("names the chunks as module preloads on a page holding the island", () => {
    const html = editorPreloadRewrite(chunks)(page(editorIsland)).toString();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="modulepreload" href="/_astro/PostEditor.A1.js">');
    expect(head).toContain('<link rel="modulepreload" href="/_astro/RichEditor.B1.js">');
    expect(html.match(/modulepreload/g)).toHaveLength(2);
  });

  it("leaves a reader's page as it was, even one whose text names the chunk", () => {
    for (const body of [
      '<astro-island component-url="/_astro/FollowButton.F1.js"></astro-island>',
      "<p>component-url=&quot;/_astro/PostEditor.A1.js&quot;</p>",
    ]) {
      const before = page(body);
      expect(editorPreloadRewrite(chunks)(before)).toBe(before);
    }
  });

  it("then points the preloads at the page's language copies, as the island's own address", () => {
    const both = rewrites(
      editorPreloadRewrite(chunks),
      localeScriptsRewrite({ locales: ["en", "fr"], scripts: ["PostEditor.A1", "RichEditor.B1"] }),
    )!;
    const html = both(page(editorIsland, "fr")).toString();
    expect(html).toContain('<link rel="modulepreload" href="/_astro/RichEditor.B1.fr.js">');
    expect(html).toContain('<link rel="modulepreload" href="/_astro/PostEditor.A1.fr.js">');
    expect(html).toContain('component-url="/_astro/PostEditor.A1.fr.js"');
    expect(rewrites(undefined, undefined)).toBeUndefined();
  });
});

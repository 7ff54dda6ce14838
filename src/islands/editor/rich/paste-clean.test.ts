// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./paste-clean";

const googleDocs = readFileSync(
  path.join(import.meta.dirname, "../../../../tests/fixtures/paste/google-docs.html"),
  "utf8",
);

describe("cleanPastedHtml", () => {
  it("turns Google Docs' styled spans into the elements they stand for and drops the styling", () => {
    const html = cleanPastedHtml(googleDocs);
    expect(html).toContain("Moths are <strong>everywhere</strong> at night, and <em>mostly harmless</em>.");
    expect(html).toContain("Count them with <code>tally()</code> each hour.");
    expect(html).toContain('<h1 dir="ltr">A field guide to moths</h1>');
    expect(html).toContain('<a href="https://example.com/moths">survey</a>');
    expect(html).toMatch(/<img src="https:\/\/lh7-rt\.googleusercontent\.com[^"]*"/);
    expect(html).not.toMatch(/<span|<b |style=|class=|docs-internal-guid/);
  });

  it("adds no bold inside a heading or bold text, and no code inside a code block", () => {
    const html = cleanPastedHtml(
      '<h2><span style="font-weight:700">Title</span></h2><pre><span style="font-family:monospace">x</span></pre>',
    );
    expect(html).toBe("<h2>Title</h2><pre>x</pre>");
  });
});

describe("cleanPastedHtml on Word's HTML", () => {
  const word = readFileSync(path.join(import.meta.dirname, "../../../../tests/fixtures/paste/word.html"), "utf8");
  it("makes lists of Word's list paragraphs, without the typed bullets and numbers", () => {
    const html = cleanPastedHtml(word);
    expect(html).toContain("<ul><li><p>Boots</p></li><li><p>A torch</p></li></ul>");
    expect(html).toContain("<ol><li><p>Leave at eight</p></li><li><p>Walk slowly</p></li></ol>");
    expect(html).toContain("Call <code>home()</code> on return.");
    expect(html).toContain("A walk is <b>better</b> at <i>dusk</i>");
    expect(html).not.toMatch(/<span|style=|class=|o:p|·|mso-/);
  });
});

/** The cards of a story's page in the plain forms mail, feeds and the fediverse get. */
import { describe, expect, it } from "vitest";
import { mailBody } from "../services/newsletters/mail-html.ts";
import { renderMarkdown } from "./markdown.ts";
import { htmlForFeeds } from "./outbound-html.ts";

const STORY = [
  "> [!TIP]\n> Save **often**.",
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "https://mastodon.social/@Gargron/109998877",
  '![a chart](/uploads/2026/01/abcdefghijklmnop.png#wide "Sales")',
].join("\n\n");

describe("cards elsewhere", () => {
  it("a feed (RSS, the fediverse) gets a quote with a bold title, plain links and an ordinary figure", async () => {
    const { html } = await renderMarkdown(STORY);
    expect(htmlForFeeds(html, "https://ink.test")).toBe(
      [
        "<blockquote><p><strong>Tip</strong></p><p>Save <strong>often</strong>.</p></blockquote>",
        '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></p>',
        '<p><a href="https://mastodon.social/@Gargron/109998877">https://mastodon.social/@Gargron/109998877</a></p>',
        '<figure><img src="https://ink.test/uploads/2026/01/abcdefghijklmnop.png" alt="a chart" loading="lazy" decoding="async"><figcaption>Sales</figcaption></figure>',
      ].join("\n"),
    );
  });

  it("an e-mail gets the same, with inline styles only", async () => {
    const { html } = await renderMarkdown(STORY);
    const mail = mailBody(html, "https://ink.test").html;
    expect(mail).toMatch(/^<blockquote style="[^"]+"><p><strong>Tip<\/strong><\/p>/);
    expect(mail).toContain('<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" style="');
    expect(mail).toMatch(/<figure style="[^"]+"><img src="https:\/\/ink.test\/uploads\/[^"]+" alt="a chart" style="/);
    expect(mail).toMatch(/<figcaption style="[^"]+">Sales<\/figcaption>/);
    for (const gone of ["class=", "<aside", "<button", "data-embed", "role=", "#wide"])
      expect(mail).not.toContain(gone);
  });
});

import { describe, expect, it } from "vitest";
import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { renderMarkdown } from "./markdown.ts";

/** Payloads from the usual XSS cheat sheets, written the ways Markdown lets people try them. */
const XSS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "<iframe src=javascript:alert(1)></iframe>",
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](  javascript:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](javascript:alert(1))",
  '![x](x" onerror="alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<form action=javascript:alert(1)><button>x</button></form>",
  "<object data=javascript:alert(1)>",
  "<embed src=javascript:alert(1)>",
  "<base href=javascript:alert(1)//>",
  "<meta http-equiv=refresh content=0;url=javascript:alert(1)>",
  "[x](vbscript:msgbox(1))",
  '<a href="&#106;avascript:alert(1)">x</a>',
  "[x](&#106;avascript:alert(1))",
  "```html\n<script>alert(1)</script>\n```",
  "<scr<script>ipt>alert(1)</script>",
];

const DANGEROUS_ELEMENTS = new Set([
  "script",
  "iframe",
  "object",
  "embed",
  "base",
  "meta",
  "form",
  "style",
  "svg",
  "math",
  "link",
]);

/** Parses the output as a browser would and lists anything in it that could run. */
function executable(html: string): string[] {
  const problems: string[] = [];
  visit(fromHtml(html, { fragment: true }), "element", (node: Element) => {
    if (DANGEROUS_ELEMENTS.has(node.tagName)) problems.push(`<${node.tagName}>`);
    for (const [name, value] of Object.entries(node.properties)) {
      if (/^on/i.test(name)) problems.push(`${name} on <${node.tagName}>`);
      if (name === "style") problems.push(`style on <${node.tagName}>`);
      // Browsers ignore whitespace and control characters inside a URL scheme: so must the check.
      const url = String(Array.isArray(value) ? value.join(" ") : value)
        // eslint-disable-next-line no-control-regex
        .replace(/[\s\u0000-\u001f]/g, "")
        .toLowerCase();
      if (/^(javascript|vbscript|data):/.test(url)) problems.push(`${name}=${url.slice(0, 20)} on <${node.tagName}>`);
    }
  });
  return problems;
}

describe("markdown rendering", () => {
  it.each(XSS)("leaves nothing executable of %s", async (payload) => {
    const { html } = await renderMarkdown(`Before\n\n${payload}\n\nAfter`);
    expect(executable(html)).toEqual([]);
    expect(html).toContain("After");
  });

  it("renders what writers use: headings with anchors, emphasis, lists, quotes, tables, code", async () => {
    const { html } = await renderMarkdown(
      "# Title\n\n## A section\n\n**bold** *it* `code`\n\n- one\n- two\n\n> quoted\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nconst x = 1;\n```",
    );
    expect(html).toContain(
      '<h2 id="user-content-a-section">A section<a class="heading-anchor" aria-hidden="true" tabindex="-1" href="#user-content-a-section">',
    );
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<table>");
    expect(html).toMatch(/<code class="hljs language-js"><span class="hljs-keyword">const<\/span>/);
  });

  it("prefixes heading ids, so a story cannot take an id its page uses", async () => {
    const { html } = await renderMarkdown("## Session data\n\n## Main");
    expect(html).toContain('id="user-content-session-data"');
    expect(html).toContain('id="user-content-main"');
    expect(html).not.toMatch(/id="(session-data|main)"/);
  });

  it("marks every link ugc nofollow noopener", async () => {
    const { html } = await renderMarkdown("[site](https://example.com) and [here](/help)");
    expect(html).toContain('<a href="https://example.com" rel="ugc nofollow noopener">site</a>');
    expect(html).toContain('<a href="/help" rel="ugc nofollow noopener">here</a>');
  });

  it("gives images their size and smaller copies when known, and lazy loading", async () => {
    const { html } = await renderMarkdown("![a chart](/uploads/2026/01/abcdefghijklmnop.png)", (src) =>
      Promise.resolve(src.startsWith("/uploads/") ? { width: 800, height: 600 } : null),
    );
    expect(html).toContain(
      '<img src="/uploads/2026/01/abcdefghijklmnop.png" alt="a chart" loading="lazy" decoding="async" width="800" height="600"' +
        ' srcset="/uploads/w320/2026/01/abcdefghijklmnop.png 320w, /uploads/w640/2026/01/abcdefghijklmnop.png 640w,' +
        ' /uploads/2026/01/abcdefghijklmnop.png 800w" sizes="(min-width: 48rem) 48rem, 100vw">',
    );
  });

  it("writes the excerpt as the text reads: no space before punctuation after emphasis or links", async () => {
    const { excerpt, text } = await renderMarkdown(
      "# Title\n\nHello *world*. See [the docs](/help), `npm start`!\n\n- a\n- b",
    );
    expect(excerpt).toBe("Title Hello world. See the docs, npm start! a b");
    expect(text).toContain("Hello world.");
  });

  it("computes the reading time and an excerpt of plain text", async () => {
    const words = Array.from({ length: 690 }, (_, i) => `word${i}`).join(" ");
    const { readingTime, excerpt } = await renderMarkdown(`# Heading\n\n**${words}**`);
    expect(readingTime).toBe(3);
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt).toMatch(/^Heading word0 word1/);
    expect(excerpt.endsWith("…")).toBe(true);
  });
});

describe("code blocks", () => {
  it("can be focused, so a keyboard can scroll a long line", async () => {
    const { html } = await renderMarkdown("```js\nconst wide = 1;\n```");
    expect(html).toMatch(/^<pre tabindex="0"><code class="hljs language-js">/);
  });
});

/** The rendered HTML as a browser reads it, to find elements by selector rather than by pattern. */
const dom = (html: string) => fromHtml(html, { fragment: true });
function find(html: string, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(dom(html), "element", (node: Element) => {
    if (test(node)) found.push(node);
  });
  return found;
}
const classes = (el: Element) => el.properties.className ?? [];

describe("cards: callouts", () => {
  it.each([
    ["NOTE", "note", "Note"],
    ["TIP", "tip", "Tip"],
    ["IMPORTANT", "important", "Important"],
    ["WARNING", "warning", "Warning"],
    ["CAUTION", "caution", "Caution"],
  ])("`> [!%s]` is an aside with its title", async (marker, kind, title) => {
    const { html, text } = await renderMarkdown(`> [!${marker}]\n> Mind the **gap**.`);
    expect(html).toBe(
      `<aside class="callout callout-${kind}" role="note"><p class="callout-title">${title}</p><p>Mind the <strong>gap</strong>.</p></aside>`,
    );
    // The marker is not part of the story's text (excerpt, search).
    expect(text).toBe("Mind the gap.");
  });

  it.each([
    ["fr", ["Note", "Astuce", "Important", "Avertissement", "Attention"]],
    ["ar", ["ملاحظة", "نصيحة", "مهم", "تحذير", "احذر"]],
  ] as const)("titles a callout in the story's language (%s)", async (locale, titles) => {
    const markers = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"];
    const { html } = await renderMarkdown(
      markers
        .map(
          (k) => `> [!${k}]
> Texte.`,
        )
        .join("\n\n"),
      undefined,
      locale,
    );
    const shown = find(html, (el) => classes(el).includes("callout-title")).map((el) => toString(el));
    expect(shown).toEqual(titles);
  });

  it("reads a marker with the callout's first words on its own line", async () => {
    const { html, text } = await renderMarkdown("> [!NOTE] Mind the **gap**.\n> Twice.");
    expect(html).toBe(
      `<aside class="callout callout-note" role="note"><p class="callout-title">Note</p><p>Mind the <strong>gap</strong>.\nTwice.</p></aside>`,
    );
    expect(text).toMatch(/^Mind the gap\.\sTwice\.$/);
    // Glued to the words, the brackets are no marker.
    expect((await renderMarkdown("> [!NOTE]Mind")).html).toContain("<blockquote>");
  });

  it("keeps blocks after a marker on a line of its own, and leaves an ordinary quote alone", async () => {
    const { html } = await renderMarkdown("> [!warning]\n>\n> - one\n> - two\n\n> Just [!NOTE] a quote");
    const [aside] = find(html, (el) => el.tagName === "aside");
    expect(classes(aside!)).toEqual(["callout", "callout-warning"]);
    expect(find(html, (el) => el.tagName === "li")).toHaveLength(2);
    expect(html).toContain("<blockquote>\n<p>Just [!NOTE] a quote</p>\n</blockquote>");
  });
});

describe("cards: embeds", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "youtube", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "vimeo", "https://player.vimeo.com/video/76979871"],
    ["https://gist.github.com/ada/0123456789abcdef", "gist", "https://gist.github.com/ada/0123456789abcdef.pibb"],
    ["https://codepen.io/ada/pen/abcDEF1", "codepen", "https://codepen.io/ada/embed/abcDEF1"],
  ])("%s alone on its line is a player card that loads nothing", async (url, provider, frame) => {
    const { html } = await renderMarkdown(`Before\n\n${url}\n\nAfter`);
    const [card] = find(html, (el) => classes(el).includes("embed"));
    expect(classes(card!)).toEqual(["embed", "embed-player", `embed-${provider}`]);
    expect(String(card!.properties.dataEmbedSrc).startsWith(frame)).toBe(true);
    // Nothing from the other site until the reader asks: no frame, picture, script or style.
    expect(find(html, (el) => ["iframe", "img", "script", "link", "style"].includes(el.tagName))).toEqual([]);
    // The button appears with the page's script; without it the card is a working link.
    const [button] = find(html, (el) => el.tagName === "button");
    expect(button!.properties.hidden).toBe(true);
    const [link] = find(html, (el) => el.tagName === "a");
    expect(link!.properties.href).toBe(url);
    expect(link!.properties.rel).toEqual(["ugc", "nofollow", "noopener"]);
  });

  it.each([
    ["https://mastodon.social/@Gargron/109998877", "embed-fediverse", "Fediverse post on mastodon.social"],
    ["https://social.test/users/ada/statuses/42", "embed-fediverse", "Fediverse post on social.test"],
    ["https://example.com/an/article?x=1", "embed-web", "example.com"],
  ])("%s alone on its line is a link card", async (url, kind, label) => {
    const { html } = await renderMarkdown(url);
    const [card] = find(html, (el) => classes(el).includes("embed"));
    expect(classes(card!)).toEqual(["embed", "embed-card", kind]);
    expect(html).toContain(`<span class="embed-provider">${label}</span>`);
    expect(find(html, (el) => el.tagName === "a")[0]!.properties.href).toBe(url);
    expect(html).not.toContain("data-embed-src");
  });

  it.each([
    ["fr", "Publication du fédivers sur mastodon.social"],
    ["de", "Fediverse-Beitrag auf mastodon.social"],
    ["es", "Publicación del fediverso en mastodon.social"],
    ["pt-BR", "Publicação do fediverso em mastodon.social"],
    ["ja", "mastodon.social の Fediverse 投稿"],
    ["ar", "منشور من الفيديفيرس على mastodon.social"],
  ] as const)("labels a fediverse card in the story's language (%s), not English", async (locale, label) => {
    const { html } = await renderMarkdown("https://mastodon.social/@Gargron/109998877", undefined, locale);
    expect(html).toContain(`<span class="embed-provider">${label}</span>`);
    expect(html).not.toContain("Fediverse post");
  });

  it.each([
    [
      "en",
      "https://youtu.be/dQw4w9WgXcQ",
      "Play video from YouTube",
      "Nothing loads from YouTube until you ask for it.",
      "YouTube video",
    ],
    [
      "en",
      "https://gist.github.com/ada/0123456789abcdef",
      "Show the gist from GitHub Gist",
      "Nothing loads from GitHub Gist until you ask for it.",
      "GitHub gist by ada",
    ],
    [
      "en",
      "https://codepen.io/ada/pen/abcDEF1",
      "Run the pen from CodePen",
      "Nothing loads from CodePen until you ask for it.",
      "CodePen by ada",
    ],
    [
      "fr",
      "https://youtu.be/dQw4w9WgXcQ",
      "Lire la vidéo de YouTube",
      "Rien ne se charge depuis YouTube avant que vous ne le demandiez.",
      "Vidéo YouTube",
    ],
    ["ar", "https://vimeo.com/76979871", "تشغيل الفيديو من Vimeo", "لا يُحمَّل شيء من Vimeo حتى تطلب ذلك.", "فيديو Vimeo"],
    [
      "de",
      "https://gist.github.com/ada/0123456789abcdef",
      "Gist anzeigen von GitHub Gist",
      "Von GitHub Gist wird nichts geladen, bevor Sie es anfordern.",
      "GitHub-Gist von ada",
    ],
    [
      "ja",
      "https://codepen.io/ada/pen/abcDEF1",
      "Pen を実行 （CodePen）",
      "求めるまで CodePen からは何も読み込まれません。",
      "ada の CodePen",
    ],
  ] as const)("a player card speaks the story's language (%s): %s", async (locale, url, button, note, title) => {
    const { html } = await renderMarkdown(url, undefined, locale);
    const [card] = find(html, (el) => classes(el).includes("embed"));
    expect(toString(find(html, (el) => el.tagName === "button")[0]!)).toBe(button);
    expect(toString(find(html, (el) => classes(el).includes("embed-note"))[0]!)).toBe(note);
    expect(card!.properties.dataEmbedTitle).toBe(title);
  });

  it("leaves a player's link inside a sentence, a list or a named link an ordinary link", async () => {
    const url = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
    const { html } = await renderMarkdown(`Watch ${url} now.\n\n- ${url}\n\n[the talk](${url})`);
    expect(find(html, (el) => classes(el).includes("embed"))).toEqual([]);
    expect(find(html, (el) => el.tagName === "a")).toHaveLength(3);
  });

  it.each([
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
    '<div data-embed-src="https://evil.test/x"><iframe src="https://evil.test"></iframe></div>',
    "<p>\n<iframe srcdoc='<script>alert(1)</script>'></iframe>\n</p>",
  ])("still strips a frame written by hand: %s", async (written) => {
    const { html } = await renderMarkdown(`Text\n\n${written}\n\nhttps://youtu.be/dQw4w9WgXcQ`);
    expect(find(html, (el) => el.tagName === "iframe")).toEqual([]);
    expect(find(html, (el) => el.properties.dataEmbedSrc !== undefined)).toHaveLength(1);
    expect(html).not.toContain("evil.test");
  });
});

describe("cards: pictures", () => {
  const src = "/uploads/2026/01/abcdefghijklmnop.png";
  const size = () => Promise.resolve({ width: 1600, height: 900 });

  it("a caption (the title) is the figure's figcaption, said once", async () => {
    const { html } = await renderMarkdown(`![a chart](${src} "Sales by month")`);
    expect(html).toBe(
      `<figure><img src="${src}" alt="a chart" loading="lazy" decoding="async"><figcaption>Sales by month</figcaption></figure>`,
    );
  });

  it.each(["wide", "full"])("#%s makes a figure of that width, the fragment gone from src and srcset", async (w) => {
    const { html } = await renderMarkdown(`![a chart](${src}#${w} "Sales")\n\n![plain](${src})`, size);
    const [figure] = find(html, (el) => el.tagName === "figure");
    expect(classes(figure!)).toEqual([`figure-${w}`]);
    expect(html).not.toContain(`#${w}`);
    const [wide, plain] = find(html, (el) => el.tagName === "img");
    expect(wide!.properties.src).toBe(src);
    expect(String(wide!.properties.srcSet)).toContain(`${src} 1600w`);
    expect(wide!.properties.sizes).toBe(w === "full" ? "100vw" : "(min-width: 74rem) 72rem, 100vw");
    // A picture without caption or width stays as it always was.
    expect(plain!.properties.sizes).toBe("(min-width: 48rem) 48rem, 100vw");
    expect(find(html, (el) => el.tagName === "p")).toHaveLength(1);
  });
});

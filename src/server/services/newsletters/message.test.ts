/** The story e-mail's parts as mail clients and text-only readers get them (parsed, not pattern-matched). */
import { convert } from "html-to-text";
import { describe, expect, it, vi } from "vitest";
import { elements, parseHtml } from "../../content/outbound-html.ts";
import { MAIL_CONTENT_WIDTH } from "./mail-html.ts";
import { storyMail, type StoryMail } from "./message.ts";

// Counted, to see a story's text made once for all its subscribers.
vi.mock("html-to-text", async (original) => {
  const real = await original<typeof import("html-to-text")>();
  return { ...real, convert: vi.fn(real.convert) };
});

const BODY =
  '<h2 id="user-content-a-section">A section<a class="heading-anchor" aria-hidden="true" tabindex="-1" href="#user-content-a-section"><svg></svg></a></h2>' +
  '<p>Tom &#x26; Jerry read <a href="/help" rel="ugc nofollow noopener">the help</a> and <a href="https://x.test/a?b=1&#x26;c=2">this</a>' +
  '<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="">1</a></sup></p>' +
  "<ol><li>first</li><li>second</li></ol>" +
  `<pre><code class="hljs language-js">const line = "${"x".repeat(400)}";</code></pre>` +
  '<p><img src="/uploads/2026/01/abcdefghijklmnop.png" alt="a chart" loading="lazy" decoding="async" width="1200" height="600"' +
  ' srcset="/uploads/w320/2026/01/abcdefghijklmnop.png 320w, /uploads/2026/01/abcdefghijklmnop.png 1200w" sizes="100vw"></p>';

const mailFor = (over: Partial<StoryMail["story"]> = {}, content: StoryMail["content"] = "full"): StoryMail => ({
  siteName: "Inkwell",
  origin: "https://ink.test",
  mailFrom: "Inkwell <news@ink.test>",
  author: { id: "7d0c1c9e-0000-4000-8000-000000000001", firstName: "Nora", lastName: "Writer", username: "nora" },
  story: {
    slug: "a-story",
    title: "A story",
    subtitle: null,
    excerpt: "Its opening",
    contentHtml: BODY,
    coverUrl: null,
    coverAlt: null,
    ...over,
  },
  content,
  unsubscribeUrl: "https://ink.test/unsubscribe?token=t",
  oneClickUrl: "https://ink.test/api/subscriptions/unsubscribe?token=t",
});
const mail = (over: Partial<StoryMail["story"]> = {}, content: StoryMail["content"] = "full") =>
  storyMail(mailFor(over, content));

describe("the story e-mail's HTML", () => {
  const doc = parseHtml(mail().html);

  it("styles code blocks inline so they wrap inside the column, set apart by a background", () => {
    const [pre] = elements(doc, "pre");
    expect(pre!.attribs.style).toMatch(/white-space:pre-wrap/);
    expect(pre!.attribs.style).toMatch(/background:#/);
    expect(pre!.attribs.style).toMatch(/word-break:break-all/);
  });

  it("gives pictures one absolute address and a width that fits the column", () => {
    const imgs = elements(doc, "img");
    expect(imgs.length).toBeGreaterThan(0);
    for (const img of imgs) {
      expect(img.attribs.src).toMatch(/^https:\/\/ink\.test\//);
      expect(img.attribs.srcset).toBeUndefined();
      expect(Number(img.attribs.width)).toBeLessThanOrEqual(MAIL_CONTENT_WIDTH);
    }
    expect(elements(doc, "img")[0]!.attribs.height).toBe("276");
  });

  it("leaves out heading anchors and links to the story page's own parts", () => {
    for (const a of elements(doc, "a")) expect(a.attribs.href).toMatch(/^https?:\/\//);
    for (const el of elements(doc)) expect(el.attribs.id ?? "").not.toMatch(/^user-content-/);
  });

  it("sends the beginning of a story too long for Gmail, with the way to the rest and the footer inside 100 KB", () => {
    const paragraphs = Array.from({ length: 800 }, (_, i) => `<p>Paragraph ${i} ${"word ".repeat(30)}</p>`).join("");
    const long = mail({ contentHtml: paragraphs });
    const bytes = Buffer.byteLength(long.html);
    expect(bytes).toBeLessThan(100_000);
    expect(long.html).toContain("Read on the site");
    expect(long.html).toContain("Paragraph 0 ");
    expect(long.html).not.toContain("Paragraph 799 ");
    expect(long.html).toContain("https://ink.test/unsubscribe?token=t");
    expect(long.text).toContain("Read on the site: https://ink.test/post/a-story");
    // A story that fits is whole, without the notice.
    expect(mail().html).not.toContain("Read on the site");
  });
});

describe("the story e-mail's text part", () => {
  const { text } = mail();

  it("keeps every link's address, decodes entities and numbers ordered lists", () => {
    expect(text).toContain("the help (https://ink.test/help)");
    expect(text).toMatch(/this\s+\(https:\/\/x\.test\/a\?b=1&c=2\)/);
    expect(text).toContain("Tom & Jerry");
    expect(text).not.toMatch(/&#x26;|&amp;/);
    expect(text).toMatch(/1\. first\s+2\. second/);
    expect(text).toContain("a chart (https://ink.test/uploads/");
    expect(text).not.toContain("#user-content-");
  });
});

describe("the story e-mail's sender and list", () => {
  it("comes from the author via the site at the site's address, on a list named by the author's id", () => {
    const m = mail();
    expect(m.from).toEqual({ name: "Nora Writer via Inkwell", address: "news@ink.test" });
    expect(m.list.id).toEqual({
      url: "7d0c1c9e-0000-4000-8000-000000000001.ink.test",
      comment: "Nora Writer on Inkwell",
    });
    expect(m.headers["List-Unsubscribe"]).toBe("<https://ink.test/api/subscriptions/unsubscribe?token=t>");
  });
});

describe("one story to many subscribers", () => {
  it("makes the story's body and text once, each message keeping its own way out", () => {
    const story = { title: "Sent to many", contentHtml: `${BODY}<p>For everyone.</p>` };
    const before = vi.mocked(convert).mock.calls.length;
    const messages = ["a", "b", "c"].map((token) =>
      storyMail({
        ...mailFor(story),
        unsubscribeUrl: `https://ink.test/unsubscribe?token=${token}`,
      }),
    );
    expect(vi.mocked(convert).mock.calls.length - before).toBe(1);
    expect(messages.map((m) => /token=(\w)/.exec(m.text)?.[1])).toEqual(["a", "b", "c"]);
    expect(new Set(messages.map((m) => m.text.replace(/token=\w/g, ""))).size).toBe(1);
    // Another story's text is its own.
    const other = storyMail(mailFor({ title: "Another", contentHtml: "<p>Something else.</p>" }));
    expect(other.text).toContain("Something else.");
    expect(vi.mocked(convert).mock.calls.length - before).toBe(2);
  });
});

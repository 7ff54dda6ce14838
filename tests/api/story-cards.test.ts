/**
 * A story's cards through the real server: the page shows the callout, the player's card and the
 * wide figure, and allows frames from exactly the players' origins; the RSS feed and the ActivityPub
 * Article carry the plain forms (a quote with a bold title, the bare link, an ordinary figure).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/start-server.ts";
import { elements, parseHtml } from "../../src/server/content/outbound-html.ts";
import { parseFeed } from "../support/feeds.ts";
import { insertUser } from "../support/test-app.ts";
import { startTestServer } from "../support/test-server.ts";

let running: RunningServer;
let ada: Awaited<ReturnType<typeof insertUser>>;

beforeAll(async () => {
  running = await startTestServer();
  ada = await insertUser(running.app, { firstName: "Ada", lastName: "Cards" });
});
afterAll(async () => {
  await running?.close();
});

const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const CONTENT = [
  "> [!WARNING]\n> Mind the **gap**.",
  VIDEO,
  '![A field](/uploads/2026/01/abcdefghijklmnop.png#wide "A caption")',
  `Watch ${VIDEO} in a sentence.`,
].join("\n\n");

async function publish(): Promise<{ _id: string; slug: string }> {
  const res = await fetch(`${running.url}/api/post/create`, {
    method: "POST",
    headers: { authorization: `Bearer ${ada.token}`, "content-type": "application/json" },
    body: JSON.stringify({ title: `Cards ${Date.now()}`, content: CONTENT }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { post: { _id: string; slug: string } } }).data.post;
}

/** The plain forms, wherever the story's HTML goes outside the site. */
function expectPlain(html: string) {
  const doc = parseHtml(html);
  const quote = elements(doc, "blockquote")[0]!;
  expect(
    elements(quote.children, "strong").map((s) => s.children.map((c) => ("data" in c ? c.data : "")).join("")),
  ).toEqual(["Warning", "gap"]);
  const links = elements(doc, "a").map((a) => a.attribs.href);
  expect(links).toEqual([VIDEO, VIDEO]);
  expect(elements(doc, "figure")[0]?.attribs.class).toBeUndefined();
  for (const gone of ["aside", "button", "iframe"]) expect(elements(doc, gone)).toEqual([]);
  expect(html).not.toContain("data-embed-src");
  expect(html).not.toContain("#wide");
}

describe("a story's cards", () => {
  it("the page shows them and allows frames from the players only", async () => {
    const post = await publish();
    const page = await fetch(`${running.url}/post/${post.slug}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get("content-security-policy")!;
    expect(/frame-src ([^;]*)/.exec(csp)?.[1]?.trim()).toBe(
      "https://www.youtube-nocookie.com https://player.vimeo.com https://codepen.io https://gist.github.com",
    );
    const html = await page.text();
    expect(html).toContain('<aside class="callout callout-warning" role="note"><p class="callout-title">Warning</p>');
    expect(html).toContain('data-embed-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(html).toContain('<figure class="figure-wide"><img src="/uploads/2026/01/abcdefghijklmnop.png"');
    expect(html).toContain("<figcaption>A caption</figcaption>");
  });

  it("the RSS feed and the ActivityPub Article get the plain forms", async () => {
    const post = await publish();
    const feed = parseFeed(await (await fetch(`${running.url}/@${ada.user.username}/feed.xml`)).text());
    const item = feed.items.find((i) => i.guid === post._id)!;
    expectPlain(item.content);

    const ap = await fetch(`${running.url}/ap/posts/${post._id}`, { headers: { accept: "application/activity+json" } });
    expect(ap.status).toBe(200);
    const article = (await ap.json()) as { type: string; content: string };
    expect(article.type).toBe("Article");
    expectPlain(article.content);
  });
});

/** The RSS view as a strict XML parser and a feed reader read it (saxes, tests/support/feeds.ts). */
import { describe, expect, it } from "vitest";
import type { Post } from "../../shared/post.ts";
import { parseFeed } from "../../../tests/support/feeds.ts";
import { elements, parseHtml } from "../content/outbound-html.ts";
import { rssResponse } from "./rss.ts";

const post = (over: Partial<Post>): Post => ({
  _id: "p1",
  slug: "a-story",
  title: "A story",
  excerpt: "Its opening",
  language: "en",
  tags: ["science"],
  status: "published",
  readingTime: 1,
  author: { _id: "u1", username: "ada", firstName: "Ada", lastName: "Lovelace" },
  stats: { totalComments: 0, totalLikes: 0, totalShares: 0 },
  iLiked: false,
  publishedAt: "2026-03-01T10:00:00.000Z",
  createdAt: "2026-03-01T09:00:00.000Z",
  updatedAt: "2026-03-02T10:00:00.000Z",
  version: 1,
  content: "",
  emailSubscribers: true,
  contentHtml:
    '<h2 id="user-content-part">Part<a class="heading-anchor" aria-hidden="true" tabindex="-1" href="#user-content-part"></a></h2>' +
    '<p>See <a href="/help">help</a><sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="">1</a></sup></p>' +
    '<p><img src="/uploads/2026/03/abcdefghijklmnop.png" alt="x" width="1200" height="600" srcset="/uploads/w320/2026/03/abcdefghijklmnop.png 320w, /uploads/2026/03/abcdefghijklmnop.png 1200w" sizes="100vw"></p>',
  ...over,
});

async function feedOf(posts: Post[]) {
  const res = rssResponse({
    title: "Inkwell",
    description: "Stories",
    link: "https://ink.test/",
    self: "https://ink.test/rss.xml",
    origin: "https://ink.test",
    posts,
    tags: ["feed"],
  });
  return parseFeed(await res.text());
}

describe("an RSS feed", () => {
  it("names its language and when its content last changed", async () => {
    const feed = await feedOf([post({}), post({ _id: "p2", updatedAt: "2026-03-05T08:00:00.000Z" })]);
    expect(feed.language).toBe("en");
    expect(new Date(feed.lastBuildDate).toISOString()).toBe("2026-03-05T08:00:00.000Z");
  });

  it("carries absolute addresses (srcset too) and no heading anchors or in-page links", async () => {
    const [item] = (await feedOf([post({})])).items;
    const doc = parseHtml(item!.content);
    for (const el of elements(doc)) {
      for (const name of ["href", "src"])
        if (el.attribs[name]) expect(el.attribs[name]).toMatch(/^https:\/\/ink\.test\//);
      for (const c of el.attribs.srcset?.split(",") ?? []) expect(c.trim()).toMatch(/^https:\/\/ink\.test\//);
    }
    expect(item!.content).not.toContain("user-content-");
    expect(item!.content).toContain("1</sup>");
  });

  it("gives a story's cover as media:content", async () => {
    const [item] = (
      await feedOf([post({ coverImage: { url: "/uploads/2026/03/bbbbbbbbbbbbbbbb.jpg", alt: "A cover" } })])
    ).items;
    expect(item!.media).toEqual({
      url: "https://ink.test/uploads/2026/03/bbbbbbbbbbbbbbbb.jpg",
      medium: "image",
      type: "image/jpeg",
    });
  });
});

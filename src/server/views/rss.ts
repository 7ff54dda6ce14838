/**
 * An RSS 2.0 feed of stories with their full (already sanitised) content: the site's, an author's,
 * a topic's. Links and pictures (`srcset` too) are made absolute and the page-only heading anchors
 * dropped (content/outbound-html.ts) so they work in a feed reader; a story's cover goes as
 * `media:content` (RSS's `enclosure` needs a byte length we do not keep).
 */
import type { Post } from "../../shared/post.ts";
import { CACHE_TAGS_HEADER } from "../cache/tags.ts";
import { htmlForFeeds } from "../content/outbound-html.ts";
import { escapeXml } from "../content/xml-text.ts";

/** The channel's language: that of most of its stories (English for an empty feed). */
function channelLanguage(posts: Post[]): string {
  const counts = new Map<string, number>();
  for (const p of posts) counts.set(p.language, (counts.get(p.language) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "en";
}
const IMAGE_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
};

export interface Feed {
  title: string;
  description: string;
  /** The page the feed is of (absolute). */
  link: string;
  /** The feed's own address (absolute). */
  self: string;
  origin: string;
  posts: Post[];
  tags: string[];
}

/**
 * When the feed's content last changed: its newest story's publication or edit (a feed without
 * stories: the epoch, not the time of the request, so a reader polling it sees no change).
 */
function lastBuild(posts: Post[]): Date {
  const times = posts.map((p) => Math.max(Date.parse(p.updatedAt), Date.parse(p.publishedAt ?? p.createdAt)));
  return new Date(times.length ? Math.max(...times) : 0);
}

export function rssResponse(feed: Feed): Response {
  const items = feed.posts.map((p) => {
    const link = `${feed.origin}/post/${encodeURIComponent(p.slug)}`;
    const html = htmlForFeeds(p.contentHtml, feed.origin);
    const cover = p.coverImage ? new URL(p.coverImage.url, feed.origin).toString() : null;
    const coverType = cover
      ? IMAGE_TYPES[/\.(\w+)$/.exec(new URL(cover).pathname)?.[1]?.toLowerCase() ?? ""]
      : undefined;
    return [
      // Each story in its own language, whatever the channel's (a reader's hyphenation, speech).
      `<item xml:lang="${escapeXml(p.language)}">`,
      `<title>${escapeXml(p.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="false">${p._id}</guid>`,
      `<pubDate>${new Date(p.publishedAt ?? p.createdAt).toUTCString()}</pubDate>`,
      ...[p.author, ...(p.coauthors ?? [])].map(
        (a) => `<dc:creator>${escapeXml(`${a.firstName} ${a.lastName}`)}</dc:creator>`,
      ),
      `<description>${escapeXml(p.subtitle ?? p.excerpt)}</description>`,
      ...p.tags.map((t) => `<category>${escapeXml(t)}</category>`),
      cover
        ? `<media:content url="${escapeXml(cover)}" medium="image"${coverType ? ` type="${coverType}"` : ""}>${
            p.coverImage?.alt
              ? `<media:description type="plain">${escapeXml(p.coverImage.alt)}</media:description>`
              : ""
          }</media:content>`
        : "",
      `<content:encoded>${escapeXml(html)}</content:encoded>`,
      "</item>",
    ].join("");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    "<channel>",
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.link)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<language>${escapeXml(channelLanguage(feed.posts))}</language>`,
    `<lastBuildDate>${lastBuild(feed.posts).toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      [CACHE_TAGS_HEADER]: feed.tags.join(" "),
    },
  });
}

/**
 * An RSS 2.0 feed of stories with their full (already sanitised) content: the site's, an author's,
 * a topic's. Relative links and pictures are made absolute so they work in a feed reader.
 */
import type { Post } from "../../shared/post.ts";
import { CACHE_TAGS_HEADER } from "../cache/tags.ts";
import { escapeXml } from "../content/xml-text.ts";

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

export function rssResponse(feed: Feed): Response {
  const items = feed.posts.map((p) => {
    const link = `${feed.origin}/post/${encodeURIComponent(p.slug)}`;
    const html = p.contentHtml.replace(/(href|src)="\//g, `$1="${feed.origin}/`);
    return [
      "<item>",
      `<title>${escapeXml(p.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="false">${p._id}</guid>`,
      `<pubDate>${new Date(p.publishedAt ?? p.createdAt).toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(`${p.author.firstName} ${p.author.lastName}`)}</dc:creator>`,
      `<description>${escapeXml(p.subtitle ?? p.excerpt)}</description>`,
      ...p.tags.map((t) => `<category>${escapeXml(t)}</category>`),
      `<content:encoded>${escapeXml(html)}</content:encoded>`,
      "</item>",
    ].join("");
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.link)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
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

/** /rss.xml: the latest published posts with their full (already sanitised) content. */
import type { APIRoute } from "astro";
import { CACHE_TAGS_HEADER, cacheTag } from "../server/cache/tags";
import { siteOrigin } from "../shared/site-url";

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const GET: APIRoute = async ({ locals, url }) => {
  const { config, services } = locals.app;
  const origin = siteOrigin(config.PUBLIC_URL, url);
  const posts = await services.posts.feed(20);
  const items = posts.map((p) => {
    const link = `${origin}/post/${encodeURIComponent(p.slug)}`;
    // Relative links and images in the body must work in a feed reader too.
    const html = p.contentHtml.replace(/(href|src)="\//g, `$1="${origin}/`);
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
    `<title>${escapeXml(config.SITE_NAME)}</title>`,
    `<link>${escapeXml(origin)}/</link>`,
    `<description>${escapeXml(`The latest stories on ${config.SITE_NAME}`)}</description>`,
    `<atom:link href="${escapeXml(origin)}/rss.xml" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      [CACHE_TAGS_HEADER]: cacheTag.feed,
    },
  });
};

/**
 * /sitemap.xml: the site's pages, every published post and every author page with their last change.
 * Drafts never appear, nor cross-posted stories (their canonical address is on another site). A
 * renamed author's old address goes at once (the `authors` tag is purged with every change of a person).
 */
import type { APIRoute } from "astro";
import { CACHE_TAGS_HEADER, cacheTag } from "../server/cache/tags";
import { ROUTES } from "../shared/routes";
import { siteOrigin } from "../shared/site-url";
import { escapeXml } from "../server/content/xml-text";
const STATIC_PATHS = ["/", "/about-us", "/help", "/privacy-policy", "/terms-conditions"];

export const GET: APIRoute = async ({ locals, url }) => {
  const origin = siteOrigin(locals.app.config.PUBLIC_URL, url);
  const [entries, authors] = await Promise.all([
    locals.app.services.posts.sitemap(),
    locals.app.services.posts.sitemapAuthors(),
  ]);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`),
    ...entries.map(
      (e) =>
        `<url><loc>${escapeXml(`${origin}/post/${encodeURIComponent(e.slug)}`)}</loc><lastmod>${e.updatedAt.toISOString()}</lastmod></url>`,
    ),
    ...authors.map(
      (a) =>
        `<url><loc>${escapeXml(origin + ROUTES.author(a.username))}</loc><lastmod>${a.lastPublished.toISOString()}</lastmod></url>`,
    ),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      [CACHE_TAGS_HEADER]: `${cacheTag.feed} ${cacheTag.authors}`,
    },
  });
};

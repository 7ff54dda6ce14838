/** /sitemap.xml: the site's pages and every published post with its last change. Drafts never appear. */
import type { APIRoute } from "astro";
import { CACHE_TAGS_HEADER, cacheTag } from "../server/cache/tags";
import { siteOrigin } from "../shared/site-url";

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const STATIC_PATHS = ["/", "/about-us", "/help", "/privacy-policy", "/terms-conditions"];

export const GET: APIRoute = async ({ locals, url }) => {
  const origin = siteOrigin(locals.app.config.PUBLIC_URL, url);
  const entries = await locals.app.services.posts.sitemap();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`),
    ...entries.map(
      (e) =>
        `<url><loc>${escapeXml(`${origin}/post/${encodeURIComponent(e.slug)}`)}</loc><lastmod>${e.updatedAt.toISOString()}</lastmod></url>`,
    ),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      [CACHE_TAGS_HEADER]: cacheTag.feed,
    },
  });
};

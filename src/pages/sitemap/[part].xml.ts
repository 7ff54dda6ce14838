/** /sitemap/<part>.xml: one part of the sitemap index (pages, posts-N, authors-N); see /sitemap.xml. */
import type { APIRoute } from "astro";
import { siteOrigin } from "../../shared/site-url";
import { parsePart, sitemapPartResponse } from "../../server/http/sitemap-xml";

export const GET: APIRoute = async ({ locals, url, params }) => {
  const { config, services } = locals.app;
  const part = parsePart(params.part);
  const origin = siteOrigin(config.PUBLIC_URL, url);
  const res = part && (await sitemapPartResponse(services.posts, origin, part, config.SITEMAP_MAX_URLS));
  return res ?? new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
};

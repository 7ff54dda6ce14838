/**
 * /sitemap.xml: the site's pages, every published post and every author page with their last change,
 * or past SITEMAP_MAX_URLS (50,000) addresses the index of its parts (server/http/sitemap-xml.ts). Drafts never appear,
 * nor cross-posted stories (their canonical address is on another site). A renamed author's old
 * address goes at once (the `authors` tag is purged with every change of a person).
 */
import type { APIRoute } from "astro";
import { siteOrigin } from "../shared/site-url";
import { sitemapResponse } from "../server/http/sitemap-xml";

export const GET: APIRoute = async ({ locals, url }) => {
  const { config, services } = locals.app;
  return sitemapResponse(services.posts, siteOrigin(config.PUBLIC_URL, url), config.SITEMAP_MAX_URLS);
};

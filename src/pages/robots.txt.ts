/** /robots.txt: everything public may be crawled; personal and machine pages may not. */
import type { APIRoute } from "astro";
import { siteOrigin } from "../shared/site-url";

export const GET: APIRoute = ({ locals, url }) => {
  const origin = siteOrigin(locals.app.config.PUBLIC_URL, url);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /fragments/",
    "Disallow: /auth/",
    "Disallow: /settings",
    "Disallow: /drafts",
    "Disallow: /create-post",
    "Disallow: /edit-post",
    "Disallow: /posts-preview",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
};

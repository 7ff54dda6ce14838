/** /rss.xml: the latest published posts with their full (already sanitised) content. */
import type { APIRoute } from "astro";
import { cacheTag } from "../server/cache/tags";
import { rssResponse } from "../server/views/rss";
import { siteOrigin } from "../shared/site-url";

export const GET: APIRoute = async ({ locals, url }) => {
  const { config, services } = locals.app;
  const origin = siteOrigin(config.PUBLIC_URL, url);
  return rssResponse({
    title: config.SITE_NAME,
    description: `The latest stories on ${config.SITE_NAME}`,
    link: `${origin}/`,
    self: `${origin}/rss.xml`,
    origin,
    posts: await services.posts.feed(20),
    tags: [cacheTag.feed],
  });
};

/** /topics/<tag>/feed.xml: a topic's latest published stories in full. */
import type { APIRoute } from "astro";
import { cacheTag } from "../../../server/cache/tags";
import { rssResponse } from "../../../server/views/rss";
import { ROUTES } from "../../../shared/routes";
import { siteOrigin } from "../../../shared/site-url";

export const GET: APIRoute = async ({ locals, url, params }) => {
  const { config, services } = locals.app;
  const tag = (params.tag ?? "").toLowerCase();
  if (!/^[\p{L}\p{N}][\p{L}\p{N}-]{0,49}$/u.test(tag))
    return new Response("No such topic", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const origin = siteOrigin(config.PUBLIC_URL, url);
  return rssResponse({
    title: `#${tag} on ${config.SITE_NAME}`,
    description: `The latest stories about ${tag} on ${config.SITE_NAME}`,
    link: `${origin}/?tag=${encodeURIComponent(tag)}`,
    self: `${origin}${ROUTES.topicFeed(tag)}`,
    origin,
    posts: await services.posts.feed(20, { tag }),
    tags: [cacheTag.feed],
  });
};

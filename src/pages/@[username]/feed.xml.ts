/** /@username/feed.xml: one author's latest published stories in full; an old username redirects. */
import type { APIRoute } from "astro";
import { hasStatus } from "../../server/errors";
import { cacheTag } from "../../server/cache/tags";
import { rssResponse } from "../../server/views/rss";
import { ROUTES } from "../../shared/routes";
import { siteOrigin } from "../../shared/site-url";

export const GET: APIRoute = async ({ locals, url, params, redirect }) => {
  const { config, services } = locals.app;
  const username = params.username ?? "";
  let author;
  try {
    author = await services.people.profile(username, null);
  } catch (err) {
    if (!hasStatus(err, 404)) throw err;
    const moved = await services.users.formerOwnerOf(username);
    if (moved) return redirect(ROUTES.authorFeed(moved), 301);
    return new Response("No such author", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const origin = siteOrigin(config.PUBLIC_URL, url);
  const name = `${author.firstName} ${author.lastName}`;
  return rssResponse({
    title: `${name} on ${config.SITE_NAME}`,
    description: author.bio || `Stories by ${name} on ${config.SITE_NAME}`,
    link: `${origin}${ROUTES.author(author.username)}`,
    self: `${origin}${ROUTES.authorFeed(author.username)}`,
    origin,
    posts: await services.posts.feed(20, { authorId: author._id }),
    tags: [cacheTag.feed, cacheTag.user(author._id)],
  });
};

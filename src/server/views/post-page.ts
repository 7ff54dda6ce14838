/**
 * Everything the post page shows, from one call: the story (read once, by its address or id), then
 * its related stories and first comments side by side, each handed the story it needs instead of
 * reading it again. A test counts the statements a render sends (tests/api/page-queries.test.ts).
 */
import type { PageContext } from "../context.ts";
import type { Post, PostSummary } from "../../shared/post.ts";

export const RELATED_ON_POST_PAGE = 3;
export const COMMENTS_ON_POST_PAGE = 10;

export type PostPageLoad =
  | { kind: "moved"; to: string }
  | {
      kind: "post";
      post: Post;
      related: PostSummary[];
      comments: Awaited<ReturnType<PageContext["services"]["comments"]["listComments"]>> | null;
    };

/** Throws the services' 404 for a story that does not exist or is someone else's draft. */
export async function loadPostPage(app: PageContext, slug: string, readerId: string | null): Promise<PostPageLoad> {
  const { posts, comments: commentService } = app.services;
  const found = await posts.getBySlug(slug, readerId);
  if ("movedTo" in found) return { kind: "moved", to: found.movedTo };
  const { post } = found;
  if (post.status !== "published") return { kind: "post", post, related: [], comments: null };
  const [related, comments] = await Promise.all([
    posts.related(post, RELATED_ON_POST_PAGE),
    commentService.listComments(post._id, { page: 1, limit: COMMENTS_ON_POST_PAGE }, null, true),
  ]);
  return { kind: "post", post, related: related.posts, comments };
}

/** Reading one story: by its address, by its id for editors, and where an old address moved. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mayEditPost } from "./access.ts";
import { withCoauthors } from "./bylines.ts";
import { POST_MESSAGES } from "./messages.ts";
import { posts, postSlugs } from "../../db/schema/index.ts";
import { NotFoundError } from "../../errors.ts";
import { toPost } from "../../db/contract-shapes.ts";
import { likedBy } from "../likes/liked-by.ts";
import type { PostQueries } from "./shared.ts";
import type { Post, SeriesNav } from "../../../shared/post.ts";
import { isUuid } from "../../../shared/schemas/ids.ts";

export function createPostReading(
  db: Db,
  { withAuthor }: PostQueries,
  seriesNav: (seriesId: string) => Promise<SeriesNav | undefined>,
) {
  return {
    /** Whether the person may edit the story: its owner, or an accepted co-author (pages show Edit by it). */
    mayEdit: (postId: string, userId: string) => mayEditPost(db, postId, userId),
    /**
     * A post by its address (or its id, for editors whose copy may predate a new address); an old
     * address of a published post answers where it moved.
     */
    async getBySlug(slug: string, viewerId?: string | null): Promise<{ post: Post } | { movedTo: string }> {
      const isId = isUuid(slug);
      const row = (await withAuthor(eq(posts.slug, slug))) ?? (isId ? await withAuthor(eq(posts.id, slug)) : undefined);
      if (row) {
        // Drafts and stories a moderator hid are their author's alone.
        if (
          row.post.status !== "published" &&
          row.post.authorId !== viewerId &&
          !(viewerId && (await mayEditPost(db, row.post.id, viewerId)))
        )
          throw new NotFoundError(POST_MESSAGES.notFound);
        const post = toPost(row.post, row.author);
        await withCoauthors(db, [post]);
        // A part of a series shows the others (one more statement, only then).
        const [liked, series] = await Promise.all([
          viewerId ? likedBy(db, viewerId, [post._id]) : undefined,
          row.post.seriesId ? seriesNav(row.post.seriesId) : undefined,
        ]);
        if (liked) post.iLiked = liked.has(post._id);
        if (series && series.parts.length > 0) post.series = series;
        return { post };
      }
      const [moved] = await db
        .select({ slug: posts.slug })
        .from(postSlugs)
        .innerJoin(posts, eq(posts.id, postSlugs.postId))
        .where(and(eq(postSlugs.slug, slug), eq(posts.status, "published")))
        .limit(1);
      if (moved) return { movedTo: moved.slug };
      throw new NotFoundError(POST_MESSAGES.notFound);
    },
  };
}

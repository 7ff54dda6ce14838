/**
 * A story's counters as likes, comments and shares move them: the published story a like, comment or
 * share is about (locked in the write's transaction), its counters, and the check that nobody on
 * either side of a block responds.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema/index.ts";
import { ForbiddenError, NotFoundError } from "../../errors.ts";
import type { PostStats } from "../../../shared/post.ts";
import { BLOCKED, blockedEitherWaySql } from "../blocks.ts";
import { POST_MESSAGES } from "./messages.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const counters = { totalComments: posts.totalComments, totalLikes: posts.totalLikes, totalShares: posts.totalShares };

export function postCounters(db: Db) {
  /**
   * The published story a reaction is about. Inside a write's transaction (`tx`) its row is locked FOR
   * NO KEY UPDATE until the write commits: a delete or unpublish waits instead of slipping in between
   * the check and the insert (which left a comment on a gone story, or a foreign-key error). Not FOR
   * SHARE: the write goes on to update the row's counter, and two sharers upgrading would deadlock.
   */
  async function publishedPost(postId: string, tx?: Tx) {
    const { id, authorId } = await storyFor(postId, tx);
    return { id, authorId };
  }
  /** The story as publishedPost finds it, and whether `respondent` and its author are on either side of a block. */
  async function storyFor(postId: string, tx?: Tx, respondent?: string) {
    const query = (tx ?? db)
      .select({
        id: posts.id,
        authorId: posts.authorId,
        // Named in full: Drizzle leaves a one-table select's columns unqualified.
        blocked: respondent ? blockedEitherWaySql(respondent, sql`"posts"."author_id"`) : sql<boolean>`false`,
      })
      .from(posts)
      .where(and(eq(posts.id, postId), eq(posts.status, "published")))
      .limit(1);
    const [post] = tx ? await query.for("no key update") : await query;
    if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
    return post;
  }
  async function stats(tx: Tx | Db, postId: string): Promise<PostStats> {
    const [row] = await tx.select(counters).from(posts).where(eq(posts.id, postId));
    return row!;
  }
  /** Moves one counter and reads them all back, in one statement (each is a turn of the embedded database). */
  async function move(
    tx: Tx,
    postId: string,
    column: "totalLikes" | "totalComments" | "totalShares",
    by: number,
  ): Promise<PostStats> {
    const [row] = await tx
      .update(posts)
      // A reaction is not an edit: the story's modified date stays (meta tags, JSON-LD, sitemap).
      .set({ [column]: sql`${posts[column]} + ${by}`, updatedAt: sql`${posts.updatedAt}` })
      .where(eq(posts.id, postId))
      .returning(counters);
    return row!;
  }
  /**
   * The published story `userId` responds to (as publishedPost, locked inside `tx`), refused when either
   * of the two blocked the other: one statement, where it was two in a row.
   */
  async function openPost(userId: string, postId: string, tx?: Tx) {
    const { id, authorId, blocked } = await storyFor(postId, tx, userId);
    if (authorId !== userId && blocked) throw new ForbiddenError(BLOCKED);
    return { id, authorId };
  }

  return { publishedPost, stats, move, openPost };
}
export type PostCounters = ReturnType<typeof postCounters>;

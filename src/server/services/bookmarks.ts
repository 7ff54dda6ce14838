/**
 * Reading lists: a reader saves published stories to read later, archives what they have read, and
 * removes what they no longer want. Nobody can save the story of someone on either side of a block,
 * and a list never shows a story that is no longer published or whose author is blocked either way.
 */
import { and, count, desc, eq, isNotNull, isNull, notInArray, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { bookmarks, posts, users } from "../db/schema/index.ts";
import { NotFoundError } from "../errors.ts";
import type { Bookmark } from "../../shared/bookmark.ts";
import { BOOKMARK_MESSAGES } from "../../shared/bookmark.ts";
import type { Paging } from "../../shared/schemas/posts.ts";
import type { Blocking } from "./blocks.ts";
import { authorColumns, summaryColumns, toSummary } from "../db/contract-shapes.ts";
import { likedBy } from "./likes/liked-by.ts";
import { POST_MESSAGES } from "./posts/messages.ts";

export function createBookmarkService(db: Db, blocking: Blocking) {
  return {
    /** Saves the story, or removes it when it was saved (archived or not). */
    async toggle(userId: string, postId: string): Promise<{ saved: boolean }> {
      const removed = await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.postId, postId)))
        .returning({ postId: bookmarks.postId });
      if (removed.length) return { saved: false };
      const [post] = await db
        .select({ authorId: posts.authorId })
        .from(posts)
        .where(and(eq(posts.id, postId), eq(posts.status, "published")));
      if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
      await blocking.assertNotBlocked(userId, post.authorId);
      await db.insert(bookmarks).values({ userId, postId }).onConflictDoNothing();
      return { saved: true };
    },

    async setArchived(userId: string, postId: string, archived: boolean): Promise<{ archived: boolean }> {
      const changed = await db
        .update(bookmarks)
        .set({ archivedAt: archived ? new Date() : null })
        .where(and(eq(bookmarks.userId, userId), eq(bookmarks.postId, postId)))
        .returning({ postId: bookmarks.postId });
      if (!changed.length) throw new NotFoundError(BOOKMARK_MESSAGES.notSaved);
      return { archived };
    },

    /** The reading list (or its archive), the most recently saved first. */
    async list(userId: string, archived: boolean, paging: Paging) {
      const hidden = await blocking.blockedEitherWayIds(userId);
      const filters: SQL[] = [
        eq(bookmarks.userId, userId),
        eq(posts.status, "published"),
        archived ? isNotNull(bookmarks.archivedAt) : isNull(bookmarks.archivedAt),
      ];
      if (hidden.length) filters.push(notInArray(posts.authorId, hidden));
      const where = and(...filters)!;
      const [rows, [total]] = await Promise.all([
        db
          .select({ post: summaryColumns, author: authorColumns, savedAt: bookmarks.createdAt })
          .from(bookmarks)
          .innerJoin(posts, eq(posts.id, bookmarks.postId))
          .innerJoin(users, eq(users.id, posts.authorId))
          .where(where)
          .orderBy(desc(bookmarks.createdAt), desc(bookmarks.postId))
          .limit(paging.limit)
          .offset((paging.page - 1) * paging.limit),
        db.select({ n: count() }).from(bookmarks).innerJoin(posts, eq(posts.id, bookmarks.postId)).where(where),
      ]);
      const liked = await likedBy(
        db,
        userId,
        rows.map((r) => r.post.id),
      );
      const items: Bookmark[] = rows.map((r) => ({
        post: { ...toSummary(r.post, r.author), iLiked: liked.has(r.post.id) },
        savedAt: r.savedAt.toISOString(),
        archived,
      }));
      return { bookmarks: items, meta: { page: paging.page, limit: paging.limit, total: total?.n ?? 0 } };
    },
  };
}
export type BookmarkService = ReturnType<typeof createBookmarkService>;

/**
 * Decisions on what people wrote: hide and restore a story, remove a comment (rank holds; the
 * comment's reporters hear it was removed).
 */
import { eq } from "drizzle-orm";
import { comments, posts } from "../../db/schema/index.ts";
import { BadRequestError } from "../../errors.ts";
import { MODERATION_MESSAGES, moderationNotice } from "../../../shared/moderation.ts";
import type { PostStats } from "../../../shared/post.ts";
import type { Deps, Moderator, ModerationTools } from "./shared.ts";
import { closeCommentReports } from "./comment-reports.ts";

export function createContentDecisions(
  { db, tell, comments: commentService }: Deps,
  { record, story, closeReports, storyChanged, mayActOnContentOf }: ModerationTools,
) {
  return {
    /** Takes a story down everywhere; its author is told why, its reporters that it is gone. */
    async hide(moderator: Moderator, postId: string, reason: string): Promise<void> {
      const post = await story(postId);
      await mayActOnContentOf(moderator, post.authorId);
      if (post.status === "hidden") throw new BadRequestError("This story is hidden already");
      const reporters = await db.transaction(async (tx) => {
        await tx.update(posts).set({ status: "hidden" }).where(eq(posts.id, postId));
        await record(tx, {
          moderatorId: moderator.id,
          action: "hide",
          postId,
          targetUserId: post.authorId,
          subject: post.title,
          reason,
        });
        return closeReports(tx, postId, "hidden");
      });
      storyChanged(postId);
      await tell({ recipientId: post.authorId, ...moderationNotice.authorHidden(post.title, reason), postId });
      for (const r of reporters) await tell({ recipientId: r, ...moderationNotice.reporterHidden(post.title) });
    },

    /** Puts a hidden story back where it was. */
    async restore(moderator: Moderator, postId: string, reason: string): Promise<void> {
      const post = await story(postId);
      if (post.status !== "hidden") throw new BadRequestError(MODERATION_MESSAGES.notHidden);
      await mayActOnContentOf(moderator, post.authorId);
      await db.transaction(async (tx) => {
        await tx.update(posts).set({ status: "published" }).where(eq(posts.id, postId));
        await record(tx, {
          moderatorId: moderator.id,
          action: "restore",
          postId,
          targetUserId: post.authorId,
          subject: post.title,
          reason,
        });
      });
      storyChanged(postId);
      await tell({ recipientId: post.authorId, ...moderationNotice.authorRestored(post.title, reason), postId });
    },

    /** Removes anyone's comment (with its replies); its writer is told why. */
    async removeComment(moderator: Moderator, commentId: string, reason: string): Promise<{ stats: PostStats }> {
      const [writer] = await db
        .select({ authorId: comments.authorId })
        .from(comments)
        .where(eq(comments.id, commentId));
      if (writer) await mayActOnContentOf(moderator, writer.authorId);
      // Read before the comment goes: its reports (and its replies') go with it.
      const reporters = writer ? await db.transaction((tx) => closeCommentReports(tx, commentId, "removed")) : [];
      const { comment, stats } = await commentService.removeComment(commentId);
      const [post] = await db.select({ title: posts.title }).from(posts).where(eq(posts.id, comment.postId));
      await record(db, {
        moderatorId: moderator.id,
        action: "remove-comment",
        postId: comment.postId,
        targetUserId: comment.authorId,
        subject: comment.content.slice(0, 300),
        reason,
      });
      if (comment.authorId && comment.authorId !== moderator.id) {
        await tell({
          recipientId: comment.authorId,
          ...moderationNotice.commentRemoved(post?.title ?? "", reason),
          postId: comment.postId,
        });
      }
      for (const r of reporters)
        await tell({
          recipientId: r,
          ...moderationNotice.reporterCommentRemoved(post?.title ?? ""),
          postId: comment.postId,
        });
      return { stats };
    },
  };
}

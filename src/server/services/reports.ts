/**
 * Reports: one open report per person and story (or comment), never on one's own (the queues are
 * services/moderation/reports.ts and comment-reports.ts).
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { uniqueViolation } from "../db/errors.ts";
import { commentReports, comments, posts, reports } from "../db/schema/index.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors.ts";
import { COMMENT_MESSAGES } from "./comments.ts";
import type { PostCounters } from "./posts/counters.ts";

/** What reports tell people, in one place. */
export const REPORT_MESSAGES = {
  sent: "Thank you. The report was sent.",
  already: "You already reported this story. We are looking into it.",
  ownStory: "You cannot report your own story",
  alreadyComment: "You already reported this comment. We are looking into it.",
  ownComment: "You cannot report your own comment",
} as const;

type ReportInput = { reason: (typeof reports.$inferInsert)["reason"]; description: string };

export function createReportService(db: Db, { publishedPost }: PostCounters) {
  return {
    async report(userId: string, postId: string, input: ReportInput) {
      const post = await publishedPost(postId);
      if (post.authorId === userId) throw new ForbiddenError(REPORT_MESSAGES.ownStory);
      try {
        const [row] = await db
          .insert(reports)
          .values({ reporterId: userId, postId, reason: input.reason, description: input.description })
          .returning();
        return {
          report: {
            _id: row!.id,
            postId,
            reason: row!.reason,
            description: row!.description,
            status: row!.status,
            createdAt: row!.createdAt.toISOString(),
          },
        };
      } catch (err) {
        if (uniqueViolation(err)) throw new ConflictError(REPORT_MESSAGES.already);
        throw err;
      }
    },

    /** A report on a comment of a published story: the story's rules (not one's own, once while open). */
    async reportComment(userId: string, commentId: string, input: ReportInput) {
      const [comment] = await db
        .select({ authorId: comments.authorId })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(and(eq(comments.id, commentId), eq(posts.status, "published")));
      if (!comment) throw new NotFoundError(COMMENT_MESSAGES.notFound);
      if (comment.authorId === userId) throw new ForbiddenError(REPORT_MESSAGES.ownComment);
      try {
        const [row] = await db
          .insert(commentReports)
          .values({ reporterId: userId, commentId, reason: input.reason, description: input.description })
          .returning();
        return {
          report: {
            _id: row!.id,
            commentId,
            reason: row!.reason,
            description: row!.description,
            status: row!.status,
            createdAt: row!.createdAt.toISOString(),
          },
        };
      } catch (err) {
        if (uniqueViolation(err)) throw new ConflictError(REPORT_MESSAGES.alreadyComment);
        throw err;
      }
    },
  };
}

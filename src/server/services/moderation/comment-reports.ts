/**
 * The comment report queue: comments with open reports (most reported first, each report saying
 * whether its reporter's word has weight, as for stories), dismissing them, and closing them when a
 * moderator removes the comment. Reporters hear the outcome, never who decided.
 */
import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { commentReports, comments, moderationLog as moderationLogTable, posts, users } from "../../db/schema/index.ts";
import { BadRequestError, NotFoundError } from "../../errors.ts";
import { MODERATION_MESSAGES, moderationNotice, type ReportedComment } from "../../../shared/moderation.ts";
import type { Paging } from "../../../shared/schemas/posts.ts";
import { toAuthor } from "../../db/contract-shapes.ts";
import { openReportsOf, toQueuedReport } from "./report-rows.ts";
import { COMMENT_MESSAGES } from "../comments.ts";
import type { Deps, Moderator, Tx } from "./shared.ts";

/** Closes the open reports on a comment and its replies; answers whom to tell. */
export async function closeCommentReports(tx: Tx, commentId: string, outcome: "dismissed" | "removed") {
  const thread = tx
    .select({ id: comments.id })
    .from(comments)
    .where(or(eq(comments.id, commentId), eq(comments.parentId, commentId)));
  const closed = await tx
    .update(commentReports)
    .set({ status: "closed", outcome, closedAt: new Date() })
    .where(and(inArray(commentReports.commentId, thread), eq(commentReports.status, "open")))
    .returning({ reporterId: commentReports.reporterId });
  return [...new Set(closed.map((r) => r.reporterId))];
}

export function createCommentReportQueue({ db, tell }: Deps) {
  return {
    /** Comments of published or hidden stories with open reports, the most reported first. */
    async commentQueue(paging: Paging): Promise<{ comments: ReportedComment[]; meta: Paging & { total: number } }> {
      const open = eq(commentReports.status, "open");
      const [total] = await db
        .select({ n: sql<number>`count(distinct ${commentReports.commentId})::int` })
        .from(commentReports)
        .where(open);
      const page = await db
        .select({ commentId: commentReports.commentId })
        .from(commentReports)
        .where(open)
        .groupBy(commentReports.commentId)
        .orderBy(desc(count()), asc(sql`min(${commentReports.createdAt})`))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit);
      const ids = page.map((p) => p.commentId);
      const meta = { ...paging, total: total?.n ?? 0 };
      if (ids.length === 0) return { comments: [], meta };
      const writers = alias(users, "writers");
      const [rows, items] = await Promise.all([
        db
          .select({
            _id: comments.id,
            content: comments.content,
            createdAt: comments.createdAt,
            post: { _id: posts.id, slug: posts.slug, title: posts.title },
            author: {
              _id: writers.id,
              username: writers.username,
              firstName: writers.firstName,
              lastName: writers.lastName,
              avatar: writers.avatar,
            },
          })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .leftJoin(writers, eq(writers.id, comments.authorId))
          .where(inArray(comments.id, ids)),
        openReportsOf(db, commentReports, ids),
      ]);
      const byId = new Map(rows.map((r) => [r._id, r]));
      return {
        comments: ids.flatMap((id): ReportedComment[] => {
          const c = byId.get(id);
          if (!c) return [];
          return [
            {
              comment: {
                _id: c._id,
                content: c.content,
                createdAt: c.createdAt.toISOString(),
                post: c.post,
                author: c.author?._id ? toAuthor(c.author) : null,
              },
              reports: items.filter((i) => "commentId" in i.report && i.report.commentId === id).map(toQueuedReport),
            },
          ];
        }),
        meta,
      };
    },

    /** The comment stays; its open reports close and the reporters hear so. */
    async dismissComment(moderator: Moderator, commentId: string, reason: string): Promise<void> {
      const [comment] = await db
        .select({ postId: comments.postId, content: comments.content, title: posts.title })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(eq(comments.id, commentId));
      if (!comment) throw new NotFoundError(COMMENT_MESSAGES.notFound);
      const reporters = await db.transaction(async (tx) => {
        const told = await closeCommentReports(tx, commentId, "dismissed");
        if (told.length === 0) throw new BadRequestError(MODERATION_MESSAGES.noOpenCommentReports);
        await tx.insert(moderationLogTable).values({
          moderatorId: moderator.id,
          action: "dismiss-comment",
          postId: comment.postId,
          subject: comment.content.slice(0, 300),
          reason,
        });
        return told;
      });
      for (const r of reporters)
        await tell({
          recipientId: r,
          ...moderationNotice.reporterCommentDismissed(comment.title),
          postId: comment.postId,
        });
    },
  };
}

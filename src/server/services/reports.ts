/** Reports: one open report per person and story, never on one's own (the queue is services/moderation/reports.ts). */
import type { Db } from "../db/client.ts";
import { uniqueViolation } from "../db/errors.ts";
import { reports } from "../db/schema/index.ts";
import { ConflictError, ForbiddenError } from "../errors.ts";
import type { PostCounters } from "./posts/counters.ts";

/** What reports tell people, in one place. */
export const REPORT_MESSAGES = {
  sent: "Thank you. The report was sent.",
  already: "You already reported this story. We are looking into it.",
  ownStory: "You cannot report your own story",
} as const;

export function createReportService(db: Db, { publishedPost }: PostCounters) {
  return {
    async report(
      userId: string,
      postId: string,
      input: { reason: (typeof reports.$inferInsert)["reason"]; description: string },
    ) {
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
  };
}

/** Readers' reports on stories: one open report per person and story; moderators close them. */
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REPORT_REASONS } from "../../../shared/moderation.ts";
import { createdAt, id } from "./columns.ts";
import { comments } from "./comments.ts";
import { postRef, userRef } from "./refs.ts";

export const reports = pgTable(
  "reports",
  {
    id: id(),
    reporterId: userRef("reporter_id"),
    postId: postRef(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    /** What a moderator decided when closing it. */
    outcome: text("outcome", { enum: ["dismissed", "hidden"] }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_one_open_per_user_and_post")
      .on(t.reporterId, t.postId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Readers' reports on comments: the same reasons and rules as a story's; gone with the comment. */
export const commentReports = pgTable(
  "comment_reports",
  {
    id: id(),
    reporterId: userRef("reporter_id"),
    commentId: uuid("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    outcome: text("outcome", { enum: ["dismissed", "removed"] }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("comment_reports_one_open_per_user_and_comment")
      .on(t.reporterId, t.commentId)
      .where(sql`${t.status} = 'open'`),
    index("comment_reports_comment_idx").on(t.commentId),
  ],
);

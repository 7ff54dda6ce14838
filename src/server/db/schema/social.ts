/**
 * Social rows: likes, comments, shares, reports, follows, blocks. The post counters are moved by
 * exactly one, in the same transaction, only when a row was really inserted or deleted, so they always
 * equal these rows; follower counts are counted from `follows` when read.
 */
import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { posts } from "./posts.ts";
import { users } from "./users.ts";
import { REPORT_REASONS, SHARE_PLATFORMS } from "../../../shared/schemas/reaction-options.ts";

const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const postRef = () =>
  uuid("post_id")
    .notNull()
    .references(() => posts.id, { onDelete: "cascade" });

export const likes = pgTable(
  "likes",
  { userId: userRef("user_id"), postId: postRef(), createdAt: createdAt() },
  (t) => [
    primaryKey({ name: "likes_one_per_user_and_post", columns: [t.userId, t.postId] }),
    index("likes_post_idx").on(t.postId),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: id(),
    postId: postRef(),
    /**
     * Null once its author deleted their account: a comment others replied to stays, emptied, so
     * their thread still reads (see services/account-deletion.ts).
     */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    /** As written (Markdown), and rendered once at write time to sanitised HTML with @mentions linked. */
    content: text("content").notNull(),
    /** Empty for comments written before comments were rendered: those show as plain text. */
    contentHtml: text("content_html").notNull().default(""),
    /** Set by each edit: readers see the comment was edited. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_post_idx").on(t.postId, t.createdAt),
    index("comments_parent_idx").on(t.parentId),
    index("comments_author_idx").on(t.authorId),
  ],
);

export const shares = pgTable(
  "shares",
  {
    id: id(),
    userId: userRef("user_id"),
    postId: postRef(),
    platform: text("platform", { enum: SHARE_PLATFORMS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("shares_post_idx").on(t.postId), index("shares_user_idx").on(t.userId)],
);

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

export const follows = pgTable(
  "follows",
  { followerId: userRef("follower_id"), followeeId: userRef("followee_id"), createdAt: createdAt() },
  (t) => [
    primaryKey({ name: "follows_one_per_pair", columns: [t.followerId, t.followeeId] }),
    index("follows_followee_idx").on(t.followeeId),
  ],
);

export const blocks = pgTable(
  "blocks",
  { blockerId: userRef("blocker_id"), blockedId: userRef("blocked_id"), createdAt: createdAt() },
  (t) => [
    primaryKey({ name: "blocks_one_per_pair", columns: [t.blockerId, t.blockedId] }),
    index("blocks_blocked_idx").on(t.blockedId),
  ],
);

/**
 * People a reader set aside without blocking: their stories and comments leave the reader's feeds and
 * their notifications stop; they are not told, and nothing else changes between the two.
 */
export const mutes = pgTable(
  "mutes",
  { muterId: userRef("muter_id"), mutedId: userRef("muted_id"), createdAt: createdAt() },
  (t) => [primaryKey({ name: "mutes_one_per_pair", columns: [t.muterId, t.mutedId] })],
);

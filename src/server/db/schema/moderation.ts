/**
 * The moderation log: every action a moderator or admin takes, with who, what, when and why. Rows
 * outlive what they name (a removed comment, a deleted account): the ids go, the words stay.
 */
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { posts } from "./posts.ts";
import { users } from "./users.ts";

export const MODERATION_ACTIONS = [
  "dismiss",
  "dismiss-comment",
  "hide",
  "restore",
  "remove-comment",
  "suspend",
  "unsuspend",
  "grant-moderator",
  "revoke-moderator",
] as const;

export const moderationLog = pgTable(
  "moderation_log",
  {
    id: id(),
    moderatorId: uuid("moderator_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: MODERATION_ACTIONS }).notNull(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "set null" }),
    targetUserId: uuid("target_user_id").references(() => users.id, { onDelete: "set null" }),
    /** What the action was about, in words that stay when the row it names is gone. */
    subject: text("subject").notNull().default(""),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("moderation_log_created_idx").on(t.createdAt)],
);

/**
 * The moderation log: every action a moderator or admin takes, with who, what, when and why. Rows
 * outlive what they name (a removed comment, a deleted account): the ids go, the words stay.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { posts } from "./posts.ts";
import { users } from "./users.ts";

export const MODERATION_ACTIONS = [
  "dismiss",
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

import { WEBHOOK_EVENTS } from "../../../shared/moderation.ts";
export { WEBHOOK_EVENTS };

/** Addresses an admin registered to hear of events; each delivery is signed with the hook's secret. */
export const webhooks = pgTable("webhooks", {
  id: id(),
  url: text("url").notNull(),
  events: text("events", { enum: WEBHOOK_EVENTS }).array().notNull(),
  secret: text("secret").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * The delivery queue: one row per event and hook. Each process claims due rows (skipping those
 * another holds), sends them, and on failure sets the next attempt further off, until it gives up.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    event: text("event", { enum: WEBHOOK_EVENTS }).notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The receiver's HTTP status at the last attempt, or null when it could not be reached. */
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_hook_idx").on(t.webhookId, t.createdAt),
  ],
);

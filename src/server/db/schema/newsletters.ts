/**
 * Stories by e-mail: each author's subscribers (double opt-in: only a confirmed address receives
 * anything) and the sending queue, one row per story and subscriber, each with its own state, so a
 * crash mid-send skips no one and sends twice only what the SMTP server accepted in the instant
 * before the row said so.
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { posts } from "./posts.ts";
import { userRef } from "./refs.ts";
import { users } from "./users.ts";

export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed", "bouncing"] as const;
/** How a confirmed address said yes: the link we sent, their account, or the author's word on an import. */
export const SUBSCRIBER_CONSENTS = ["link", "account", "import"] as const;

export const subscribers = pgTable(
  "subscribers",
  {
    id: id(),
    authorId: userRef("author_id"),
    email: text("email").notNull(),
    /** Lower-cased: one subscription per author and address, however it is typed. */
    emailKey: text("email_key").notNull(),
    name: text("name").notNull().default(""),
    status: text("status", { enum: SUBSCRIBER_STATUSES }).notNull().default("pending"),
    consent: text("consent", { enum: SUBSCRIBER_CONSENTS }),
    /** The reader's account when they subscribed signed in. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** SHA-256 of the confirmation link's token, until it is used or expires. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** The SMTP server's permanent refusal that marked the address as bouncing. */
    bounceReason: text("bounce_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("subscribers_one_per_author_and_address").on(t.authorId, t.emailKey),
    index("subscribers_author_status_idx").on(t.authorId, t.status),
    uniqueIndex("subscribers_confirm_token_idx")
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
  ],
);

export const NEWSLETTER_DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;

export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    status: text("status", { enum: NEWSLETTER_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a sender last took it (the rate per minute counts these). */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_one_per_story_and_subscriber").on(t.postId, t.subscriberId),
    index("newsletter_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("newsletter_deliveries_claimed_idx").on(t.claimedAt),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
  ],
);

/** Usernames a person had before: their old author page address answers a permanent redirect. */
export const previousUsernames = pgTable("previous_usernames", {
  usernameKey: text("username_key").primaryKey(),
  userId: userRef("user_id"),
  createdAt: createdAt(),
});

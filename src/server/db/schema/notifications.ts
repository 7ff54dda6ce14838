/**
 * Notifications for a recipient. One row per event; likes and follows are unique per actor and
 * target (a partial unique index), so unliking and liking again never notifies twice; a mention is
 * unique per person and comment, so editing it out and back in never does either.
 */
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS, type NotificationParams } from "../../../shared/notification.ts";
import { createdAt, id } from "./columns.ts";
import { posts } from "./posts.ts";
import { comments } from "./comments.ts";
import { users } from "./users.ts";

export const NOTIFICATION_TYPES = ["like", "comment", "reply", "follow", "share", "system"] as const;

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    /** English, for API clients; the interface says it again from `kind` and `params` when they are set. */
    message: text("message").notNull(),
    /** Null on rows stored before kinds were: they show their `message`. */
    kind: text("kind", { enum: NOTIFICATION_KINDS }),
    params: jsonb("params").$type<NotificationParams>(),
    read: boolean("read").notNull().default(false),
    /** An invitation to co-author `postId`: the notification shows Accept and Decline (or the outcome). */
    coauthorInvite: boolean("coauthor_invite").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // In the list's order, with the id: a page deep in a long list is read from the index alone.
    index("notifications_recipient_idx").on(t.recipientId, t.createdAt, t.id),
    uniqueIndex("notifications_once_per_like_or_follow")
      .on(t.recipientId, t.actorId, t.type, sql`coalesce(${t.postId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.type} in ('like', 'follow')`),
    // A mention tells each person once per comment, also when two edits of it are handled at once.
    uniqueIndex("notifications_once_per_mention")
      .on(t.recipientId, t.commentId)
      .where(sql`${t.kind} = 'mention'`),
  ],
);

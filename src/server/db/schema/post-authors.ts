/**
 * A story's co-authors. The owner stays `posts.author_id` (every existing query keeps working); a row
 * here is someone the owner invited: `invited` until they accept, then `accepted`, which lets them edit,
 * publish and schedule the story and puts them in its byline at `position` (after the owner). Declining
 * or being removed deletes the row. Rows go with their story or their person.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { postRef, userRef } from "./refs.ts";

export const COAUTHOR_STATUSES = ["invited", "accepted"] as const;
export type CoauthorStatus = (typeof COAUTHOR_STATUSES)[number];

export const postAuthors = pgTable(
  "post_authors",
  {
    postId: postRef(),
    userId: userRef("user_id"),
    invitedBy: userRef("invited_by"),
    status: text("status", { enum: COAUTHOR_STATUSES }).notNull().default("invited"),
    /** Order in the byline among the co-authors (the owner is always first). */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "post_authors_one_per_post_and_user", columns: [t.postId, t.userId] }),
    index("post_authors_user_idx").on(t.userId, t.status),
  ],
);
export type PostAuthorRow = typeof postAuthors.$inferSelect;

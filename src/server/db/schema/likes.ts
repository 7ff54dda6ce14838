/**
 * Likes: one row per reader and story. The story's counter moves by exactly one in the same
 * transaction, only when a row was really inserted or deleted, so it always equals these rows.
 */
import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { postRef, userRef } from "./refs.ts";

export const likes = pgTable(
  "likes",
  { userId: userRef("user_id"), postId: postRef(), createdAt: createdAt() },
  (t) => [
    primaryKey({ name: "likes_one_per_user_and_post", columns: [t.userId, t.postId] }),
    index("likes_post_idx").on(t.postId),
  ],
);

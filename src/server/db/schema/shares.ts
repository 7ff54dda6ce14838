/** Shares: each one a row, with the platform it went to; the story's counter moves with them. */
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { SHARE_PLATFORMS } from "../../../shared/share-links.ts";
import { createdAt, id } from "./columns.ts";
import { postRef, userRef } from "./refs.ts";

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

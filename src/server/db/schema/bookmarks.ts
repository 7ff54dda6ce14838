/**
 * A reader's reading list: stories saved to read later. Archiving keeps a story in the list's archive
 * (read, but worth keeping); removing deletes the row. Rows go with their story or their reader.
 */
import { desc } from "drizzle-orm";
import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { posts } from "./posts.ts";
import { users } from "./users.ts";

export const bookmarks = pgTable(
  "bookmarks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "bookmarks_one_per_user_and_post", columns: [t.userId, t.postId] }),
    index("bookmarks_list_idx").on(t.userId, desc(t.createdAt)),
    index("bookmarks_post_idx").on(t.postId),
  ],
);

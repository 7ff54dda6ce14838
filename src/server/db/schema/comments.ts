/** Comments, one level of replies; the story's counter moves with them as likes' does. */
import { index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { postRef } from "./refs.ts";
import { users } from "./users.ts";

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
    /** A reply from the fediverse: its Note's id, so a re-delivered activity finds the comment it made. */
    apId: text("ap_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_post_idx").on(t.postId, t.createdAt),
    index("comments_parent_idx").on(t.parentId),
    index("comments_author_idx").on(t.authorId),
    uniqueIndex("comments_ap_id_unique").on(t.apId),
  ],
);

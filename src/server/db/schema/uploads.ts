/**
 * Who uploaded which picture, so their pictures can go with their account. A row is written when
 * the upload is signed (the key is chosen then); pictures of the demo seed have none.
 */
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

export const uploads = pgTable(
  "uploads",
  {
    /** The storage key, as in `/uploads/<key>`. */
    key: text("key").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerId)],
);

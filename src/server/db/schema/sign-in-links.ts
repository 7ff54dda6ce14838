/**
 * Sign-in links sent by e-mail: a way in that works while password sign-in to the account is
 * throttled (nobody can lock its owner out by guessing). The token is stored hashed, works once,
 * and expires after a few minutes.
 */
import { pgTable, text, timestamp, uuid, index } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

export const signInLinks = pgTable(
  "sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_links_user_idx").on(t.userId)],
);

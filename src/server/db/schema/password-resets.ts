/**
 * Password reset: one live code per user (a new code replaces the old). The 6-digit code and the
 * verification token are stored as keyed hashes; attempts count wrong codes.
 */
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

export const passwordResets = pgTable("password_resets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  attempts: integer("attempts").notNull().default(0),
  verificationHash: text("verification_hash").unique("password_resets_verification_unique"),
  verificationExpiresAt: timestamp("verification_expires_at", { withTimezone: true }),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

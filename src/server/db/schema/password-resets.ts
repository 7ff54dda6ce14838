/**
 * Password reset: one live code per user (a new code replaces the old). The 6-digit code and the
 * verification token are stored as keyed hashes; attempts count wrong codes.
 */
import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

export const passwordResets = pgTable("password_resets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** Wrong and right tries at this code, from everyone. */
  attempts: integer("attempts").notNull().default(0),
  /** Tries per requester (a hash of the address): one guesser cannot use up the owner's. */
  attemptsBy: jsonb("attempts_by").$type<Record<string, number>>().notNull().default({}),
  verificationHash: text("verification_hash").unique("password_resets_verification_unique"),
  verificationExpiresAt: timestamp("verification_expires_at", { withTimezone: true }),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

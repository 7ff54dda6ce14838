/**
 * Users: one row per account. `username_key` is the NFKC-folded, lower-case username, so look-alike
 * names collide in its unique index; `token_version` lets the server make every access token of a
 * user unusable at once (logout everywhere, password reset).
 */
import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import type { Locale } from "../../../shared/locale.ts";

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    usernameKey: text("username_key").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash"),
    googleSub: text("google_sub"),
    /**
     * When the person last proved the address is theirs (a sign-in link used, a reset code verified,
     * a subscription link confirmed, Google's word): until then nothing is e-mailed to it in one step.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    avatar: text("avatar"),
    bio: text("bio"),
    interests: text("interests")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Topics (tags) the person hid: stories carrying one leave their feeds. */
    hiddenTags: text("hidden_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    theme: text("theme", { enum: ["soft", "modern", "dark", "editorial", "neutral"] })
      .notNull()
      .default("soft"),
    mode: text("mode", { enum: ["light", "dark", "system"] })
      .notNull()
      .default("system"),
    /** What subscribers get by e-mail of a new story: all of it, or its summary and a link. */
    newsletterContent: text("newsletter_content", { enum: ["full", "summary"] })
      .notNull()
      .default("full"),
    /** The interface's language the person chose (shared/locale.ts); null follows the browser. */
    language: text("language", { enum: ["en", "fr", "de", "es", "pt-BR", "ja", "ar"] }),
    /** The story languages the person's feeds show (shared/locale.ts); empty shows every language. */
    feedLanguages: text("feed_languages")
      .array()
      .$type<Locale[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    tokenVersion: integer("token_version").notNull().default(0),
    /** member, moderator or admin: what the person may do to others' stories, comments and accounts. */
    role: text("role", { enum: ["member", "moderator", "admin"] })
      .notNull()
      .default("member"),
    /** While in the future the person cannot sign in or write; far in the future means for good. */
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    /** Someone on another server (fediverse_actors says where): no sign-in, not listed among people here. */
    remote: boolean("remote").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_key_unique").on(t.usernameKey),
    uniqueIndex("users_google_sub_unique").on(t.googleSub),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * Posts (drafts are posts too). Markdown is stored as written and rendered once, at write time, to
 * sanitised HTML. `version` grows with every save, so an editor on another device can tell its copy is
 * stale instead of overwriting newer text. The counters are kept equal to the rows they count by the
 * social module, inside the same transactions.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";
import { series } from "./series.ts";

/** `hidden`: a moderator took a published story down; only its author and moderators still see it. */
export const POST_STATUSES = ["draft", "published", "hidden"] as const;

export const posts = pgTable(
  "posts",
  {
    id: id(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull().default(""),
    subtitle: text("subtitle"),
    content: text("content").notNull().default(""),
    contentHtml: text("content_html").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    coverUrl: text("cover_url"),
    coverAlt: text("cover_alt"),
    /** Where the story was first published, when it is cross-posted here (rel=canonical). */
    canonicalUrl: text("canonical_url"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The story's language (shared/locale.ts): its page's lang, feeds, the fediverse, search stemming. */
    language: text("language", { enum: ["en", "fr", "de", "es", "pt-BR", "ja", "ar"] })
      .notNull()
      .default("en"),
    /** The writer chose the language (else it is a guess, made again from the whole text when first published). */
    languageChosen: boolean("language_chosen").notNull().default(false),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    readingTime: integer("reading_time").notNull().default(1),
    version: integer("version").notNull().default(1),
    totalLikes: integer("total_likes").notNull().default(0),
    totalComments: integer("total_comments").notNull().default(0),
    totalShares: integer("total_shares").notNull().default(0),
    /** Likes and boosts from the fediverse (fediverse_reactions), counted apart from local likes. */
    fediverseLikes: integer("fediverse_likes").notNull().default(0),
    fediverseBoosts: integer("fediverse_boosts").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** A draft set to publish itself at this time (the scheduler clears it when it does). */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** The series the story belongs to, and its place there (1, 2, ...). */
    seriesId: uuid("series_id").references((): AnyPgColumn => series.id, { onDelete: "set null" }),
    seriesPosition: integer("series_position"),
    /** The author's choice per story: false and its first publication e-mails nobody. */
    emailSubscribers: boolean("email_subscribers").notNull().default(true),
    /**
     * Its e-mail to subscribers: `waiting` from its first publication here (set by that publication,
     * never by default), then `queued` once every subscriber confirmed by then has a delivery row (or
     * `skipped`). Set in the sender's own transaction, so a publication is never e-mailed twice nor
     * lost to a crash. Everything else (drafts, seeded, imported, moved, restored) is `skipped`.
     */
    newsletter: text("newsletter", { enum: ["waiting", "queued", "skipped"] })
      .notNull()
      .default("skipped"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("posts_slug_unique").on(t.slug),
    index("posts_author_idx").on(t.authorId, t.status),
    // With the id, a page of ids deep in a list is read from the index alone (a deferred join).
    index("posts_published_idx").on(t.status, t.publishedAt, t.id),
    index("posts_tags_idx").using("gin", t.tags),
    index("posts_series_idx")
      .on(t.seriesId, t.seriesPosition)
      .where(sql`${t.seriesId} is not null`),
    index("posts_newsletter_waiting_idx")
      .on(t.publishedAt)
      .where(sql`${t.newsletter} = 'waiting' and ${t.status} = 'published'`),
    index("posts_scheduled_idx")
      .on(t.scheduledAt)
      .where(sql`${t.scheduledAt} is not null`),
  ],
);

/** Addresses a published post had before its title changed: they redirect to the current one. */
export const postSlugs = pgTable("post_slugs", {
  slug: text("slug").primaryKey(),
  postId: uuid("post_id")
    .notNull()
    .references(() => posts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** The interests catalogue: topics readers choose and writers tag with. */
export const topics = pgTable("topics", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
});

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;

/**
 * Earlier states of a story, so nothing typed is ever lost: each explicit save (publish, update,
 * restore) keeps one, autosaves of a draft are folded into the newest one for ten minutes, and a
 * story keeps its newest fifty.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** The story's version this revision holds. */
    version: integer("version").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    content: text("content").notNull(),
    /** Who made this revision (the owner or a co-author); null when unknown (older ones, or a deleted account). */
    editorId: uuid("editor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("post_revisions_post_idx").on(t.postId, t.createdAt)],
);

/**
 * Views and reads per story and day, counted without cookies (a salted fingerprint of the address
 * and browser, kept in memory for the day, stops a reload counting twice), bots left out, and added
 * up in memory before they are written (services/posts/stats.ts).
 */
export const postDailyStats = pgTable(
  "post_daily_stats",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    reads: integer("reads").notNull().default(0),
  },
  (t) => [primaryKey({ name: "post_daily_stats_pk", columns: [t.postId, t.day] })],
);

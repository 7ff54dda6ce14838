/**
 * The fediverse (ActivityPub, through Fedify). People elsewhere are rows of `users` marked `remote`
 * (their comments, blocks, mutes and reports then work as anyone's), with where to reach them in
 * `fediverse_actors`. Our authors' followers elsewhere, whom our readers follow elsewhere, what those
 * people post, their likes and boosts of our stories, per-actor keys, Fedify's key-value store and its
 * queue live here too: every process of a PostgreSQL site shares them.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { postRef, userRef } from "./refs.ts";
import { users } from "./users.ts";

/** A person on another server, behind the `users` row that stands for them here. */
export const fediverseActors = pgTable(
  "fediverse_actors",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Their actor id (an https address). */
    uri: text("uri").notNull(),
    /** user@server */
    handle: text("handle").notNull(),
    domain: text("domain").notNull(),
    /** Their profile page, for people to click. */
    url: text("url"),
    inbox: text("inbox").notNull(),
    sharedInbox: text("shared_inbox"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("fediverse_actors_uri_unique").on(t.uri), index("fediverse_actors_domain_idx").on(t.domain)],
);

/** Key pairs of our actors, made once: `owner` is a user id or "site". */
export const fediverseKeys = pgTable(
  "fediverse_keys",
  {
    owner: text("owner").notNull(),
    kind: text("kind", { enum: ["rsa", "ed25519"] }).notNull(),
    publicJwk: jsonb("public_jwk").notNull(),
    privateJwk: jsonb("private_jwk").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.kind] })],
);

/** People elsewhere following one of our actors (`local` is a user id or "site"). */
export const fediverseFollowers = pgTable(
  "fediverse_followers",
  {
    local: text("local").notNull(),
    followerId: userRef("follower_id"),
    /** The Follow activity's id (an Undo names it). */
    followId: text("follow_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.local, t.followerId] }), index("fediverse_followers_follower_idx").on(t.followerId)],
);

/** Our readers following people elsewhere; `accepted` once their server said yes. */
export const fediverseFollowing = pgTable(
  "fediverse_following",
  {
    userId: userRef("user_id"),
    targetId: userRef("target_id"),
    followId: text("follow_id").notNull(),
    accepted: boolean("accepted").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetId] }), index("fediverse_following_target_idx").on(t.targetId)],
);

/** Public posts of people our readers follow elsewhere (their "Following on the fediverse" view). */
export const fediversePosts = pgTable(
  "fediverse_posts",
  {
    id: id(),
    authorId: userRef("author_id"),
    /**
     * Every author known here, the sender first (a story written by several people on one server is
     * sent once, by its owner, to all their followers): a reader following any of them sees it.
     */
    authorIds: uuid("author_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    uri: text("uri").notNull(),
    url: text("url"),
    /** An Article's title; empty for a Note. */
    name: text("name").notNull().default(""),
    /** Sanitised as strictly as a comment. */
    contentHtml: text("content_html").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("fediverse_posts_uri_unique").on(t.uri),
    index("fediverse_posts_author_idx").on(t.authorId, t.publishedAt),
  ],
);

export const FEDIVERSE_REACTIONS = ["like", "announce"] as const;

/** Likes and boosts of our stories from elsewhere, counted apart from local likes. */
export const fediverseReactions = pgTable(
  "fediverse_reactions",
  {
    postId: postRef(),
    actorId: userRef("actor_id"),
    kind: text("kind", { enum: FEDIVERSE_REACTIONS }).notNull(),
    activityId: text("activity_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.actorId, t.kind] })],
);

/**
 * Whole servers someone will not hear from: a reader's own (`user_id`), or the site's (no user,
 * set by an admin: nothing from there is accepted).
 */
export const fediverseDomainBlocks = pgTable(
  "fediverse_domain_blocks",
  {
    id: id(),
    domain: text("domain").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("fediverse_domain_blocks_unique").on(t.domain, t.userId).nullsNotDistinct(),
    index("fediverse_domain_blocks_user_idx").on(t.userId),
  ],
);

/** Stories that were federated and then deleted or hidden: their object answers 410 with a Tombstone. */
export const fediverseTombstones = pgTable("fediverse_tombstones", {
  postId: uuid("post_id").primaryKey(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fedify's key-value store (caches, idempotence of received activities). */
export const fediverseKv = pgTable(
  "fediverse_kv",
  {
    key: text("key").primaryKey(),
    value: jsonb("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("fediverse_kv_expires_idx")
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
  ],
);

/**
 * Fedify's queue (deliveries out, activities in): a process claims a due row with SKIP LOCKED under a
 * lease and deletes it once handled; a row whose process died is taken again when its lease ends.
 * A row of a batch holds only its own fields; what every message of the batch shares (the activity,
 * the sender's keys) is stored once in `fediverse_queue_payloads` (`payload_id`).
 */
export const fediverseQueue = pgTable(
  "fediverse_queue",
  {
    id: id(),
    message: jsonb("message").notNull(),
    payloadId: uuid("payload_id"),
    orderingKey: text("ordering_key"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("fediverse_queue_due_idx").on(t.runAt),
    index("fediverse_queue_payload_idx")
      .on(t.payloadId)
      .where(sql`${t.payloadId} is not null`),
  ],
);

/**
 * The fields the messages of one queued batch share, once: a story to 500 inboxes is one activity
 * and one set of keys, not 500 copies. Inserted with its rows in one statement, deleted once none
 * refers to it (no foreign key: the queue's statements keep that, and a sweep removes what a race
 * between processes left).
 */
export const fediverseQueuePayloads = pgTable("fediverse_queue_payloads", {
  id: id(),
  body: jsonb("body").notNull(),
  createdAt: createdAt(),
});

/** Our readers' likes and boosts of posts from elsewhere (the activity id, so an undo can name it). */
export const fediverseInteractions = pgTable(
  "fediverse_interactions",
  {
    userId: userRef("user_id"),
    postId: uuid("post_id")
      .notNull()
      .references(() => fediversePosts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: FEDIVERSE_REACTIONS }).notNull(),
    activityId: text("activity_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId, t.kind] })],
);

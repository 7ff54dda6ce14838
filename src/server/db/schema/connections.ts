/**
 * Connections between people: follows, blocks and mutes, one row per pair. Follower counts are
 * counted from `follows` when read.
 */
import { index, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { userRef } from "./refs.ts";

export const follows = pgTable(
  "follows",
  { followerId: userRef("follower_id"), followeeId: userRef("followee_id"), createdAt: createdAt() },
  (t) => [
    primaryKey({ name: "follows_one_per_pair", columns: [t.followerId, t.followeeId] }),
    index("follows_followee_idx").on(t.followeeId),
  ],
);

export const blocks = pgTable(
  "blocks",
  { blockerId: userRef("blocker_id"), blockedId: userRef("blocked_id"), createdAt: createdAt() },
  (t) => [
    primaryKey({ name: "blocks_one_per_pair", columns: [t.blockerId, t.blockedId] }),
    index("blocks_blocked_idx").on(t.blockedId),
  ],
);

/**
 * People a reader set aside without blocking: their stories and comments leave the reader's feeds and
 * their notifications stop; they are not told, and nothing else changes between the two.
 */
export const mutes = pgTable(
  "mutes",
  { muterId: userRef("muter_id"), mutedId: userRef("muted_id"), createdAt: createdAt() },
  (t) => [primaryKey({ name: "mutes_one_per_pair", columns: [t.muterId, t.mutedId] })],
);

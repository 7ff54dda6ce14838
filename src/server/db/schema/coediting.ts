/**
 * Live co-editing (decision 018): a story's shared document is the Yjs updates stored here, appended
 * one by one before each is acknowledged, and merged into one snapshot now and then (compaction).
 * Merging Yjs updates is order-free and idempotent, so the rows need no order and a duplicate is harmless.
 */
import { bigserial, customType, index, integer, pgTable } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { postRef } from "./refs.ts";

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});

export const coeditUpdates = pgTable(
  "coedit_updates",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    postId: postRef(),
    update: bytes("update").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("coedit_updates_post_idx").on(t.postId, t.id)],
);

/**
 * The story's version last saved from its shared document (a `live` save). A live save whose base is
 * stale is no conflict when the current version is this one: it came from the same shared text. Any
 * other save (the API, the Markdown view, a device not in the room) moves the story past it, and a
 * live save over that is refused as before (409), so nothing written outside the room is overwritten.
 */
export const coeditSaves = pgTable("coedit_saves", {
  postId: postRef().primaryKey(),
  version: integer("version").notNull(),
  /**
   * The Yjs state vector of the shared document that version's Markdown was rendered from (null: not
   * known, as for a seed). A live save rendered from a state this one already holds is older text:
   * it does not replace the Markdown (services/posts/live-saves.ts).
   */
  stateVector: bytes("state_vector"),
});

/**
 * Writing a save's columns to a story: only over the version the caller had (a stale copy is refused,
 * not saved over), and, for a save of the live shared document (decision 018), only what is newer than
 * the stored text (live-saves.ts). Drafts' autosaves and published stories' updates both go through it.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../db/errors.ts";
import { posts, type NewPostRow, type PostRow } from "../../db/schema/index.ts";
import { ConflictError } from "../../errors.ts";
import type { SaveHow } from "../../../shared/schemas/posts.ts";
import { POST_MESSAGES } from "./messages.ts";
import { lastLiveSave, liveBase, liveChanges, readStateVector, recordLiveSave } from "./live-saves.ts";

/** Another save of the story landed between reading it and writing: a live save decides again. */
class LostRace extends ConflictError {}
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function createSaving(db: Db) {
  /** Saves changes only if the caller's copy is the current one (or it did not say which it had). */
  async function saveIfCurrent(
    row: PostRow,
    changes: Partial<NewPostRow>,
    baseVersion: number | undefined,
    tx: Db | Tx = db,
  ) {
    if (baseVersion !== undefined && baseVersion !== row.version)
      throw new ConflictError(POST_MESSAGES.staleCopy, "baseVersion");
    try {
      const [saved] = await tx
        .update(posts)
        .set({ ...changes, version: sql`${posts.version} + 1` })
        .where(and(eq(posts.id, row.id), eq(posts.version, row.version)))
        .returning();
      if (!saved) throw new LostRace(POST_MESSAGES.staleCopy, "baseVersion");
      return saved;
    } catch (err) {
      if (uniqueViolation(err)) throw new ConflictError(POST_MESSAGES.addressTaken);
      throw err;
    }
  }

  return {
    saveIfCurrent,

    /**
     * A save made `how` the caller says: `run` reads the story and writes through the writer it is
     * handed. A live save that lost a race with another save (two tabs of a room saving at once)
     * decides again against the winner; any other save's stale copy is a 409.
     */
    saving: async <T>(how: SaveHow, run: (write: Writer) => Promise<T>): Promise<T> => {
      // Read first: a malformed one is the field's 400 before anything is read or written.
      const stateVector = how.stateVector === undefined ? undefined : readStateVector(how.stateVector);
      const write: Writer = async (post, changes) => {
        if (!how.live) return saveIfCurrent(post, changes, how.baseVersion);
        const last = await lastLiveSave(db, post.id);
        // Read after the story: a live save that landed between the two reads is newer than the story
        // read, which is then no base to decide on (its stale version would be a 409): read both again.
        if (last && last.version > post.version) throw new LostRace(POST_MESSAGES.staleCopy, "baseVersion");
        const live = liveChanges(post, changes, last, stateVector, how.sharedTitles);
        if (!live) return null;
        // Its text kept out: the stored Markdown is still that of the state recorded.
        const state = live === changes ? (stateVector ?? null) : (last?.stateVector ?? null);
        return db.transaction(async (tx) => {
          const saved = await saveIfCurrent(post, live, liveBase(post, how.baseVersion, last), tx);
          await recordLiveSave(tx, saved, state);
          return saved;
        });
      };
      for (let attempt = 1; ; attempt++) {
        try {
          return await run(write);
        } catch (err) {
          if (!how.live || !(err instanceof LostRace) || attempt >= 3) throw err;
        }
      }
    },
  };
}

/** Writes a save's changes over `post`: the saved row, or null when nothing changes (no new version). */
export type Writer = (post: PostRow, changes: Partial<NewPostRow>) => Promise<PostRow | null>;

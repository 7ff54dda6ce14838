/**
 * A story's shared document as stored: Yjs updates appended one by one (each before it is
 * acknowledged, so a process killed mid-session loses nothing it confirmed) and merged into one
 * snapshot once a process has appended `compactAfter` of them. Nothing is held in memory: every
 * process reads and writes the same rows, so two people on two processes edit one document.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import * as Y from "yjs";
import type { Db } from "../db/client.ts";
import { coeditUpdates, posts } from "../db/schema/index.ts";
import { hasTitles, titlesUpdate } from "./coedit-titles.ts";

/** Appended updates (per process and story) after which they are merged into one row. */
export const COMPACT_AFTER = 200;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The update putting the story's title and subtitle, as stored, into its shared document. */
async function storyTitles(tx: Tx, postId: string): Promise<Uint8Array | null> {
  const [story] = await tx
    .select({ title: posts.title, subtitle: posts.subtitle })
    .from(posts)
    .where(eq(posts.id, postId));
  return story ? titlesUpdate(story) : null;
}

export function coeditStore(db: Db, compactAfter = COMPACT_AFTER) {
  const appended = new Map<string, number>();

  /** Every stored update of the story, merged (an empty update when there is none). */
  async function load(postId: string): Promise<{ update: Uint8Array; empty: boolean }> {
    const rows = await db
      .select({ update: coeditUpdates.update })
      .from(coeditUpdates)
      .where(eq(coeditUpdates.postId, postId))
      .orderBy(asc(coeditUpdates.id));
    return { update: Y.mergeUpdates(rows.map((r) => r.update)), empty: rows.length === 0 };
  }

  /** Merges the rows read into one; rows appended meanwhile stay (merging is order-free). */
  async function compact(postId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: coeditUpdates.id, update: coeditUpdates.update })
        .from(coeditUpdates)
        .where(eq(coeditUpdates.postId, postId))
        .orderBy(asc(coeditUpdates.id))
        .for("update");
      if (rows.length < 2) return;
      await tx.delete(coeditUpdates).where(
        and(
          eq(coeditUpdates.postId, postId),
          inArray(
            coeditUpdates.id,
            rows.map((r) => r.id),
          ),
        ),
      );
      await tx.insert(coeditUpdates).values({ postId, update: Y.mergeUpdates(rows.map((r) => r.update)) });
    });
  }

  return {
    load,
    compact,
    /** Stores one update; resolves once it is in the database. */
    async append(postId: string, update: Uint8Array): Promise<void> {
      await db.insert(coeditUpdates).values({ postId, update });
      const n = (appended.get(postId) ?? 0) + 1;
      if (n < compactAfter) return void appended.set(postId, n);
      appended.delete(postId);
      await compact(postId);
    },
    /**
     * The first content of an empty document: stored only if the document is still empty (two people
     * opening a new shared document at once must not both insert the story). `withTitles`: the story's
     * title and subtitle go in beside it, in the same transaction (`titles`: their update).
     */
    async seed(
      postId: string,
      update: Uint8Array,
      withTitles = false,
    ): Promise<{ stored: boolean; titles: Uint8Array | null }> {
      return db.transaction(async (tx) => {
        // One seeder per story at a time, across processes (a no-op lock on the embedded database).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"coedit:" + postId}))`);
        const [existing] = await tx
          .select({ id: coeditUpdates.id })
          .from(coeditUpdates)
          .where(eq(coeditUpdates.postId, postId))
          .limit(1);
        if (existing) return { stored: false, titles: null };
        const titles = withTitles ? await storyTitles(tx, postId) : null;
        await tx.insert(coeditUpdates).values([{ postId, update }, ...(titles ? [{ postId, update: titles }] : [])]);
        return { stored: true, titles };
      });
    },
    /**
     * Puts the story's title and subtitle, as stored, into its shared document, once: null when the
     * document already has them (or has nothing yet: they go in beside the first content).
     */
    async seedTitles(postId: string): Promise<Uint8Array | null> {
      return db.transaction(async (tx) => {
        // The seed's lock: two people opening at once do not get the title twice.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"coedit:" + postId}))`);
        const rows = await tx
          .select({ update: coeditUpdates.update })
          .from(coeditUpdates)
          .where(eq(coeditUpdates.postId, postId));
        if (rows.length === 0 || hasTitles(Y.mergeUpdates(rows.map((r) => r.update)))) return null;
        const update = await storyTitles(tx, postId);
        if (!update) return null;
        await tx.insert(coeditUpdates).values({ postId, update });
        return update;
      });
    },
    /** Rows stored for the story (tests and the bench read storage growth). */
    async rowCount(postId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(coeditUpdates)
        .where(eq(coeditUpdates.postId, postId));
      return row?.n ?? 0;
    },
  };
}
export type CoeditStore = ReturnType<typeof coeditStore>;

/**
 * Saves from a story's live shared document (decision 018). Everyone in the room saves the Markdown of
 * the same shared text, so one of them saving over another's version loses nothing: the shared
 * document holds both. A save made any other way (the API, the Markdown view, a tab not in the room)
 * is outside that text, and a live save over it stays a conflict (409), as every stale save is.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { coeditSaves, posts, type PostRow } from "../../db/schema/index.ts";

/** The story's version last saved live, or null when none was (or something else saved since). */
export async function liveVersion(db: Db, postId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: coeditSaves.version })
    .from(coeditSaves)
    .where(eq(coeditSaves.postId, postId));
  return row?.version ?? null;
}

/** The base version to check a save against: none for a live save over a live save. */
export async function liveBase(
  db: Db,
  post: PostRow,
  baseVersion: number | undefined,
  live: boolean | undefined,
): Promise<number | undefined> {
  if (!live || baseVersion === undefined || baseVersion === post.version) return baseVersion;
  return (await liveVersion(db, post.id)) === post.version ? undefined : baseVersion;
}

export async function recordLiveSave(db: Db, saved: Pick<PostRow, "id" | "version">): Promise<void> {
  await db
    .insert(coeditSaves)
    .values({ postId: saved.id, version: saved.version })
    .onConflictDoUpdate({ target: coeditSaves.postId, set: { version: saved.version } });
}

/**
 * A shared document was just seeded from a page's text, built on `version` of the story (the current
 * one when not told): a page joining later with that version takes the shared text, and one with a
 * version saved since, outside the room, brings its own; a live save over such a version is a 409.
 */
export async function recordSeed(db: Db, postId: string, version: number | undefined): Promise<void> {
  if (version) return recordLiveSave(db, { id: postId, version });
  await db
    .insert(coeditSaves)
    .select(db.select({ postId: posts.id, version: posts.version }).from(posts).where(eq(posts.id, postId)))
    .onConflictDoUpdate({ target: coeditSaves.postId, set: { version: sql`excluded.version` } });
}

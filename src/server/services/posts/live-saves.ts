/**
 * Saves from a story's live shared document (decision 018). Everyone in the room saves the Markdown of
 * the same shared text, so one of them saving over another's version loses nothing: the shared
 * document holds both. A save made any other way (the API, the Markdown view, a tab not in the room)
 * is outside that text, and a live save over it stays a conflict (409), as every stale save is.
 *
 * Each live save says which state of the shared document its Markdown was rendered from (its Yjs state
 * vector). A tab that had not yet heard the latest keystrokes saves an older state; landing after a
 * newer save, it would take the story back until someone saved again. So a live save whose state the
 * stored text's state already holds keeps its Markdown out (its other fields still save).
 */
import { isDeepStrictEqual } from "node:util";
import { eq, sql } from "drizzle-orm";
import * as Y from "yjs";
import type { Db } from "../../db/client.ts";
import { coeditSaves, posts, type NewPostRow, type PostRow } from "../../db/schema/index.ts";
import { ValidationError } from "../../errors.ts";

type Executor = Pick<Db, "insert">;
export type StateVector = Map<number, number>;

/** The story's last live save: its version and the state its Markdown came from (null: not known). */
export async function lastLiveSave(db: Db, postId: string) {
  const [row] = await db
    .select({ version: coeditSaves.version, stateVector: coeditSaves.stateVector })
    .from(coeditSaves)
    .where(eq(coeditSaves.postId, postId));
  return row ?? null;
}

/** The story's version last saved live, or null when none was (or something else saved since). */
export async function liveVersion(db: Db, postId: string): Promise<number | null> {
  return (await lastLiveSave(db, postId))?.version ?? null;
}

/** The base version to check a save against: none for a live save over a live save. */
export function liveBase(
  post: PostRow,
  baseVersion: number | undefined,
  last: { version: number } | null,
): number | undefined {
  if (baseVersion === undefined || baseVersion === post.version) return baseVersion;
  return last?.version === post.version ? undefined : baseVersion;
}

/** A save's state vector (base64 by the schema), read; a malformed one is the field's 400. */
export function readStateVector(base64: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(base64, "base64"));
  try {
    Y.decodeStateVector(bytes);
  } catch {
    throw new ValidationError([{ field: "stateVector", message: "stateVector is not a Yjs state vector" }]);
  }
  return bytes;
}

/** Whether state `b` holds every change of state `a`. */
const holds = (b: StateVector, a: StateVector) => [...a].every(([client, clock]) => (b.get(client) ?? 0) >= clock);

/** The columns of the story's text: what a live save from an older state keeps out. */
const TEXT_COLUMNS = ["content", "contentHtml", "excerpt", "readingTime"] as const;
/** With the title and subtitle shared too: those, and the draft's address that follows the title. */
const TITLE_COLUMNS = ["title", "subtitle", "slug"] as const;

/**
 * A live save's changes, less its text when the stored text came from a state holding all of the
 * save's (a later one: its Markdown is older; or the same one, and the same text). Null when nothing
 * would change then: the save answers the story as it is, with no new version. `sharedTitles`: the
 * save's title and subtitle are the shared document's too (its Y.Text fields), and follow it as the
 * text does; without it (a tab from before titles were shared) they save as the other fields do.
 */
export function liveChanges(
  post: PostRow,
  changes: Partial<NewPostRow>,
  last: { version: number; stateVector: Uint8Array | null } | null,
  stateVector: Uint8Array | undefined,
  sharedTitles = false,
): Partial<NewPostRow> | null {
  // The stored text is not from the shared document (saved outside the room, seeded), or the save
  // does not say its state: the save's text goes, as before.
  if (!stateVector || !last?.stateVector || last.version !== post.version) return changes;
  const stored = Y.decodeStateVector(last.stateVector);
  const mine = Y.decodeStateVector(stateVector);
  const shared: readonly string[] = sharedTitles ? [...TEXT_COLUMNS, ...TITLE_COLUMNS] : TEXT_COLUMNS;
  const differs = ([k, v]: [string, unknown]) => !isDeepStrictEqual(v, post[k as keyof PostRow]);
  const textChanged = Object.entries(changes).some((e) => shared.includes(e[0]) && differs(e));
  // Not held (newer, or concurrent: both go, and the next save holds both); or the same state with
  // other text (another serialisation of it), which takes nothing back.
  if (!holds(stored, mine) || (textChanged && holds(mine, stored))) return changes;
  const rest = Object.fromEntries(Object.entries(changes).filter(([k]) => !shared.includes(k))) as Partial<NewPostRow>;
  return Object.entries(rest).some(differs) ? rest : null;
}

/**
 * Records a live save's version and the state its Markdown came from. A save whose text was kept out
 * keeps the stored state (the Markdown is still that state's); one that does not say its state
 * leaves it unknown.
 */
export async function recordLiveSave(
  db: Executor,
  saved: Pick<PostRow, "id" | "version">,
  stateVector: Uint8Array | null,
): Promise<void> {
  await db
    .insert(coeditSaves)
    .values({ postId: saved.id, version: saved.version, stateVector })
    .onConflictDoUpdate({ target: coeditSaves.postId, set: { version: saved.version, stateVector } });
}

/**
 * A shared document was just seeded from a page's text, built on `version` of the story (the current
 * one when not told): a page joining later with that version takes the shared text, and one with a
 * version saved since, outside the room, brings its own; a live save over such a version is a 409.
 */
export async function recordSeed(db: Db, postId: string, version: number | undefined): Promise<void> {
  if (version) return recordLiveSave(db, { id: postId, version }, null);
  await db
    .insert(coeditSaves)
    .select(
      db
        .select({
          postId: posts.id,
          version: posts.version,
          stateVector: sql<Uint8Array | null>`null::bytea`.as("state_vector"),
        })
        .from(posts)
        .where(eq(posts.id, postId)),
    )
    .onConflictDoUpdate({
      target: coeditSaves.postId,
      set: { version: sql`excluded.version`, stateVector: sql`excluded.state_vector` },
    });
}

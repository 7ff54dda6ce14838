/**
 * The history of a story: earlier states kept so nothing typed is ever lost, across devices too.
 * Explicit saves (publish, update, restore) each keep a revision; a draft's autosaves fold into the
 * newest revision while it is younger than ten minutes; a story keeps its newest fifty. A revision
 * equal to the newest one is not kept twice.
 */
import { and, count, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postRevisions, users, type PostRow } from "../../db/schema/index.ts";
import { NotFoundError } from "../../errors.ts";
import type { Paging } from "../../../shared/schemas/posts.ts";
import type { Revision, RevisionSummary } from "../../../shared/revision.ts";
import { REVISION_MESSAGES } from "../../../shared/revision.ts";
import type { PostQueries } from "./shared.ts";

export const REVISION_FOLD_MS = 10 * 60_000;
export const REVISIONS_KEPT = 50;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

const editorColumns = {
  _id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};
type EditorRow = { _id: string; username: string; firstName: string; lastName: string } | null;
const editorOf = (e: EditorRow) =>
  e?._id ? { editor: { _id: e._id, username: e.username, name: `${e.firstName} ${e.lastName}`.trim() } } : {};

export function createRevisions(db: Db, { ownPost }: PostQueries) {
  async function newest(postId: string) {
    const [row] = await db
      .select()
      .from(postRevisions)
      .where(eq(postRevisions.postId, postId))
      .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
      .limit(1);
    return row;
  }

  return {
    /**
     * Keeps the story's state after a save: `fold` (a draft's autosave) or a new revision. `before`:
     * the state the save replaced, kept first when the story has no history yet (written before
     * revisions existed), so its first edit loses nothing either. `editorId`: who saved; an autosave
     * folds only into a revision by the same person, so each revision names who made it.
     */
    async record(row: PostRow, mode: "fold" | "new", editorId: string, before?: PostRow): Promise<void> {
      let last = await newest(row.id);
      if (!last && before) {
        const { version, title, subtitle, content, createdAt } = before;
        [last] = await db
          .insert(postRevisions)
          .values({
            postId: row.id,
            version,
            title,
            subtitle,
            content,
            createdAt,
            updatedAt: before.updatedAt,
            // Written before revisions named anyone: the owner's, as far as anyone can tell.
            editorId: before.authorId,
          })
          .returning();
      }
      const fields = { version: row.version, title: row.title, subtitle: row.subtitle, content: row.content };
      const same = last && last.title === row.title && last.subtitle === row.subtitle && last.content === row.content;
      const foldable =
        last &&
        mode === "fold" &&
        last.editorId === editorId &&
        Date.now() - last.createdAt.getTime() < REVISION_FOLD_MS;
      if (last && (same || foldable)) {
        await db
          .update(postRevisions)
          .set({ ...fields, editorId: same ? (last.editorId ?? editorId) : editorId, updatedAt: new Date() })
          .where(eq(postRevisions.id, last.id));
        return;
      }
      await db.insert(postRevisions).values({ postId: row.id, ...fields, editorId });
      const kept = db
        .select({ id: postRevisions.id })
        .from(postRevisions)
        .where(eq(postRevisions.postId, row.id))
        .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
        .limit(REVISIONS_KEPT);
      await db.delete(postRevisions).where(and(eq(postRevisions.postId, row.id), notInArray(postRevisions.id, kept)));
    },

    /** The author's list of a story's revisions, newest first (without their text). */
    async revisions(authorId: string, postId: string, paging: Paging) {
      await ownPost(authorId, postId);
      const where = eq(postRevisions.postId, postId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: postRevisions.id,
            version: postRevisions.version,
            title: postRevisions.title,
            createdAt: postRevisions.createdAt,
            updatedAt: postRevisions.updatedAt,
            words: sql<number>`coalesce(array_length(regexp_split_to_array(trim(${postRevisions.content}), '\\s+'), 1), 0)`,
            empty: sql<boolean>`trim(${postRevisions.content}) = ''`,
            editor: editorColumns,
          })
          .from(postRevisions)
          .leftJoin(users, eq(users.id, postRevisions.editorId))
          .where(where)
          .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
          .limit(paging.limit)
          .offset((paging.page - 1) * paging.limit),
        db.select({ n: count() }).from(postRevisions).where(where),
      ]);
      const revisions: RevisionSummary[] = rows.map((r) => ({
        _id: r.id,
        version: r.version,
        title: r.title,
        words: r.empty ? 0 : Number(r.words),
        ...editorOf(r.editor),
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      }));
      return { revisions, meta: { page: paging.page, limit: paging.limit, total: total?.n ?? 0 } };
    },

    /** One revision in full, for its author. */
    async revision(authorId: string, postId: string, revisionId: string): Promise<Revision> {
      await ownPost(authorId, postId);
      const [found] = await db
        .select({ row: postRevisions, editor: editorColumns })
        .from(postRevisions)
        .leftJoin(users, eq(users.id, postRevisions.editorId))
        .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, postId)));
      const row = found?.row;
      if (!row) throw new NotFoundError(REVISION_MESSAGES.notFound);
      return {
        _id: row.id,
        version: row.version,
        title: row.title,
        ...(row.subtitle ? { subtitle: row.subtitle } : {}),
        content: row.content,
        words: wordsIn(row.content),
        ...editorOf(found.editor),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  };
}

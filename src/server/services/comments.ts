/**
 * Comments in Markdown, one level of replies, @mentions and edits. A comment and its story's counter
 * change in one transaction; the first pages many readers open are remembered (cache/layer.ts).
 */
import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { comments, fediverseActors, users } from "../db/schema/index.ts";
import { BadRequestError, NotFoundError } from "../errors.ts";
import type { Comment } from "../../shared/comment.ts";
import type { PostStats } from "../../shared/post.ts";
import type { Paging } from "../../shared/schemas/posts.ts";
import type { Blocking } from "./blocks.ts";
import type { EventBus } from "../events.ts";
import type { CacheLayer } from "../cache/layer.ts";
import { authorColumns, toComment, type AuthorRow } from "../db/contract-shapes.ts";
import { mentionedNames, renderComment } from "../content/comment-text.ts";
import type { PostCounters } from "./posts/counters.ts";

/** What the comment part tells people, in one place. */
export const COMMENT_MESSAGES = {
  notFound: "Comment not found",
  parentGone: "The comment you reply to is gone",
  oneLevel: "Reply to the comment itself: replies go one level deep",
  deleted: "Comment deleted",
  edited: "Comment updated",
  duplicate: "This comment is here already",
} as const;

/** Who wrote a comment, with their profile elsewhere when they replied from the fediverse. */
const commenterColumns = { ...authorColumns, profileUrl: fediverseActors.url };

/** The first pages of comments many readers open; any comment written or deleted clears them. */
const COMMENTS_TTL_MS = 10_000;

export function createCommentService(
  db: Db,
  blocking: Blocking,
  caches: CacheLayer,
  { publishedPost, stats, move, openPost }: PostCounters,
  events?: EventBus,
) {
  // A story's comments changed (`post:<id>`), or a name or picture they carry (`user:<id>`).
  const commentPages = caches.shared<{ comments: Comment[]; meta: { page: number; limit: number; total: number } }>(
    "first comment pages",
    COMMENTS_TTL_MS,
    (tag) => tag.startsWith("post:") || tag.startsWith("user:"),
  );
  type Mentioned = Map<string, { id: string; username: string }>;
  /** The real people a text mentions, by lower-cased username. */
  async function mentionsIn(content: string): Promise<Mentioned> {
    const names = mentionedNames(content);
    if (names.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, username: users.username, key: users.usernameKey })
      .from(users)
      .where(inArray(users.usernameKey, names));
    return new Map(rows.map((r) => [r.key, { id: r.id, username: r.username }]));
  }
  const usernames = (people: Mentioned) => new Map([...people].map(([key, p]) => [key, p.username]));
  function announceMentions(actorId: string, postId: string, commentId: string, people: Mentioned) {
    const userIds = [...people.values()].map((p) => p.id);
    if (userIds.length) events?.emit("mentioned", { actorId, postId, commentId, userIds });
  }
  /** Deletes a comment (the author's own when `authorId` is given) with its replies, moving the count once. */
  async function dropComment(commentId: string, authorId?: string) {
    const result = await db.transaction(async (tx) => {
      // Locked: a second delete of the same comment waits, then finds it gone (the count drops once).
      const [own] = await tx
        .select()
        .from(comments)
        .where(and(eq(comments.id, commentId), authorId ? eq(comments.authorId, authorId) : undefined))
        .limit(1)
        .for("update");
      if (!own) throw new NotFoundError(COMMENT_MESSAGES.notFound);
      const [replies] = await tx.select({ n: count() }).from(comments).where(eq(comments.parentId, commentId));
      const gone = await tx.delete(comments).where(eq(comments.id, commentId)).returning({ id: comments.id });
      const after = gone.length
        ? await move(tx, own.postId, "totalComments", -(1 + (replies?.n ?? 0)))
        : await stats(tx, own.postId);
      return { comment: own, stats: after };
    });
    events?.emit("post-changed", { postId: result.comment.postId, what: "comments" });
    return result;
  }

  const service = {
    /**
     * Top-level comments, newest first, each with its replies (oldest first); hides people on either
     * side of a block with the viewer, and people the viewer muted. `knownPublished`: the caller has just read the post as published (no second look-up).
     */
    async listComments(postId: string, paging: Paging, viewerId?: string | null, knownPublished = false) {
      const hidden = await blocking.hiddenFrom(viewerId);
      return commentPages.get(`${postId}:${paging.page}:${paging.limit}:${hidden.join(",")}`, () =>
        service.computeComments(postId, paging, hidden, knownPublished),
      );
    },

    async computeComments(postId: string, paging: Paging, hidden: string[], knownPublished = false) {
      if (!knownPublished) await publishedPost(postId);
      // A deleted account's kept comments (no author) stay visible to everyone.
      const visible: SQL[] = hidden.length
        ? [or(isNull(comments.authorId), notInArray(comments.authorId, hidden))!]
        : [];
      const where = and(eq(comments.postId, postId), isNull(comments.parentId), ...visible)!;
      // The total comes with the page (a window count: the joins are one row each, by primary key);
      // only a page past the end, which has no row to carry it, asks for it on its own.
      const rows = await db
        .select({ c: comments, author: commenterColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(comments)
        .leftJoin(users, eq(users.id, comments.authorId))
        .leftJoin(fediverseActors, eq(fediverseActors.userId, comments.authorId))
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit);
      const total =
        rows[0]?.total ??
        (paging.page > 1 ? (await db.select({ n: count() }).from(comments).where(where))[0]?.n : 0) ??
        0;
      const parentIds = rows.map((r) => r.c.id);
      const replies = parentIds.length
        ? await db
            .select({ c: comments, author: commenterColumns })
            .from(comments)
            .leftJoin(users, eq(users.id, comments.authorId))
            .leftJoin(fediverseActors, eq(fediverseActors.userId, comments.authorId))
            .where(and(inArray(comments.parentId, parentIds), ...visible))
            .orderBy(asc(comments.createdAt))
        : [];
      const toDto = (r: Pick<(typeof rows)[number], "c" | "author">): Comment =>
        toComment(r.c, r.author._id ? (r.author as AuthorRow) : null);
      return {
        comments: rows.map((r) => ({
          ...toDto(r),
          replies: replies.filter((x) => x.c.parentId === r.c.id).map(toDto),
        })),
        meta: { page: paging.page, limit: paging.limit, total },
      };
    },

    /**
     * A comment by `userId`. One from the fediverse carries its Note's id (`apId`): a second delivery
     * of the same Note answers the comment the first made, and changes nothing.
     */
    async createComment(
      userId: string,
      input: { postId: string; content: string; parentId?: string | undefined; apId?: string },
    ) {
      const mentioned = await mentionsIn(input.content);
      const contentHtml = await renderComment(input.content, usernames(mentioned));
      const result = await db.transaction(async (tx) => {
        // The story and the comment replied to stay as checked until the reply is in.
        await openPost(userId, input.postId, tx);
        if (input.parentId) {
          const [parent] = await tx
            .select()
            .from(comments)
            .where(eq(comments.id, input.parentId))
            .limit(1)
            .for("share");
          if (!parent || parent.postId !== input.postId) throw new NotFoundError(COMMENT_MESSAGES.parentGone);
          if (parent.parentId) throw new BadRequestError(COMMENT_MESSAGES.oneLevel);
          if (parent.authorId) await blocking.assertNotBlocked(userId, parent.authorId, tx);
        }
        const [row] = await tx
          .insert(comments)
          .values({
            postId: input.postId,
            authorId: userId,
            content: input.content,
            contentHtml,
            parentId: input.parentId ?? null,
            apId: input.apId ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new NotFoundError(COMMENT_MESSAGES.duplicate);
        return { row, stats: await move(tx, input.postId, "totalComments", 1) };
      });
      const [author] = await db.select(authorColumns).from(users).where(eq(users.id, userId));
      events?.emit("post-changed", { postId: input.postId, what: "comments" });
      events?.emit("commented", {
        actorId: userId,
        postId: input.postId,
        commentId: result.row.id,
        parentId: input.parentId,
      });
      announceMentions(userId, input.postId, result.row.id, mentioned);
      const comment: Comment = { ...toComment(result.row, author!), replies: [] };
      return { comment, stats: result.stats };
    },

    /** Rewrites one's own comment: rendered again, marked edited; people newly mentioned are told. */
    async editComment(userId: string, commentId: string, content: string): Promise<{ comment: Comment }> {
      const [own] = await db
        .select()
        .from(comments)
        .where(and(eq(comments.id, commentId), eq(comments.authorId, userId)))
        .limit(1);
      if (!own) throw new NotFoundError(COMMENT_MESSAGES.notFound);
      const mentioned = await mentionsIn(content);
      const [row] = await db
        .update(comments)
        .set({ content, contentHtml: await renderComment(content, usernames(mentioned)), editedAt: new Date() })
        .where(and(eq(comments.id, commentId), eq(comments.authorId, userId)))
        .returning();
      if (!row) throw new NotFoundError(COMMENT_MESSAGES.notFound);
      const before = new Set(mentionedNames(own.content));
      announceMentions(userId, row.postId, row.id, new Map([...mentioned].filter(([key]) => !before.has(key))));
      events?.emit("post-changed", { postId: row.postId, what: "comments" });
      const [author] = await db.select(authorColumns).from(users).where(eq(users.id, userId));
      return { comment: toComment(row, author!) };
    },

    /** Deletes one's own comment and its replies; the count drops by all of them. */
    async deleteComment(userId: string, commentId: string): Promise<{ stats: PostStats }> {
      const { stats } = await dropComment(commentId, userId);
      return { stats };
    },

    /** The comment a fediverse Note made, if its author is `userId`. */
    async byApId(apId: string, userId?: string) {
      const [row] = await db
        .select()
        .from(comments)
        .where(and(eq(comments.apId, apId), userId ? eq(comments.authorId, userId) : undefined))
        .limit(1);
      return row;
    },

    /** A moderator's removal: anyone's comment (and its replies); answers what it was, for the log. */
    removeComment: (commentId: string) => dropComment(commentId),
  };
  return service;
}
export type CommentService = ReturnType<typeof createCommentService>;

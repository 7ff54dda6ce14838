/**
 * Likes, comments, shares and reports. Each write and its counter change happen in one transaction,
 * and the counter moves only when a row really changed, so counts equal rows under any concurrency.
 * Nobody can react to the posts of someone they blocked or who blocked them.
 */
import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { uniqueViolation } from "../db/errors.ts";
import { comments, posts, reports, shares, users } from "../db/schema/index.ts";
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from "../errors.ts";
import type { Comment } from "../../shared/comment.ts";
import type { PostStats } from "../../shared/post.ts";
import type { Paging } from "../../shared/schemas/posts.ts";
import type { Blocking } from "./blocks.ts";
import type { EventBus } from "../events.ts";
import type { CacheLayer } from "../cache/layer.ts";
import { createBatcher } from "./batch.ts";
import { authorColumns, toComment } from "./dto.ts";
import { likedBy } from "./liked-by.ts";
import { mentionedNames, renderComment } from "../content/comment-text.ts";
import { POST_MESSAGES } from "./posts/messages.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const counters = { totalComments: posts.totalComments, totalLikes: posts.totalLikes, totalShares: posts.totalShares };

/** What reports tell people, in one place. */
export const REPORT_MESSAGES = {
  sent: "Thank you. The report was sent.",
  already: "You already reported this story. We are looking into it.",
  ownStory: "You cannot report your own story",
} as const;
/** What the comment part tells people, in one place. */
export const COMMENT_MESSAGES = {
  notFound: "Comment not found",
  parentGone: "The comment you reply to is gone",
  oneLevel: "Reply to the comment itself: replies go one level deep",
  deleted: "Comment deleted",
  edited: "Comment updated",
} as const;

/** The first pages of comments many readers open; any comment written or deleted clears them. */
const COMMENTS_TTL_MS = 10_000;

export function createReactionService(db: Db, blocking: Blocking, caches: CacheLayer, events?: EventBus) {
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
  /**
   * The published story a reaction is about. Inside a write's transaction (`tx`) its row is locked FOR
   * NO KEY UPDATE until the write commits: a delete or unpublish waits instead of slipping in between
   * the check and the insert (which left a comment on a gone story, or a foreign-key error). Not FOR
   * SHARE: the write goes on to update the row's counter, and two sharers upgrading would deadlock.
   */
  async function publishedPost(postId: string, tx?: Tx) {
    const query = (tx ?? db)
      .select({ id: posts.id, authorId: posts.authorId })
      .from(posts)
      .where(and(eq(posts.id, postId), eq(posts.status, "published")))
      .limit(1);
    const [post] = tx ? await query.for("no key update") : await query;
    if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
    return post;
  }
  async function stats(tx: Tx | Db, postId: string): Promise<PostStats> {
    const [row] = await tx.select(counters).from(posts).where(eq(posts.id, postId));
    return row!;
  }
  function move(tx: Tx, postId: string, column: "totalLikes" | "totalComments" | "totalShares", by: number) {
    return (
      tx
        .update(posts)
        // A reaction is not an edit: the story's modified date stays (meta tags, JSON-LD, sitemap).
        .set({ [column]: sql`${posts[column]} + ${by}`, updatedAt: sql`${posts.updatedAt}` })
        .where(eq(posts.id, postId))
    );
  }
  async function reactable(userId: string, postId: string, tx?: Tx) {
    const post = await publishedPost(postId, tx);
    await blocking.assertNotBlocked(userId, post.authorId, tx);
    return post;
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
      if (gone.length) await move(tx, own.postId, "totalComments", -(1 + (replies?.n ?? 0)));
      return { comment: own, stats: await stats(tx, own.postId) };
    });
    events?.emit("post-changed", { postId: result.comment.postId, what: "comments" });
    return result;
  }

  type LikeToggled = {
    n: number;
    liked: boolean;
    total_likes: number;
    total_comments: number;
    total_shares: number;
    author_id: string;
    title: string;
  };
  /**
   * Many people's like toggles in one statement. The stories' rows are locked in id order first, so
   * two batches touching the same stories wait for each other instead of deadlocking; a story's
   * counter is read after its update (all its toggles in the batch see the same total).
   */
  async function toggleLikes(items: { userId: string; postId: string }[]): Promise<(LikeToggled | undefined)[]> {
    const input = JSON.stringify(items.map((t, n) => ({ n, user_id: t.userId, post_id: t.postId })));
    const { rows } = await db.execute<LikeToggled>(sql`
      with input as (
        select * from jsonb_to_recordset(${input}::jsonb) as t(n int, user_id uuid, post_id uuid)
      ),
      locked as (
        select p.id, p.author_id from posts p
        where p.id in (select post_id from input) and p.status = 'published'
        order by p.id
        for no key update
      ),
      target as (
        select i.n, i.user_id, i.post_id from input i join locked p on p.id = i.post_id
        where not exists (
          select 1 from blocks b
          where (b.blocker_id = i.user_id and b.blocked_id = p.author_id)
             or (b.blocker_id = p.author_id and b.blocked_id = i.user_id)
        )
      ),
      removed as (
        delete from likes l using target t where l.user_id = t.user_id and l.post_id = t.post_id
        returning l.user_id, l.post_id
      ),
      added as (
        insert into likes (user_id, post_id)
        select t.user_id, t.post_id from target t
        where not exists (select 1 from removed r where r.user_id = t.user_id and r.post_id = t.post_id)
        on conflict do nothing
        returning user_id, post_id
      ),
      delta as (
        select post_id, sum(d)::int as d
        from (select post_id, 1 as d from added union all select post_id, -1 as d from removed) changes
        group by post_id
      ),
      moved as (
        update posts p set total_likes = p.total_likes + delta.d
        from delta where p.id = delta.post_id
        returning p.id, p.total_likes
      )
      select t.n,
        not exists (select 1 from removed r where r.user_id = t.user_id and r.post_id = t.post_id) as liked,
        coalesce(m.total_likes, p.total_likes) as total_likes, p.total_comments, p.total_shares, p.author_id, p.title
      from target t join posts p on p.id = t.post_id left join moved m on m.id = t.post_id
    `);
    const byIndex = new Map(rows.map((r) => [Number(r.n), r]));
    return items.map((_, n) => byIndex.get(n));
  }
  const likeToggles = createBatcher(toggleLikes, { key: (t) => `${t.userId}:${t.postId}`, concurrency: 1 });

  return {
    /**
     * Toggles go out in batches (services/batch.ts): one statement for all the toggles that arrived
     * while the last batch was running. For each: the story must be published and nobody on either
     * side of a block; the like is removed if there was one, else added; each story's counter moves
     * once by what really changed. Only when nothing matched is the reason looked up (not found, or
     * blocked).
     */
    async toggleLike(userId: string, postId: string): Promise<{ iLiked: boolean; stats: PostStats }> {
      const row = await likeToggles.add({ userId, postId });
      if (!row) {
        await reactable(userId, postId);
        throw new NotFoundError(POST_MESSAGES.notFound);
      }
      const result = {
        iLiked: row.liked,
        stats: { totalLikes: row.total_likes, totalComments: row.total_comments, totalShares: row.total_shares },
      };
      events?.emit("post-changed", { postId, what: "counters" });
      if (result.iLiked) events?.emit("liked", { actorId: userId, postId, authorId: row.author_id, title: row.title });
      return result;
    },

    /** Which of these posts the viewer liked. */
    likedBy: (viewerId: string | null | undefined, postIds: string[]) => likedBy(db, viewerId, postIds),

    /**
     * Top-level comments, newest first, each with its replies (oldest first); hides people on either
     * side of a block with the viewer, and people the viewer muted. `knownPublished`: the caller has just read the post as published (no second look-up).
     */
    async listComments(postId: string, paging: Paging, viewerId?: string | null, knownPublished = false) {
      const hidden = await blocking.hiddenFrom(viewerId);
      return commentPages.get(`${postId}:${paging.page}:${paging.limit}:${hidden.join(",")}`, () =>
        this.computeComments(postId, paging, hidden, knownPublished),
      );
    },

    async computeComments(postId: string, paging: Paging, hidden: string[], knownPublished = false) {
      if (!knownPublished) await publishedPost(postId);
      // A deleted account's kept comments (no author) stay visible to everyone.
      const visible: SQL[] = hidden.length
        ? [or(isNull(comments.authorId), notInArray(comments.authorId, hidden))!]
        : [];
      const where = and(eq(comments.postId, postId), isNull(comments.parentId), ...visible)!;
      const [rows, [total]] = await Promise.all([
        db
          .select({ c: comments, author: authorColumns })
          .from(comments)
          .leftJoin(users, eq(users.id, comments.authorId))
          .where(where)
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .limit(paging.limit)
          .offset((paging.page - 1) * paging.limit),
        db.select({ n: count() }).from(comments).where(where),
      ]);
      const parentIds = rows.map((r) => r.c.id);
      const replies = parentIds.length
        ? await db
            .select({ c: comments, author: authorColumns })
            .from(comments)
            .leftJoin(users, eq(users.id, comments.authorId))
            .where(and(inArray(comments.parentId, parentIds), ...visible))
            .orderBy(asc(comments.createdAt))
        : [];
      const toDto = (r: (typeof rows)[number]): Comment => toComment(r.c, r.author);
      return {
        comments: rows.map((r) => ({
          ...toDto(r),
          replies: replies.filter((x) => x.c.parentId === r.c.id).map(toDto),
        })),
        meta: { page: paging.page, limit: paging.limit, total: total?.n ?? 0 },
      };
    },

    async createComment(userId: string, input: { postId: string; content: string; parentId?: string | undefined }) {
      const mentioned = await mentionsIn(input.content);
      const contentHtml = await renderComment(input.content, usernames(mentioned));
      const result = await db.transaction(async (tx) => {
        // The story and the comment replied to stay as checked until the reply is in.
        await reactable(userId, input.postId, tx);
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
          })
          .returning();
        await move(tx, input.postId, "totalComments", 1);
        return { row: row!, stats: await stats(tx, input.postId) };
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

    /** A moderator's removal: anyone's comment (and its replies); answers what it was, for the log. */
    removeComment: (commentId: string) => dropComment(commentId),

    async share(
      userId: string,
      postId: string,
      platform: (typeof shares.$inferInsert)["platform"],
    ): Promise<{ stats: PostStats }> {
      const result = await db.transaction(async (tx) => {
        await reactable(userId, postId, tx);
        await tx.insert(shares).values({ userId, postId, platform });
        await move(tx, postId, "totalShares", 1);
        return { stats: await stats(tx, postId) };
      });
      events?.emit("post-changed", { postId, what: "counters" });
      events?.emit("shared", { actorId: userId, postId });
      return result;
    },

    async report(
      userId: string,
      postId: string,
      input: { reason: (typeof reports.$inferInsert)["reason"]; description: string },
    ) {
      const post = await publishedPost(postId);
      if (post.authorId === userId) throw new ForbiddenError(REPORT_MESSAGES.ownStory);
      try {
        const [row] = await db
          .insert(reports)
          .values({ reporterId: userId, postId, reason: input.reason, description: input.description })
          .returning();
        return {
          report: {
            _id: row!.id,
            postId,
            reason: row!.reason,
            description: row!.description,
            status: row!.status,
            createdAt: row!.createdAt.toISOString(),
          },
        };
      } catch (err) {
        if (uniqueViolation(err)) throw new ConflictError(REPORT_MESSAGES.already);
        throw err;
      }
    },
  };
}
export type ReactionService = ReturnType<typeof createReactionService>;

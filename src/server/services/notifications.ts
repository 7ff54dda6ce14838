/**
 * Notifications: stored when someone likes, comments on, replies to, follows or shares, and for
 * followers when a story is first published; never for one's own actions, never between people who
 * block each other, never from someone the recipient muted, never twice for the same like or follow.
 * Listens to the domain events the other services publish, and announces what changed.
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { comments, notifications, posts, users } from "../db/schema/index.ts";
import { NotFoundError } from "../errors.ts";
import type { EventBus } from "../events.ts";
import type { Logger } from "../logger.ts";
import type { Notification } from "../../shared/notification.ts";
import type { Paging } from "../../shared/schemas/posts.ts";
import type { Blocking } from "./blocks.ts";

type Kind = Notification["type"];
const VERBS: Record<Exclude<Kind, "system">, (title: string) => string> = {
  like: (t) => `liked your story “${t}”`,
  comment: (t) => `commented on your story “${t}”`,
  reply: (t) => `replied to your comment on “${t}”`,
  share: (t) => `shared your story “${t}”`,
  follow: () => "started following you",
};

export const NOTIFICATION_NOT_FOUND = "Notification not found";
const MENTIONED = (title: string) => `mentioned you in a comment on “${title}”`;

export function createNotificationService(db: Db, blocking: Blocking, events: EventBus, logger: Logger) {
  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.recipientId, userId), eq(notifications.read, false)));
    return row?.n ?? 0;
  }
  /** Notifications being written: a shutdown waits for them. */
  const pending = new Set<Promise<void>>();
  async function announceCount(userId: string) {
    events.emit("unread-count", { userId, unreadCount: await unreadCount(userId) });
  }

  async function rows(where: SQL, paging?: Paging) {
    const q = db
      .select({
        n: notifications,
        actor: {
          _id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          avatar: users.avatar,
        },
        post: { _id: posts.id, slug: posts.slug, title: posts.title },
        comment: { _id: comments.id, content: comments.content },
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .leftJoin(posts, eq(posts.id, notifications.postId))
      .leftJoin(comments, eq(comments.id, notifications.commentId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    const result = paging ? await q.limit(paging.limit).offset((paging.page - 1) * paging.limit) : await q;
    return result.map((r): Notification => ({
      _id: r.n.id,
      type: r.n.type,
      ...(r.actor?._id ? { actor: { ...r.actor, avatar: r.actor.avatar ?? undefined } } : {}),
      ...(r.post?._id ? { post: r.post } : {}),
      ...(r.comment?._id ? { comment: { _id: r.comment._id, content: r.comment.content.slice(0, 200) } } : {}),
      message: r.n.message,
      read: r.n.read,
      createdAt: r.n.createdAt.toISOString(),
    }));
  }

  async function notify(input: {
    recipientId: string;
    actorId: string;
    type: Kind;
    /** What a "system" notification says after the actor's name (the other kinds have their own). */
    verb?: (title: string) => string;
    postId?: string;
    commentId?: string;
    /** Already known to the caller (a like carries it): spares the look-up. */
    postTitle?: string;
    /** The caller already made sure nobody is blocked either way. */
    unblocked?: boolean;
  }) {
    if (input.recipientId === input.actorId) return;
    if (!input.unblocked && (await blocking.blockedEitherWay(input.recipientId, input.actorId))) return;
    let title = input.postTitle;
    if (title === undefined && input.postId) {
      const [post] = await db.select({ title: posts.title }).from(posts).where(eq(posts.id, input.postId));
      title = post?.title;
    }
    const fields = {
      recipientId: input.recipientId,
      actorId: input.actorId,
      type: input.type,
      postId: input.postId ?? null,
      commentId: input.commentId ?? null,
    };
    // One statement: the message is built from the actor's name and the story's title, and the
    // recipient's unread count comes back with the row (the insert is not in the statement's
    // snapshot, hence the + 1).
    const verb = (input.type === "system" ? input.verb! : VERBS[input.type])(title ?? "");
    const { rows: inserted } = await db.execute<{
      id: string;
      message: string;
      created_at: string | Date;
      first_name: string;
      last_name: string;
      username: string;
      avatar: string | null;
      post_slug: string | null;
      post_title: string | null;
      comment_content: string | null;
      unread: number;
    }>(sql`
      with actor as (select id, first_name, last_name, username, avatar from users where id = ${fields.actorId}::uuid),
      story as (select id, slug, title from posts where id = ${fields.postId}::uuid),
      note as (select id, content from comments where id = ${fields.commentId}::uuid),
      ins as (
        insert into notifications (recipient_id, actor_id, type, post_id, comment_id, message)
        select ${fields.recipientId}::uuid, actor.id, ${fields.type}::text, ${fields.postId}::uuid, ${fields.commentId}::uuid,
          actor.first_name || ' ' || actor.last_name || ' ' || ${verb}::text
        from actor
        where not exists (
          select 1 from mutes m where m.muter_id = ${fields.recipientId}::uuid and m.muted_id = actor.id)
        on conflict do nothing
        returning id, message, created_at
      )
      select ins.id, ins.message, ins.created_at, actor.first_name, actor.last_name, actor.username, actor.avatar,
        story.slug as post_slug, story.title as post_title, note.content as comment_content,
        (select count(*)::int from notifications n where n.recipient_id = ${fields.recipientId}::uuid and n.read = false) + 1 as unread
      from ins cross join actor left join story on true left join note on true
    `);
    const row = inserted[0];
    if (!row) return;
    const notification: Notification = {
      _id: row.id,
      type: input.type,
      actor: {
        _id: input.actorId,
        username: row.username,
        firstName: row.first_name,
        lastName: row.last_name,
        avatar: row.avatar ?? undefined,
      },
      ...(fields.postId && row.post_slug !== null
        ? { post: { _id: fields.postId, slug: row.post_slug, title: row.post_title! } }
        : {}),
      ...(fields.commentId && row.comment_content !== null
        ? { comment: { _id: fields.commentId, content: row.comment_content.slice(0, 200) } }
        : {}),
      message: row.message,
      read: false,
      createdAt: new Date(row.created_at).toISOString(),
    };
    events.emit("notification", { recipientId: input.recipientId, notification });
    events.emit("unread-count", { userId: input.recipientId, unreadCount: row.unread });
  }

  /** A notice from the site itself (a moderation decision): no actor, the message as given. */
  async function tell(input: { recipientId: string; message: string; postId?: string | null }) {
    const [row] = await db
      .insert(notifications)
      .values({ recipientId: input.recipientId, type: "system", postId: input.postId ?? null, message: input.message })
      .returning();
    const [story] = input.postId
      ? await db
          .select({ _id: posts.id, slug: posts.slug, title: posts.title })
          .from(posts)
          .where(eq(posts.id, input.postId))
      : [];
    const notification: Notification = {
      _id: row!.id,
      type: "system",
      ...(story ? { post: story } : {}),
      message: row!.message,
      read: false,
      createdAt: row!.createdAt.toISOString(),
    };
    events.emit("notification", { recipientId: input.recipientId, notification });
    await announceCount(input.recipientId);
  }

  /**
   * A new story: each follower (not across a block either way) gets a "system" notification naming
   * the author and the story, in one statement however many they are.
   */
  async function tellFollowers(postId: string, authorId: string) {
    const { rows } = await db.execute<{
      id: string;
      recipient_id: string;
      message: string;
      created_at: string | Date;
      slug: string;
      title: string;
      first_name: string;
      last_name: string;
      username: string;
      avatar: string | null;
    }>(sql`
      with story as (select id, slug, title from posts where id = ${postId}::uuid and status = 'published'),
      actor as (select id, first_name, last_name, username, avatar from users where id = ${authorId}::uuid),
      ins as (
        insert into notifications (recipient_id, actor_id, type, post_id, message)
        select f.follower_id, actor.id, 'system', story.id,
          actor.first_name || ' ' || actor.last_name || ' published “' || story.title || '”'
        from follows f cross join actor cross join story
        where f.followee_id = actor.id
          and not exists (
            select 1 from blocks b
            where (b.blocker_id = f.follower_id and b.blocked_id = actor.id)
               or (b.blocker_id = actor.id and b.blocked_id = f.follower_id))
          and not exists (select 1 from mutes m where m.muter_id = f.follower_id and m.muted_id = actor.id)
        returning id, recipient_id, message, created_at
      )
      select ins.*, story.slug, story.title, actor.first_name, actor.last_name, actor.username, actor.avatar
      from ins cross join story cross join actor`);
    if (rows.length === 0) return;
    const { rows: counts } = await db.execute<{ recipient_id: string; unread: number }>(sql`
      select recipient_id, count(*)::int as unread from notifications
      where recipient_id in (${sql.join(
        rows.map((r) => sql`${r.recipient_id}::uuid`),
        sql`, `,
      )}) and read = false
      group by recipient_id`);
    const unread = new Map(counts.map((c) => [c.recipient_id, Number(c.unread)]));
    for (const row of rows) {
      const notification: Notification = {
        _id: row.id,
        type: "system",
        actor: {
          _id: authorId,
          username: row.username,
          firstName: row.first_name,
          lastName: row.last_name,
          avatar: row.avatar ?? undefined,
        },
        post: { _id: postId, slug: row.slug, title: row.title },
        message: row.message,
        read: false,
        createdAt: new Date(row.created_at).toISOString(),
      };
      events.emit("notification", { recipientId: row.recipient_id, notification });
      events.emit("unread-count", { userId: row.recipient_id, unreadCount: unread.get(row.recipient_id) ?? 1 });
    }
  }

  async function authorOf(postId: string) {
    const [post] = await db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, postId));
    return post?.authorId;
  }

  /** Turns domain events into notifications; a failure is logged, never thrown at the reader. */
  function listen() {
    const run = (task: () => Promise<void>) => {
      const done = task()
        .catch((err: unknown) => logger.error("Could not notify", err))
        .finally(() => pending.delete(done));
      pending.add(done);
    };
    // The like itself checked that nobody is blocked and brought the author and title along.
    events.on("liked", ({ actorId, postId, authorId, title }) =>
      run(() => notify({ recipientId: authorId, actorId, type: "like", postId, postTitle: title, unblocked: true })),
    );
    events.on("shared", ({ actorId, postId }) =>
      run(async () => {
        const recipientId = await authorOf(postId);
        if (recipientId) await notify({ recipientId, actorId, type: "share", postId });
      }),
    );
    events.on("commented", ({ actorId, postId, commentId, parentId }) =>
      run(async () => {
        const authorId = await authorOf(postId);
        const [parent] = parentId
          ? await db.select({ authorId: comments.authorId }).from(comments).where(eq(comments.id, parentId))
          : [];
        if (parent?.authorId && parent.authorId !== authorId)
          await notify({ recipientId: parent.authorId, actorId, type: "reply", postId, commentId });
        // The story's author hears of a comment; a reply is "to your comment" only when it was theirs.
        const type = parent && parent.authorId === authorId ? "reply" : "comment";
        if (authorId) await notify({ recipientId: authorId, actorId, type, postId, commentId });
      }),
    );
    events.on("followed", ({ actorId, userId }) => run(() => notify({ recipientId: userId, actorId, type: "follow" })));
    // People mentioned in a comment, unless they hear of it anyway (the story's author, the one replied to).
    events.on("mentioned", ({ actorId, postId, commentId, userIds }) =>
      run(async () => {
        const [told] = await db
          .select({
            author: posts.authorId,
            parent: sql<
              string | null
            >`(select p.author_id from comments c join comments p on p.id = c.parent_id where c.id = ${commentId})`,
          })
          .from(posts)
          .where(eq(posts.id, postId));
        for (const recipientId of userIds) {
          if (recipientId === told?.author || recipientId === told?.parent) continue;
          await notify({ recipientId, actorId, type: "system", verb: MENTIONED, postId, commentId });
        }
      }),
    );
    events.on("published", ({ postId, authorId }) => run(() => tellFollowers(postId, authorId)));
  }

  return {
    listen,
    tell,
    /** Notifications being written now (the metrics' queue depth). */
    pendingCount: () => pending.size,
    /** Waits for the notifications still being written (at shutdown, before the database closes). */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    unreadCount,
    async list(userId: string, read: "all" | "read" | "unread", paging: Paging) {
      const filters: SQL[] = [eq(notifications.recipientId, userId)];
      if (read !== "all") filters.push(eq(notifications.read, read === "read"));
      const where = and(...filters)!;
      const [list, [total], unread] = await Promise.all([
        rows(where, paging),
        db.select({ n: count() }).from(notifications).where(where),
        unreadCount(userId),
      ]);
      return {
        notifications: list,
        meta: { page: paging.page, limit: paging.limit, total: total?.n ?? 0 },
        unreadCount: unread,
      };
    },
    /** Marks one of the caller's notifications read (again is fine); someone else's is a 404. */
    async markRead(userId: string, id: string) {
      const [own] = await db
        .select({ read: notifications.read })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId)));
      if (!own) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
      if (!own.read) {
        await db.update(notifications).set({ read: true }).where(eq(notifications.id, id));
        await announceCount(userId);
      }
      return { unreadCount: await unreadCount(userId) };
    },
    async markAllRead(userId: string) {
      await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.recipientId, userId), eq(notifications.read, false)));
      events.emit("unread-count", { userId, unreadCount: 0 });
      return { unreadCount: 0 };
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;

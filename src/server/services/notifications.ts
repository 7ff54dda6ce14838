/**
 * Notifications: stored when someone likes, comments on, replies to, follows or shares, and for
 * followers when a story is first published; never for one's own actions, never between people who
 * block each other, never from someone the recipient muted, never twice for the same like or follow.
 * Listens to the domain events the other services publish, and announces what changed.
 */
import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { comments, notifications, posts, users } from "../db/schema/index.ts";
import { NotFoundError } from "../errors.ts";
import type { EventBus } from "../events.ts";
import type { Logger } from "../logger.ts";
import type { Notification } from "../../shared/notification.ts";
import type { Paging } from "../../shared/schemas/posts.ts";
import type { Blocking } from "./blocks.ts";
import { createBatcher } from "./batch.ts";

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
      // A story is named only while it is published, or to its own author (a draft's new title stays theirs).
      .leftJoin(
        posts,
        and(
          eq(posts.id, notifications.postId),
          or(eq(posts.status, "published"), eq(posts.authorId, notifications.recipientId)),
        ),
      )
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
    const verb = (input.type === "system" ? input.verb! : VERBS[input.type])(title ?? "");
    const made = await inserts.add({
      recipientId: input.recipientId,
      actorId: input.actorId,
      type: input.type,
      postId: input.postId ?? null,
      commentId: input.commentId ?? null,
      verb,
    });
    if (!made) return;
    events.emit("notification", { recipientId: input.recipientId, notification: made.notification });
    events.emit("unread-count", { userId: input.recipientId, unreadCount: made.unread });
  }

  interface NewNotification {
    recipientId: string;
    actorId: string;
    type: Kind;
    postId: string | null;
    commentId: string | null;
    /** What follows the actor's name in the message. */
    verb: string;
  }
  const sameKind = (n: Pick<NewNotification, "recipientId" | "actorId" | "type" | "postId" | "commentId">) =>
    `${n.recipientId}:${n.actorId}:${n.type}:${n.postId ?? ""}:${n.commentId ?? ""}`;

  /**
   * Many notifications in one statement (notifications come in bursts: a liked story, a busy thread).
   * The message is built from the actor's name; the recipient's unread count comes back with each
   * row (the statement's snapshot holds none of its own rows, hence the count of those added).
   * Undefined for one not stored: the recipient muted the actor, or was told of this like or follow before.
   */
  async function insertNotifications(items: NewNotification[]) {
    const input = JSON.stringify(
      items.map((n, i) => ({
        n: i,
        recipient_id: n.recipientId,
        actor_id: n.actorId,
        type: n.type,
        post_id: n.postId,
        comment_id: n.commentId,
        verb: n.verb,
      })),
    );
    const { rows } = await db.execute<{
      id: string;
      recipient_id: string;
      actor_id: string;
      type: Kind;
      post_id: string | null;
      comment_id: string | null;
      message: string;
      created_at: string | Date;
      first_name: string;
      last_name: string;
      username: string;
      avatar: string | null;
      post_slug: string | null;
      post_title: string | null;
      comment_content: string | null;
      unread_before: number;
    }>(sql`
      with input as (
        select * from jsonb_to_recordset(${input}::jsonb)
          as t(n int, recipient_id uuid, actor_id uuid, type text, post_id uuid, comment_id uuid, verb text)
      ),
      ins as (
        insert into notifications (recipient_id, actor_id, type, post_id, comment_id, message)
        select i.recipient_id, a.id, i.type, i.post_id, i.comment_id, a.first_name || ' ' || a.last_name || ' ' || i.verb
        from input i join users a on a.id = i.actor_id
        where not exists (select 1 from mutes m where m.muter_id = i.recipient_id and m.muted_id = a.id)
        order by i.n
        on conflict do nothing
        returning id, recipient_id, actor_id, type, post_id, comment_id, message, created_at
      )
      select ins.*, a.first_name, a.last_name, a.username, a.avatar,
        story.slug as post_slug, story.title as post_title, note.content as comment_content,
        (select count(*)::int from notifications n where n.recipient_id = ins.recipient_id and n.read = false) as unread_before
      from ins join users a on a.id = ins.actor_id
        left join posts story on story.id = ins.post_id
        left join comments note on note.id = ins.comment_id
    `);
    // Rows come back in no particular order: each goes to an item alike (two alike may both be stored).
    const stored = new Map<string, (typeof rows)[number][]>();
    for (const r of rows) {
      const key = sameKind({
        recipientId: r.recipient_id,
        actorId: r.actor_id,
        type: r.type,
        postId: r.post_id,
        commentId: r.comment_id,
      });
      stored.set(key, [...(stored.get(key) ?? []), r]);
    }
    const added = new Map<string, number>();
    return items.map((item) => {
      const row = stored.get(sameKind(item))?.shift();
      if (!row) return undefined;
      const unread = Number(row.unread_before) + (added.get(item.recipientId) ?? 0) + 1;
      added.set(item.recipientId, (added.get(item.recipientId) ?? 0) + 1);
      const notification: Notification = {
        _id: row.id,
        type: item.type,
        actor: {
          _id: item.actorId,
          username: row.username,
          firstName: row.first_name,
          lastName: row.last_name,
          avatar: row.avatar ?? undefined,
        },
        ...(item.postId && row.post_slug !== null
          ? { post: { _id: item.postId, slug: row.post_slug, title: row.post_title! } }
          : {}),
        ...(item.commentId && row.comment_content !== null
          ? { comment: { _id: item.commentId, content: row.comment_content.slice(0, 200) } }
          : {}),
        message: row.message,
        read: false,
        createdAt: new Date(row.created_at).toISOString(),
      };
      return { notification, unread };
    });
  }
  // One batch at a time: each counts the unread rows the one before it committed.
  const inserts = createBatcher(insertNotifications, { concurrency: 1 });

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
        // At most once per person and comment: editing a mention out and back in tells nobody twice.
        const already = await db
          .select({ recipientId: notifications.recipientId })
          .from(notifications)
          .where(
            and(
              eq(notifications.commentId, commentId),
              eq(notifications.type, "system"),
              inArray(notifications.recipientId, userIds),
            ),
          );
        const toldBefore = new Set(already.map((r) => r.recipientId));
        for (const recipientId of userIds) {
          if (recipientId === told?.author || recipientId === told?.parent || toldBefore.has(recipientId)) continue;
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

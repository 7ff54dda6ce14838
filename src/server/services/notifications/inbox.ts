/** A person's notifications: the list, the unread count, marking read (their own only). */
import { and, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { comments, notifications, postAuthors, posts, users } from "../../db/schema/index.ts";
import { NotFoundError } from "../../errors.ts";
import type { EventBus } from "../../events.ts";
import type { Notification } from "../../../shared/notification.ts";
import type { Paging } from "../../../shared/schemas/posts.ts";

export const NOTIFICATION_NOT_FOUND = "Notification not found";

/** The story an invitation is to, named to the invitee while they are invited or a co-author. */
const invitedTo = alias(posts, "invited_to");

export function createInbox(db: Db, events: EventBus) {
  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.recipientId, userId), eq(notifications.read, false)));
    return row?.n ?? 0;
  }
  async function announceCount(userId: string) {
    events.emit("unread-count", { userId, unreadCount: await unreadCount(userId) });
  }

  /** The list's order, which its index (recipient, created_at, id) holds. */
  const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

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
        coauthorStatus: postAuthors.status,
        invitedTitle: invitedTo.title,
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
      // An invitation's state now: still open, accepted, or gone (declined, removed, left).
      .leftJoin(
        postAuthors,
        and(
          eq(notifications.coauthorInvite, true),
          eq(postAuthors.postId, notifications.postId),
          eq(postAuthors.userId, notifications.recipientId),
        ),
      )
      .leftJoin(invitedTo, eq(invitedTo.id, postAuthors.postId))
      .orderBy(...newestFirst);
    // Past the first page, the page's ids first (from the index alone), then their joins: not the
    // joins of every notification skipped (50,000 notifications, pages 1-4,000: p50 28 -> 19 ms).
    const skipped = paging ? (paging.page - 1) * paging.limit : 0;
    const result = !paging
      ? await q.where(where)
      : skipped === 0
        ? await q.where(where).limit(paging.limit)
        : await q.where(
            inArray(
              notifications.id,
              db
                .select({ id: notifications.id })
                .from(notifications)
                .where(where)
                .orderBy(...newestFirst)
                .limit(paging.limit)
                .offset(skipped),
            ),
          );
    return result.map((r): Notification => ({
      _id: r.n.id,
      type: r.n.type,
      ...(r.n.kind ? { kind: r.n.kind, params: r.n.params ?? {} } : {}),
      ...(r.actor?._id ? { actor: { ...r.actor, avatar: r.actor.avatar ?? undefined } } : {}),
      ...(r.post?._id ? { post: r.post } : {}),
      ...(r.comment?._id ? { comment: { _id: r.comment._id, content: r.comment.content.slice(0, 200) } } : {}),
      ...(r.n.coauthorInvite && r.n.postId
        ? {
            invitation: {
              postId: r.n.postId,
              status: r.coauthorStatus ?? ("closed" as const),
              ...(r.coauthorStatus ? { title: r.invitedTitle ?? "" } : {}),
            },
          }
        : {}),
      message: r.n.message,
      read: r.n.read,
      createdAt: r.n.createdAt.toISOString(),
    }));
  }

  return {
    unreadCount,
    announceCount,
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
export type Inbox = ReturnType<typeof createInbox>;

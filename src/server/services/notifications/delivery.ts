/**
 * Writing a notification and pushing it: one at a time for a person (never for one's own actions,
 * never across a block), written in batches (db/batch.ts); and notices from the site itself.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notifications, posts, users } from "../../db/schema/index.ts";
import type { EventBus } from "../../events.ts";
import type { Notification, NotificationKind, NotificationParams } from "../../../shared/notification.ts";
import type { Blocking } from "../blocks.ts";
import { createBatcher } from "../../db/batch.ts";
import type { Inbox } from "./inbox.ts";

type Kind = Notification["type"];
const VERBS: Record<Exclude<Kind, "system">, (title: string) => string> = {
  like: (t) => `liked your story “${t}”`,
  comment: (t) => `commented on your story “${t}”`,
  reply: (t) => `replied to your comment on “${t}”`,
  share: (t) => `shared your story “${t}”`,
  follow: () => "started following you",
};

export function createDelivery(db: Db, blocking: Blocking, events: EventBus, { announceCount }: Inbox) {
  async function notify(input: {
    recipientId: string;
    actorId: string;
    type: Kind;
    /** What a "system" notification says after the actor's name (the other kinds have their own). */
    verb?: (title: string) => string;
    /** A "system" notification's kind (the other kinds are their type). */
    kind?: NotificationKind;
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
      kind: input.type === "system" ? input.kind! : input.type,
      params: title === undefined ? {} : { title },
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
    kind: NotificationKind;
    params: NotificationParams;
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
        kind: n.kind,
        params: n.params,
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
      kind: NotificationKind;
      params: NotificationParams;
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
          as t(n int, recipient_id uuid, actor_id uuid, type text, post_id uuid, comment_id uuid, verb text,
            kind text, params jsonb)
      ),
      ins as (
        insert into notifications (recipient_id, actor_id, type, post_id, comment_id, message, kind, params)
        select i.recipient_id, a.id, i.type, i.post_id, i.comment_id, a.first_name || ' ' || a.last_name || ' ' || i.verb,
          i.kind, i.params
        from input i join users a on a.id = i.actor_id
        where not exists (select 1 from mutes m where m.muter_id = i.recipient_id and m.muted_id = a.id)
        order by i.n
        on conflict do nothing
        returning id, recipient_id, actor_id, type, post_id, comment_id, message, kind, params, created_at
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
        kind: item.kind,
        params: item.params,
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

  /**
   * A notice from the site itself (a moderation decision): no actor, the message as given. An
   * invitation names who invited (`actorId`), so the interface can say it in the reader's language.
   */
  async function tell(input: {
    recipientId: string;
    /** English, for API clients; the interface says it from `kind` and `params`. */
    message: string;
    kind: NotificationKind;
    params?: NotificationParams;
    postId?: string | null;
    /** An invitation to co-author `postId`: the notification carries Accept and Decline. */
    coauthorInvite?: boolean;
    actorId?: string;
  }) {
    const coauthorInvite = Boolean(input.coauthorInvite && input.postId);
    const [row] = await db
      .insert(notifications)
      .values({
        recipientId: input.recipientId,
        actorId: input.actorId ?? null,
        type: "system",
        postId: input.postId ?? null,
        message: input.message,
        kind: input.kind,
        params: input.params ?? {},
        coauthorInvite,
      })
      .returning();
    const [story] = input.postId
      ? await db
          .select({ _id: posts.id, slug: posts.slug, title: posts.title })
          .from(posts)
          .where(eq(posts.id, input.postId))
      : [];
    const [actor] = input.actorId
      ? await db
          .select({
            _id: users.id,
            username: users.username,
            firstName: users.firstName,
            lastName: users.lastName,
            avatar: users.avatar,
          })
          .from(users)
          .where(eq(users.id, input.actorId))
      : [];
    const notification: Notification = {
      _id: row!.id,
      type: "system",
      kind: input.kind,
      params: row!.params ?? {},
      ...(actor ? { actor: { ...actor, avatar: actor.avatar ?? undefined } } : {}),
      // An invitation is to a draft the invitee cannot open yet: it names the story by its title only.
      ...(story && !coauthorInvite ? { post: story } : {}),
      ...(coauthorInvite
        ? { invitation: { postId: input.postId!, status: "invited" as const, title: story?.title ?? "" } }
        : {}),
      message: row!.message,
      read: false,
      createdAt: row!.createdAt.toISOString(),
    };
    events.emit("notification", { recipientId: input.recipientId, notification });
    await announceCount(input.recipientId);
  }

  return { notify, tell };
}
export type Delivery = ReturnType<typeof createDelivery>;

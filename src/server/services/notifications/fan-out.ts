/** A new story told to every follower of its author, in one statement however many they are. */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../../events.ts";
import type { Notification } from "../../../shared/notification.ts";

export function createFanOut(db: Db, events: EventBus) {
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
        insert into notifications (recipient_id, actor_id, type, post_id, message, kind, params)
        select f.follower_id, actor.id, 'system', story.id,
          -- The curly quotation marks by code point: the built server's code stays ASCII (build.ts).
          actor.first_name || ' ' || actor.last_name || ' published ' || chr(8220) || story.title || chr(8221),
          'published', jsonb_build_object('title', story.title)
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
        kind: "published",
        params: { title: row.title },
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

  return { tellFollowers };
}

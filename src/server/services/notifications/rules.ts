/**
 * Which domain events notify whom: likes, comments, replies, follows, shares, mentions (once per
 * person and comment) and first publications. A failure is logged, never thrown at the reader.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { comments, notifications, posts } from "../../db/schema/index.ts";
import type { EventBus } from "../../events.ts";
import type { Logger } from "../../logger.ts";
import type { Delivery } from "./delivery.ts";

const MENTIONED = (title: string) => `mentioned you in a comment on “${title}”`;

export function createDeliveryRules(
  db: Db,
  events: EventBus,
  logger: Logger,
  { notify }: Delivery,
  tellFollowers: (postId: string, authorId: string) => Promise<void>,
) {
  /** Notifications being written: a shutdown waits for them. */
  const pending = new Set<Promise<void>>();
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
          // (Two edits handled at once may both pass this look: the unique index then keeps one.)
          if (recipientId === told?.author || recipientId === told?.parent || toldBefore.has(recipientId)) continue;
          await notify({ recipientId, actorId, type: "system", verb: MENTIONED, kind: "mention", postId, commentId });
        }
      }),
    );
    events.on("published", ({ postId, authorId }) => run(() => tellFollowers(postId, authorId)));
  }

  return {
    listen,
    /** Notifications being written now (the metrics' queue depth). */
    pendingCount: () => pending.size,
    /** Waits for the notifications still being written (at shutdown, before the database closes). */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/**
 * Events become deliveries: one queued row per hook that listens, in the database, written after the
 * write that caused it (never slowing it); sites without hooks pay nothing (the registry is cached).
 */
import { eq, sql } from "drizzle-orm";
import { comments, posts, users } from "../../db/schema/index.ts";
import { cacheTag } from "../../cache/tags.ts";
import { HOOKS_TTL_MS, type WebhookDeps, type WebhookEvent } from "./shared.ts";

export function createWebhookQueue({ db, events, caches, logger, publicUrl }: WebhookDeps) {
  const pending = new Set<Promise<void>>();
  const run = (task: () => Promise<void>) => {
    const done = task()
      .catch((err: unknown) => logger.error("Could not queue a webhook delivery", err))
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  // Most sites have no webhook: an event then costs nothing (no look-up, no insert). A hook added in
  // another process is known here before its write answers (`webhooks-changed`, cache/purger.ts).
  const hooked = caches.shared<Set<string>>("webhook registry", HOOKS_TTL_MS, (t) => t === cacheTag.webhooks, 1);
  const listened = () =>
    hooked.get("events", async () => {
      const { rows } = await db.execute<{ event: string }>(sql`select distinct unnest(events) as event from webhooks`);
      return new Set(rows.map((r) => r.event));
    });
  const link = (slug: string) => (publicUrl ? new URL(`/post/${slug}`, publicUrl).href : `/post/${slug}`);

  /** One delivery per hook that listens for this event, in one statement. */
  async function enqueue(event: WebhookEvent, data: Record<string, unknown>) {
    const payload = JSON.stringify({ event, createdAt: new Date().toISOString(), data });
    await db.execute(sql`
      insert into webhook_deliveries (webhook_id, event, payload)
      select id, ${event}, ${payload}::jsonb from webhooks where ${event} = any(events)`);
  }

  async function story(postId: string) {
    const [row] = await db
      .select({
        _id: posts.id,
        slug: posts.slug,
        title: posts.title,
        tags: posts.tags,
        publishedAt: posts.publishedAt,
        updatedAt: posts.updatedAt,
        author: { _id: users.id, username: users.username },
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(eq(posts.id, postId));
    return row ? { ...row, url: link(row.slug) } : undefined;
  }

  /** Runs `task` (which builds and queues the delivery) only when some hook listens for `event`. */
  const when = (event: WebhookEvent, task: () => Promise<void>) =>
    run(async () => {
      if ((await listened()).has(event)) await task();
    });

  function listen() {
    const onStory = (event: WebhookEvent) => (postId: string) =>
      when(event, async () => {
        const data = await story(postId);
        if (data) await enqueue(event, data);
      });
    const published = onStory("post.published");
    const updated = onStory("post.updated");
    events.on("published", ({ postId }) => published(postId));
    events.on("story-updated", ({ postId }) => updated(postId));
    events.on("story-deleted", ({ postId, slug, title, authorId }) =>
      when("post.deleted", () => enqueue("post.deleted", { _id: postId, slug, title, author: { _id: authorId } })),
    );
    events.on("commented", ({ commentId }) =>
      when("comment.created", async () => {
        const [row] = await db
          .select({
            _id: comments.id,
            postId: comments.postId,
            parentId: comments.parentId,
            content: comments.content,
            createdAt: comments.createdAt,
            author: { _id: users.id, username: users.username },
          })
          .from(comments)
          .innerJoin(users, eq(users.id, comments.authorId))
          .where(eq(comments.id, commentId));
        if (row) await enqueue("comment.created", row);
      }),
    );
    events.on("joined", ({ userId }) =>
      when("user.joined", async () => {
        const [row] = await db
          .select({
            _id: users.id,
            username: users.username,
            firstName: users.firstName,
            lastName: users.lastName,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(eq(users.id, userId));
        if (row) await enqueue("user.joined", row);
      }),
    );
  }

  return {
    listen,
    /** The events some hook listens for (remembered; the sender asks too). */
    listened,
    /** Waits for events still being turned into deliveries (tests, shutdown). */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

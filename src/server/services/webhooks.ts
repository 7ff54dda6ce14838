/**
 * Webhooks: an admin registers addresses for events (a story published, updated or deleted, a
 * comment created, a person joined). Each event becomes one queued delivery per hook, in the
 * database; every process claims due deliveries (FOR UPDATE SKIP LOCKED, with a lease so a crash
 * loses nothing), POSTs them signed with the hook's secret, and on failure tries again later, each
 * wait twice the last, until it gives up. The admin sees each hook's deliveries and their last status.
 */
import { createHmac, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { comments, posts, users, webhookDeliveries, webhooks, WEBHOOK_EVENTS } from "../db/schema/index.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import type { EventBus } from "../events.ts";
import type { Logger } from "../logger.ts";
import type { Paging } from "../../shared/schemas/posts.ts";
import type { CacheLayer } from "../cache/layer.ts";
import { cacheTag } from "../cache/tags.ts";
import { postTo, PRIVATE_ADDRESS_MESSAGE, privateOnItsFace } from "./webhook-address.ts";

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export { WEBHOOK_EVENTS };

export const WEBHOOK_LIMITS = {
  /** Attempts before a delivery is marked failed. */
  maxAttempts: 8,
  /** How long a receiver has to answer. */
  timeoutMs: 10_000,
  /** How long a claimed delivery is held before another process may try it (a crashed sender). */
  leaseSeconds: 60,
  /** The longest wait between two attempts. */
  maxBackoffMs: 6 * 3_600_000,
  /** Deliveries claimed by one process per round. */
  batch: 10,
} as const;

/** How long this process trusts its list of the events some hook listens for. */
export const HOOKS_TTL_MS = 5_000;

export const WEBHOOK_MESSAGES = {
  created: "Webhook added: keep its secret to check the signatures",
  deleted: "Webhook removed",
  notFound: "Webhook not found",
} as const;

/** `X-Inkwell-Signature`: `sha256=` and the hex HMAC of `<timestamp>.<body>` with the hook's secret. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export interface WebhookView {
  _id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
  /** The most recent delivery, if any. */
  last?: { event: string; status: string; lastStatus: number | null; lastError: string | null; createdAt: string };
  pending: number;
  failed: number;
}

interface Deps {
  db: Db;
  events: EventBus;
  caches: CacheLayer;
  logger: Logger;
  publicUrl?: string | undefined;
  /** The first wait after a failed attempt (then twice as long each time). */
  retryMs: number;
  /** Hooks may point at this machine or a private network (webhook-address.ts). */
  allowPrivate?: boolean;
}

export function createWebhookService({ db, events, caches, logger, publicUrl, retryMs, allowPrivate = false }: Deps) {
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

  async function send(delivery: { id: string; event: string; payload: unknown; url: string; secret: string }) {
    const body = JSON.stringify(delivery.payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const status = await postTo(
        delivery.url,
        body,
        {
          "content-type": "application/json",
          "user-agent": "Inkwell-Webhooks/1",
          "x-inkwell-event": delivery.event,
          "x-inkwell-delivery": delivery.id,
          "x-inkwell-timestamp": timestamp,
          "x-inkwell-signature": signWebhook(delivery.secret, timestamp, body),
        },
        { timeoutMs: WEBHOOK_LIMITS.timeoutMs, allowPrivate },
      );
      return { ok: status >= 200 && status < 300, status, error: null };
    } catch (err) {
      return { ok: false, status: null, error: err instanceof Error ? err.message.slice(0, 300) : "Could not connect" };
    }
  }

  return {
    listen,
    /** Waits for events still being turned into deliveries (tests, shutdown). */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    /** One round of the sender: claims the due deliveries, sends them, records what happened. */
    async deliverDue(): Promise<number> {
      // No hook, nothing queued (deliveries go with their hook).
      if ((await listened()).size === 0) return 0;
      const { rows: claimed } = await db.execute<{ id: string; attempts: number }>(sql`
        with due as (
          select id from webhook_deliveries
          where status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at
          limit ${WEBHOOK_LIMITS.batch}
          for update skip locked
        )
        update webhook_deliveries d
        set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${WEBHOOK_LIMITS.leaseSeconds})
        from due where d.id = due.id
        returning d.id, d.attempts`);
      if (claimed.length === 0) return 0;
      const rows = await db
        .select({
          id: webhookDeliveries.id,
          event: webhookDeliveries.event,
          payload: webhookDeliveries.payload,
          url: webhooks.url,
          secret: webhooks.secret,
        })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .where(
          inArray(
            webhookDeliveries.id,
            claimed.map((c) => c.id),
          ),
        );
      const attempts = new Map(claimed.map((c) => [c.id, Number(c.attempts)]));
      await Promise.all(
        rows.map(async (delivery) => {
          const result = await send(delivery);
          const tries = attempts.get(delivery.id) ?? 1;
          const gaveUp = !result.ok && tries >= WEBHOOK_LIMITS.maxAttempts;
          const wait = Math.min(retryMs * 2 ** (tries - 1), WEBHOOK_LIMITS.maxBackoffMs);
          await db
            .update(webhookDeliveries)
            .set({
              status: result.ok ? "delivered" : gaveUp ? "failed" : "pending",
              lastStatus: result.status,
              lastError: result.ok ? null : (result.error ?? `The receiver answered ${result.status}`),
              ...(result.ok ? { deliveredAt: new Date() } : { nextAttemptAt: new Date(Date.now() + wait) }),
            })
            .where(eq(webhookDeliveries.id, delivery.id));
        }),
      );
      return rows.length;
    },

    async list(): Promise<WebhookView[]> {
      const hooks = await db.select().from(webhooks).orderBy(desc(webhooks.createdAt));
      if (hooks.length === 0) return [];
      const { rows: stats } = await db.execute<{
        webhook_id: string;
        pending: number;
        failed: number;
      }>(sql`
        select webhook_id,
          count(*) filter (where status = 'pending')::int as pending,
          count(*) filter (where status = 'failed')::int as failed
        from webhook_deliveries group by webhook_id`);
      const { rows: lasts } = await db.execute<{
        webhook_id: string;
        event: string;
        status: string;
        last_status: number | null;
        last_error: string | null;
        created_at: string | Date;
      }>(sql`
        select distinct on (webhook_id) webhook_id, event, status, last_status, last_error, created_at
        from webhook_deliveries order by webhook_id, created_at desc, id desc`);
      return hooks.map((h) => {
        const s = stats.find((r) => r.webhook_id === h.id);
        const last = lasts.find((r) => r.webhook_id === h.id);
        return {
          _id: h.id,
          url: h.url,
          events: h.events,
          createdAt: h.createdAt.toISOString(),
          ...(last
            ? {
                last: {
                  event: last.event,
                  status: last.status,
                  lastStatus: last.last_status,
                  lastError: last.last_error,
                  createdAt: new Date(last.created_at).toISOString(),
                },
              }
            : {}),
          pending: Number(s?.pending ?? 0),
          failed: Number(s?.failed ?? 0),
        };
      });
    },

    /** Answers the secret once, with the hook: receivers check signatures with it. */
    async create(adminId: string, input: { url: string; events: WebhookEvent[] }) {
      if (!allowPrivate && privateOnItsFace(input.url))
        throw new ValidationError([{ field: "url", message: PRIVATE_ADDRESS_MESSAGE }]);
      const secret = `whsec_${randomBytes(24).toString("base64url")}`;
      const [row] = await db
        .insert(webhooks)
        .values({ url: input.url, events: [...new Set(input.events)], secret, createdBy: adminId })
        .returning();
      events.emit("webhooks-changed", {});
      return {
        webhook: { _id: row!.id, url: row!.url, events: row!.events, createdAt: row!.createdAt.toISOString() },
        secret,
      };
    },

    async remove(id: string): Promise<void> {
      const gone = await db.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id });
      if (gone.length === 0) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
      events.emit("webhooks-changed", {});
    },

    /** A hook's deliveries, newest first. */
    async deliveries(id: string, paging: Paging) {
      const [hook] = await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, id));
      if (!hook) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.webhookId, id)))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit);
      return {
        deliveries: rows.map((d) => ({
          _id: d.id,
          event: d.event,
          status: d.status,
          attempts: d.attempts,
          lastStatus: d.lastStatus,
          lastError: d.lastError,
          nextAttemptAt: d.status === "pending" ? d.nextAttemptAt.toISOString() : null,
          createdAt: d.createdAt.toISOString(),
          deliveredAt: d.deliveredAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;

/**
 * The sender: claims due deliveries (FOR UPDATE SKIP LOCKED with a lease, so a crash loses nothing),
 * POSTs them signed, and on failure tries again later, each wait twice the last, until it gives up.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { webhookDeliveries, webhooks } from "../../db/schema/index.ts";
import { postTo } from "./post-to.ts";
import { signWebhook, WEBHOOK_LIMITS, type WebhookDeps } from "./shared.ts";

export function createWebhookSender(
  { db, retryMs, timeoutMs = WEBHOOK_LIMITS.timeoutMs, allowPrivate = false }: WebhookDeps,
  /** The events some hook listens for: none, and a round costs nothing. */
  listened: () => Promise<Set<string>>,
) {
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
        { timeoutMs, allowPrivate },
      );
      return { ok: status >= 200 && status < 300, status, error: null };
    } catch (err) {
      return { ok: false, status: null, error: err instanceof Error ? err.message.slice(0, 300) : "Could not connect" };
    }
  }

  return {
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
  };
}

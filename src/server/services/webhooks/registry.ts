/** The hooks an admin registers: list with their last status, add (public addresses only), remove, deliveries. */
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { webhookDeliveries, webhooks } from "../../db/schema/index.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import type { Paging } from "../../../shared/schemas/posts.ts";
import { PRIVATE_ADDRESS_MESSAGE, privateOnItsFace } from "../../outbound/address-policy.ts";
import { WEBHOOK_MESSAGES, type WebhookDeps, type WebhookEvent, type WebhookView } from "./shared.ts";

export function createWebhookRegistry({ db, events, allowPrivate = false }: WebhookDeps) {
  return {
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

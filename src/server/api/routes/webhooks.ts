/**
 * /api/moderation/webhooks: addresses an admin registers to hear of events, and each one's deliveries.
 * Admins only.
 */
import { Hono } from "hono";
import { moderationLogSchema } from "../../../shared/schemas/moderation.ts";
import { webhookCreateSchema, webhookParamSchema } from "../../../shared/schemas/webhooks.ts";
import { WEBHOOK_MESSAGES } from "../../services/webhooks/index.ts";
import { ok } from "../envelope.ts";
import type { SignedInEnv } from "../middleware/auth.ts";
import { adminOnly, staffOnly } from "../middleware/staff.ts";
import { validate } from "../validate.ts";

export const webhookRoutes = new Hono<SignedInEnv>()
  .use(staffOnly, adminOnly)
  .get("/", async (c) => ok(c, { webhooks: await c.var.app.services.webhooks.list() }))
  .post("/", validate("json", webhookCreateSchema), async (c) => {
    const result = await c.var.app.services.webhooks.create(c.var.user.id, c.req.valid("json"));
    return ok(c, result, 201, WEBHOOK_MESSAGES.created);
  })
  .delete("/:webhookId", validate("param", webhookParamSchema), async (c) => {
    await c.var.app.services.webhooks.remove(c.req.valid("param").webhookId);
    return ok(c, {}, 200, WEBHOOK_MESSAGES.deleted);
  })
  .get(
    "/:webhookId/deliveries",
    validate("param", webhookParamSchema),
    validate("query", moderationLogSchema),
    async (c) =>
      ok(c, await c.var.app.services.webhooks.deliveries(c.req.valid("param").webhookId, c.req.valid("query"))),
  );

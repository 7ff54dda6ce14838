/** Validation of the webhook calls (admins only). */
import { z } from "zod";
import { idSchema } from "./ids.ts";
import { WEBHOOK_EVENTS } from "../webhooks.ts";

export const webhookParamSchema = z.object({ webhookId: idSchema("Give the id of a webhook") });
export const webhookCreateSchema = z.strictObject({
  url: z
    .url({ protocol: /^https?$/, error: "Give the full http:// or https:// address that will receive the events" })
    .max(2000, "An address has at most 2000 characters"),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `Events are ${WEBHOOK_EVENTS.join(", ")}` }), {
      error: "Choose at least one event",
    })
    .min(1, "Choose at least one event"),
});

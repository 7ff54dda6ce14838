/** Webhooks and their delivery queue. */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { WEBHOOK_EVENTS } from "../../../shared/webhooks.ts";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

/** Addresses an admin registered to hear of events; each delivery is signed with the hook's secret. */
export const webhooks = pgTable("webhooks", {
  id: id(),
  url: text("url").notNull(),
  events: text("events", { enum: WEBHOOK_EVENTS }).array().notNull(),
  secret: text("secret").notNull(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * The delivery queue: one row per event and hook. Each process claims due rows (skipping those
 * another holds), sends them, and on failure sets the next attempt further off, until it gives up.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    event: text("event", { enum: WEBHOOK_EVENTS }).notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The receiver's HTTP status at the last attempt, or null when it could not be reached. */
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_hook_idx").on(t.webhookId, t.createdAt),
  ],
);

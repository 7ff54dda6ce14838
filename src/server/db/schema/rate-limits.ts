/**
 * Rate-limit counters shared by every process when the database is PostgreSQL (rate-limiter-flexible's
 * layout: key, points, expiry in epoch milliseconds). Unused on the embedded database, where one
 * process counts in memory.
 */
import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * Rate limiters (rate-limiter-flexible): in memory, or on PostgreSQL in the database so every process
 * counts together. The API's middleware (api/middleware/rate-limit.ts) and services that limit
 * requests reaching them by other ways (the subscribe form's page) both make theirs here.
 */
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface LimitRule {
  name: string;
  points: number;
  durationSeconds: number;
}

/** The table PostgreSQL keeps shared limits in. */
export const RATE_LIMIT_TABLE = "rate_limits";

/**
 * A limiter for a rule: in this process's memory, or, given PostgreSQL, in the database so every
 * process counts together (with a memory limiter standing in should the database fail).
 */
export function createLimiter(rule: LimitRule, pool?: pg.Pool): RateLimiterAbstract {
  const opts = { keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds };
  if (!pool) return new RateLimiterMemory(opts);
  return new RateLimiterPostgres({
    ...opts,
    storeClient: pool,
    storeType: "pool",
    tableName: RATE_LIMIT_TABLE,
    // Made by a migration (db/schema/rate-limits.ts): counting starts with the first request.
    tableCreated: true,
    insuranceLimiter: new RateLimiterMemory(opts),
  });
}

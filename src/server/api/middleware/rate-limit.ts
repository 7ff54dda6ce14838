/** Rate limits with rate-limiter-flexible; 429 with Retry-After when a key runs out of points. */
import type { Context, Env, MiddlewareHandler } from "hono";
import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { TooManyRequestsError } from "../../errors.ts";
import type { ApiEnv } from "../types.ts";

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

/** `pool`: keep the counts in PostgreSQL, shared by every process (sign-in and account limits). */
export function rateLimit<E extends Env = Env>(
  rule: LimitRule,
  key: (c: Context<E>) => string | undefined | Promise<string | undefined>,
  enabled: boolean,
  pool?: pg.Pool,
): MiddlewareHandler<E> {
  const limiter = createLimiter(rule, pool);
  return async (c, next) => {
    const k = enabled ? await key(c) : undefined;
    if (k !== undefined) {
      try {
        await limiter.consume(k);
      } catch (res) {
        if (res instanceof RateLimiterRes) throw new TooManyRequestsError(res.msBeforeNext / 1000);
        throw res;
      }
    }
    await next();
  };
}

/** A limit counted per signed-in person (the user the auth middleware identified); nobody signed in, no count. */
export function perUser(rule: LimitRule, enabled: boolean): MiddlewareHandler<ApiEnv> {
  return rateLimit<ApiEnv>(rule, (c) => c.var.user?.id, enabled);
}

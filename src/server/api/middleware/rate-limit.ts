/** Rate limits with rate-limiter-flexible; 429 with Retry-After when a key runs out of points. */
import type { Context, Env, MiddlewareHandler } from "hono";
import type pg from "pg";
import { RateLimiterRes } from "rate-limiter-flexible";
import { TooManyRequestsError } from "../../errors.ts";
import type { ApiEnv } from "../types.ts";
import { createLimiter, type LimitRule } from "../../rate-limiter.ts";

export { createLimiter, RATE_LIMIT_TABLE, type LimitRule } from "../../rate-limiter.ts";

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

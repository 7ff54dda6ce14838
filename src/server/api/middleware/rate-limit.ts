/** Rate limits with rate-limiter-flexible; 429 with Retry-After when a key runs out of points. */
import type { Context, MiddlewareHandler } from "hono";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { TooManyRequestsError } from "../../errors.ts";

export interface LimitRule {
  name: string;
  points: number;
  durationSeconds: number;
}

export function rateLimit(
  rule: LimitRule,
  key: (c: Context) => string | undefined,
  enabled: boolean,
): MiddlewareHandler {
  const limiter = new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds });
  return async (c, next) => {
    const k = enabled ? key(c) : undefined;
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

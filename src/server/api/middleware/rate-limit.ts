/** Rate limits with rate-limiter-flexible; 429 with Retry-After when a key runs out of points. */
import type { Context, Env, MiddlewareHandler } from "hono";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { TooManyRequestsError } from "../../errors.ts";

export interface LimitRule {
  name: string;
  points: number;
  durationSeconds: number;
}

export function rateLimit<E extends Env = Env>(
  rule: LimitRule,
  key: (c: Context<E>) => string | undefined | Promise<string | undefined>,
  enabled: boolean,
): MiddlewareHandler<E> {
  const limiter = new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds });
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

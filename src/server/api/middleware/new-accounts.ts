/**
 * Spam brakes for an account's first day: fewer stories and comments than everyone else, and few
 * links in what it writes. Most spam comes from accounts made minutes before; a person who just
 * joined rarely needs more.
 */
import type { MiddlewareHandler } from "hono";
import { RateLimiterRes } from "rate-limiter-flexible";
import { TooManyRequestsError, ValidationError } from "../../errors.ts";
import type { ApiEnv } from "../types.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { createLimiter, type LimitRule } from "./rate-limit.ts";

export const NEW_ACCOUNT_HOURS = 24;
/** Stories a new account may publish (or schedule) in its first day, however it publishes them. */
export const NEW_ACCOUNT_STORIES = 3;
/** Links a new account may put in one comment, and in one story. */
export const NEW_ACCOUNT_LINKS = { comment: 2, story: 5 } as const;

export const NEW_ACCOUNT_MESSAGES = {
  stories: "New accounts can publish 3 stories in their first day: try again later",
  comments: "New accounts can write 10 comments an hour in their first day: try again later",
  commentLinks: `New accounts can put at most ${NEW_ACCOUNT_LINKS.comment} links in a comment in their first day`,
  storyLinks: `New accounts can put at most ${NEW_ACCOUNT_LINKS.story} links in a story in their first day`,
} as const;

export const isNewAccount = (user: { createdAt: Date }, now = Date.now()): boolean =>
  now - user.createdAt.getTime() < NEW_ACCOUNT_HOURS * 3_600_000;

/** Addresses in Markdown or plain text: every http(s):// or www. counts once. */
export const countLinks = (text: string): number => text.match(/\bhttps?:\/\/|\bwww\./gi)?.length ?? 0;

const bodyOf = async (c: Parameters<MiddlewareHandler<ApiEnv>>[0]) =>
  (await c.req.json().catch(() => null)) as Record<string, unknown> | null;

/**
 * A stricter limit for new accounts only; `counts` says whether this request is one the rule counts
 * (publishing, not every edit).
 */
export function newAccountLimit(
  rule: LimitRule,
  message: string,
  enabled: boolean,
  counts: (body: Record<string, unknown> | null) => boolean = () => true,
): MiddlewareHandler<ApiEnv> {
  // Made on first use, with PostgreSQL's pool when there is one: every process counts together.
  let limiter: ReturnType<typeof createLimiter> | undefined;
  return async (c, next) => {
    const user = c.var.user;
    if (enabled && user && isNewAccount(user) && counts(await bodyOf(c))) {
      limiter ??= createLimiter(rule, c.var.app.database.pool);
      try {
        await limiter.consume(user.id);
      } catch (res) {
        if (res instanceof RateLimiterRes) throw new TooManyRequestsError(res.msBeforeNext / 1000, message);
        throw res;
      }
    }
    await next();
  };
}

/**
 * At most NEW_ACCOUNT_STORIES stories in an account's first day, counted from its stories in the
 * database (published, hidden or scheduled), so every way of publishing (a new story, a draft
 * published or scheduled) and every server process counts the same. `publishes` says whether this
 * request would publish a story that is not published yet.
 */
export function newAccountStories(
  enabled: boolean,
  publishes: (
    c: Parameters<MiddlewareHandler<ApiEnv>>[0],
    body: Record<string, unknown> | null,
    user: UserRow,
  ) => Promise<boolean>,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (enabled && user && isNewAccount(user) && (await publishes(c, await bodyOf(c), user))) {
      const published = await c.var.app.services.posts.publishedOrScheduledCount(user.id);
      if (published >= NEW_ACCOUNT_STORIES) {
        const firstDayEnds = user.createdAt.getTime() + NEW_ACCOUNT_HOURS * 3_600_000;
        throw new TooManyRequestsError((firstDayEnds - Date.now()) / 1000, NEW_ACCOUNT_MESSAGES.stories);
      }
    }
    await next();
  };
}

/**
 * Refuses a body whose `content` holds more links than a new account may post (off with the rate
 * limits). `stored`, when given, is the text already saved: publishing a draft without sending its
 * body checks that text instead.
 */
export function newAccountLinks(
  max: number,
  message: string,
  enabled: boolean,
  stored?: (c: Parameters<MiddlewareHandler<ApiEnv>>[0], user: UserRow) => Promise<string>,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (enabled && user && isNewAccount(user)) {
      const body = await bodyOf(c);
      const content =
        typeof body?.content === "string"
          ? body.content
          : stored && body?.status === "published"
            ? await stored(c, user)
            : null;
      if (content !== null && countLinks(content) > max) throw new ValidationError([{ field: "content", message }]);
    }
    await next();
  };
}

/** Validation of the fediverse calls: following people elsewhere, their posts, blocked servers. */
import { z } from "zod";
import { idSchema } from "./ids.ts";
import { SOCIAL_LIMITS } from "../limits.ts";
import { FEDIVERSE_MESSAGES, normaliseDomain } from "../fediverse.ts";
import { line, text } from "./text.ts";

export const remoteFollowSchema = z.strictObject({
  handle: line(z.string({ error: FEDIVERSE_MESSAGES.badHandle }).trim().min(3, FEDIVERSE_MESSAGES.badHandle).max(300)),
});
export const remoteAccountParamSchema = z.object({ id: idSchema(FEDIVERSE_MESSAGES.notFollowing) });
export const remotePostParamSchema = z.object({ id: idSchema(FEDIVERSE_MESSAGES.postNotFound) });
const BEFORE_ERROR = "before is the `next` of the page before (a date and time, ISO 8601)";
/**
 * Where the next page starts: `next` is the last story's time and id (`<ISO time>_<id>`), so stories
 * sharing a time across the page boundary are neither lost nor repeated; a bare time still pages.
 */
export const remoteFeedSchema = z.object({
  before: z
    .string({ error: BEFORE_ERROR })
    .transform((value, ctx) => {
      const [at, id, ...rest] = value.split("_");
      const time = z.iso.datetime().safeParse(at);
      const story = id === undefined ? undefined : z.uuid().safeParse(id);
      if (!time.success || story?.success === false || rest.length) {
        ctx.addIssue({ code: "custom", message: BEFORE_ERROR });
        return z.NEVER;
      }
      return { at: new Date(time.data), ...(story ? { id: story.data } : {}) };
    })
    .optional(),
});
/** The cursor a page's `next` carries, read back from `before`. */
export type FeedCursor = { at: Date; id?: string };
export const feedCursor = (publishedAt: Date, id: string): string => `${publishedAt.toISOString()}_${id}`;
export const remoteReplySchema = z.strictObject({
  content: text(
    z
      .string({ error: "Write a reply first" })
      .trim()
      .min(1, "Write a reply first")
      .max(SOCIAL_LIMITS.commentMax, `A reply has at most ${SOCIAL_LIMITS.commentMax} characters`),
  ),
});
const domain = line(z.string({ error: FEDIVERSE_MESSAGES.badDomain })).transform((v, ctx) => {
  const d = normaliseDomain(v);
  if (!d) ctx.addIssue({ code: "custom", message: FEDIVERSE_MESSAGES.badDomain });
  return d ?? "";
});
export const domainBlockSchema = z.strictObject({ domain });
export const domainParamSchema = z.object({ domain });

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
export const remoteFeedSchema = z.object({
  before: z.iso.datetime({ error: "before is a date and time (ISO 8601)" }).optional(),
});
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

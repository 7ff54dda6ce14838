/** Validation of social calls, with the limits named once. */
import { z } from "zod";
import { idSchema } from "./ids.ts";
import { SOCIAL_LIMITS } from "../limits.ts";
import { pagingSchema } from "./posts.ts";
import { REPORT_REASONS, SHARE_PLATFORMS } from "./social-options.ts";

export { REPORT_REASONS, SHARE_PLATFORMS };

export { SOCIAL_LIMITS };

const postId = idSchema("Give the id of a post");
const userId = idSchema("Give the id of a person");

export const likeToggleSchema = z.strictObject({ postId });
export const commentCreateSchema = z.strictObject({
  postId,
  content: z
    .string({ error: "Write a comment first" })
    .trim()
    .min(1, "Write a comment first")
    .max(SOCIAL_LIMITS.commentMax, `A comment has at most ${SOCIAL_LIMITS.commentMax} characters`),
  parentId: idSchema("Unknown comment to reply to").optional(),
});
export const commentsQuerySchema = pagingSchema.extend({ postId });
export const shareSchema = z.strictObject({
  postId,
  platform: z.enum(SHARE_PLATFORMS, { error: `platform is one of: ${SHARE_PLATFORMS.join(", ")}` }),
});
export const reportSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: `reason is one of: ${REPORT_REASONS.join(", ")}` }),
  description: z
    .string()
    .trim()
    .max(SOCIAL_LIMITS.reportDescriptionMax, `Use at most ${SOCIAL_LIMITS.reportDescriptionMax} characters`)
    .default(""),
});
export const userTargetSchema = z.strictObject({ userId });
export const connectionsQuerySchema = pagingSchema.extend({
  type: z.enum(["followers", "following"], { error: "type is followers or following" }),
  userId: userId.optional(),
});
export const suggestedQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit is a whole number" })
    .int("limit is a whole number")
    .min(1)
    .max(SOCIAL_LIMITS.suggestedMax)
    .default(5),
});

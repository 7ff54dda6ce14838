/** Validation of reactions (likes, comments, shares, reports), with the limits named once. */
import { z } from "zod";
import { idSchema } from "./ids.ts";
import { SOCIAL_LIMITS } from "../limits.ts";
import { pagingSchema } from "./posts.ts";
import { REPORT_REASONS, SHARE_PLATFORMS } from "./reaction-options.ts";

export { REPORT_REASONS, SHARE_PLATFORMS };

export { SOCIAL_LIMITS };

const postId = idSchema("Give the id of a post");

export const likeToggleSchema = z.strictObject({ postId });
const commentContent = z
  .string({ error: "Write a comment first" })
  .trim()
  .min(1, "Write a comment first")
  .max(SOCIAL_LIMITS.commentMax, `A comment has at most ${SOCIAL_LIMITS.commentMax} characters`);

export const commentCreateSchema = z.strictObject({
  postId,
  content: commentContent,
  parentId: idSchema("Unknown comment to reply to").optional(),
});

/** PATCH /post/comments/{id}: the new text of one's own comment. */
export const commentEditSchema = z.strictObject({ content: commentContent });
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

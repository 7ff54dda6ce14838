/** Validation of comments: writing, editing and paging them, with the length limit named once. */
import { z } from "zod";
import { idSchema } from "./ids.ts";
import { SOCIAL_LIMITS } from "../limits.ts";
import { pagingSchema } from "./posts.ts";
import { text } from "./text.ts";

const postId = idSchema("Give the id of a post");
const commentContent = text(
  z
    .string({ error: "Write a comment first" })
    .trim()
    .min(1, "Write a comment first")
    .max(SOCIAL_LIMITS.commentMax, `A comment has at most ${SOCIAL_LIMITS.commentMax} characters`),
);

export const commentCreateSchema = z.strictObject({
  postId,
  content: commentContent,
  parentId: idSchema("Unknown comment to reply to").optional(),
});

/** PATCH /post/comments/{id}: the new text of one's own comment. */
export const commentEditSchema = z.strictObject({ content: commentContent });
export const commentsQuerySchema = pagingSchema.extend({ postId });

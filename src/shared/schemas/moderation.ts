/** Validation of the moderation calls: the queue, decisions on stories, comments and people, roles. */
import { z } from "zod";
import { idSchema } from "./ids.ts";
import { pagingSchema } from "./posts.ts";
import { text } from "./text.ts";

export const MODERATION_LIMITS = { reasonMax: 500, suspendDaysMax: 3650 } as const;

const reason = text(
  z
    .string({ error: "Say why" })
    .trim()
    .min(3, "Say why, in a few words (the person is told)")
    .max(MODERATION_LIMITS.reasonMax, `A reason has at most ${MODERATION_LIMITS.reasonMax} characters`),
);

export const moderationQueueSchema = pagingSchema;
export const moderationLogSchema = pagingSchema;
export const postParamSchema = z.object({ postId: idSchema("Give the id of a story") });
export const commentParamSchema = z.object({ commentId: idSchema("Give the id of a comment") });
export const userParamSchema = z.object({ userId: idSchema("Give the id of a person") });

/** Dismissing needs no words for the author (nothing happens to them); a note for the log is welcome. */
export const dismissSchema = z.strictObject({
  reason: text(z.string().trim().max(MODERATION_LIMITS.reasonMax)).default(""),
});
export const reasonSchema = z.strictObject({ reason });
/** `days` absent or null: for good. */
export const suspendSchema = z.strictObject({
  reason,
  days: z
    .number({ error: "days is a whole number" })
    .int("days is a whole number")
    .min(1, "Suspend for at least 1 day")
    .max(MODERATION_LIMITS.suspendDaysMax, `Suspend for at most ${MODERATION_LIMITS.suspendDaysMax} days, or for good`)
    .nullable()
    .default(null),
});
export const roleSchema = z.strictObject({
  role: z.enum(["moderator", "member"], { error: "role is moderator or member" }),
});

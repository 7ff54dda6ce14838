/** Validation of the people calls (follow, block, connections, suggestions). */
import { z } from "zod";
import { idSchema } from "./ids.ts";
import { SOCIAL_LIMITS } from "../limits.ts";
import { pagingSchema, tagSchema } from "./posts.ts";

const userId = idSchema("Give the id of a person");

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

/** POST /user/hidden-tags/toggle: a topic to hide from one's feeds (or show again). */
export const hiddenTagSchema = z.strictObject({ tag: tagSchema });

/** Validation of the reading-list calls. */
import { z } from "zod";
import { idSchema } from "./ids.ts";
import { pagingSchema } from "./posts.ts";
import { BOOKMARK_MESSAGES } from "../bookmark.ts";

export const bookmarkToggleSchema = z.strictObject({ postId: idSchema("Give the id of a post") });
export const bookmarkParamSchema = z.object({ postId: idSchema(BOOKMARK_MESSAGES.notSaved) });
export const bookmarkArchiveSchema = z.strictObject({
  archived: z.boolean({ error: "archived is true or false" }),
});
export const bookmarkListSchema = pagingSchema.extend({
  archived: z
    .enum(["true", "false"], { error: "archived is true or false" })
    .optional()
    .default("false")
    .transform((v) => v === "true"),
});

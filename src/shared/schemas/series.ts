/** Validation of the series calls. */
import { z } from "zod";
import { idSchema } from "./ids.ts";
import { SERIES_LIMITS } from "../series.ts";
import { line } from "./text.ts";

const title = line(
  z
    .string({ error: "Give the series a title" })
    .trim()
    .min(1, "Give the series a title")
    .max(SERIES_LIMITS.titleMax, `Use at most ${SERIES_LIMITS.titleMax} characters`),
);

export const seriesTitleSchema = z.strictObject({ title });
export const seriesParamSchema = z.object({ seriesId: idSchema("Series not found") });
/** PUT /post/series/{id}/posts: the series's stories, in order (a story in another series moves here). */
export const seriesPostsSchema = z.strictObject({
  postIds: z
    .array(idSchema("Give the ids of your stories"), { error: "Give the ids of your stories, in order" })
    .max(SERIES_LIMITS.postsMax, `A series holds at most ${SERIES_LIMITS.postsMax} stories`)
    .refine((ids) => new Set(ids).size === ids.length, "Give each story once"),
});

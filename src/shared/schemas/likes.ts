/** Validation of the like toggle. */
import { z } from "zod";
import { idSchema } from "./ids.ts";

export const likeToggleSchema = z.strictObject({ postId: idSchema("Give the id of a post") });

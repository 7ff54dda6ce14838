/** Validation of a recorded share. */
import { z } from "zod";
import { idSchema } from "./ids.ts";
import { SHARE_PLATFORMS } from "../share-links.ts";

export const shareSchema = z.strictObject({
  postId: idSchema("Give the id of a post"),
  platform: z.enum(SHARE_PLATFORMS, { error: `platform is one of: ${SHARE_PLATFORMS.join(", ")}` }),
});

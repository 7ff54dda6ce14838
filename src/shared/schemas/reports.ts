/** Validation of a reader's report on a story. */
import { z } from "zod";
import { SOCIAL_LIMITS } from "../limits.ts";
import { REPORT_REASONS } from "../moderation.ts";
import { text } from "./text.ts";

export const reportSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: `reason is one of: ${REPORT_REASONS.join(", ")}` }),
  description: text(
    z
      .string()
      .trim()
      .max(SOCIAL_LIMITS.reportDescriptionMax, `Use at most ${SOCIAL_LIMITS.reportDescriptionMax} characters`),
  ).default(""),
});

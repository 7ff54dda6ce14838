/** Validation of user writes, shared by the API and (later) the settings forms. */
import { z } from "zod";
import { MODES, THEMES } from "../user.ts";

export const settingsSchema = z.strictObject({
  theme: z.enum(THEMES, { error: `Choose one of: ${THEMES.join(", ")}` }),
  mode: z.enum(MODES, { error: `Choose one of: ${MODES.join(", ")}` }),
});

/** PATCH /user/me. Fields arrive with the features that own them; anything else is refused. */
export const updateMeSchema = z
  .strictObject({
    settings: settingsSchema.partial(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Send at least one field to change" });
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

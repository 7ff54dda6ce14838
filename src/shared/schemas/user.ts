/** Validation of user writes (PATCH /user/me), shared by the API and the settings forms. */
import { z } from "zod";
import { LOCALES } from "../locale.ts";
import { MODES, THEMES } from "../user.ts";
import { LIMITS, nameSchema, usernameSchema } from "./auth.ts";
import { line, text } from "./text.ts";

export const settingsSchema = z.strictObject({
  theme: z.enum(THEMES, { error: `Choose one of: ${THEMES.join(", ")}` }),
  mode: z.enum(MODES, { error: `Choose one of: ${MODES.join(", ")}` }),
});

/** Images must come from this site's uploads (or the configured S3 bucket), never any address. */
export const UPLOADED_IMAGE_PATTERN = /^\/uploads\/[A-Za-z0-9/_-]+\.(jpg|png|webp|gif)$/;

export const INTERESTS_MAX = 20;

/** The story languages a reader's feeds show; an empty list shows every language. */
export const feedLanguagesSchema = z
  .array(z.enum(LOCALES, { error: `Choose among: ${LOCALES.join(", ")}` }), {
    error: "feedLanguages is a list of languages",
  })
  .max(LOCALES.length)
  .transform((list) => [...new Set(list)].sort());

/** PATCH /user/me: any of these; anything else (email, ids, counters, roles) is refused. */
export const updateMeSchema = z
  .strictObject({
    firstName: nameSchema,
    lastName: nameSchema,
    username: usernameSchema,
    bio: text(z.string().trim().max(LIMITS.bioMax, `Use at most ${LIMITS.bioMax} characters`))
      .nullable()
      .transform((s) => (s ? s : null)),
    avatar: z.string().regex(UPLOADED_IMAGE_PATTERN, "Upload the picture first").nullable(),
    interests: z
      .array(z.string().regex(/^[a-z0-9-]{1,40}$/, "Unknown topic"))
      .max(INTERESTS_MAX, `Choose at most ${INTERESTS_MAX} topics`)
      .transform((list) => [...new Set(list)]),
    settings: settingsSchema.partial(),
    /** What subscribers get by e-mail of each new story: all of it, or its summary and a link. */
    newsletterContent: z.enum(["full", "summary"], { error: "newsletterContent is full or summary" }),
    /** The interface's language; null follows the browser again. */
    language: z.enum(LOCALES, { error: `Choose one of: ${LOCALES.join(", ")}` }).nullable(),
    feedLanguages: feedLanguagesSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Send at least one field to change" });
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

/** DELETE /user/me: the password confirms it (an account without one types its e-mail instead). */
export const deleteAccountSchema = z.strictObject({
  password: line(z.string({ error: "Type your password to confirm" }).max(1024)).optional(),
  email: line(z.string({ error: "Type your account's e-mail address to confirm" }).max(320)).optional(),
});

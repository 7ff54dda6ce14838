/** Validation of account bodies, with the limits named once. */
import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { line } from "./text.ts";

export { LIMITS };

export const emailSchema = line(
  z
    .string({ error: "Enter your e-mail address" })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, `Use at most ${LIMITS.emailMax} characters`),
).pipe(z.email({ error: "Enter a valid e-mail address" }));

export const passwordSchema = line(
  z
    .string({ error: "Enter a password" })
    .min(LIMITS.passwordMin, `Use at least ${LIMITS.passwordMin} characters`)
    .max(LIMITS.passwordMax, `Use at most ${LIMITS.passwordMax} characters`),
);

export const nameSchema = line(
  z
    .string({ error: "Enter a name" })
    .trim()
    .min(1, "Enter a name")
    .max(LIMITS.nameMax, `Use at most ${LIMITS.nameMax} characters`),
);

/** NFKC first, so full-width and other compatibility look-alikes become the plain letters they mimic. */
export const usernameSchema = z
  .string({ error: "Enter a username" })
  .trim()
  .transform((s) => s.normalize("NFKC"))
  .pipe(
    z
      .string()
      .min(LIMITS.usernameMin, `Use at least ${LIMITS.usernameMin} characters`)
      .max(LIMITS.usernameMax, `Use at most ${LIMITS.usernameMax} characters`)
      .regex(/^[A-Za-z0-9_]+$/, "Use only letters a-z, digits and underscores"),
  );

export const registerSchema = z.strictObject({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Login does not repeat the password rules: it must not hint at what an account's password is like. */
export const loginSchema = z.strictObject({
  email: line(
    z
      .string({ error: "Enter your e-mail address" })
      .trim()
      .toLowerCase()
      .min(1, "Enter your e-mail address")
      .max(LIMITS.emailMax),
  ),
  password: line(z.string({ error: "Enter your password" }).min(1, "Enter your password").max(1024)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const googleSchema = z.strictObject({
  credential: line(z.string({ error: "The Google credential is missing" }).min(10).max(8192)),
});

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export const signInLinkSchema = z.strictObject({ email: emailSchema });
export const signInLinkVerifySchema = z.strictObject({
  token: line(z.string({ error: "The sign-in link is incomplete" }).min(1, "The sign-in link is incomplete").max(200)),
});
export const verifyCodeSchema = z.strictObject({
  email: emailSchema,
  code: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code"),
});
export const resetPasswordSchema = z.strictObject({
  verificationToken: line(z.string({ error: "The verification token is missing" }).min(20).max(200)),
  password: passwordSchema,
});
export const changePasswordSchema = z.strictObject({
  currentPassword: line(z.string().max(1024)).optional(),
  newPassword: passwordSchema,
});

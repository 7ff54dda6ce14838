/** /api/user/auth/*: registration, sign-in (password, Google), refresh, logout, password reset. */
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { clearedCookies, REFRESH_COOKIE, sessionCookies } from "../../auth/cookies.ts";
import { APPEARANCE_COOKIE, APPEARANCE_MAX_AGE_SECONDS, serializeAppearance } from "../../../shared/appearance.ts";
import type { UserRow } from "../../db/schema/index.ts";
import type { IssuedTokens } from "../../services/sessions.ts";
import { toSelfUser } from "../../services/users.ts";
import { UnauthorizedError } from "../../errors.ts";
import {
  forgotPasswordSchema,
  googleSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyCodeSchema,
} from "../../../shared/schemas/auth.ts";
import { clientIp } from "../client-ip.ts";
import { ok } from "../envelope.ts";
import { bodyEmail, type LimitRules } from "../limits.ts";
import { writeCookies } from "../middleware/auth.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

export const AUTH_MESSAGES = {
  registered: "Registration successful! Please login to continue.",
  welcome: "Welcome back!",
  resetSent: "Password reset email sent!",
  codeVerified: "OTP verified!",
  resetDone: "Password reset successful!",
  loggedOut: "You have been logged out!",
} as const;

const meta = (c: Context<ApiEnv>) => ({
  ip: clientIp(c, c.var.app.config.TRUST_PROXY),
  userAgent: c.req.header("user-agent"),
});

function signedInAnswer(c: Context<ApiEnv>, user: UserRow, tokens: IssuedTokens, message?: string) {
  writeCookies(c, sessionCookies(tokens));
  // A new device takes the account's appearance, so its first shared page is painted with it; a
  // choice already made on this device stays.
  if (!getCookie(c, APPEARANCE_COOKIE)) {
    const value = serializeAppearance({ theme: user.theme, mode: user.mode });
    writeCookies(c, [{ name: APPEARANCE_COOKIE, value, maxAge: APPEARANCE_MAX_AGE_SECONDS, httpOnly: false }]);
  }
  return ok(c, { user: toSelfUser(user), tokens: { accessToken: tokens.accessToken } }, 200, message);
}

export function authRoutes(rules: LimitRules, limitsOn: boolean) {
  const ip = (c: Context<ApiEnv>) => clientIp(c, c.var.app.config.TRUST_PROXY);
  const byIp = (rule: LimitRules[keyof LimitRules]) => rateLimit<ApiEnv>(rule, ip, limitsOn);
  const byEmail = (rule: LimitRules[keyof LimitRules], withIp = false) =>
    rateLimit<ApiEnv>(
      rule,
      async (c) => {
        const email = await bodyEmail(c);
        return email && (withIp ? `${email}|${ip(c)}` : email);
      },
      limitsOn,
    );

  return new Hono<ApiEnv>()
    .post(
      "/register",
      byIp(rules.registerIp),
      byEmail(rules.registerEmail),
      validate("json", registerSchema),
      async (c) => {
        const user = await c.var.app.services.accounts.register(c.req.valid("json"));
        return ok(c, { user: toSelfUser(user) }, 201, AUTH_MESSAGES.registered);
      },
    )
    .post(
      "/login",
      byIp(rules.loginIp),
      byEmail(rules.loginAccount, true),
      validate("json", loginSchema),
      async (c) => {
        const { user, tokens } = await c.var.app.services.accounts.login(c.req.valid("json"), meta(c));
        return signedInAnswer(c, user, tokens, AUTH_MESSAGES.welcome);
      },
    )
    .post("/google", byIp(rules.loginIp), validate("json", googleSchema), async (c) => {
      const { user, tokens } = await c.var.app.services.accounts.google(c.req.valid("json").credential, meta(c));
      return signedInAnswer(c, user, tokens, AUTH_MESSAGES.welcome);
    })
    .post("/refresh", byIp(rules.loginIp), async (c) => {
      const token = c.req.header("refresh-token") ?? getCookie(c, REFRESH_COOKIE);
      if (!token) throw new UnauthorizedError("No session to refresh. Please sign in.");
      const { user, tokens } = await c.var.app.services.sessions.refresh(token);
      return signedInAnswer(c, user, tokens);
    })
    .delete("/logout", async (c) => {
      const { user, sessionId } = c.var;
      if (user && sessionId) await c.var.app.services.sessions.revokeSession(user.id, sessionId);
      writeCookies(c, clearedCookies());
      return ok(c, {}, 200, AUTH_MESSAGES.loggedOut);
    })
    .post(
      "/forgot-password",
      byIp(rules.forgotIp),
      byEmail(rules.forgotEmail),
      validate("json", forgotPasswordSchema),
      async (c) => {
        await c.var.app.services.accounts.forgotPassword(c.req.valid("json").email);
        return ok(c, {}, 200, AUTH_MESSAGES.resetSent);
      },
    )
    .post("/verify-code", byEmail(rules.verifyEmail), validate("json", verifyCodeSchema), async (c) => {
      const { email, code } = c.req.valid("json");
      const verificationToken = await c.var.app.services.accounts.verifyCode(email, code);
      return ok(c, { verificationToken }, 200, AUTH_MESSAGES.codeVerified);
    })
    .post("/reset-password", byIp(rules.forgotIp), validate("json", resetPasswordSchema), async (c) => {
      const { verificationToken, password } = c.req.valid("json");
      await c.var.app.services.accounts.resetPassword(verificationToken, password);
      return ok(c, {}, 200, AUTH_MESSAGES.resetDone);
    });
}

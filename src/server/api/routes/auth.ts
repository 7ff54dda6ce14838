/** /api/user/auth/*: registration, sign-in (password, Google), refresh, logout, password reset. */
import { Hono, type Context } from "hono";
import type pg from "pg";
import { getCookie } from "hono/cookie";
import { clearedCookies, REFRESH_COOKIE, sessionCookies } from "../../auth/cookies.ts";
import { LANG_COOKIE, LANG_MAX_AGE_SECONDS } from "../../../shared/locale.ts";
import { APPEARANCE_COOKIE, APPEARANCE_MAX_AGE_SECONDS, serializeAppearance } from "../../../shared/appearance.ts";
import type { UserRow } from "../../db/schema/index.ts";
import type { IssuedTokens } from "../../services/sessions.ts";
import { toSelfUser } from "../../db/contract-shapes.ts";
import { TooManyRequestsError, UnauthorizedError } from "../../errors.ts";
import {
  forgotPasswordSchema,
  googleSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  signInLinkSchema,
  signInLinkVerifySchema,
  verifyCodeSchema,
} from "../../../shared/schemas/auth.ts";
import { clientIp } from "../client-ip.ts";
import { ok } from "../envelope.ts";
import { bodyEmail, type LimitRules } from "../rate-limit-rules.ts";
import { requireUser, writeCookies } from "../middleware/auth.ts";
import { createLimiter, rateLimit } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

export const AUTH_MESSAGES = {
  registered: "Registration successful! Please login to continue.",
  welcome: "Welcome back!",
  resetSent: "Password reset email sent!",
  codeVerified: "OTP verified!",
  resetDone: "Password reset successful!",
  loggedOut: "You have been logged out!",
  loggedOutEverywhere: "You have been logged out on every device",
  locked: "Too many failed sign-ins to this account: try later, or sign in with a link by e-mail",
  linkSent: "If an account has this address, a sign-in link is on its way",
  noSession: "No session to refresh. Please sign in.",
} as const;

const meta = (c: Context<ApiEnv>) => ({
  ip: clientIp(c, c.var.app.config.TRUST_PROXY),
  userAgent: c.req.header("user-agent"),
});

type UserAndTokens = { user: UserRow; tokens: IssuedTokens };

async function signedInAnswer(c: Context<ApiEnv>, user: UserRow, tokens: IssuedTokens, message?: string) {
  writeCookies(c, sessionCookies(tokens));
  // A new device takes the account's appearance, so its first shared page is painted with it; a
  // choice already made on this device stays.
  if (!getCookie(c, APPEARANCE_COOKIE)) {
    const value = serializeAppearance({ theme: user.theme, mode: user.mode });
    writeCookies(c, [{ name: APPEARANCE_COOKIE, value, maxAge: APPEARANCE_MAX_AGE_SECONDS, httpOnly: false }]);
  }
  // Likewise the account's language, which shared pages can only learn from this cookie.
  if (user.language && getCookie(c, LANG_COOKIE) !== user.language) {
    writeCookies(c, [{ name: LANG_COOKIE, value: user.language, maxAge: LANG_MAX_AGE_SECONDS, httpOnly: false }]);
  }
  const stats = await c.var.app.services.users.statsOf(user.id);
  return ok(c, { user: toSelfUser(user, stats), tokens: { accessToken: tokens.accessToken } }, 200, message);
}

/** The first lock of an account lasts this long; each further one that day twice as long. */
export const FIRST_LOCK_SECONDS = 15 * 60;
const LONGEST_LOCK_SECONDS = 24 * 60 * 60;

/**
 * `pool` (PostgreSQL): sign-in, registration and reset limits are counted in the database, so
 * several processes share them; elsewhere they are counted in memory.
 */
export function authRoutes(rules: LimitRules, limitsOn: boolean, pool?: pg.Pool) {
  const ip = (c: Context<ApiEnv>) => clientIp(c, c.var.app.config.TRUST_PROXY);
  const byIp = (rule: LimitRules[keyof LimitRules]) => rateLimit<ApiEnv>(rule, ip, limitsOn, pool);
  const byEmail = (rule: LimitRules[keyof LimitRules], withIp = false) =>
    rateLimit<ApiEnv>(
      rule,
      async (c) => {
        const email = await bodyEmail(c);
        return email && (withIp ? `${email}|${ip(c)}` : email);
      },
      limitsOn,
      pool,
    );
  const failures = createLimiter(rules.loginFailures, pool);
  const lockouts = createLimiter(rules.loginLockouts, pool);

  /**
   * Guessing one account's password from many addresses: failures are counted per account, and past
   * the limit the account's sign-in is locked, twice as long each time. A success clears the count.
   */
  async function guardedLogin(c: Context<ApiEnv>, email: string, login: () => Promise<UserAndTokens>) {
    if (!limitsOn) return login();
    const state = await failures.get(email);
    if (state && state.remainingPoints <= 0)
      throw new TooManyRequestsError(state.msBeforeNext / 1000, AUTH_MESSAGES.locked);
    try {
      const signedIn = await login();
      await failures.delete(email);
      return signedIn;
    } catch (err) {
      if (!(err instanceof UnauthorizedError)) throw err;
      const after = await failures.penalty(email, 1);
      if (after.remainingPoints <= 0) {
        const times = (await lockouts.penalty(email, 1)).consumedPoints;
        const seconds = Math.min(LONGEST_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** (times - 1));
        await failures.block(email, seconds);
        c.var.app.logger.warn(`Sign-in locked for ${seconds} s after repeated failures (lock ${times} today)`);
      }
      throw err;
    }
  }

  return (
    new Hono<ApiEnv>()
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
          const input = c.req.valid("json");
          const { user, tokens } = await guardedLogin(c, input.email.trim().toLowerCase(), () =>
            c.var.app.services.accounts.login(input, meta(c)),
          );
          return signedInAnswer(c, user, tokens, AUTH_MESSAGES.welcome);
        },
      )
      .post("/google", byIp(rules.loginIp), validate("json", googleSchema), async (c) => {
        const { user, tokens } = await c.var.app.services.accounts.google(c.req.valid("json").credential, meta(c));
        return signedInAnswer(c, user, tokens, AUTH_MESSAGES.welcome);
      })
      .post("/refresh", byIp(rules.loginIp), async (c) => {
        const token = c.req.header("refresh-token") ?? getCookie(c, REFRESH_COOKIE);
        if (!token) throw new UnauthorizedError(AUTH_MESSAGES.noSession);
        const { user, tokens } = await c.var.app.services.sessions.refresh(token);
        return signedInAnswer(c, user, tokens);
      })
      .delete("/logout", async (c) => {
        const { user, sessionId } = c.var;
        if (user && sessionId) await c.var.app.services.sessions.revokeSession(user.id, sessionId);
        writeCookies(c, clearedCookies());
        return ok(c, {}, 200, AUTH_MESSAGES.loggedOut);
      })
      // Signs out everywhere: every session of the person, this one included (a lost phone).
      .delete("/sessions", requireUser, async (c) => {
        await c.var.app.services.sessions.revokeAll(c.var.user.id);
        writeCookies(c, clearedCookies());
        return ok(c, {}, 200, AUTH_MESSAGES.loggedOutEverywhere);
      })
      // A way in that no password guesser can lock: a one-time link to the account's own address.
      .post(
        "/sign-in-link",
        byIp(rules.forgotIp),
        byEmail(rules.forgotEmail),
        validate("json", signInLinkSchema),
        async (c) => {
          await c.var.app.services.accounts.sendSignInLink(c.req.valid("json").email, new URL(c.req.url).origin);
          return ok(c, {}, 200, AUTH_MESSAGES.linkSent);
        },
      )
      .post("/sign-in-link/verify", byIp(rules.loginIp), validate("json", signInLinkVerifySchema), async (c) => {
        const { user, tokens } = await c.var.app.services.accounts.signInWithLink(c.req.valid("json").token, meta(c));
        // The owner proved the address: password failures counted against the account start again.
        if (limitsOn) await failures.delete(user.email.toLowerCase());
        return signedInAnswer(c, user, tokens, AUTH_MESSAGES.welcome);
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
      // Per e-mail and address: a guesser elsewhere cannot stop the owner from entering their code.
      .post("/verify-code", byEmail(rules.verifyEmail, true), validate("json", verifyCodeSchema), async (c) => {
        const { email, code } = c.req.valid("json");
        const verificationToken = await c.var.app.services.accounts.verifyCode(email, code, ip(c));
        return ok(c, { verificationToken }, 200, AUTH_MESSAGES.codeVerified);
      })
      .post("/reset-password", byIp(rules.forgotIp), validate("json", resetPasswordSchema), async (c) => {
        const { verificationToken, password } = c.req.valid("json");
        await c.var.app.services.accounts.resetPassword(verificationToken, password);
        return ok(c, {}, 200, AUTH_MESSAGES.resetDone);
      })
  );
}

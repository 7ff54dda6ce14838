/**
 * Rate-limit rules, named in one place. Keys combine the address with the account where the issue
 * asks for it, so one attacker cannot lock a victim out from everywhere, nor try one password on many
 * accounts from one address.
 */
import type { Context } from "hono";
import type { LimitRule } from "../rate-limiter.ts";

export const LIMIT_RULES = {
  writes: { name: "api-writes", points: 300, durationSeconds: 60 },
  loginAccount: { name: "login-account", points: 10, durationSeconds: 15 * 60 },
  loginIp: { name: "login-ip", points: 50, durationSeconds: 15 * 60 },
  /**
   * Failed sign-ins to one account from every address together; past it, a lock that doubles each
   * time. Far above the per-address limit (loginAccount), so a few addresses cannot lock the owner
   * out; and a sign-in link by e-mail works through any lock.
   */
  loginFailures: { name: "login-failures", points: 200, durationSeconds: 60 * 60 },
  /** How many times an account was locked today: the next lock lasts 15 minutes x 2^(n-1), at most a day. */
  loginLockouts: { name: "login-lockouts", points: 1_000, durationSeconds: 24 * 60 * 60 },
  registerIp: { name: "register-ip", points: 10, durationSeconds: 60 * 60 },
  registerEmail: { name: "register-email", points: 5, durationSeconds: 60 * 60 },
  forgotIp: { name: "forgot-ip", points: 10, durationSeconds: 60 * 60 },
  forgotEmail: { name: "forgot-email", points: 5, durationSeconds: 60 * 60 },
  verifyEmail: { name: "verify-email", points: 10, durationSeconds: 15 * 60 },
  uploads: { name: "uploads", points: 60, durationSeconds: 60 * 60 },
  /** Autosave sends a draft every few seconds of inactivity: well under this. */
  postWrites: { name: "post-writes", points: 120, durationSeconds: 60 },
  likes: { name: "likes", points: 120, durationSeconds: 60 },
  comments: { name: "comments", points: 20, durationSeconds: 60 },
  shares: { name: "shares", points: 60, durationSeconds: 60 },
  follows: { name: "follows", points: 60, durationSeconds: 60 },
  reports: { name: "reports", points: 10, durationSeconds: 60 * 60 },
  /** Spam brakes for an account's first day (middleware/new-accounts.ts). */
  newAccountComments: { name: "new-account-comments", points: 10, durationSeconds: 60 * 60 },
  /** Suggestions ask as people type (debounced): a few a second at most. */
  search: { name: "search", points: 300, durationSeconds: 60 },
  /** Subscribing by e-mail sends a confirmation: a few per address and per client an hour. */
  subscribeAddress: { name: "subscribe-address", points: 3, durationSeconds: 60 * 60 },
  subscribeClient: { name: "subscribe-client", points: 20, durationSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;
export type LimitRules = typeof LIMIT_RULES;

/** The e-mail of a JSON body, lower-cased, for per-account limits (Hono caches the parsed body). */
export async function bodyEmail(c: Context): Promise<string | undefined> {
  const body = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase() : undefined;
}

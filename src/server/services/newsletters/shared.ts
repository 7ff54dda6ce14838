/** What the e-mail subscriptions share: their dependencies, their words, their limits, their tokens. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../../events.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  secret: string;
  logger: Logger;
  events?: EventBus;
  /** Subscribe requests: per address and per client address (shared by every process on PostgreSQL). */
  limits: { perAddress: RateLimiterAbstract; perClient: RateLimiterAbstract };
}

export const NEWSLETTER_LIMITS = {
  /** A confirmation link works this long. */
  confirmHours: 48,
  /** Deliveries one round claims at most (the rate per minute may allow fewer). */
  batch: 50,
  /** A claimed delivery not marked sent in this long is taken again (its sender died). */
  leaseSeconds: 120,
  /** Temporary failures are tried this many times, each wait twice the last. */
  maxAttempts: 6,
  maxBackoffMs: 6 * 60 * 60 * 1000,
  /** An imported CSV has at most this many rows. */
  importRows: 20_000,
  nameMax: 200,
} as const;

/** What subscribing tells people, in one place (the API and the pages). */
export const NEWSLETTER_MESSAGES = {
  checkInbox: "Check your inbox: we sent you a link to confirm. Nothing is sent until you do.",
  subscribed: "Subscribed: new stories come to your inbox.",
  confirmed: "Subscription confirmed: new stories will come to your inbox.",
  linkExpired: "This link has expired or was already used. Subscribe again to get a new one.",
  unsubscribed: "Unsubscribed: you will get no more e-mail from this author.",
  badToken: "This unsubscribe link is not valid",
  authorNotFound: "Author not found",
  ownList: "You cannot subscribe to your own stories",
  noConsent: "Say that these people agreed to get your stories by e-mail, or import them as unconfirmed",
  badCsv: "The file is not a CSV with an e-mail column",
  tooManyRows: `Import at most ${NEWSLETTER_LIMITS.importRows} addresses at once`,
} as const;

export const emailKey = (email: string) => email.trim().toLowerCase();
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

/** The one-click unsubscribe token: the subscription's id and its signature (nothing stored). */
export function unsubscribeToken(secret: string, subscriberId: string): string {
  const mac = createHmac("sha256", secret).update(`unsubscribe:${subscriberId}`).digest("base64url").slice(0, 32);
  return `${subscriberId}.${mac}`;
}
export function subscriberOfToken(secret: string, token: string): string | null {
  const [id, mac] = token.split(".");
  if (!id || !mac || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const expected = unsubscribeToken(secret, id).split(".")[1]!;
  const a = Buffer.from(mac);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b) ? id : null;
}

/** The address subscribers' links point at: PUBLIC_URL, else where this server listens. */
export const siteAddress = (config: Config) =>
  config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://${config.HOST}:${config.PORT}`;

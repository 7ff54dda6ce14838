/**
 * Newsletter suites' shared pieces: the settings they run the sender with, a subscription confirmed
 * through the link the real SMTP server received, and sending what is due to the end.
 */
import { expect } from "vitest";
import type { AppContext } from "../../src/server/context.ts";
import type { apiCalls, Person } from "./api-calls.ts";
import { decodedMail, type ReceivedMail, type startSmtp } from "./smtp.ts";

/**
 * The sender driven by the test (no timer of its own within a test), retrying at once, and a rate no
 * suite reaches: other suites send beside this one on the same PostgreSQL, sharing its rate.
 */
export const NEWSLETTER_TEST_ENV = {
  RATE_LIMITS: "off",
  NEWSLETTER_CHECK_MS: "60000",
  NEWSLETTER_RETRY_MS: "10",
  NEWSLETTER_RATE_PER_MINUTE: "100000",
} as const;

/** The token of the `path` link (`/subscribe/confirm`, `/unsubscribe`...) in a received message. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const m = new RegExp(`https?://[^\\s"<>]+${path.replace("/", "\\/")}\\?token=([A-Za-z0-9_.%-]+)`).exec(
    decodedMail(mail),
  );
  if (!m) throw new Error(`No ${path} link in the message`);
  return decodeURIComponent(m[1]!);
}

/** `email` subscribes to `author`'s letters and confirms through the link it was sent. */
export async function subscribeConfirmed(
  calls: ReturnType<typeof apiCalls>,
  smtp: Awaited<ReturnType<typeof startSmtp>>,
  author: Person,
  email: string,
): Promise<void> {
  const res = await calls.send("POST", "/subscriptions", { author: author.user.username, email });
  expect(res.status).toBe(202);
  const mail = await smtp.waitFor(email, (m) =>
    decodedMail(m).includes(`Confirm your subscription to ${author.user.firstName}`),
  );
  const confirmed = await calls.send("POST", "/subscriptions/confirm", { token: linkIn(mail, "/subscribe/confirm") });
  expect(confirmed.status).toBe(200);
}

/** Sending as the worker does it, run to the end: queue what is due, then send until none is left. */
export async function sendDueNewsletters(app: AppContext): Promise<void> {
  await app.services.newsletters.queueDue();
  while ((await app.services.newsletters.sendDue()) > 0);
}

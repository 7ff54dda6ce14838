/**
 * The sign-in lock of docs/api.md: failed sign-ins to one account from every address together lock
 * its password sign-in for 15 minutes, and each further lock that day lasts twice as long as the one
 * before. The owner gets in through a sign-in link by e-mail, which clears the count (not the day's
 * locks), so the next lock can be seen without waiting 15 minutes. Both engines.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { startSmtp, decodedMail } from "../support/smtp.ts";
import { createTestApi, insertUser, jsonRequest, TEST_PASSWORD } from "../support/test-app.ts";

/** Failures before a lock (docs/api.md: 200; fewer here, the rule is the same). */
const FAILURES = 3;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: AppContext;
let api: Api;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ app, api } = await createTestApi(
    { RATE_LIMITS: "on", TRUST_PROXY: "1", SMTP_URL: smtp.url },
    {
      limits: {
        loginFailures: { name: `login-failures-${randomUUID()}`, points: FAILURES, durationSeconds: 3_600 },
        loginLockouts: { name: `login-lockouts-${randomUUID()}`, points: 1_000, durationSeconds: 86_400 },
      },
    },
  ));
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

let address = 0;
/** A sign-in from an address not used before (so only the account's own count can refuse it). */
const signIn = (email: string, password: string) =>
  api.request("/api/user/auth/login", {
    ...jsonRequest("POST", { email, password }),
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.7.${Math.floor(++address / 250)}.${address % 250}`,
    },
  });

/** Fails until the account is locked; answers the lock's Retry-After (seconds) seen with the right password. */
async function lock(email: string): Promise<number> {
  const statuses: number[] = [];
  for (let i = 0; i < FAILURES + 1; i++) statuses.push((await signIn(email, `wrong ${i}`)).status);
  expect(statuses).toEqual([...Array<number>(FAILURES).fill(401), 429]);
  const locked = await signIn(email, TEST_PASSWORD);
  expect(locked.status).toBe(429);
  return Number(locked.headers.get("retry-after"));
}

/** The owner signs in with a link by e-mail, through the lock. */
async function signInByLink(email: string) {
  smtp.inbox.length = 0;
  expect((await api.request("/api/user/auth/sign-in-link", jsonRequest("POST", { email }))).status).toBe(200);
  const mail = await smtp.waitFor(email, (m) => m.raw.includes("sign-in link"));
  const token = /\/auth\/link\?token=([\w%-]+)/.exec(decodedMail(mail))![1]!;
  const verified = await api.request(
    "/api/user/auth/sign-in-link/verify",
    jsonRequest("POST", { token: decodeURIComponent(token) }),
  );
  expect(verified.status).toBe(200);
}

it("locks for 15 minutes, then 30, then 60 within a day", async () => {
  const { user } = await insertUser(app);
  const retryAfters: number[] = [];
  for (let n = 0; n < 3; n++) {
    retryAfters.push(await lock(user.email));
    await signInByLink(user.email);
    // The link's proof cleared the count: the password works again.
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  }
  // Retry-After counts down from the lock's length: within a minute of 15, 30 and 60 minutes.
  const minutes = retryAfters.map((s) => Math.ceil(s / 60));
  expect(minutes, `Retry-After ${retryAfters.join(", ")} s`).toEqual([15, 30, 60]);
  // Another account's first lock is 15 minutes again.
  const other = await insertUser(app);
  expect(Math.ceil((await lock(other.user.email)) / 60)).toBe(15);
});

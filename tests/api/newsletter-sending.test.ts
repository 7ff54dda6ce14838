/**
 * How stories are sent, through the real API, the real sender and a real SMTP server, both engines:
 * a busy address is tried again after waits that double (read from each attempt's recorded start and
 * next-attempt time, not from the clock of the test), and given up after 6 attempts; the author's
 * `summary` mode sends the summary and a link, not the story; an import takes at most 20,000 rows.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES } from "../../src/server/services/newsletters/index.ts";
import { apiCalls, type Person } from "../support/api-calls.ts";
import { NEWSLETTER_TEST_ENV, sendDueNewsletters } from "../support/newsletters.ts";
import { startSmtp, decodedMail as decoded } from "../support/smtp.ts";
import { createTestApi, insertUser } from "../support/test-app.ts";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: AppContext;
let api: Api;
let calls: ReturnType<typeof apiCalls>;
/** Addresses the SMTP server answers 451 ("try later") this many more times. */
const busy = new Map<string, number>();

beforeAll(async () => {
  smtp = await startSmtp(undefined, {
    refuse: (address) => {
      const left = busy.get(address) ?? 0;
      if (left <= 0) return null;
      busy.set(address, left - 1);
      return { code: 451, message: "Try again later" };
    },
  });
  ({ app, api } = await createTestApi({ SMTP_URL: smtp.url, ...NEWSLETTER_TEST_ENV }));
  calls = apiCalls(api);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const sendAll = () => sendDueNewsletters(app);
async function confirmedSubscriber(author: Person, email: string) {
  const res = await calls.send(
    "POST",
    "/user/subscribers/import",
    { csv: `email\n${email}\n`, consented: true },
    author,
  );
  expect((await res.json()).data).toMatchObject({ imported: 1 });
}

interface Attempt {
  attempts: number;
  status: string;
  lastError: string | null;
  /** When this attempt started (claimed_at) and when the next may start, as the row records them. */
  startedMs: number;
  nextMs: number;
}
async function deliveryTo(email: string): Promise<Attempt> {
  const { rows } = await app.database.db.execute<Record<string, unknown>>(sql`
    select d.attempts, d.status, d.last_error,
      extract(epoch from d.claimed_at) * 1000 as started, extract(epoch from d.next_attempt_at) * 1000 as next
    from newsletter_deliveries d join subscribers s on s.id = d.subscriber_id where s.email_key = ${email}`);
  const r = rows[0]!;
  return {
    attempts: Number(r.attempts),
    status: String(r.status),
    lastError: r.last_error as string | null,
    startedMs: Number(r.started),
    nextMs: Number(r.next),
  };
}

/** Runs the sender until the delivery to `email` is settled; each attempt's row as it was left. */
async function attemptsUntilSettled(email: string): Promise<Attempt[]> {
  const seen: Attempt[] = [];
  for (;;) {
    await sendAll();
    const row = await deliveryTo(email);
    if (row.attempts > seen.length) seen.push(row);
    if (row.status !== "pending") return seen;
    // Until the recorded next attempt comes due (the sender's own schedule), then try again.
    await new Promise((r) => setTimeout(r, Math.max(1, row.nextMs - Date.now())));
  }
}
const waitsOf = (attempts: Attempt[]) =>
  attempts.filter((a) => a.status === "pending").map((a) => Math.round(a.nextMs - a.startedMs));

it("tries a busy address again after growing waits (10 ms, then 20 ms), and it goes through", async () => {
  const author = await insertUser(app);
  const email = `busy-${Date.now()}@example.test`;
  await confirmedSubscriber(author, email);
  busy.set(email, 2);
  await calls.publish(author, "Through thick and thin");
  const attempts = await attemptsUntilSettled(email);
  expect(waitsOf(attempts)).toEqual([10, 20]);
  // Each try started only once the wait before it was over.
  for (let i = 1; i < attempts.length; i++)
    expect(attempts[i]!.startedMs).toBeGreaterThanOrEqual(attempts[i - 1]!.nextMs);
  expect(attempts.at(-1)).toMatchObject({ status: "sent", attempts: 3 });
  expect(smtp.inbox.filter((m) => m.to.includes(email))).toHaveLength(1);
});

it("gives up after 6 attempts, each wait twice the last, and keeps the address on the list", async () => {
  const author = await insertUser(app);
  const email = `never-${Date.now()}@example.test`;
  await confirmedSubscriber(author, email);
  busy.set(email, 1000);
  await calls.publish(author, "Knocking six times");
  const attempts = await attemptsUntilSettled(email);
  expect(NEWSLETTER_LIMITS.maxAttempts).toBe(6);
  expect(waitsOf(attempts)).toEqual([10, 20, 40, 80, 160]);
  expect(attempts.at(-1)).toMatchObject({ status: "failed", attempts: 6 });
  expect(attempts.at(-1)!.lastError).toContain("Try again later");
  expect(smtp.inbox.filter((m) => m.to.includes(email))).toHaveLength(0);
  expect((await app.services.newsletters.counts(author.user.id)).confirmed).toBe(1);
});

it("sends the whole story, or in `summary` mode its summary and a link", async () => {
  const author = await insertUser(app);
  const email = `modes-${Date.now()}@example.test`;
  await confirmedSubscriber(author, email);
  const story = (title: string) =>
    calls.send(
      "POST",
      "/post/create",
      { title, subtitle: `The gist of ${title}`, content: `Opening words.\n\nThe deep middle of ${title}.` },
      author,
    );
  const mailOf = async (title: string) => {
    await sendAll();
    return decoded(await smtp.waitFor(email, (m) => decoded(m).includes(title)));
  };
  expect((await story("Full one")).status).toBe(201);
  expect(await mailOf("Full one")).toContain("The deep middle of Full one.");

  const mode = await calls.send("PATCH", "/user/me", { newsletterContent: "summary" }, author);
  expect(mode.status).toBe(200);
  const created = await story("Short one");
  const slug = (await created.json()).data.post.slug as string;
  const summary = await mailOf("Short one");
  expect(summary).toContain("The gist of Short one");
  expect(summary).toContain(`/post/${slug}`);
  expect(summary).not.toContain("The deep middle of Short one");
});

it("imports at most 20,000 rows, and refuses more without taking any", async () => {
  const author = await insertUser(app);
  const csv = (n: number) =>
    `email\n${Array.from({ length: n }, (_, i) => `r${i}-${author.user.id.slice(0, 8)}@example.test`).join("\n")}\n`;
  const tooMany = await calls.send("POST", "/user/subscribers/import", { csv: csv(20_001), consented: true }, author);
  expect(tooMany.status).toBe(400);
  expect((await tooMany.json()).message).toBe(NEWSLETTER_MESSAGES.tooManyRows);
  expect((await app.services.newsletters.counts(author.user.id)).confirmed).toBe(0);
  const most = await calls.send("POST", "/user/subscribers/import", { csv: csv(20_000), consented: true }, author);
  expect(most.status).toBe(200);
  expect((await most.json()).data).toEqual({ imported: 20_000, alreadyThere: 0, invalid: 0 });
});

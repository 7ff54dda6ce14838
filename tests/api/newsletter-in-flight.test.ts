/**
 * The sender keeps a few messages in flight (one per pooled SMTP connection), not one by one: under a
 * site's load, each message's round trip and its row's update one after another held the rate at half
 * the configured one. A slow SMTP server shows how many it was sent at once. Both engines.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { SEND_AT_ONCE } from "../../src/server/services/newsletters/sender.ts";
import { apiCalls } from "../support/api-calls.ts";
import { NEWSLETTER_TEST_ENV, sendDueNewsletters } from "../support/newsletters.ts";
import { startSmtp } from "../support/smtp.ts";
import { createTestApi, insertUser } from "../support/test-app.ts";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: AppContext;
let api: Api;

beforeAll(async () => {
  smtp = await startSmtp(undefined, { acceptDelayMs: 300 });
  ({ app, api } = await createTestApi({ SMTP_URL: smtp.url, ...NEWSLETTER_TEST_ENV }));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

it(`sends a story's e-mails ${SEND_AT_ONCE} at a time, each recorded as sent`, async () => {
  const calls = apiCalls(api);
  const author = await insertUser(app);
  const emails = Array.from({ length: 2 * SEND_AT_ONCE }, (_, i) => `in-flight-${i}-${Date.now()}@example.test`);
  const imported = await calls.send(
    "POST",
    "/user/subscribers/import",
    { csv: `email\n${emails.join("\n")}\n`, consented: true },
    author,
  );
  expect((await imported.json()).data).toMatchObject({ imported: emails.length });
  const created = await calls.send("POST", "/post/create", { title: "Sent at once", content: "Words." }, author);
  expect(created.status).toBe(201);
  await sendDueNewsletters(app);
  for (const email of emails) await smtp.waitFor(email);
  expect(smtp.mostInFlight).toBeGreaterThanOrEqual(2);
  expect(smtp.mostInFlight).toBeLessThanOrEqual(SEND_AT_ONCE);
  // Each recorded as sent, none left to send again.
  const { rows } = await app.database.db.execute<{ status: string; n: number }>(sql`
    select d.status, count(*)::int as n from newsletter_deliveries d
    join subscribers s on s.id = d.subscriber_id
    where s.author_id = ${author.user.id} group by d.status`);
  expect(rows.map((r) => [r.status, Number(r.n)])).toEqual([["sent", emails.length]]);
});

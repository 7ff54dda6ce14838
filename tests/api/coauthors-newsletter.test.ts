/**
 * A co-written story by e-mail: it goes to the confirmed subscribers of every author, each address
 * once (someone subscribed to two of the authors gets one letter), through a real SMTP server. Both engines.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { apiCalls, type Person } from "../support/api-calls.ts";
import { coauthorCalls } from "../support/coauthors.ts";
import { startSmtp, type ReceivedMail, decodedMail as decoded } from "../support/smtp.ts";
import { createTestApi, insertUser } from "../support/test-app.ts";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: AppContext;
let api: Api;
let calls: ReturnType<typeof apiCalls>;
let owner: Person;
let co: Person;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ app, api } = await createTestApi({
    SMTP_URL: smtp.url,
    RATE_LIMITS: "off",
    NEWSLETTER_CHECK_MS: "60000",
    NEWSLETTER_RETRY_MS: "10",
    NEWSLETTER_RATE_PER_MINUTE: "100000",
  }));
  calls = apiCalls(api);
  owner = await insertUser(app, { firstName: "Nell", lastName: "Owner" });
  co = await insertUser(app, { firstName: "Cass", lastName: "Co" });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const linkIn = (mail: ReceivedMail, path: string) => {
  const m = new RegExp(`https?://[^\\s"<>]+${path.replace("/", "\\/")}\\?token=([A-Za-z0-9_.%-]+)`).exec(decoded(mail));
  if (!m) throw new Error(`No ${path} link in the message`);
  return decodeURIComponent(m[1]!);
};
const mailsTo = (address: string, about: string) =>
  smtp.inbox.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()) && decoded(m).includes(about));
async function subscribe(author: Person, email: string, confirm = true) {
  const res = await calls.send("POST", "/subscriptions", { author: author.user.username, email });
  expect(res.status).toBe(202);
  if (!confirm) return;
  const mail = await smtp.waitFor(email, (m) =>
    decoded(m).includes(`Confirm your subscription to ${author.user.firstName}`),
  );
  const confirmed = await calls.send("POST", "/subscriptions/confirm", { token: linkIn(mail, "/subscribe/confirm") });
  expect(confirmed.status).toBe(200);
}

it("reaches the union of the authors' confirmed subscribers, each address once", async () => {
  await subscribe(owner, "both@example.test");
  await subscribe(co, "Both@Example.test");
  await subscribe(owner, "owners@example.test");
  await subscribe(co, "cos@example.test");
  await subscribe(co, "unconfirmed@example.test", false);

  const title = `Written by two, mailed once ${Date.now()}`;
  await coauthorCalls(api, () => app).coWritten(owner, co, title, "Both of us wrote this.");

  await app.services.newsletters.queueDue();
  while ((await app.services.newsletters.sendDue()) > 0);
  for (const address of ["both@example.test", "owners@example.test", "cos@example.test"])
    await smtp.waitFor(address, (m) => decoded(m).includes(title));
  expect(mailsTo("both@example.test", title)).toHaveLength(1);
  expect(mailsTo("owners@example.test", title)).toHaveLength(1);
  expect(mailsTo("cos@example.test", title)).toHaveLength(1);
  expect(mailsTo("unconfirmed@example.test", title)).toHaveLength(0);
});

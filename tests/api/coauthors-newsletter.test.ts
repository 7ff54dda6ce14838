/**
 * A co-written story by e-mail: it goes to the confirmed subscribers of every author, each address
 * once (someone subscribed to two of the authors gets one letter), through a real SMTP server. Both engines.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { apiCalls, type Person } from "../support/api-calls.ts";
import { coauthorCalls } from "../support/coauthors.ts";
import { NEWSLETTER_TEST_ENV, subscribeConfirmed } from "../support/newsletters.ts";
import { startSmtp, decodedMail as decoded } from "../support/smtp.ts";
import { createTestApi, insertUser } from "../support/test-app.ts";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: AppContext;
let api: Api;
let calls: ReturnType<typeof apiCalls>;
let owner: Person;
let co: Person;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ app, api } = await createTestApi({ SMTP_URL: smtp.url, ...NEWSLETTER_TEST_ENV }));
  calls = apiCalls(api);
  owner = await insertUser(app, { firstName: "Nell", lastName: "Owner" });
  co = await insertUser(app, { firstName: "Cass", lastName: "Co" });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const mailsTo = (address: string, about: string) =>
  smtp.inbox.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()) && decoded(m).includes(about));
const subscribe = (author: Person, email: string) => subscribeConfirmed(calls, smtp, author, email);

it("reaches the union of the authors' confirmed subscribers, each address once", async () => {
  await subscribe(owner, "both@example.test");
  await subscribe(co, "Both@Example.test");
  await subscribe(owner, "owners@example.test");
  await subscribe(co, "cos@example.test");
  const unconfirmed = { author: co.user.username, email: "unconfirmed@example.test" };
  expect((await calls.send("POST", "/subscriptions", unconfirmed)).status).toBe(202);

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

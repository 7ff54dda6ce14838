/**
 * The story e-mail as the real SMTP server receives it, parsed by mailparser (both engines): from
 * "Author via Site" at MAIL_FROM's address, a List-Id that survives a rename, a text part a text-only
 * reader can follow, and a long story cut before Gmail's clipping with the footer inside 100 KB.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { apiCalls, type Person } from "../support/api-calls.ts";
import { startSmtp } from "../support/smtp.ts";
import { createTestApi, insertUser } from "../support/test-app.ts";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: AppContext;
let api: Api;
let calls: ReturnType<typeof apiCalls>;
let author: Person;
let reader: Person;

beforeAll(async () => {
  smtp = await startSmtp();
  ({ app, api } = await createTestApi({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Inkwell News <news@inkwell.example>",
    SITE_NAME: "Inkwell",
    RATE_LIMITS: "off",
    NEWSLETTER_CHECK_MS: "60000",
    NEWSLETTER_RATE_PER_MINUTE: "100000",
  }));
  calls = apiCalls(api);
  author = await insertUser(app, { firstName: "Nora", lastName: "Writer" });
  // A reader whose address is proven (a sign-in link used): one step, no confirmation link.
  reader = await insertUser(app, { emailVerifiedAt: new Date() });
  const res = await calls.send("POST", "/subscriptions", { author: author.user.username }, reader);
  expect(res.status).toBe(201);
}, 180_000);
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function storyMail(title: string, content: string): Promise<{ parsed: ParsedMail; raw: string }> {
  const res = await calls.send("POST", "/post/create", { title, content }, author);
  expect(res.status).toBe(201);
  // Rounds of the sender until the mail is there: on a loaded machine a long story's rendering can
  // finish after the first round looked (CI once waited its 10 s for a round that had found nothing).
  for (const until = Date.now() + 60_000; ;) {
    await app.services.newsletters.queueDue();
    while ((await app.services.newsletters.sendDue()) > 0);
    try {
      const mail = await smtp.waitFor(reader.user.email, (m) => m.raw.includes(`Subject: ${title}`), 1_000);
      return { parsed: await simpleParser(mail.raw), raw: mail.raw };
    } catch (err) {
      if (Date.now() > until) throw err;
    }
  }
}

it("comes from the author via the site, on a list that keeps its id when the author is renamed", async () => {
  const first = await storyMail("Before the rename", "Words.");
  expect(first.parsed.from?.value).toEqual([{ name: "Nora Writer via Inkwell", address: "news@inkwell.example" }]);
  const listId = first.parsed.headerLines.find((h) => h.key === "list-id")?.line;
  expect(listId).toContain(`<${author.user.id}.`);

  const renamed = await calls.send("PATCH", "/user/me", { username: `${author.user.username}_new` }, author);
  expect(renamed.status).toBe(200);
  const second = await storyMail("After the rename", "Words.");
  expect(second.parsed.headerLines.find((h) => h.key === "list-id")?.line).toBe(listId);
});

it("has a text part with every link's address, decoded entities and numbered lists", async () => {
  const { parsed } = await storyMail(
    "Links and lists",
    "## Part one\n\nTom & Jerry read [the help](/help) and [a page](https://example.org/?a=1&b=2).\n\n1. first\n2. second\n",
  );
  const text = parsed.text ?? "";
  expect(text).toMatch(/the help \(https?:\/\/[^)\s]+\/help\)/);
  expect(text).toMatch(/a page\s+\(https:\/\/example\.org\/\?a=1&b=2\)/);
  expect(text).toContain("Tom & Jerry");
  expect(text).not.toMatch(/&#x26;|&amp;/);
  expect(text).toMatch(/1\. first\s+2\. second/);
  expect(parsed.html || "").not.toContain("#user-content-");
});

it("sends the beginning of a very long story with 'Read on the site', the way out inside 100 KB", async () => {
  // Under the 100,000 characters a story may have, over the 60 KB an e-mail takes.
  const paragraphs = Array.from({ length: 700 }, (_, i) => `Paragraph ${i}: ${"a long sentence goes on ".repeat(5)}`);
  const { parsed } = await storyMail("A very long story", paragraphs.join("\n\n"));
  const html = parsed.html as string;
  expect(Buffer.byteLength(html)).toBeLessThan(100_000);
  expect(html).toContain("Read on the site");
  expect(html).toContain("Paragraph 0:");
  expect(html).not.toContain("Paragraph 699:");
  expect(html).toMatch(/\/unsubscribe\?token=/);
  expect(parsed.text).toMatch(/Read on the site: https?:\/\/\S+\/post\//);
}, 90_000);

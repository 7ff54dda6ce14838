/**
 * E-mail one can trust, through the real API and a real SMTP server: only an address proven to be the
 * reader's gets stories (a confirmation link, a sign-in link used, a reset code verified, Google's
 * word); a story goes once, at its first publication, to those confirmed then, and stories that were
 * never published here (seeded, imported) are never swept in; the export neutralises spreadsheet
 * formulas; confirm and unsubscribe answer only what docs/api.md says. Both engines.
 */
import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { posts, subscribers, users } from "../../src/server/db/schema/index.ts";
import { apiCalls, type Person } from "../support/api-calls.ts";
import { sendDueNewsletters } from "../support/newsletters.ts";
import { GOOGLE_CLIENT_ID, startGoogleJwks } from "../support/google.ts";
import { resetCode, startSmtp, type ReceivedMail, decodedMail as decoded } from "../support/smtp.ts";
import { createTestApi, insertUser } from "../support/test-app.ts";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let google: Awaited<ReturnType<typeof startGoogleJwks>>;
let app: AppContext;
let api: Api;
let calls: ReturnType<typeof apiCalls>;

beforeAll(async () => {
  smtp = await startSmtp();
  google = await startGoogleJwks();
  ({ app, api } = await createTestApi({
    SMTP_URL: smtp.url,
    RATE_LIMITS: "off",
    NEWSLETTER_CHECK_MS: "60000",
    NEWSLETTER_RATE_PER_MINUTE: "100000",
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.url,
  }));
  calls = apiCalls(api);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await google.close();
});

const tokenIn = (mail: ReceivedMail, path: string) => {
  const m = new RegExp(`${path.replace(/\//g, "\\/")}\\?token=([A-Za-z0-9_.%-]+)`).exec(decoded(mail));
  if (!m) throw new Error(`No ${path} link in the message`);
  return decodeURIComponent(m[1]!);
};
const storiesTo = (address: string, title: string) =>
  smtp.inbox.filter((m) => m.to.includes(address.toLowerCase()) && decoded(m).includes(title));
const sendAll = () => sendDueNewsletters(app);
const subscribe = (author: Person, who?: Person, email?: string) =>
  calls.send("POST", "/subscriptions", { author: author.user.username, ...(email ? { email } : {}) }, who);
async function rowOf(author: Person, email: string) {
  const [row] = await app.database.db.select().from(subscribers).where(eq(subscribers.emailKey, email.toLowerCase()));
  expect(row?.authorId).toBe(author.user.id);
  return row!;
}
async function confirmByLink(email: string) {
  const mail = await smtp.waitFor(email, (m) => decoded(m).includes("/subscribe/confirm"));
  return calls.send("POST", "/subscriptions/confirm", { token: tokenIn(mail, "/subscribe/confirm") });
}

describe("only an address proven to be the reader's gets stories", () => {
  it("a signed-in reader whose address nobody proved gets a link to confirm, and nothing before it", async () => {
    const author = await insertUser(app, { firstName: "Una" });
    const reader = await insertUser(app);
    const res = await subscribe(author, reader);
    expect(res.status).toBe(202);
    expect((await res.json()).message).toContain("Check your inbox");
    expect(await rowOf(author, reader.user.email)).toMatchObject({ status: "pending", consent: null });
    await calls.publish(author, "Not to an unproven address");
    await sendAll();
    expect(storiesTo(reader.user.email, "Not to an unproven address")).toHaveLength(0);

    // The link proves it: confirmed here, and the account subscribes to the next author in one step.
    expect((await confirmByLink(reader.user.email)).status).toBe(200);
    expect(await rowOf(author, reader.user.email)).toMatchObject({ status: "confirmed", consent: "link" });
    const other = await insertUser(app);
    expect((await subscribe(other, reader)).status).toBe(201);
  });

  it("a sign-in link used proves the address: one step after it", async () => {
    const author = await insertUser(app);
    const reader = await insertUser(app);
    expect((await subscribe(author, reader)).status).toBe(202);
    await calls.send("POST", "/user/auth/sign-in-link", { email: reader.user.email });
    const mail = await smtp.waitFor(reader.user.email, (m) => decoded(m).includes("/auth/link?"));
    const used = await calls.send("POST", "/user/auth/sign-in-link/verify", { token: tokenIn(mail, "/auth/link") });
    expect(used.status).toBe(200);
    expect((await subscribe(author, reader)).status).toBe(201);
    expect(await rowOf(author, reader.user.email)).toMatchObject({ status: "confirmed", consent: "account" });
  });

  it("a verified password reset code proves the address", async () => {
    const author = await insertUser(app);
    const reader = await insertUser(app);
    expect((await subscribe(author, reader)).status).toBe(202);
    await calls.send("POST", "/user/auth/forgot-password", { email: reader.user.email });
    const mail = await smtp.waitFor(reader.user.email, (m) => /Your code is/.test(decoded(m)));
    const verified = await calls.send("POST", "/user/auth/verify-code", {
      email: reader.user.email,
      code: resetCode(mail),
    });
    expect(verified.status).toBe(200);
    expect((await subscribe(author, reader)).status).toBe(201);
  });

  it("Google's word that the address is verified proves it", async () => {
    const author = await insertUser(app);
    // An account made with a password has no proof: Google's sign-in then links and proves it.
    const reader = await insertUser(app, { email: "google-reader@example.test" });
    expect((await subscribe(author, reader)).status).toBe(202);
    const credential = await google.idToken({
      sub: "google-trust-1",
      email: "google-reader@example.test",
      email_verified: true,
      given_name: "Gia",
    });
    const res = await calls.send("POST", "/user/auth/google", { credential });
    expect(res.status).toBe(200);
    const token = (await res.json()).data.tokens.accessToken as string;
    const answer = await api.request("/api/subscriptions", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ author: author.user.username }),
    });
    expect(answer.status).toBe(201);
  });
});

describe("a story is e-mailed once, at its first publication", () => {
  it("stories never published here (seeded, imported) are not swept in by a later publication", async () => {
    const author = await insertUser(app);
    // As the seed and imports write them: published months ago, straight into the table.
    await app.database.db.insert(posts).values(
      [1, 2, 3].map((n) => ({
        authorId: author.user.id,
        slug: `seeded-${n}-${author.user.id}`,
        title: `Seeded story ${n}`,
        content: "Old words.",
        contentHtml: "<p>Old words.</p>",
        status: "published" as const,
        publishedAt: new Date(Date.now() - n * 30 * 86_400_000),
      })),
    );
    expect((await subscribe(author, undefined, "newcomer@example.test")).status).toBe(202);
    expect((await confirmByLink("newcomer@example.test")).status).toBe(200);
    await calls.publish(author, "The first story published here");
    await sendAll();
    await smtp.waitFor("newcomer@example.test", (m) => decoded(m).includes("The first story published here"));
    const stories = smtp.inbox.filter(
      (m) => m.to.includes("newcomer@example.test") && !decoded(m).includes("/subscribe/confirm"),
    );
    expect(stories).toHaveLength(1);
    const { rows } = await app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from posts where author_id = ${author.user.id} and newsletter <> 'skipped'`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it("goes to those confirmed when it was published, not to one who confirms after", async () => {
    const author = await insertUser(app);
    expect((await subscribe(author, undefined, "early@example.test")).status).toBe(202);
    expect((await confirmByLink("early@example.test")).status).toBe(200);
    expect((await subscribe(author, undefined, "late@example.test")).status).toBe(202);
    await smtp.waitFor("late@example.test");
    await calls.publish(author, "Before the late reader confirmed");
    expect((await confirmByLink("late@example.test")).status).toBe(200);
    await sendAll();
    await smtp.waitFor("early@example.test", (m) => decoded(m).includes("Before the late reader confirmed"));
    expect(storiesTo("late@example.test", "Before the late reader confirmed")).toHaveLength(0);
    // The next one reaches both.
    await calls.publish(author, "After both confirmed");
    await sendAll();
    expect(storiesTo("late@example.test", "After both confirmed")).toHaveLength(1);
  });
});

describe("the export and the answers", () => {
  it("neutralises cells a spreadsheet would run as formulas (OWASP)", async () => {
    const author = await insertUser(app);
    const names = ['=HYPERLINK("http://x")', "+1+2", "-3", "@SUM(A1)", "\tTab", "\rReturn", "Plain"];
    await app.database.db.insert(subscribers).values(
      names.map((name, i) => ({
        authorId: author.user.id,
        email: `formula${i}@example.test`,
        emailKey: `formula${i}@example.test`,
        name,
        status: "confirmed" as const,
      })),
    );
    const res = await calls.get("/user/subscribers/export", author);
    const rows = parse<{ email: string; name: string }>(await res.text(), { columns: true });
    const byEmail = new Map(rows.map((r) => [r.email, r.name]));
    names.forEach((name, i) => {
      expect(byEmail.get(`formula${i}@example.test`)).toBe(name === "Plain" ? "Plain" : `'${name}`);
    });
  });

  it("confirm and unsubscribe answer the author's name only, and leaving a suspended author's list works", async () => {
    const author = await insertUser(app, { firstName: "Sue" });
    expect((await subscribe(author, undefined, "leaving@example.test")).status).toBe(202);
    const confirmed = await confirmByLink("leaving@example.test");
    const shape = { username: author.user.username, firstName: "Sue", lastName: author.user.lastName };
    expect((await confirmed.json()).data).toEqual({ author: shape });

    await calls.publish(author, "A story with a way out");
    await sendAll();
    const [mail] = storiesTo("leaving@example.test", "A story with a way out");
    // Headers are not quoted-printable: read them raw (decoding "=12…" in a token would change it).
    const token = /List-Unsubscribe: <[^>]*token=([^>]+)>/.exec(mail!.raw.replace(/\r?\n[ \t]+/g, " "))![1]!;
    await app.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, author.user.id));
    const out = await api.request(`/api/subscriptions/unsubscribe?token=${token}`, { method: "POST" });
    expect(out.status).toBe(200);
    expect((await out.json()).data).toEqual({ author: shape });
    expect(await rowOf(author, "leaving@example.test")).toMatchObject({ status: "unsubscribed" });
  });
});

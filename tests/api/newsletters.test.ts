/**
 * Stories by e-mail through the real API and a real SMTP server: double opt-in, the story in the
 * inbox with its one-click way out, bounces and retries, the author's list. Both engines.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { newsletterDeliveries, posts, subscribers } from "../../src/server/db/schema/index.ts";
import { apiCalls, type Person } from "../support/api-calls.ts";
import { linkIn, NEWSLETTER_TEST_ENV, sendDueNewsletters, subscribeConfirmed } from "../support/newsletters.ts";
import { simpleParser } from "mailparser";
import { startSmtp, decodedMail as decoded } from "../support/smtp.ts";
import { createTestApi, insertUser, TEST_PASSWORD } from "../support/test-app.ts";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: AppContext;
let api: Api;
let calls: ReturnType<typeof apiCalls>;
let author: Person;
/** Addresses the SMTP server refuses for good (550). */
const refusedForGood = new Set<string>();

beforeAll(async () => {
  smtp = await startSmtp(undefined, {
    refuse: (address) => {
      if (refusedForGood.has(address)) return { code: 550, message: "No such mailbox" };
      return null;
    },
  });
  ({ app, api } = await createTestApi({
    SMTP_URL: smtp.url,
    ...NEWSLETTER_TEST_ENV,
  }));
  calls = apiCalls(api);
  author = await insertUser(app, { firstName: "Nora", lastName: "Writer" });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const mailsTo = (address: string) =>
  smtp.inbox.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));
/** Runs the sender until nothing more is due now. */
const sendAll = () => sendDueNewsletters(app);
const subscribe = (email: string) => subscribeConfirmed(calls, smtp, author, email);

describe("subscribing", () => {
  it("sends the confirmation in the language the reader's pages speak (cookie, else Accept-Language)", async () => {
    // An author of its own: the other tests count this list's pending addresses.
    const poet = await insertUser(app, { firstName: "Nora", lastName: "Poet" });
    const ask = (email: string, headers: Record<string, string>) =>
      api.request("/api/subscriptions", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ author: poet.user.username, email }),
      });
    expect((await ask("lecteur@example.test", { "accept-language": "fr-FR,fr;q=0.9" })).status).toBe(202);
    expect((await ask("qari@example.test", { "accept-language": "fr", cookie: "lang=ar" })).status).toBe(202);
    const french = await simpleParser((await smtp.waitFor("lecteur@example.test")).raw);
    expect(french.subject).toBe("Confirmez votre abonnement à Nora Poet");
    expect(french.text).toContain("Pour confirmer, ouvrez ce lien");
    const arabic = await simpleParser((await smtp.waitFor("qari@example.test")).raw);
    expect(arabic.subject).toBe("أكّد اشتراكك في Nora Poet");
    expect(arabic.text).toContain("/subscribe/confirm?token=");
  });

  it("sends a link to confirm, and only a confirmed address is on the list", async () => {
    const res = await calls.send("POST", "/subscriptions", {
      author: author.user.username,
      email: "Reader@Example.test",
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ message: expect.stringContaining("Check your inbox") });
    const mail = await smtp.waitFor("Reader@Example.test");
    expect(decoded(mail)).toContain("Confirm your subscription to Nora Writer");
    expect((await app.services.newsletters.counts(author.user.id)).pending).toBe(1);

    const token = linkIn(mail, "/subscribe/confirm");
    const ok = await calls.send("POST", "/subscriptions/confirm", { token });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ data: { author: { username: author.user.username } } });
    expect((await app.services.newsletters.counts(author.user.id)).confirmed).toBe(1);
    // A link works once.
    expect((await calls.send("POST", "/subscriptions/confirm", { token })).status).toBe(400);
  });

  it("answers the same for an address already on the list, and sends it nothing", async () => {
    await subscribe("known@example.test");
    const before = mailsTo("known@example.test").length;
    const again = await calls.send("POST", "/subscriptions", {
      author: author.user.username,
      email: "known@example.test",
    });
    const fresh = await calls.send("POST", "/subscriptions", {
      author: author.user.username,
      email: "fresh@example.test",
    });
    expect(again.status).toBe(fresh.status);
    expect(await again.json()).toEqual(await fresh.json());
    await app.services.newsletters.drain();
    expect(mailsTo("known@example.test")).toHaveLength(before);
    expect(mailsTo("fresh@example.test")).toHaveLength(1);
  });

  it("refuses an expired link, a bad address, an unknown author and one's own list", async () => {
    await calls.send("POST", "/subscriptions", { author: author.user.username, email: "slow@example.test" });
    const mail = await smtp.waitFor("slow@example.test");
    await app.database.db
      .update(subscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscribers.emailKey, "slow@example.test"));
    const late = await calls.send("POST", "/subscriptions/confirm", { token: linkIn(mail, "/subscribe/confirm") });
    expect(late.status).toBe(400);
    expect((await late.json()).message).toContain("expired");
    const bad = await calls.send("POST", "/subscriptions", { author: author.user.username, email: "not an address" });
    expect(bad.status).toBe(400);
    expect(
      (await calls.send("POST", "/subscriptions", { author: "nobody_here", email: "a@example.test" })).status,
    ).toBe(404);
    const own = await calls.send("POST", "/subscriptions", { author: author.user.username }, author);
    expect(own.status).toBe(400);
  });

  it("takes a reader's address off every list when they delete their account", async () => {
    const reader = await insertUser(app);
    await calls.send("POST", "/subscriptions", { author: author.user.username }, reader);
    const gone = await calls.send("DELETE", "/user/me", { password: TEST_PASSWORD }, reader);
    expect(gone.status).toBe(200);
    const left = await app.database.db.select().from(subscribers).where(eq(subscribers.emailKey, reader.user.email));
    expect(left).toHaveLength(0);
  });

  it("subscribes a signed-in reader with their account's proven address in one step", async () => {
    const reader = await insertUser(app, { emailVerifiedAt: new Date() });
    const res = await calls.send("POST", "/subscriptions", { author: author.user.username }, reader);
    expect(res.status).toBe(201);
    const [row] = await app.database.db.select().from(subscribers).where(eq(subscribers.emailKey, reader.user.email));
    expect(row).toMatchObject({ status: "confirmed", consent: "account", userId: reader.user.id });
  });
});

describe("a story by e-mail", () => {
  it("reaches every confirmed subscriber once, as HTML and text, with the one-click way out", async () => {
    await subscribe("story@example.test");
    const post = await calls.publish(author, "A letter to my readers");
    await sendAll();
    const mail = await smtp.waitFor("story@example.test", (m) => decoded(m).includes("A letter to my readers"));
    const text = decoded(mail);
    expect(text).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/subscriptions\/unsubscribe\?token=/m);
    expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(text).toContain("Content-Type: text/plain");
    expect(text).toContain("Content-Type: text/html");
    expect(text).toContain(`/post/${post.slug}`);
    // The unconfirmed never get it; a second round sends nothing again.
    expect(mailsTo("slow@example.test").filter((m) => decoded(m).includes("A letter to my readers"))).toHaveLength(0);
    await sendAll();
    expect(mailsTo("story@example.test").filter((m) => decoded(m).includes("A letter to my readers"))).toHaveLength(1);

    // One click (a mail client's form POST, no sign-in) and nothing more comes.
    const token = /List-Unsubscribe: <[^>]*token=([^>]+)>/.exec(text)![1]!;
    const out = await api.request(`/api/subscriptions/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(out.status).toBe(200);
    await calls.publish(author, "After the unsubscribe");
    await sendAll();
    expect(mailsTo("story@example.test").filter((m) => decoded(m).includes("After the unsubscribe"))).toHaveLength(0);
    expect((await api.request(`/api/subscriptions/unsubscribe?token=x${token}`, { method: "POST" })).status).toBe(400);
  });

  it("sends nothing for a story its author keeps from e-mail", async () => {
    await subscribe("quiet@example.test");
    const res = await calls.send(
      "POST",
      "/post/create",
      { title: "Not for the inbox", content: "Words.", emailSubscribers: false },
      author,
    );
    const post = (await res.json()).data.post as { _id: string };
    await sendAll();
    const [row] = await app.database.db.select().from(posts).where(eq(posts.id, post._id));
    expect(row!.newsletter).toBe("skipped");
    const queued = await app.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.postId, post._id));
    expect(queued).toHaveLength(0);
  });

  it("marks an address the server refuses for good as bouncing (retries: newsletter-sending.test.ts)", async () => {
    await subscribe("gone@example.test");
    refusedForGood.add("gone@example.test");
    await calls.publish(author, "Through thick and thin");
    await sendAll();
    const [gone] = await app.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.emailKey, "gone@example.test"));
    expect(gone).toMatchObject({ status: "bouncing" });
    expect(gone!.bounceReason).toContain("No such mailbox");
    const sends = await app.services.newsletters.lastSends(author.user.id);
    expect(sends.find((s) => s.title === "Through thick and thin")).toMatchObject({ failed: 1 });
  });
});

describe("the author's list", () => {
  it("exports as CSV and imports another service's CSV, confirmed only with the author's word", async () => {
    const csv = await api.request("/api/user/subscribers/export", {
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\n");
    expect(lines[0]).toBe("email,name,status,subscribed_at,confirmed_at");
    expect(lines.some((l) => l.startsWith("Reader@Example.test,"))).toBe(true);

    const substack =
      "email,name,created_at\nsub1@example.test,Sub One,2024-01-02\nbad,,\nsub2@example.test,,2024-02-03\n";
    const unconfirmed = await calls.send(
      "POST",
      "/user/subscribers/import",
      { csv: substack, consented: false },
      author,
    );
    expect((await unconfirmed.json()).data).toEqual({ imported: 2, alreadyThere: 0, invalid: 1 });
    const [sub1] = await app.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.emailKey, "sub1@example.test"));
    expect(sub1).toMatchObject({ status: "pending", name: "Sub One" });

    const ghost = "id,email,name,note,created_at\nx,sub3@example.test,Three,,2023-05-05T10:00:00Z\n";
    const consented = await calls.send("POST", "/user/subscribers/import", { csv: ghost, consented: true }, author);
    expect((await consented.json()).data).toMatchObject({ imported: 1 });
    const [sub3] = await app.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.emailKey, "sub3@example.test"));
    expect(sub3).toMatchObject({ status: "confirmed", consent: "import" });

    const noEmail = await calls.send("POST", "/user/subscribers/import", { csv: "name\nx\n", consented: true }, author);
    expect(noEmail.status).toBe(400);
    expect((await calls.get("/user/subscribers")).status).toBe(401);
    const overview = (await (await calls.get("/user/subscribers", author)).json()).data;
    expect(overview.counts.confirmed).toBeGreaterThan(1);
  });
});

describe("the subscribe form's brakes", () => {
  it("answers 429 after three requests an hour for one address, and after twenty for one client", async () => {
    // One proxy in front: X-Forwarded-For names the client (without it every request is one client).
    const limited = await createTestApi({
      SMTP_URL: smtp.url,
      RATE_LIMITS: "on",
      NEWSLETTER_CHECK_MS: "60000",
      TRUST_PROXY: "1",
    });
    try {
      const writer = await insertUser(limited.app);
      // Addresses and clients of this run only: on PostgreSQL the counts are shared and outlive a run.
      const run = Date.now().toString(36);
      const net = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const ask = (email: string, ip: string) =>
        limited.api.request("/api/subscriptions", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
          body: JSON.stringify({ author: writer.user.username, email }),
        });
      for (let i = 0; i < 3; i++) expect((await ask(`again-${run}@example.test`, `${net}.${i + 1}`)).status).toBe(202);
      const fourth = await ask(`again-${run}@example.test`, `${net}.9`);
      expect(fourth.status).toBe(429);
      expect(fourth.headers.get("retry-after")).toBeTruthy();
      // Another address from the same client still goes through, until the client's 20 an hour are spent
      // (one so far: the refused fourth counted for the client too); another client is not held back.
      for (let i = 0; i < 19; i++) expect((await ask(`other${i}-${run}@example.test`, `${net}.9`)).status).toBe(202);
      expect((await ask(`one-more-${run}@example.test`, `${net}.9`)).status).toBe(429);
      expect((await ask(`one-more-${run}@example.test`, `${net}.10`)).status).toBe(202);
      await limited.app.services.newsletters.drain();
    } finally {
      await limited.app.close();
    }
  });
});

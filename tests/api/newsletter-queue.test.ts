/**
 * A story's deliveries are queued a chunk of subscribers a statement (QUEUE_CHUNK), so no single
 * statement holds the embedded database's one thread for long: every confirmed subscriber is queued
 * exactly once across the chunks, and what a crash left half done is finished without a second copy.
 * Both engines (on PostgreSQL, a database of its own).
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { newsletterDeliveries, posts, subscribers } from "../../src/server/db/schema/index.ts";
import { QUEUE_CHUNK } from "../../src/server/services/newsletters/sender.ts";
import { apiCalls, type Person } from "../support/api-calls.ts";
import { freshDatabase } from "../support/fresh-database.ts";
import { createTestApi, insertUser } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
let calls: ReturnType<typeof apiCalls>;
let author: Person;

beforeAll(async () => {
  // A database of its own on PostgreSQL: the suite's is shared by every file, and a queue round takes
  // every story waiting there, whoever published it (their statements would be counted here).
  const own: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_URL: await freshDatabase("newsletter_queue") }
    : {};
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off", NEWSLETTER_CHECK_MS: "60000", ...own }));
  calls = apiCalls(api);
  author = await insertUser(app, { firstName: "Chunk", lastName: "Writer" });
}, 180_000);
afterAll(async () => {
  await app.close();
});

/** `n` confirmed subscribers of the author (and `late` confirmed only after the story is published). */
async function subscribe(n: number, prefix: string, confirmedAt = new Date(Date.now() - 60_000)) {
  const rows = Array.from({ length: n }, (_, i) => {
    // Mixed case: the queue goes by the address's key, as the one-per-author index does.
    const email = `${prefix}${String(i).padStart(4, "0")}@Example.org`;
    return {
      authorId: author.user.id,
      email,
      emailKey: email.toLowerCase(),
      status: "confirmed" as const,
      consent: "import" as const,
      confirmedAt,
    };
  });
  await app.database.db.insert(subscribers).values(rows);
}

const queuedFor = async (postId: string) =>
  (
    await app.database.db
      .select({ subscriberId: newsletterDeliveries.subscriberId })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.postId, postId))
  ).map((r) => r.subscriberId);

it("queues every confirmed subscriber once, a chunk a statement, then marks the story queued", async () => {
  const count = QUEUE_CHUNK * 2 + 37;
  await subscribe(count, "reader");
  const res = await calls.send("POST", "/post/create", { title: "To many readers", content: "Hello, all." }, author);
  expect(res.status).toBe(201);
  const postId = ((await res.json()) as { data: { post: { _id: string } } }).data.post._id;
  // Confirmed after the story went out: the next story, not this one.
  await subscribe(3, "late", new Date(Date.now() + 60_000));

  app.database.queries.log = [];
  expect(await app.services.newsletters.queueDue()).toBe(count);
  const inserts = app.database.queries.log.filter((q) => /insert into newsletter_deliveries/i.test(q.sql)).length;
  app.database.queries.log = undefined;
  expect(inserts).toBe(Math.ceil(count / QUEUE_CHUNK));

  const queued = await queuedFor(postId);
  expect(queued).toHaveLength(count);
  expect(new Set(queued).size).toBe(count);
  const [story] = await app.database.db
    .select({ newsletter: posts.newsletter })
    .from(posts)
    .where(eq(posts.id, postId));
  expect(story!.newsletter).toBe("queued");
  // Nothing left to queue.
  expect(await app.services.newsletters.queueDue()).toBe(0);
  expect(await queuedFor(postId)).toHaveLength(count);
});

it("finishes what a crash left half queued, without a second delivery to anyone", async () => {
  const res = await calls.send("POST", "/post/create", { title: "Half queued", content: "Again." }, author);
  expect(res.status).toBe(201);
  const postId = ((await res.json()) as { data: { post: { _id: string } } }).data.post._id;
  const confirmed = await app.database.db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.authorId, author.user.id), sql`${subscribers.confirmedAt} <= now()`));
  // A process queued the first chunk and died before the story was marked.
  const done = confirmed.slice(0, QUEUE_CHUNK).map((s) => ({ postId, subscriberId: s.id }));
  await app.database.db.insert(newsletterDeliveries).values(done);

  expect(await app.services.newsletters.queueDue()).toBe(confirmed.length - done.length);
  const queued = await queuedFor(postId);
  expect(queued).toHaveLength(confirmed.length);
  expect(new Set(queued).size).toBe(confirmed.length);
  const [story] = await app.database.db
    .select({ newsletter: posts.newsletter })
    .from(posts)
    .where(eq(posts.id, postId));
  expect(story!.newsletter).toBe("queued");
});

/**
 * What makes a delivery cheap on the embedded database: Fedify's per-host entries (circuit state,
 * signature spec) remembered in the process, never staler than this process's own writes, and the
 * queue worked in batches (a claim deletes the rows finished since the last one).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { KvKey } from "@fedify/fedify";
import type { AppContext } from "../../src/server/context.ts";
import type { Db } from "../../src/server/db/client.ts";
import { createKvStore } from "../../src/server/federation/kv.ts";
import { createDbQueue } from "../../src/server/federation/queue.ts";
import { createLogger } from "../../src/server/logger.ts";
import { freshDatabase } from "../support/fresh-database.ts";
import { createTestContext } from "../support/test-app.ts";

let ctx: AppContext;
let db: Db;
/** A database of its own on PostgreSQL: no other file's server takes this file's queued rows. */
const databaseUrl = process.env.DATABASE_URL ? await freshDatabase("fediverse_kv_queue") : "";
beforeAll(async () => {
  ctx = await createTestContext(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  db = ctx.database.db;
  // The queue under test is the only one working the table.
  await ctx.services.fediverse.close();
});
afterAll(() => ctx?.close());

const circuitKey = (host: string) => ["_fedify", "circuit", host] as unknown as KvKey;
/** A write by someone else than the store under test (another process, or a person at psql). */
const writeBehind = (key: string, value: unknown) =>
  db.execute(sql`insert into fediverse_kv (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
    on conflict (key) do update set value = excluded.value`);

it("reads a host's circuit state from the database once, then from memory", async () => {
  const host = `once-${Date.now()}.example`;
  const kv = createKvStore(db, { hotFreshMs: Infinity });
  const fresh = createKvStore(db, { hotFreshMs: 0 });
  expect(await kv.get(circuitKey(host))).toBeUndefined();
  await writeBehind(`_fedify/circuit/${host}`, { state: "open" });
  // Remembered: no second query (on the embedded database nobody else writes it).
  expect(await kv.get(circuitKey(host))).toBeUndefined();
  expect(await fresh.get(circuitKey(host))).toEqual({ state: "open" });
  // Other entries are always read from the database.
  const other = ["_fedify", "publicKey", host] as unknown as KvKey;
  expect(await kv.get(other)).toBeUndefined();
  await writeBehind(`_fedify/publicKey/${host}`, "key");
  expect(await kv.get(other)).toBe("key");
});

it("reads back what the process wrote, and keeps nothing a write overlapped", async () => {
  const host = `writes-${Date.now()}.example`;
  const key = circuitKey(host);
  const kv = createKvStore(db, { hotFreshMs: Infinity });
  expect(await kv.get(key)).toBeUndefined();
  await kv.set(key, { state: "closed" });
  expect(await kv.get(key)).toEqual({ state: "closed" });
  expect(await kv.cas!(key, { state: "closed" }, { state: "open" })).toBe(true);
  expect(await kv.get(key)).toEqual({ state: "open" });
  await kv.delete(key);
  expect(await kv.get(key)).toBeUndefined();
  // A read begun before a write answers the old value, which must not be kept past the write.
  const reading = kv.get(key);
  const writing = kv.set(key, { state: "half-open" });
  await Promise.all([reading, writing]);
  expect(await kv.get(key)).toEqual({ state: "half-open" });
});

it("writes a host's signature spec once: writing the value it holds again runs no statement", async () => {
  const origin = `http://spec-${Date.now()}.example`;
  const key = ["_fedify", "httpMessageSignaturesSpec", origin] as unknown as KvKey;
  const kv = createKvStore(db, { hotFreshMs: Infinity });
  const queries = ctx.database.queries;
  // As Fedify does around each delivery: read the spec, deliver, write what worked.
  expect(await kv.get(key)).toBeUndefined();
  await kv.set(key, "rfc9421");
  expect(await kv.get(key)).toBe("rfc9421");
  const before = queries.count;
  for (let i = 0; i < 5; i++) {
    expect(await kv.get(key)).toBe("rfc9421");
    await kv.set(key, "rfc9421");
  }
  expect(queries.count - before).toBe(0);
  // Another value is written, and read back by a store that asks the database.
  await kv.set(key, "draft-cavage-http-signatures-12");
  expect(queries.count - before).toBe(1);
  expect(await createKvStore(db, { hotFreshMs: 0 }).get(key)).toBe("draft-cavage-http-signatures-12");
  expect(await kv.get(key)).toBe("draft-cavage-http-signatures-12");
});

it("works the queue in batches: a statement per many deliveries, none left behind", async () => {
  await db.execute(sql`delete from fediverse_queue`);
  const queue = createDbQueue(db, createLogger("error"), { pollMs: 60_000, leaseSeconds: 60 });
  const total = 256;
  await queue.enqueueMany!(Array.from({ length: total }, (_, i) => ({ type: "test", i })));
  let statements = 0;
  const counted = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "execute") return Reflect.get(target, prop, receiver);
      return (query: Parameters<Db["execute"]>[0]) => {
        statements++;
        return target.execute(query);
      };
    },
  });
  const worked = createDbQueue(counted, createLogger("error"), { pollMs: 60_000, leaseSeconds: 60 });
  const seen = new Set<number>();
  const abort = new AbortController();
  const listening = worked.listen(
    async (message) => {
      seen.add((message as { i: number }).i);
      await new Promise((r) => setImmediate(r));
      if (seen.size === total) abort.abort();
    },
    { signal: abort.signal },
  );
  await listening;
  expect(seen.size).toBe(total);
  // One claim per half of the slots freed: with 32 slots about total / 16 statements (total / 4 with
  // 8 slots, total * 2 when each delivery was claimed and deleted alone).
  expect(statements).toBeLessThanOrEqual(total / 10);
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from fediverse_queue`);
  expect(rows[0]!.n).toBe(0);
});

it("lets the event loop run between the starts of a claim's deliveries", async () => {
  await db.execute(sql`delete from fediverse_queue`);
  const queue = createDbQueue(db, createLogger("error"), { pollMs: 60_000, leaseSeconds: 60 });
  const total = 8;
  await queue.enqueueMany!(Array.from({ length: total }, (_, i) => ({ type: "test", i })));
  // A delivery's start is synchronous work (its signature, its request); a reader's request waiting
  // on the same thread is served on a turn of the event loop, as this callback is.
  const order: string[] = [];
  const abort = new AbortController();
  const read = () => {
    order.push("read");
    if (!abort.signal.aborted) setImmediate(read);
  };
  setImmediate(read);
  let started = 0;
  await queue.listen(
    async () => {
      order.push("start");
      const until = performance.now() + 3;
      while (performance.now() < until); // the synchronous part
      if (++started === total) abort.abort();
      await new Promise((r) => setImmediate(r));
    },
    { signal: abort.signal },
  );
  const starts = order.flatMap((what, i) => (what === "start" ? [i] : []));
  expect(starts).toHaveLength(total);
  // Before: the claim's eight starts one after another (24 ms of nothing else), no turn between them.
  for (let n = 1; n < starts.length; n++) expect(order.slice(starts[n - 1]! + 1, starts[n]).length).toBeGreaterThan(0);
});

it("renews the lease of a delivery still being handled, and never claims it twice", async () => {
  await db.execute(sql`delete from fediverse_queue`);
  const queue = createDbQueue(db, createLogger("error"), { pollMs: 60_000, leaseSeconds: 60, concurrency: 2 });
  const handled = new Map<string, number>();
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let slowStarted!: () => void;
  const started = new Promise<void>((r) => (slowStarted = r));
  let fastDone!: () => void;
  const allFast = new Promise<void>((r) => (fastDone = r));
  const abort = new AbortController();
  await queue.enqueue({ name: "slow" });
  const listening = queue.listen(
    async (message) => {
      const { name } = message as { name: string };
      handled.set(name, (handled.get(name) ?? 0) + 1);
      if (name === "slow") {
        slowStarted();
        // Claimed again: the test goes on to fail on the count rather than wait for slots it holds.
        if (handled.get(name)! > 1) fastDone();
        await gate;
      } else if ([...handled.keys()].filter((k) => k !== "slow").length === 3) fastDone();
    },
    { signal: abort.signal },
  );
  await started;
  // The slow delivery outlasts its lease (as on a loaded machine), while other work comes and goes.
  await db.execute(sql`update fediverse_queue set leased_until = now() - interval '1 second'`);
  for (const name of ["fast 1", "fast 2", "fast 3"]) await queue.enqueue({ name });
  await allFast;
  expect(handled.get("slow")).toBe(1);
  const { rows } = await db.execute<{ leased: boolean }>(
    sql`select leased_until > now() as leased from fediverse_queue where message->>'name' = 'slow'`,
  );
  expect(rows).toEqual([{ leased: true }]);
  release();
  abort.abort();
  await listening;
  expect([...handled.values()]).toEqual([1, 1, 1, 1]);
  const left = await db.execute<{ n: number }>(sql`select count(*)::int as n from fediverse_queue`);
  expect(left.rows[0]!.n).toBe(0);
});

it("stores what a batch's messages share once, hands each message whole, and keeps it while a row needs it", async () => {
  await db.execute(sql`delete from fediverse_queue`);
  await db.execute(sql`delete from fediverse_queue_payloads`);
  // As Fedify queues a story for many inboxes: the same activity and keys objects in every message.
  const activity = { type: "Create", content: "<p>A story.</p>".repeat(200) };
  const keys = [{ keyId: "https://here.example/ap/users/1#main-key", privateKey: { kty: "RSA", d: "secret" } }];
  const total = 40;
  const messages = Array.from({ length: total }, (_, i) => ({
    type: "outbox",
    i,
    inbox: `https://s${i}.example/inbox`,
    headers: {},
    activity,
    keys,
  }));
  const queue = createDbQueue(db, createLogger("error"), { pollMs: 60_000, leaseSeconds: 60, concurrency: 4 });
  await queue.enqueueMany!(messages);
  const stored = await db.execute<{ payloads: number; rows: number; named: number; biggest: number }>(sql`
    select (select count(*)::int from fediverse_queue_payloads) as payloads,
      (select count(*)::int from fediverse_queue) as rows,
      (select count(*)::int from fediverse_queue where payload_id is not null) as named,
      (select max(length(message::text))::int from fediverse_queue) as biggest`);
  expect(stored.rows[0]).toEqual({ payloads: 1, rows: total, named: total, biggest: expect.any(Number) });
  expect(stored.rows[0]!.biggest).toBeLessThan(200);

  // A process that dies mid-batch: its rows go back to the queue when their lease ends, and another
  // process (which never saw the payload) gets them whole.
  const seen = new Map<number, unknown>();
  const first = new AbortController();
  await queue.listen(
    (message) => {
      seen.set((message as { i: number }).i, message);
      if (seen.size === 10) first.abort();
      return Promise.resolve();
    },
    { signal: first.signal },
  );
  expect(
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from fediverse_queue_payloads`)).rows[0]!.n,
  ).toBe(1);
  await db.execute(sql`update fediverse_queue set leased_until = now() - interval '1 second'`);
  const other = createDbQueue(db, createLogger("error"), { pollMs: 60_000, leaseSeconds: 60, concurrency: 4 });
  const second = new AbortController();
  await other.listen(
    (message) => {
      seen.set((message as { i: number }).i, message);
      if (seen.size === total) second.abort();
      return Promise.resolve();
    },
    { signal: second.signal },
  );
  await other.idle();
  expect([...seen.keys()].sort((a, b) => a - b)).toEqual(messages.map((m) => m.i));
  for (const m of messages) expect(seen.get(m.i)).toEqual(m);
  const left = await db.execute<{ rows: number; payloads: number }>(sql`
    select (select count(*)::int from fediverse_queue) as rows, (select count(*)::int from fediverse_queue_payloads) as payloads`);
  expect(left.rows[0]).toEqual({ rows: 0, payloads: 0 });
});

it("keeps a message that shares nothing, or queued alone, as it was", async () => {
  await db.execute(sql`delete from fediverse_queue`);
  const queue = createDbQueue(db, createLogger("error"), { pollMs: 60_000, leaseSeconds: 60 });
  await queue.enqueue({ type: "outbox", activity: { type: "Create" } });
  await queue.enqueueMany!([
    { type: "outbox", activity: { a: 1 } },
    { type: "outbox", activity: { a: 1 } },
  ]);
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from fediverse_queue where payload_id is null and message ? 'activity'`,
  );
  expect(rows[0]!.n).toBe(3);
  await db.execute(sql`delete from fediverse_queue`);
});

it("queues a retry of a batch's message whole, as Fedify re-enqueues it after a failed delivery", async () => {
  await db.execute(sql`delete from fediverse_queue`);
  await db.execute(sql`delete from fediverse_queue_payloads`);
  const activity = { type: "Create", content: "<p>Again.</p>" };
  const messages = [0, 1, 2].map((i) => ({ type: "outbox", i, attempt: 0, activity }));
  const queue = createDbQueue(db, createLogger("error"), { pollMs: 60_000, leaseSeconds: 60 });
  await queue.enqueueMany!(messages);
  const handled: { i: number; attempt: number; activity: unknown }[] = [];
  const abort = new AbortController();
  await queue.listen(
    async (message) => {
      const m = message as (typeof messages)[number];
      handled.push({ i: m.i, attempt: m.attempt, activity: m.activity });
      // Fedify's outbox handler on a failure: the same message, one attempt more, queued again.
      if (m.i === 0 && m.attempt === 0) await queue.enqueue({ ...m, attempt: 1 });
      if (handled.length === 4) abort.abort();
    },
    { signal: abort.signal },
  );
  expect(handled.map((h) => `${h.i}/${h.attempt}`).sort()).toEqual(["0/0", "0/1", "1/0", "2/0"]);
  for (const h of handled) expect(h.activity).toEqual(activity);
  const left = await db.execute<{ rows: number; payloads: number }>(sql`
    select (select count(*)::int from fediverse_queue) as rows, (select count(*)::int from fediverse_queue_payloads) as payloads`);
  expect(left.rows[0]).toEqual({ rows: 0, payloads: 0 });
});

it("splits the queue: deliveries to the queue that claims them, received activities to the other, each woken for its own", async () => {
  await db.execute(sql`delete from fediverse_queue`);
  const told: boolean[] = [];
  const others = createDbQueue(db, createLogger("error"), {
    pollMs: 60_000,
    leaseSeconds: 60,
    claims: "others",
    queued: (deliveries) => told.push(deliveries),
  });
  const deliveries = createDbQueue(db, createLogger("error"), {
    pollMs: 60_000,
    leaseSeconds: 60,
    claims: "deliveries",
  });
  await others.enqueueMany!([
    { type: "fanout", i: 0 },
    { type: "outbox", i: 1 },
  ]);
  await others.enqueue({ type: "inbox", i: 2 });
  await others.enqueue({ i: 3 });
  // Whoever queues a delivery says so (the main thread wakes the delivery thread with it).
  expect(told).toEqual([true, false, false]);
  const work = async (queue: typeof others, n: number) => {
    const seen: number[] = [];
    const abort = new AbortController();
    await queue.listen(
      (message) => {
        seen.push((message as { i: number }).i);
        if (seen.length === n) abort.abort();
        return Promise.resolve();
      },
      { signal: abort.signal },
    );
    return seen.sort();
  };
  expect(await work(deliveries, 2)).toEqual([0, 1]);
  expect(await work(others, 2)).toEqual([2, 3]);
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from fediverse_queue`);
  expect(rows[0]!.n).toBe(0);
});

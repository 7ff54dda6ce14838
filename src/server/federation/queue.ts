/**
 * Fedify's message queue in the site's database (`fediverse_queue`): deliveries out and activities in.
 * A process claims due rows with SKIP LOCKED under a lease and deletes each once handled; if the
 * process dies, its rows are taken again (by any process) when their lease ends, so a kill -9 loses
 * nothing (a delivery the other server had taken in the instant before may arrive twice: the receiving
 * side's idempotence is for that). Retries are Fedify's (it enqueues again with a delay).
 *
 * On the embedded database a statement costs milliseconds of the one thread that also signs and sends,
 * whatever few rows it touches: so a process claims once half its slots are free, and the rows it
 * finished are deleted by that same statement; with QUEUE_CONCURRENCY slots that is one statement per
 * 16 deliveries (with 8 slots, one per 4, the queue alone cost about twice the CPU a row). A
 * finished row not yet deleted holds no slot, so what a kill -9 can send twice (in flight, or done and
 * not yet deleted) stays within `concurrency`.
 *
 * Fedify queues a story for N inboxes as N messages holding the very same activity and keys objects:
 * those are stored once per batch (`fediverse_queue_payloads`) and each row keeps only its own fields
 * (inbox, ids), so a story to 500 servers writes its activity once rather than 500 times (8 KB a row
 * for a short story before, most of a delivery's database work).
 */
import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from "@fedify/fedify";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { millis } from "./kv.ts";

export interface QueueOptions {
  /** How often an idle process looks for work others queued (its own wakes it at once). */
  pollMs: number;
  /** How long a claimed row is this process's before another may take it. */
  leaseSeconds: number;
  /** Messages handled at once by this process (default QUEUE_CONCURRENCY). */
  concurrency?: number;
  /**
   * Which messages this queue claims: all (default), only what goes out (`deliveries`: our stories'
   * jobs, Fedify's fan-outs and deliveries, worked by the delivery thread), or the rest (`others`:
   * received activities, worked where the site's services are).
   */
  claims?: "all" | Claimed;
  /** Called after messages are queued, with whether any is a delivery and how long until it is due. */
  queued?: (deliveries: boolean, delayMs: number) => void;
}

type Claimed = "deliveries" | "others";
/**
 * The message types that send something out: our stories' jobs (outbox.ts), Fedify's fan-outs and
 * deliveries (the rest are received activities).
 */
const DELIVERY_TYPES = ["inkwell:story", "fanout", "outbox"];
const isDelivery = (message: unknown) => DELIVERY_TYPES.includes(String((message as { type?: unknown } | null)?.type));

/** The condition on a row (`q`) that it is of `kind` (the type stays in the row: splitShared moves objects only). */
export function ofKind(kind: Claimed) {
  const types = sql.join(
    DELIVERY_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  return kind === "deliveries"
    ? sql`q.message->>'type' in (${types})`
    : sql`coalesce(q.message->>'type', '') not in (${types})`;
}

/**
 * Deliveries in flight at once per process: they mostly wait on other servers, and the claim's cost
 * is shared by half as many.
 */
export const QUEUE_CONCURRENCY = 32;

export interface DbQueue extends MessageQueue {
  /** Resolves once nothing this process claimed is still being handled. */
  idle(): Promise<void>;
  /** Looks for due messages now (another thread queued some), not at the next poll. */
  wake(): void;
}

/** Payload bodies a process keeps (one per batch being worked: a story's deliveries are one batch). */
const PAYLOADS_KEPT = 64;
/** Claims between two sweeps of payloads no row names. */
const ORPHAN_SWEEP_EVERY = 1000;

interface Row {
  id: string;
  payload: string | null;
}

/**
 * The fields every message of a batch holds as the very same object (Fedify builds a delivery's
 * activity and the sender's keys once and puts them in each inbox's message), and each message
 * without them; none when nothing is shared, or for a single message.
 */
export function splitShared(messages: readonly unknown[]) {
  const isRecord = (m: unknown): m is Record<string, unknown> =>
    typeof m === "object" && m !== null && !Array.isArray(m);
  const [first] = messages;
  if (messages.length < 2 || !messages.every(isRecord) || !isRecord(first)) return undefined;
  const keys = Object.keys(first).filter(
    (k) => typeof first[k] === "object" && first[k] !== null && messages.every((m) => m[k] === first[k]),
  );
  if (!keys.length) return undefined;
  const shared = Object.fromEntries(keys.map((k) => [k, first[k]]));
  const own = messages.map((m) => Object.fromEntries(Object.entries(m).filter(([k]) => !keys.includes(k))));
  return { shared, own };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const delayMs = (options?: MessageQueueEnqueueOptions) => (options?.delay ? Math.max(0, millis(options.delay)) : 0);

export function createDbQueue(db: Db, logger: Logger, opts: QueueOptions): DbQueue {
  const concurrency = opts.concurrency ?? QUEUE_CONCURRENCY;
  let wake: (() => void) | undefined;
  const running = new Set<Promise<void>>();
  /** Set when poked while not waiting, so the next wait does not sleep through it. */
  let poked = false;
  const poke = () => {
    if (wake) wake();
    else poked = true;
  };

  async function insert(messages: readonly unknown[], options?: MessageQueueEnqueueOptions) {
    if (messages.length === 0) return;
    const runAt = new Date(Date.now() + delayMs(options)).toISOString();
    const key = options?.orderingKey ?? null;
    const parts = splitShared(messages);
    if (!parts) {
      const values = sql.join(
        messages.map((m) => sql`(${JSON.stringify(m)}::jsonb, ${key}, ${runAt})`),
        sql`, `,
      );
      await db.execute(sql`insert into fediverse_queue (message, ordering_key, run_at) values ${values}`);
    } else {
      // The shared fields once, and the rows naming them, in one statement: a payload is never
      // seen without all its rows.
      const values = sql.join(
        parts.own.map((m) => sql`(${JSON.stringify(m)}::jsonb, ${key}::text, ${runAt}::timestamptz)`),
        sql`, `,
      );
      await db.execute(sql`
        with payload as (insert into fediverse_queue_payloads (body) values (${JSON.stringify(parts.shared)}::jsonb) returning id)
        insert into fediverse_queue (message, ordering_key, run_at, payload_id)
        select v.message, v.ordering_key, v.run_at, payload.id from payload, (values ${values}) as v(message, ordering_key, run_at)`);
    }
    const wait = delayMs(options);
    const deliveries = messages.some(isDelivery);
    opts.queued?.(deliveries, wait);
    // This queue wakes for what it claims; the delivery thread is woken through `queued`.
    const claims = opts.claims ?? "all";
    const mine = claims === "all" || (claims === "deliveries" ? deliveries : messages.some((m) => !isDelivery(m)));
    if (!mine) return;
    // A retry later: this process looks then (another may take it first).
    if (wait) setTimeout(poke, wait + 10).unref();
    else poke();
  }

  /** Rows handled and not yet deleted (deleted with the next claim), with the payload each named. */
  let finished: Row[] = [];
  /**
   * Payloads' bodies, parsed once and frozen: every message of the batch holds the same objects, as
   * when Fedify queued them (it only reads them: serialises the activity, imports the keys).
   */
  const payloads = new Map<string, Readonly<Record<string, unknown>>>();
  let claims = 0;
  /** Claims (and deletes the finished rows) once this many slots are free, or none is busy. */
  const batch = Math.max(1, Math.floor(concurrency / 2));

  /** The ids of rows being handled: their leases are renewed with each claim, and never claimed again. */
  const handling = new Set<string>();
  const ids = (list: Iterable<string>) =>
    sql.join(
      [...list].map((id) => sql`${id}::uuid`),
      sql`, `,
    );

  /**
   * Up to `n` due rows, leased to this process; a row whose ordering key is being handled waits. The
   * same statement deletes the rows finished since the last claim and renews the lease of those still
   * being handled: on a loaded machine a delivery can outlast the lease, and this process would
   * otherwise claim its own row again (and send it twice).
   */
  async function claim(n: number): Promise<{ id: string; message: unknown; payload: string | null }[]> {
    const done = finished;
    finished = [];
    const held = [...handling];
    const gone = payloadsGone(done);
    const parts = [
      ...(done.length ? [sql`gone as (delete from fediverse_queue where id in (${ids(done.map((r) => r.id))}))`] : []),
      ...(gone ? [gone] : []),
      ...(held.length
        ? [
            sql`held as (update fediverse_queue set leased_until = now() + make_interval(secs => ${opts.leaseSeconds})
              where id in (${ids(held)}))`,
          ]
        : []),
    ];
    const before = parts.length ? sql`with ${sql.join(parts, sql`, `)} ` : sql``;
    const notHeld = held.length ? sql`and q.id not in (${ids(held)})` : sql``;
    const kind = opts.claims && opts.claims !== "all" ? sql`and ${ofKind(opts.claims)}` : sql``;
    const { rows } = await db
      .execute<{ id: string; message: unknown; payload: string | null }>(
        sql`${before}
      update fediverse_queue set leased_until = now() + make_interval(secs => ${opts.leaseSeconds}), attempts = attempts + 1
      where id in (
        select q.id from fediverse_queue q
        where q.run_at <= now() and (q.leased_until is null or q.leased_until < now()) ${notHeld} ${kind}
          and (q.ordering_key is null or not exists (
            select 1 from fediverse_queue o
            where o.ordering_key = q.ordering_key and o.id <> q.id and o.leased_until >= now()))
        order by q.run_at limit ${n} for update skip locked)
      returning id, message, payload_id as payload`,
      )
      .catch((err: unknown) => {
        finished.push(...done);
        throw err;
      });
    // Now and then, payloads a race between processes left without rows (see payloadsGone).
    if (++claims % ORPHAN_SWEEP_EVERY === 1) await sweepPayloads();
    const missing = [...new Set(rows.flatMap((r) => (r.payload && !payloads.has(r.payload) ? [r.payload] : [])))];
    if (missing.length) {
      const { rows: bodies } = await db.execute<{ id: string; body: Record<string, unknown> | string }>(
        sql`select id, body from fediverse_queue_payloads where id in (${ids(missing)})`,
      );
      for (const { id, body } of bodies) {
        payloads.set(id, deepFreeze(typeof body === "string" ? (JSON.parse(body) as Record<string, unknown>) : body));
        // Kept for the batches being worked; a payload is never changed, so a copy is never stale.
        if (payloads.size > PAYLOADS_KEPT) payloads.delete(payloads.keys().next().value!);
      }
    }
    return rows.flatMap((r) => {
      if (!r.payload) return [r];
      const body = payloads.get(r.payload);
      if (body !== undefined) return [{ ...r, message: { ...(r.message as object), ...body } }];
      // Never while its rows exist; a row without it could never be sent, so it goes with the next claim.
      logger.error(`A fediverse delivery was dropped: its queued payload ${r.payload} is missing`);
      finished.push({ id: r.id, payload: r.payload });
      return [];
    });
  }

  /**
   * Deletes the payloads of these finished rows that no other row names. The statement sees the rows
   * it deletes as still there, hence `not in`; rows another process deletes at the same time are seen
   * too, so two processes finishing a batch's last rows together can each leave its payload: a sweep
   * removes those. A payload is never deleted while a row names it (its rows were inserted with it).
   */
  function payloadsGone(done: Row[]) {
    const named = [...new Set(done.flatMap((r) => (r.payload ? [r.payload] : [])))];
    if (!named.length) return undefined;
    return sql`parts as (delete from fediverse_queue_payloads p where p.id in (${ids(named)})
      and not exists (select 1 from fediverse_queue q where q.payload_id = p.id and q.id not in (${ids(done.map((r) => r.id))})))`;
  }

  const withPayloadsGone = (done: Row[]) => {
    const part = payloadsGone(done);
    return part ? sql`with ${part}` : sql``;
  };

  async function sweepPayloads() {
    await db
      .execute(
        sql`delete from fediverse_queue_payloads p where not exists (select 1 from fediverse_queue q where q.payload_id = p.id)`,
      )
      .catch((err: unknown) => logger.error("Could not clear the fediverse queue's payloads", err));
  }

  async function deleteFinished() {
    const done = finished;
    finished = [];
    if (done.length === 0) return;
    await db
      .execute(sql`${withPayloadsGone(done)} delete from fediverse_queue where id in (${ids(done.map((r) => r.id))})`)
      .catch((err: unknown) => logger.error("Could not clear handled fediverse deliveries", err));
  }

  return {
    async enqueue(message, options) {
      await insert([message], options);
    },
    async enqueueMany(messages, options) {
      // Thousands of inboxes go in a few statements, not one each.
      for (let i = 0; i < messages.length; i += 500) await insert(messages.slice(i, i + 500), options);
    },
    async getDepth() {
      const { rows } = await db.execute<{ queued: number; ready: number }>(sql`
        select count(*)::int as queued, count(*) filter (where run_at <= now())::int as ready
        from fediverse_queue where leased_until is null or leased_until < now()`);
      const row = rows[0] ?? { queued: 0, ready: 0 };
      return { queued: row.queued, ready: row.ready, delayed: row.queued - row.ready };
    },
    async listen(handler, options?: MessageQueueListenOptions) {
      const signal = options?.signal;
      while (!signal?.aborted) {
        poked = false;
        let claimed: { id: string; message: unknown; payload: string | null }[] = [];
        const free = concurrency - running.size;
        if (free >= batch || (free > 0 && running.size === 0)) {
          try {
            claimed = await claim(free);
          } catch (err) {
            if (!signal?.aborted) logger.error("Could not read the fediverse queue", err);
          }
        }
        for (const [i, row] of claimed.entries()) {
          // One delivery's start (its signature, its request) is some milliseconds of this thread,
          // and the next one's would follow it without letting a reader's request in: a claim of 16
          // held pages up for 100-250 ms under the mixed load. The event loop runs between them.
          if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
          handling.add(row.id);
          const task = (async () => {
            try {
              await handler(row.message);
              handling.delete(row.id);
              finished.push({ id: row.id, payload: row.payload });
            } catch (err) {
              handling.delete(row.id);
              // Fedify retries what it can itself; anything else is tried again after a pause.
              logger.error("A fediverse queue task failed", err);
              await db
                .execute(
                  sql`update fediverse_queue set leased_until = null, run_at = now() + interval '1 minute' where id = ${row.id}`,
                )
                .catch(() => undefined);
            }
          })().finally(() => {
            running.delete(task);
            poke();
          });
          running.add(task);
        }
        if (claimed.length === free && free >= batch) continue;
        // A poke while this process was busy (a task done, a row queued) is not waited for.
        if (poked || signal?.aborted) {
          poked = false;
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, opts.pollMs);
          function done() {
            clearTimeout(timer);
            signal?.removeEventListener("abort", done);
            wake = undefined;
            resolve();
          }
          wake = done;
          signal?.addEventListener("abort", done, { once: true });
        });
      }
      await Promise.allSettled([...running]);
      await deleteFinished();
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
      await deleteFinished();
    },
    wake: poke,
  };
}

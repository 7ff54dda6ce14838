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
}

/**
 * Deliveries in flight at once per process: they mostly wait on other servers, and the claim's cost
 * is shared by half as many.
 */
export const QUEUE_CONCURRENCY = 32;

export interface DbQueue extends MessageQueue {
  /** Resolves once nothing this process claimed is still being handled. */
  idle(): Promise<void>;
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
    const values = sql.join(
      messages.map((m) => sql`(${JSON.stringify(m)}::jsonb, ${key}, ${runAt})`),
      sql`, `,
    );
    await db.execute(sql`insert into fediverse_queue (message, ordering_key, run_at) values ${values}`);
    const wait = delayMs(options);
    // A retry later: this process looks then (another may take it first).
    if (wait) setTimeout(poke, wait + 10).unref();
    else poke();
  }

  /** Rows handled and not yet deleted (deleted with the next claim). */
  let finished: string[] = [];
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
  async function claim(n: number) {
    const done = finished;
    finished = [];
    const held = [...handling];
    const parts = [
      ...(done.length ? [sql`gone as (delete from fediverse_queue where id in (${ids(done)}))`] : []),
      ...(held.length
        ? [
            sql`held as (update fediverse_queue set leased_until = now() + make_interval(secs => ${opts.leaseSeconds})
              where id in (${ids(held)}))`,
          ]
        : []),
    ];
    const before = parts.length ? sql`with ${sql.join(parts, sql`, `)} ` : sql``;
    const notHeld = held.length ? sql`and q.id not in (${ids(held)})` : sql``;
    const { rows } = await db
      .execute<{ id: string; message: unknown }>(
        sql`${before}
      update fediverse_queue set leased_until = now() + make_interval(secs => ${opts.leaseSeconds}), attempts = attempts + 1
      where id in (
        select q.id from fediverse_queue q
        where q.run_at <= now() and (q.leased_until is null or q.leased_until < now()) ${notHeld}
          and (q.ordering_key is null or not exists (
            select 1 from fediverse_queue o
            where o.ordering_key = q.ordering_key and o.id <> q.id and o.leased_until >= now()))
        order by q.run_at limit ${n} for update skip locked)
      returning id, message`,
      )
      .catch((err: unknown) => {
        finished.push(...done);
        throw err;
      });
    return rows;
  }

  async function deleteFinished() {
    const done = finished;
    finished = [];
    if (done.length === 0) return;
    await db
      .execute(sql`delete from fediverse_queue where id in (${ids(done)})`)
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
        let claimed: { id: string; message: unknown }[] = [];
        const free = concurrency - running.size;
        if (free >= batch || (free > 0 && running.size === 0)) {
          try {
            claimed = await claim(free);
          } catch (err) {
            if (!signal?.aborted) logger.error("Could not read the fediverse queue", err);
          }
        }
        for (const row of claimed) {
          handling.add(row.id);
          const task = (async () => {
            try {
              await handler(row.message);
              handling.delete(row.id);
              finished.push(row.id);
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
  };
}

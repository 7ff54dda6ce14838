/**
 * Starts and speaks for the delivery thread (delivery-worker.ts): it sends what the fediverse queue
 * holds for other servers, while this thread keeps the received activities (which need the site's
 * services). The thread starts when something is queued for delivery, or when due deliveries are
 * found in the queue (left by a restart, retries, another process's), and ends after a while with
 * nothing to send, so an idle server does not keep its memory (Fedify is some 70 MB of a heap).
 */
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import type { Db, DatabaseLink } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { besideModule } from "../paths.ts";
import type { DeliveryReply, DeliveryRequest, DeliveryStart } from "./delivery-worker.ts";
import { ofKind } from "./queue.ts";

/** Nothing sent for this long, the thread ends. */
const IDLE_MS = 60_000;
/** The thread's young generation: what a delivery allocates dies with it. */
const YOUNG_GENERATION_MB = 8;

export interface DeliveryThreadOptions {
  db: Db;
  /** How the thread reaches this process's database. */
  link: () => Promise<DatabaseLink>;
  logger: Logger;
  settings: Omit<DeliveryStart, "link" | "idleMs" | "origin">;
  idleMs?: number;
}

export function deliveryThread(o: DeliveryThreadOptions) {
  const idleMs = o.idleMs ?? IDLE_MS;
  /** The thread running (or starting), if any. */
  let current: Promise<Worker> | undefined;
  /** Every thread's end, the retired ones' included (closing waits for them all). */
  const ends = new Set<Promise<void>>();
  let checking: NodeJS.Timeout | undefined;
  let closed = false;
  /** The site's address, told at start (PUBLIC_URL, or where the server listens). */
  let origin: string | undefined;

  const log = (reply: Extract<DeliveryReply, { op: "log" }>) => {
    const error = reply.error ? Object.assign(new Error(reply.error.message), reply.error) : undefined;
    o.logger[reply.level](reply.msg, error);
  };

  /** Starts a thread; `forget` makes it no longer the current one (idle, or ended). */
  async function launch(forget: () => void): Promise<Worker> {
    const link = await o.link();
    const worker = new Worker(besideModule(import.meta.url, "delivery-worker"), {
      workerData: { ...o.settings, origin, link, idleMs } satisfies DeliveryStart,
      transferList: link.engine === "pglite" ? [link.port] : [],
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    const end = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    ends.add(end);
    void end.then(() => {
      ends.delete(end);
      forget();
    });
    worker.on("message", (reply: DeliveryReply) => {
      if (reply.op === "log") log(reply);
      else if (reply.op === "idle") {
        // Forgotten first, so a delivery queued from now on starts a new thread rather than reach
        // one that is closing (what this one had claimed, it sends before it ends).
        forget();
        retire(worker);
      } else void worker.terminate();
    });
    worker.on("error", (err) => o.logger.error("The fediverse delivery thread failed", err));
    return worker;
  }

  const retire = (worker: Worker) => worker.postMessage({ op: "close" } satisfies DeliveryRequest);

  function running(): Promise<Worker> {
    if (current) return current;
    const started: Promise<Worker> = launch(() => {
      if (current === started) current = undefined;
    });
    current = started;
    started.catch(() => {
      if (current === started) current = undefined;
    });
    return started;
  }

  /** Work was queued: the thread looks now (starting if it was not running). */
  function wake() {
    if (closed) return;
    running().then(
      (worker) => worker.postMessage({ op: "poke" } satisfies DeliveryRequest),
      (err: unknown) => o.logger.error("Could not start the fediverse delivery thread", err),
    );
  }

  /** While no thread runs: are deliveries due (left by a restart, a retry's time come, another process's)? */
  async function check() {
    if (current || closed) return;
    const { rows } = await o.db.execute<{ due: boolean }>(sql`select exists (select 1 from fediverse_queue q
      where q.run_at <= now() and (q.leased_until is null or q.leased_until < now()) and ${ofKind("deliveries")}) as due`);
    if (rows[0]?.due) wake();
  }

  return {
    /** Starts looking for due deliveries every `pollMs` while no thread runs; `site`: the site's address. */
    start(site: string | undefined) {
      origin ??= site;
      if (checking || closed) return;
      const look = () =>
        void check().catch((err: unknown) => o.logger.error("Could not read the fediverse queue", err));
      checking = setInterval(look, o.settings.pollMs);
      checking.unref();
      look();
    },
    /** Deliveries were queued, due in `delayMs`. */
    queued(delayMs: number) {
      if (delayMs > 0) setTimeout(wake, delayMs + 10).unref();
      else wake();
    },
    /** Whether a thread is running (tests). */
    get running(): boolean {
      return current !== undefined;
    },
    /** Lets the thread finish what it is sending and end; resolves when every thread has. */
    async close() {
      closed = true;
      clearInterval(checking);
      const worker = await current?.catch(() => undefined);
      if (worker) retire(worker);
      await Promise.all([...ends]);
    },
  };
}
export type DeliveryThread = ReturnType<typeof deliveryThread>;

/**
 * The fediverse's deliveries in a thread of their own (delivery-thread.ts starts it): our stories'
 * jobs (outbox.ts: the activity built, its deliveries queued), Fedify's fan-outs and deliveries,
 * claimed from the queue and sent from here, each signed (RFC 9421, RSA) and posted with undici.
 * Under the mixed load of issue 38 they made the main thread's longest busy stretches (100-160 ms,
 * during which readers' cached pages waited). This thread has its own Fedify (our actors, keys and
 * followers; no inbox: received activities stay with the main thread's services), its own key-value
 * store and queue on the process's database (a pool of its own on PostgreSQL, a port to the
 * database's thread on the embedded one), and the same address policy; what it logs goes to the
 * site's log.
 */
import { parentPort, workerData } from "node:worker_threads";
import { openLinkedDatabase, type DatabaseLink } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import type { AddressPolicy } from "../outbound/address-policy.ts";
import { runInBackground } from "../thread-priority.ts";
import { forwardFedifyLogs } from "./fedify-logs.ts";
import { createGuard } from "./guarded-fetch.ts";
import { guardQueue } from "./guarded-queue.ts";
import { buildFederation } from "./federation.ts";
import { createKvStore } from "./kv.ts";
import { createKeyStore } from "./objects.ts";
import { createOutbox, isStoryJob } from "./outbox.ts";
import { createDbQueue } from "./queue.ts";

export interface DeliveryStart {
  link: DatabaseLink;
  /** The site's address (PUBLIC_URL, or where the server listens). */
  origin?: string | undefined;
  siteName: string;
  version: string;
  pollMs: number;
  leaseSeconds: number;
  /** How long a remembered circuit or signature entry is trusted (kv.ts). */
  hotFreshMs: number;
  addresses: AddressPolicy;
  /** With nothing claimed or sent for this long, the thread says it is idle (the main thread ends it). */
  idleMs: number;
}

type Level = "debug" | "info" | "warn" | "error";
/** From the main thread: work was queued (look now), or finish what is being sent and end. */
export type DeliveryRequest = { op: "poke" } | { op: "close" };
/** To the main thread: a line for the site's log, nothing to do for a while, or finished. */
export type DeliveryReply =
  | { op: "log"; level: Level; msg: string; error?: { name: string; message: string; stack?: string | undefined } }
  | { op: "idle" }
  | { op: "closed" };

// Deliveries can wait a few milliseconds; readers' pages on the main thread should not.
runInBackground();

const start = workerData as DeliveryStart;
const port = parentPort!;
const post = (reply: DeliveryReply) => port.postMessage(reply);

const line =
  (level: Level) =>
  (msg: string, extra?: unknown): void => {
    const error = extra instanceof Error ? { name: extra.name, message: extra.message, stack: extra.stack } : undefined;
    post({ op: "log", level, msg, ...(error ? { error } : {}) });
  };
const logger: Logger = { debug: line("debug"), info: line("info"), warn: line("warn"), error: line("error") };

const database = await openLinkedDatabase(start.link);
const stopLogs = forwardFedifyLogs(logger);
const guard = createGuard(start.addresses, logger);
const dbQueue = createDbQueue(database.db, logger, {
  pollMs: start.pollMs,
  leaseSeconds: start.leaseSeconds,
  claims: "deliveries",
});
const queue = guardQueue(dbQueue, guard, logger);
const federation = buildFederation({
  db: database.db,
  kv: createKvStore(database.db, { hotFreshMs: start.hotFreshMs }),
  queue,
  keys: createKeyStore(database.db),
  logger,
  siteName: start.siteName,
  version: start.version,
  origin: start.origin,
  // Every connection is checked by the guard (guarded-fetch.ts), which logs what it refuses.
  allowPrivateAddress: true,
});
const outbox = createOutbox({
  db: database.db,
  federation: () => Promise.resolve(federation),
  origin: () => start.origin,
});

let running = 0;
let lastBusy = Date.now();
let saidIdle = false;
const controller = new AbortController();
const listening = queue.listen(
  async (message) => {
    running++;
    saidIdle = false;
    try {
      if (isStoryJob(message)) await outbox.run(message);
      else await federation.processQueuedTask(undefined, message as never);
    } finally {
      running--;
      lastBusy = Date.now();
    }
  },
  { signal: controller.signal },
);

const idleCheck = setInterval(
  () => {
    if (running > 0 || saidIdle || Date.now() - lastBusy < start.idleMs) return;
    saidIdle = true;
    post({ op: "idle" });
  },
  Math.max(50, Math.floor(start.idleMs / 4)),
);
idleCheck.unref();

port.on("message", (request: DeliveryRequest) => {
  if (request.op === "poke") {
    lastBusy = Date.now();
    saidIdle = false;
    dbQueue.wake();
    return;
  }
  void close();
});

let closing: Promise<void> | undefined;
function close() {
  return (closing ??= (async () => {
    clearInterval(idleCheck);
    controller.abort();
    await listening.catch((err: unknown) => logger.error("The fediverse delivery queue stopped", err));
    await dbQueue.idle();
    stopLogs();
    await database.close().catch(() => undefined);
    post({ op: "closed" });
    port.close();
  })());
}

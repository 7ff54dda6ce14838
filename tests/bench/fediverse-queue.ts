/**
 * `BENCH_ONLY=queue` (issue 38, item 7): the fediverse queue alone on the embedded database (in a
 * file, as a site runs it), with a handler that does nothing, so its figures are the queue's own
 * cost a delivery. BENCH_QUEUE_BATCHES batches (default 10) of BENCH_FEDIVERSE_SERVERS messages
 * (default 500) are queued as Fedify queues a story's deliveries (each message holding the same
 * activity and keys objects; the activity's text BENCH_DELIVERY_PARAGRAPHS paragraphs, default 20),
 * then worked. Prints the CPU time a row of each phase and the statements the worker ran.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { exportJwk } from "@fedify/fedify";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../../src/server/db/client.ts";
import { runMigrations } from "../../src/server/db/migrate.ts";
import { newKeyPair } from "../../src/server/federation/objects.ts";
import { createDbQueue } from "../../src/server/federation/queue.ts";
import { createLogger } from "../../src/server/logger.ts";

const BATCHES = Number(process.env.BENCH_QUEUE_BATCHES ?? 10);
const SERVERS = Number(process.env.BENCH_FEDIVERSE_SERVERS ?? 500);
const PARAGRAPHS = Number(process.env.BENCH_DELIVERY_PARAGRAPHS ?? 20);

const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

export async function queueBench() {
  const dir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-queue-"));
  const database = await openDatabase({ engine: "pglite", pgliteDataDir: path.join(dir, "pglite") });
  try {
    await runMigrations(database);
    let statements = 0;
    const counted = new Proxy(database.db, {
      get(target, prop, receiver) {
        if (prop !== "execute") return Reflect.get(target, prop, receiver);
        return (query: Parameters<Db["execute"]>[0]) => {
          statements++;
          return target.execute(query);
        };
      },
    });
    const queue = createDbQueue(counted, createLogger("error"), { pollMs: 60_000, leaseSeconds: 60 });
    const origin = "https://bench.example";
    const [rsa, ed] = await Promise.all([newKeyPair("RSASSA-PKCS1-v1_5"), newKeyPair("Ed25519")]);
    const keys = [
      { keyId: `${origin}/ap/users/1#main-key`, privateKey: await exportJwk(rsa.privateKey) },
      { keyId: `${origin}/ap/users/1#multikey-2`, privateKey: await exportJwk(ed.privateKey) },
    ];
    const content = "<p>A story worth sharing.</p>\n".repeat(PARAGRAPHS);
    const total = BATCHES * SERVERS;
    let cpu = process.cpuUsage();
    for (let b = 0; b < BATCHES; b++) {
      const activity = {
        "@context": "https://www.w3.org/ns/activitystreams",
        id: `${origin}/ap/posts/${b}#create`,
        type: "Create",
        actor: `${origin}/ap/users/1`,
        object: { id: `${origin}/ap/posts/${b}`, type: "Article", content, contentMap: { en: content } },
      };
      await queue.enqueueMany!(
        Array.from({ length: SERVERS }, (_, i) => ({
          type: "outbox",
          id: crypto.randomUUID(),
          baseUrl: origin,
          keys,
          activity,
          activityId: activity.id,
          inbox: `https://s${i}.example/inbox`,
          actorIds: [`https://s${i}.example/users/reader`],
          started: new Date().toISOString(),
          attempt: 0,
          headers: {},
        })),
      );
    }
    const queued = cpuMs(cpu);
    statements = 0;
    let seen = 0;
    const abort = new AbortController();
    cpu = process.cpuUsage();
    const started = performance.now();
    await queue.listen(
      async () => {
        await new Promise((r) => setImmediate(r));
        if (++seen === total) abort.abort();
      },
      { signal: abort.signal },
    );
    const worked = cpuMs(cpu);
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from fediverse_queue`);
    console.log(
      `\nFediverse queue alone (embedded database, ${BATCHES} batches of ${SERVERS}, ${PARAGRAPHS} paragraphs): queueing ${(queued / total).toFixed(3)} ms of CPU a row; working ${(worked / total).toFixed(3)} ms a row (${Math.round(total / seconds)} rows/s, ${statements} statements, ${rows[0]!.n} rows left)`,
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

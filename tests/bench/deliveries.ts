/**
 * `BENCH_ONLY=deliveries` (issue 38, item 7: 500 fediverse deliveries a second on the embedded
 * database): a fresh site whose one author is followed by one person on each of BENCH_FEDIVERSE_SERVERS
 * servers of a loopback sink (default 500); BENCH_DELIVERY_STORIES stories (default 10) are published
 * back to back, and the queue's rate is the deliveries from the sink's first to its last over that
 * time. Unlike `federation`, nothing paces the publishing, so the queue is never waiting for work.
 * BENCH_DELIVERY_PARAGRAPHS sets each story's length (default 20 short paragraphs).
 * With BENCH_CPU_PROF set to a folder the server writes a CPU profile there when it stops.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client.ts";
import { followerRows, startInboxSink } from "../support/inbox-sink.ts";
import { startLoggedApp } from "./logged-app.ts";
import { cpuSeconds, myId, signUp } from "./support.ts";

const SERVERS = Number(process.env.BENCH_FEDIVERSE_SERVERS ?? 500);
const STORIES = Number(process.env.BENCH_DELIVERY_STORIES ?? 10);
/** Paragraphs of each story (default 20, about 0.5 KB of text; a long read is a few hundred). */
const PARAGRAPHS = Number(process.env.BENCH_DELIVERY_PARAGRAPHS ?? 20);

export async function deliveriesBench(base: NodeJS.ProcessEnv) {
  const sink = await startInboxSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-deliveries-"));
  const logFile = path.join(dataDir, "server.log");
  const env = { ...base, DATA_DIR: dataDir, FEDERATION_PRIVATE_ADDRESSES: "on", FEDERATION_CHECK_MS: "200" };
  let app = await startLoggedApp(env, logFile);
  try {
    const token = await signUp(app.url, "Bench", "Author");
    const myself = await myId(app.url, token);
    // The followers go in with the server stopped (the embedded database admits one process).
    await app.stop();
    const database = await openDatabase({ engine: "pglite", pgliteDataDir: path.join(dataDir, "pglite") });
    for (const s of followerRows(sink.url, myself, SERVERS, SERVERS)) await database.db.execute(sql.raw(s));
    await database.close();
    app = await startLoggedApp(env, logFile);
    const expected = SERVERS * STORIES;
    const published = performance.now();
    for (let i = 0; i < STORIES; i++) {
      const res = await fetch(`${app.url}/api/post/create`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: `Delivered ${i}`, content: "A story worth sharing.\n\n".repeat(PARAGRAPHS) }),
      });
      if (res.status !== 201) throw new Error(`publish answered ${res.status}`);
    }
    const publishSeconds = (performance.now() - published) / 1000;
    let first: number | undefined;
    let firstCpu = 0;
    let firstCount = 0;
    while (sink.received.length < expected && performance.now() - published < 300_000) {
      if (first === undefined && sink.received.length > 0) {
        first = performance.now();
        firstCpu = cpuSeconds(app.pid);
        firstCount = sink.received.length;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - (first ?? published)) / 1000;
    // The server's CPU per delivery over the same span: what the machine's other load does not change.
    const cpuMs = ((cpuSeconds(app.pid) - firstCpu) * 1000) / Math.max(1, sink.received.length - firstCount);
    console.log(
      `\nFediverse deliveries (embedded database): ${STORIES} stories published back to back in ${publishSeconds.toFixed(1)} s to ${SERVERS} servers; ${sink.received.length.toLocaleString("en")} of ${expected.toLocaleString("en")} delivered in ${seconds.toFixed(1)} s from the first = ${Math.round(sink.received.length / seconds)} deliveries/s (target 500); the server's CPU ${cpuMs.toFixed(2)} ms a delivery = ${Math.round(1000 / cpuMs)} deliveries per CPU second; load average ${loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    await app.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

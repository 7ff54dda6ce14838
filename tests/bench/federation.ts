/**
 * The fediverse in `npm run bench`: the production server on a fresh embedded database and a test
 * sink standing in for BENCH_FEDIVERSE_SERVERS servers (default 500) with BENCH_FOLLOWERS followers of
 * one author spread over them (default 10,000). Prints the publish request's p50/p99 without followers
 * elsewhere and with them (deliveries are queued after the answer, so they should match), and how long
 * the deliveries of one story took to reach every shared inbox, once each.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client.ts";
import { followerRows, startInboxSink } from "../support/inbox-sink.ts";
import { myId, percentile, signUp, startApp } from "./support.ts";

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const SERVERS = Number(process.env.BENCH_FEDIVERSE_SERVERS ?? 500);
const PUBLISHES = 10;

export async function federationBench(base: NodeJS.ProcessEnv) {
  const sink = await startInboxSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-fediverse-"));
  const env = { ...base, DATA_DIR: dataDir, FEDERATION_PRIVATE_ADDRESSES: "on", FEDERATION_CHECK_MS: "200" };
  let app = await startApp(env);
  try {
    const token = await signUp(app.url, "Bench", "Author");
    const myself = await myId(app.url, token);
    /** `settled`: waits after each publish until the story reached every server (none in flight). */
    async function publishTimes(label: string, settled?: (i: number) => boolean): Promise<number[]> {
      const times: number[] = [];
      for (let i = 0; i < PUBLISHES; i++) {
        const start = performance.now();
        const res = await fetch(`${app.url}/api/post/create`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ title: `${label} ${i}`, content: "A story worth sharing.\n\n".repeat(20) }),
        });
        times.push(performance.now() - start);
        if (res.status !== 201) throw new Error(`publish answered ${res.status}`);
        await new Promise((r) => setTimeout(r, 1_000));
        while (settled && !settled(i)) await new Promise((r) => setTimeout(r, 50));
      }
      return times.sort((a, b) => a - b);
    }
    const without = await publishTimes("Quiet");
    // The followers go in with the server stopped (the embedded database admits one process).
    await app.stop();
    const database = await openDatabase({ engine: "pglite", pgliteDataDir: path.join(dataDir, "pglite") });
    for (const s of followerRows(sink.url, myself, FOLLOWERS, SERVERS)) await database.db.execute(sql.raw(s));
    await database.close();
    app = await startApp(env);
    // Each story reaches every server before the next is published: the publish is timed alone.
    const withFollowers = await publishTimes("Federated", (i) => sink.received.length >= (i + 1) * SERVERS);
    const expected = SERVERS * PUBLISHES;
    // Then ten more at once, a second apart: deliveries of earlier stories run beside each publish.
    const started = performance.now();
    const busy = await publishTimes("Busy");
    while (sink.received.length < 2 * expected && performance.now() - started < 300_000)
      await new Promise((r) => setTimeout(r, 100));
    const seconds = (performance.now() - started) / 1000;
    const perInbox = [...sink.perPath().values()];
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `\nFediverse (embedded database, ${FOLLOWERS.toLocaleString("en")} followers on ${SERVERS} servers, a loopback sink)`,
    );
    console.log(`| publish request | p50 | p99 |\n| --- | --- | --- |`);
    console.log(`| no followers elsewhere | ${ms(percentile(without, 0.5))} | ${ms(percentile(without, 0.99))} |`);
    console.log(
      `| ${FOLLOWERS.toLocaleString("en")} followers | ${ms(percentile(withFollowers, 0.5))} | ${ms(percentile(withFollowers, 0.99))} |`,
    );
    console.log(
      `| ${FOLLOWERS.toLocaleString("en")} followers, earlier stories still being delivered | ${ms(percentile(busy, 0.5))} | ${ms(percentile(busy, 0.99))} |`,
    );
    console.log(
      `Deliveries: ${sink.received.length.toLocaleString("en")} for ${2 * PUBLISHES} stories to ${perInbox.length} shared inboxes (${Math.min(...perInbox)}-${Math.max(...perInbox)} per inbox, ${2 * PUBLISHES} expected); the last ten stories' ${expected.toLocaleString("en")} in ${seconds.toFixed(1)} s = ${Math.round(expected / seconds)} deliveries/s`,
    );
  } finally {
    await app.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The kill -9 drill for fediverse deliveries, on the engine the suite runs on: a real server process
 * sends a new story to 200 servers (a slow test sink) and is killed mid-delivery; the next process on
 * the same database takes the dead one's claimed deliveries when their lease ends. Every server gets
 * the story; one may get it twice only if it was in flight at the kill (at most the QUEUE_CONCURRENCY
 * a process sends at once), which the receiving side's idempotence absorbs.
 */
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client.ts";
import { QUEUE_CONCURRENCY } from "../../src/server/federation/queue.ts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runMain } from "../support/run-main.ts";
import { postJson, signUp, until } from "../support/drill.ts";
import { freshDatabase } from "../support/fresh-database.ts";
import { TEST_SECRET } from "../support/test-app.ts";
import { followerRows, startInboxSink } from "../support/inbox-sink.ts";
import { tempDirs } from "../support/temp-dirs.ts";

/** The data folder, removed after the file's tests. */
const tempDir = tempDirs();

const SERVERS = 200;
const IN_FLIGHT_MAX = QUEUE_CONCURRENCY;
const suiteDatabase = process.env.DATABASE_URL ?? "";
let databaseUrl = "";
let sink: Awaited<ReturnType<typeof startInboxSink>>;
let dataDir: string;
const children: ReturnType<typeof runMain>[] = [];

beforeAll(async () => {
  if (suiteDatabase) databaseUrl = await freshDatabase("fediverse_drill");
  sink = await startInboxSink({ delayMs: 50 });
  dataDir = tempDir("fediverse-drill");
});
afterAll(async () => {
  for (const c of children) {
    c.child.kill("SIGKILL");
    await c.exited;
  }
  await sink?.close();
});

function serve() {
  const run = runMain({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    // One server process: the one killed is the one sending.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "1" } : {}),
    AUTH_SECRET: TEST_SECRET,
    RATE_LIMITS: "off",
    FEDERATION_PRIVATE_ADDRESSES: "on",
    FEDERATION_CHECK_MS: "100",
    FEDERATION_LEASE_SECONDS: "5",
  });
  children.push(run);
  return run;
}

/** Runs SQL on the site's database while no server process holds it (PGlite admits one). */
async function onDatabase(statements: string[]) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const s of statements) await client.query(s);
    await client.end();
    return;
  }
  // Opened as the server opens it (its extensions loaded).
  const database = await openDatabase({ engine: "pglite", pgliteDataDir: path.join(dataDir, "pglite") });
  for (const s of statements) await database.db.execute(sql.raw(s));
  await database.close();
}

it("kill -9 mid-delivery loses no delivery", { timeout: 180_000 }, async () => {
  const first = serve();
  const url = await first.listening();
  const email = `fedi-drill-${Date.now()}@example.test`;
  const password = "a drill passphrase";
  const person = await signUp(url, { firstName: "Dee", lastName: "Rill", email, password });
  first.child.kill("SIGTERM");
  await first.exited;
  await onDatabase(followerRows(sink.url, person.id, SERVERS, SERVERS));

  const second = serve();
  const url2 = await second.listening();
  expect((await postJson(url2, "/post/create", { title: "The drill", content: "Words." }, person.token)).status).toBe(
    201,
  );
  const servers = () => new Set(sink.received.map((r) => r.path)).size;
  await until("the first deliveries", () => servers() >= 40);
  second.child.kill("SIGKILL");
  await second.exited;
  const atKill = servers();
  expect(atKill).toBeLessThan(SERVERS);

  const third = serve();
  await third.listening();
  await until("every server's delivery", () => servers() === SERVERS, 90_000);
  await new Promise((r) => setTimeout(r, 1_000));
  const twice = [...sink.perPath().values()].filter((n) => n > 1).length;
  expect(twice).toBeLessThanOrEqual(IN_FLIGHT_MAX);
  third.child.kill("SIGTERM");
  await third.exited;
  console.log(
    `fediverse drill: ${atKill} of ${SERVERS} servers before kill -9, all ${SERVERS} after restart, ${twice} twice`,
  );
});

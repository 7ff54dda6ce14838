/**
 * The kill -9 drill, on the engine the suite runs on: a real server process sends a story to its
 * subscribers through a slow SMTP server and is killed mid-send; a second process on the same
 * database finishes. Nobody is skipped, and an address gets the story twice only if its message was
 * accepted in the instant before the row recording it was written: at most SEND_AT_ONCE (one process,
 * that many messages in flight, recorded together).
 */
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SEND_AT_ONCE } from "../../src/server/services/newsletters/sender.ts";
import { runMain } from "../support/run-main.ts";
import { postJson, signUp, until } from "../support/drill.ts";
import { freshDatabase } from "../support/fresh-database.ts";
import { startSmtp } from "../support/smtp.ts";
import { TEST_SECRET } from "../support/test-app.ts";
import { tempDirs } from "../support/temp-dirs.ts";

/** The data folder, removed after the file's tests. */
const tempDir = tempDirs();

const SUBSCRIBERS = 120;
const suiteDatabase = process.env.DATABASE_URL ?? "";
/**
 * On PostgreSQL a database of the drill's own: the rate is counted over the whole database, and the
 * other suites, running beside this one, send e-mail too.
 */
let databaseUrl = "";
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dataDir: string;
const children: ReturnType<typeof runMain>[] = [];

beforeAll(async () => {
  if (suiteDatabase) databaseUrl = await freshDatabase("drill");
  smtp = await startSmtp(undefined, { acceptDelayMs: 15 });
  dataDir = tempDir("drill");
});
afterAll(async () => {
  for (const c of children) {
    c.child.kill("SIGKILL");
    await c.exited;
  }
  await smtp.close();
});

function serve() {
  const run = runMain({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    // One server process (on PostgreSQL the default is one per core, in workers kill -9 on the
    // primary would not reach): the process killed is the one sending.
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "1" } : {}),
    AUTH_SECRET: TEST_SECRET,
    SMTP_URL: smtp.url,
    RATE_LIMITS: "off",
    NEWSLETTER_CHECK_MS: "100",
    NEWSLETTER_RATE_PER_MINUTE: "100000",
    // The killed process's claims come back within a second.
    NEWSLETTER_LEASE_SECONDS: "1",
  });
  children.push(run);
  return run;
}

// Only PostgreSQL runs several server processes (the embedded database belongs to one process).
it.runIf(suiteDatabase)(
  "two server processes together send no more than the rate (a sixth of the minute's in ten seconds)",
  { timeout: 120_000 },
  async () => {
    const run = runMain({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: "2",
      AUTH_SECRET: TEST_SECRET,
      SMTP_URL: smtp.url,
      RATE_LIMITS: "off",
      NEWSLETTER_CHECK_MS: "50",
      NEWSLETTER_RATE_PER_MINUTE: "60",
    });
    children.push(run);
    const url = await run.listening();
    const email = `rate-${Date.now()}@example.test`;
    const { token } = await signUp(url, { firstName: "Ray", lastName: "Te", email, password: "a rate passphrase" });
    const addresses = Array.from({ length: 60 }, (_, i) => `rate${i}-${Date.now()}@example.test`);
    await postJson(
      url,
      "/user/subscribers/import",
      { csv: `email\n${addresses.join("\n")}\n`, consented: true },
      token,
    );
    await postJson(url, "/post/create", { title: "Rate limited", content: "Words." }, token);
    const sent = () => smtp.inbox.filter((m) => addresses.includes(m.to[0]!)).length;
    // Past the first ten seconds' share, into the next: then the claims the two processes recorded say
    // whether any ten seconds held more than a sixth of the minute's rate.
    await until("the second ten seconds' share", () => sent() >= 20);
    run.child.kill("SIGTERM");
    await run.exited;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ claims: number; busiest: number }>(`
      with story as (select d.claimed_at from newsletter_deliveries d join posts p on p.id = d.post_id
        where p.title = 'Rate limited' and d.claimed_at is not null)
      select (select count(*)::int from story) as claims,
        (select max((select count(*) from story b
          where b.claimed_at >= a.claimed_at and b.claimed_at < a.claimed_at + interval '10 seconds'))::int
         from story a) as busiest`);
    await client.end();
    expect(rows[0]!.claims).toBeGreaterThanOrEqual(20);
    expect(rows[0]!.busiest).toBe(10);
  },
);

it(
  `kill -9 mid-send skips nobody, and sends twice at most the ${SEND_AT_ONCE} messages in flight`,
  { timeout: 120_000 },
  async () => {
    const first = serve();
    const url = await first.listening();
    const email = `drill-${Date.now()}@example.test`;
    const { token } = await signUp(url, { firstName: "Dee", lastName: "Rill", email, password: "a drill passphrase" });
    const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}-${Date.now()}@example.test`);
    const imported = await postJson(
      url,
      "/user/subscribers/import",
      { csv: `email\n${addresses.join("\n")}\n`, consented: true },
      token,
    );
    expect((await imported.json()).data.imported).toBe(SUBSCRIBERS);
    expect((await postJson(url, "/post/create", { title: "The drill", content: "Words." }, token)).status).toBe(201);

    const received = () => new Set(smtp.inbox.filter((m) => addresses.includes(m.to[0]!)).map((m) => m.to[0]));
    await until("the first messages", () => received().size >= 20);
    first.child.kill("SIGKILL");
    await first.exited;
    const atKill = received().size;
    expect(atKill).toBeLessThan(SUBSCRIBERS);

    const second = serve();
    await second.listening();
    await until("every subscriber's message", () => received().size === SUBSCRIBERS);
    const perAddress = new Map<string, number>();
    for (const m of smtp.inbox)
      if (addresses.includes(m.to[0]!)) perAddress.set(m.to[0]!, (perAddress.get(m.to[0]!) ?? 0) + 1);
    const twice = [...perAddress.values()].filter((n) => n > 1).length;
    expect(twice).toBeLessThanOrEqual(SEND_AT_ONCE);
    second.child.kill("SIGTERM");
    await second.exited;
    console.log(
      `drill: ${atKill} of ${SUBSCRIBERS} sent before kill -9, all ${SUBSCRIBERS} after restart, ${twice} twice`,
    );
  },
);

/**
 * `BENCH_ONLY=mixed` (issue 38, items 1 and 7): the mix a site sees, on one production process on the
 * embedded database, and `BENCH_ONLY=mixed-postgres` on PostgreSQL with a process per core
 * (NODE_ENV=production, the default log level, its log in a file). Over BENCH_POSTS
 * seeded stories (default 2,000), rendered ahead of readers by the server itself as it starts (its
 * PAGE_WARM_UP; the bench waits for it and prints how long it took; with PAGE_WARM_UP=off the
 * BENCH_MIXED_WARM most read are rendered by the bench instead, default 200), at each offered rate of BENCH_MIXED_RATES (requests a second,
 * default 100,200,400) for BENCH_MIXED_SECONDS each (default 15), sent open-loop (open-loop.ts):
 * 90% anonymous story pages (Zipf popularity: a few stories get most views), 8% signed-in views (the
 * page and its personal call), 2% writes (likes, comments, follows, draft saves), and a publication a
 * second by a writer with BENCH_MIXED_FOLLOWERS fediverse followers (default 1,000 on 100 servers of a
 * loopback sink) and BENCH_MIXED_SUBSCRIBERS confirmed e-mail subscribers (default 1,000; a local SMTP
 * server, NEWSLETTER_RATE_PER_MINUTE from BENCH_MIXED_MAIL_RATE, default 3,000), while BENCH_MIXED_SOCKETS sockets (default 500) of 50 signed-in people receive their
 * pushes. Prints per kind the rate served, p50, p99 and errors; the comments' push delay (from the
 * comment's due time to the event on the story author's socket); fediverse deliveries a second; the
 * e-mails sent a minute against the configured rate; the server's RSS (every process's); and the first
 * rate at which a target of the issue broke.
 */
import { copyFileSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { startPostgres, type TempPostgres } from "../../scripts/postgres.ts";
import { startInboxSink } from "../support/inbox-sink.ts";
import { startSmtp } from "../support/smtp.ts";
import { startLoggedApp } from "./logged-app.ts";
import { openSockets, prepareSite, signIn } from "./mixed-site.ts";
import { openLoop, send, zipf, type Kind, type KindFigures, type OwnDelay } from "./open-loop.ts";
import { percentile, rssMb, seed } from "./support.ts";

const STORIES = Number(process.env.BENCH_POSTS ?? 2000);
const RATES = (process.env.BENCH_MIXED_RATES ?? "100,200,400").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 15);
const SOCKETS = Number(process.env.BENCH_MIXED_SOCKETS ?? 500);
const FOLLOWERS = Number(process.env.BENCH_MIXED_FOLLOWERS ?? 1000);
const WARM = Number(process.env.BENCH_MIXED_WARM ?? 200);
const SUBSCRIBERS = Number(process.env.BENCH_MIXED_SUBSCRIBERS ?? 1000);
const MAIL_RATE = Number(process.env.BENCH_MIXED_MAIL_RATE ?? 3000);
/** Sending at less than this share of the configured rate under the load breaks item 7. */
const MAIL_SHARE = 0.9;
const SERVERS = 100;
const PEOPLE = 50;
const READ_P99_MS = 20;
const WRITE_P99_MS = 100;
const PUSH_P99_MS = 100;
const BROWSER = { "accept-encoding": "br, gzip" };
const METRICS_TOKEN = "bench-mixed-metrics-token";

export async function mixedBench(base: NodeJS.ProcessEnv, engine: "embedded" | "postgres" = "embedded") {
  const sink = await startInboxSink();
  const smtp = await startSmtp();
  const pg: TempPostgres | undefined = engine === "postgres" ? await startPostgres() : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-mixed-"));
  const logFile = path.join(dataDir, "server.log");
  const env: NodeJS.ProcessEnv = {
    ...base,
    DATA_DIR: dataDir,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    FEDERATION_PRIVATE_ADDRESSES: "on",
    FEDERATION_CHECK_MS: "200",
    SMTP_URL: smtp.url,
    NEWSLETTER_RATE_PER_MINUTE: String(MAIL_RATE),
    NEWSLETTER_CHECK_MS: "200",
    METRICS_TOKEN,
  };
  const where = pg ? "PostgreSQL (a process per core)" : "the embedded database";
  console.log(`\nMixed load: seeding ${STORIES} stories on ${where}…`);
  seed(env, STORIES);
  const site = await prepareSite(dataDir, {
    people: PEOPLE,
    followers: FOLLOWERS,
    servers: SERVERS,
    sinkUrl: sink.url,
    databaseUrl: pg?.url,
  });
  const app = await startLoggedApp(env, logFile, { warmUp: true });
  try {
    await new Promise((r) => setTimeout(r, 3000));
    const started = rssMb(app.pid);
    // A process renders the most read pages ahead of readers as it starts (http/page-warmup.ts): the
    // load begins once every process has said it is done.
    const processes = pg ? Number(env.WEB_CONCURRENCY ?? availableParallelism()) : 1;
    const ahead =
      env.PAGE_WARM_UP === "off" ? [] : await app.awaitLines(/rendered ahead of readers/, processes, 600_000);
    if (ahead === null) throw new Error("the server did not say it had rendered its pages ahead in 10 minutes");
    const idle = rssMb(app.pid);
    const tokens = await signIn(app.url, site.people);
    // The publishing writer's e-mail subscribers: each publication queues an e-mail to every one.
    if (SUBSCRIBERS > 0) {
      const csv = `email\n${Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@bench.test`).join("\n")}\n`;
      const imported = await fetch(`${app.url}/api/user/subscribers/import`, {
        method: "POST",
        headers: { authorization: `Bearer ${tokens[0]}`, "content-type": "application/json" },
        body: JSON.stringify({ csv, consented: true }),
      });
      if (imported.status !== 200) throw new Error(`subscribers' import answered ${imported.status}`);
    }
    const sockets = await openSockets(app.url, tokens, SOCKETS);
    const connected = rssMb(app.pid);
    // With the server's own rendering ahead switched off (PAGE_WARM_UP=off), the bench renders the
    // first WARM ranks before the load, two at a time; how long each took is a figure.
    const cold: number[] = [];
    for (let i = 0; i < (env.PAGE_WARM_UP === "off" ? Math.min(WARM, site.stories.length) : 0); i += 2)
      await Promise.all(
        site.stories.slice(i, i + 2).map(async (s) => {
          const t = performance.now();
          await send(app.url, "GET", `/post/${s.slug}`, BROWSER);
          cold.push(performance.now() - t);
        }),
      );
    cold.sort((a, b) => a - b);

    // Comments carry a number; their push is timed from the comment's due time to the first socket event.
    const commentSent = new Map<number, number>();
    let pushes: number[] = [];
    for (const socket of sockets)
      socket.on("notification", (n: { comment?: { content?: string } }) => {
        const seq = Number(/mixed#(\d+)/.exec(n.comment?.content ?? "")?.[1]);
        const sent = commentSent.get(seq);
        if (sent === undefined) return;
        commentSent.delete(seq);
        pushes.push(performance.now() - sent);
      });

    const { people, stories } = site;
    const rank = zipf(stories.length);
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    const reader = () => Math.floor(Math.random() * tokens.length);
    const bearer = (i: number) => ({ authorization: `Bearer ${tokens[i]}` });
    const index = new Map(people.map((p, i) => [p.id, i]));
    // Comments go to stories of people with sockets open, so that each one is a push to time.
    const watched = stories.filter((s) => index.has(s.authorId));
    const drafts = await Promise.all(
      tokens.slice(0, 10).map(async (_, i) => {
        const res = await fetch(`${app.url}/api/post/draft`, {
          method: "POST",
          headers: { ...bearer(i), "content-type": "application/json" },
          body: JSON.stringify({ title: `Draft ${i}`, content: "A first line." }),
        });
        return ((await res.json()) as { data: { post: { _id: string } } }).data.post._id;
      }),
    );
    let seq = 0;
    const paragraph = "A paragraph the writer keeps reworking, long enough to look like a real draft. ".repeat(60);
    const kinds: Kind[] = [
      {
        name: "anonymous story page",
        share: 0.9,
        run: () => send(app.url, "GET", `/post/${stories[rank()]!.slug}`, BROWSER),
      },
      {
        name: "signed-in view (page + personal call)",
        share: 0.08,
        run: async () => {
          const r = reader();
          const story = stories[rank()]!;
          const page = await send(app.url, "GET", `/post/${story.slug}`, {
            ...BROWSER,
            cookie: `access_token=${tokens[r]}`,
          });
          const personal = await send(app.url, "GET", `/api/user/viewer?posts=${story.id}&people=${story.authorId}`, {
            ...BROWSER,
            ...bearer(r),
          });
          return page >= 300 ? page : personal;
        },
      },
      {
        name: "like toggle",
        share: 0.01,
        run: () => send(app.url, "POST", "/api/post/likes/toggle", bearer(reader()), { postId: stories[rank()]!.id }),
      },
      {
        name: "comment",
        share: 0.005,
        run: async () => {
          const story = pick(watched);
          let r = reader();
          if (people[r]!.id === story.authorId) r = (r + 1) % tokens.length;
          const n = ++seq;
          commentSent.set(n, performance.now());
          const content = `Read it twice under load (mixed#${n}).`;
          return send(app.url, "POST", "/api/post/comments/create", bearer(r), { postId: story.id, content });
        },
      },
      {
        name: "follow toggle",
        share: 0.003,
        run: async () => {
          const r = reader();
          const other = people[(r + 1 + Math.floor(Math.random() * (people.length - 1))) % people.length]!;
          return send(app.url, "POST", "/api/user/toggle-follow", bearer(r), { userId: other.id });
        },
      },
      {
        name: "draft save",
        share: 0.002,
        run: async () => {
          const w = Math.floor(Math.random() * drafts.length);
          const body = { _id: drafts[w], content: `${paragraph}\n\nEdit ${++seq}.` };
          return send(app.url, "POST", "/api/post/draft", bearer(w), body);
        },
      },
      {
        name: `publication (${FOLLOWERS} fediverse followers)`,
        share: 0,
        perSecond: 1,
        run: () =>
          send(app.url, "POST", "/api/post/create", bearer(0), {
            title: `Mixed load story ${++seq}`,
            content: `${paragraph}\n\n## More\n\n${paragraph}`,
          }),
      },
    ];

    console.log(
      `${where}: ${STORIES} stories, ${people.length} people signed in, ${sockets.length} sockets, ${SUBSCRIBERS} e-mail subscribers; server RSS ${started} MB started, idle ${idle} MB, ${connected} MB with the sockets; log: NODE_ENV=production, default level, to a file`,
    );
    for (const line of ahead) console.log(`Server: ${/(Shared pages rendered ahead[^"]*)/.exec(line)?.[1] ?? line}`);
    if (cold.length)
      console.log(
        `Warm-up: the ${cold.length} most read stories rendered once (uncached page, two at a time): p50 ${percentile(cold, 0.5).toFixed(1)} ms, p99 ${percentile(cold, 0.99).toFixed(1)} ms`,
      );
    console.log(
      `Memory before the load (${pg ? "one of the processes" : "the process"}): ${await memoryParts(app.url)}`,
    );
    let broke: string | undefined;
    const mailFrom = { sent: smtp.inbox.length, at: performance.now() };
    for (const rate of RATES) {
      pushes = [];
      const delivered = sink.received.length;
      const mailed = smtp.inbox.length;
      const states = await cacheStates(app.url);
      const { figures, ownDelay } = await openLoop(kinds, rate, SECONDS);
      const served = await cacheStates(app.url);
      const deliveries = Math.round((sink.received.length - delivered) / SECONDS);
      const mails = Math.round(((smtp.inbox.length - mailed) / SECONDS) * 60);
      const push = [...pushes].sort((a, b) => a - b);
      const rss = rssMb(app.pid);
      printStep(rate, figures, push, deliveries, mails, rss, ownDelay);
      console.log(`Memory (${pg ? "one of the processes" : "the process"}): ${await memoryParts(app.url)}`);
      const moved = [...served].map(([state, n]) => `${state} ${n - (states.get(state) ?? 0)}`);
      console.log(`Shared pages by cache state: ${moved.join(", ") || "none"}`);
      broke ??= breaks(figures, push) ? `${rate} req/s` : undefined;
      await new Promise((r) => setTimeout(r, 2000));
    }
    // The sender paces by ten-second windows: a step of 15 s may hold one or two, so the rate is the whole load's.
    const mailMinutes = (performance.now() - mailFrom.at) / 60_000;
    const mailRate = Math.round((smtp.inbox.length - mailFrom.sent) / mailMinutes);
    if (SUBSCRIBERS > 0)
      console.log(
        `E-mails sent over the whole load: ${mailRate.toLocaleString("en")}/min against ${MAIL_RATE.toLocaleString("en")}/min configured (${Math.round((mailRate / MAIL_RATE) * 100)}%: ${mailRate >= MAIL_RATE * MAIL_SHARE ? "at" : "below"} the configured rate)`,
      );
    console.log(
      broke
        ? `First offered rate breaking a target (reads p99 <= ${READ_P99_MS} ms, writes p99 <= ${WRITE_P99_MS} ms, pushes p99 <= ${PUSH_P99_MS} ms, no errors): ${broke}`
        : `No target broke up to ${RATES.at(-1)} req/s`,
    );
    for (const s of sockets) s.disconnect();
  } finally {
    await app.stop();
    await sink.close();
    await smtp.close();
    pg?.stop();
    console.log(`Server log: ${(statSync(logFile).size / 1e6).toFixed(1)} MB`);
    // BENCH_KEEP_LOG names a file the server's log is copied to (with BENCH_SERVER_FLAGS=--trace-gc, its collections).
    if (process.env.BENCH_KEEP_LOG) copyFileSync(logFile, process.env.BENCH_KEEP_LOG);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server's page-cache counters (HIT, STALE, MISS) from its metrics, to tell renders from hits. */
async function cacheStates(url: string): Promise<Map<string, number>> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const states = new Map<string, number>();
  for (const m of text.matchAll(/^inkwell_page_cache_requests_total\{state="(\w+)"\} (\d+)/gm))
    states.set(m[1]!, Number(m[2]));
  return states;
}

/** Where a process's memory is, from its metrics: V8's heap, memory outside it (WebAssembly, buffers), the page cache. */
async function memoryParts(url: string): Promise<string> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const mb = (name: string) => {
    const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+]+)$`, "m").exec(text);
    return m ? `${Math.round(Number(m[1]) / 1e6)} MB` : "-";
  };
  return [
    `RSS ${mb("process_resident_memory_bytes")}`,
    `heap used ${mb("nodejs_heap_size_used_bytes")} of ${mb("nodejs_heap_size_total_bytes")}`,
    `outside the heap ${mb("nodejs_external_memory_bytes")}`,
    `page cache ${mb("inkwell_page_cache_bytes")}`,
  ].join(", ");
}

const READS = new Set(["anonymous story page", "signed-in view (page + personal call)"]);

function breaks(figures: KindFigures[], push: number[]): boolean {
  return (
    figures.some((f) => f.errors > 0 || f.p99 > (READS.has(f.name) ? READ_P99_MS : WRITE_P99_MS)) ||
    (push.length > 0 && percentile(push, 0.99) > PUSH_P99_MS)
  );
}

function printStep(
  rate: number,
  figures: KindFigures[],
  push: number[],
  deliveries: number,
  mails: number,
  rss: number,
  ownDelay: OwnDelay,
) {
  const ms = (v: number) => (Number.isNaN(v) ? "-" : `${v.toFixed(1)} ms`);
  console.log(`\nOffered ${rate} req/s for ${SECONDS} s; server RSS after ${rss} MB`);
  console.log("| kind | offered/s | served/s | p50 | p99 | errors |\n| --- | --- | --- | --- | --- | --- |");
  for (const f of figures)
    console.log(
      `| ${f.name} | ${f.offered} | ${f.perSecond} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.errors ? `${f.errors} ${JSON.stringify(f.why)}` : 0} |`,
    );
  const reads = figures[0]!;
  console.log(`Longest wait of an ${reads.name}: ${ms(reads.slowest.ms)}, due in second ${reads.slowest.second}`);
  console.log(
    `The bench's own event loop (its lateness counts in the waits above): p99 ${ms(ownDelay.p99)}, longest ${ms(ownDelay.max)}`,
  );
  const pushLine = push.length ? `p50 ${ms(percentile(push, 0.5))}, p99 ${ms(percentile(push, 0.99))}` : "none";
  console.log(
    `Comment pushes received: ${push.length} (${pushLine}); fediverse deliveries ${deliveries}/s; e-mails ${mails}/min`,
  );
}

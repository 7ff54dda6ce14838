/**
 * `BENCH_ONLY=scale` (issue 38, item 6): how reads and writes hold as the site grows. For each size of
 * BENCH_SCALE_SIZES (stories; default 2000,20000, with the people issue 38 names: 200, 2,000 and
 * 20,000 for 2,000, 20,000 and 100,000 stories, else a person per 10 stories), a fresh embedded database is seeded, one story is given 5,000 comments and one person
 * 50,000 notifications, and the production server (its log in a file) answers BENCH_SCALE_SAMPLES
 * requests of each call (default 40), one at a time, each with other parameters (another author,
 * topic, page, word, story) so that none is served from a cache. Prints p50/p99 per call and size,
 * and the ratio of the largest size's p50 to the smallest's.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client.ts";
import { corpus } from "../../scripts/seed-corpus.ts";
import { startLoggedApp } from "./logged-app.ts";
import { signIn, type Person } from "./mixed-site.ts";
import { send } from "./open-loop.ts";
import { percentile, rssMb, seed } from "./support.ts";

const SIZES = (process.env.BENCH_SCALE_SIZES ?? "2000,20000").split(",").map(Number);
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 40);
const COMMENTS = 5000;
const NOTIFICATIONS = 50_000;

/** The people issue 38 names for each size of site. */
const PEOPLE: Record<number, number> = { 2000: 200, 20_000: 2000, 100_000: 20_000 };
const peopleFor = (size: number) => PEOPLE[size] ?? Math.max(10, Math.round(size / 10));

interface Call {
  name: string;
  /** The i-th request: method, path and body. */
  request(i: number): { method: string; path: string; body?: unknown };
}

/** Seeds `size` stories, then adds the long comment thread and the full inbox in SQL (server stopped). */
async function prepare(dataDir: string, size: number) {
  seed({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" }, size, peopleFor(size));
  const database = await openDatabase({ engine: "pglite", pgliteDataDir: path.join(dataDir, "pglite") });
  try {
    const q = async <T>(s: ReturnType<typeof sql>) => (await database.db.execute(s)).rows as unknown as T[];
    const people = await q<Person & { username: string }>(
      sql`select id, email, username from users where not remote and email like 'demo%' order by id limit 10`,
    );
    const stories = await q<{ id: string; authorId: string }>(
      sql`select id, author_id as "authorId" from posts where status = 'published' order by random() limit ${SAMPLES * 2}`,
    );
    const [thread, reader, actor] = [stories[0]!.id, people[0]!.id, people[1]!.id];
    await database.db.execute(sql`insert into comments (author_id, post_id, content)
      select ${actor}, ${thread}, 'Comment ' || i from generate_series(1, ${COMMENTS}) as i`);
    await database.db.execute(sql`update posts set total_comments = total_comments + ${COMMENTS} where id = ${thread}`);
    await database.db.execute(sql`insert into notifications (recipient_id, actor_id, type, post_id, message, created_at)
      select ${reader}, ${actor}, 'system', ${thread}, 'A note from the site', now() - i * interval '1 minute'
      from generate_series(1, ${NOTIFICATIONS}) as i`);
    return { people, stories, thread };
  } finally {
    await database.close();
  }
}

function calls(size: number, site: Awaited<ReturnType<typeof prepare>>): Call[] {
  const { people, stories, thread } = site;
  const topics = corpus.topics;
  const words = ["garden", "maps", "habits", "jazz", "trails", "library", "bikes", "rust", "sourdough", "skies"];
  const deepest = Math.max(1, Math.floor(size / 10));
  const get = (p: string) => ({ method: "GET", path: p });
  return [
    {
      name: "stories by author",
      request: (i) => get(`/api/post/user/${people[i % people.length]!.username}?page=${1 + (i % 3)}`),
    },
    {
      name: "stories by topic",
      request: (i) => get(`/api/post?tag=${encodeURIComponent(topics[i % topics.length]!)}&page=${1 + (i % 5)}`),
    },
    { name: "deep page of the latest", request: (i) => get(`/api/post?page=${deepest - (i % Math.min(deepest, 50))}`) },
    { name: "search (one word)", request: (i) => get(`/api/search?q=${words[i % words.length]}&page=${1 + (i % 4)}`) },
    {
      name: "personal call (10 stories)",
      request: (i) => {
        const some = stories.slice(i % SAMPLES, (i % SAMPLES) + 10);
        return get(
          `/api/user/viewer?posts=${some.map((s) => s.id).join(",")}&people=${some.map((s) => s.authorId).join(",")}`,
        );
      },
    },
    {
      name: `comments of a story with ${COMMENTS} (pages 1-400)`,
      request: (i) => get(`/api/post/comments?postId=${thread}&page=${1 + ((i * 7) % 400)}`),
    },
    {
      name: `notifications of a person with ${NOTIFICATIONS / 1000}k (pages 1-4,000)`,
      request: (i) => get(`/api/user/notifications?page=${1 + ((i * 13) % 4000)}`),
    },
    {
      name: "like toggle",
      request: (i) => ({ method: "POST", path: "/api/post/likes/toggle", body: { postId: stories[i]!.id } }),
    },
    {
      name: "comment",
      request: (i) => ({
        method: "POST",
        path: "/api/post/comments/create",
        body: { postId: stories[i]!.id, content: `At size ${size}, ${i}.` },
      }),
    },
  ];
}

export async function scaleBench(base: NodeJS.ProcessEnv) {
  console.log(
    `\nScale: ${SIZES.join(" / ")} stories on the embedded database, ${SAMPLES} requests per call, one at a time`,
  );
  const table = new Map<string, string[]>();
  const p50s = new Map<string, number[]>();
  const rss: number[] = [];
  for (const size of SIZES) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-scale-"));
    try {
      const site = await prepare(dataDir, size);
      const app = await startLoggedApp({ ...base, DATA_DIR: dataDir }, path.join(dataDir, "server.log"));
      try {
        const [token] = await signIn(app.url, site.people.slice(0, 1));
        const headers = { authorization: `Bearer ${token}`, "accept-encoding": "br, gzip" };
        for (const call of calls(size, site)) {
          await send(app.url, "GET", "/api/health"); // the connection is open before the first sample
          const times: number[] = [];
          for (let i = 0; i < SAMPLES; i++) {
            const { method, path: route, body } = call.request(i);
            const t = performance.now();
            const status = await send(app.url, method, route, headers, body);
            times.push(performance.now() - t);
            if (status >= 300) throw new Error(`${call.name}: ${method} ${route} answered ${status}`);
          }
          times.sort((a, b) => a - b);
          table.set(call.name, [
            ...(table.get(call.name) ?? []),
            `${percentile(times, 0.5).toFixed(1)} / ${percentile(times, 0.99).toFixed(1)} ms`,
          ]);
          p50s.set(call.name, [...(p50s.get(call.name) ?? []), percentile(times, 0.5)]);
        }
        rss.push(rssMb(app.pid));
      } finally {
        await app.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `| call (p50 / p99) | ${SIZES.map((s) => `${s.toLocaleString("en")} stories`).join(" | ")} | largest / smallest p50 |`,
  );
  console.log(`| --- | ${SIZES.map(() => "---").join(" | ")} | --- |`);
  for (const [name, cells] of table) {
    const p = p50s.get(name)!;
    console.log(`| ${name} | ${cells.join(" | ")} | ${(p.at(-1)! / p[0]!).toFixed(2)}x |`);
  }
  console.log(`| server RSS after the calls | ${rss.map((r) => `${r} MB`).join(" | ")} | |`);
}

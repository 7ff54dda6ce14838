/**
 * Search part of `npm run bench`: a throw-away PostgreSQL seeded with BENCH_SEARCH_POSTS stories
 * (default 100,000) by the seed command, the production server on it, then each query of a mix
 * (common and rare words, prefixes while typing, a typo, names, nothing found) asked
 * BENCH_SEARCH_RUNS times in a row. Prints p50 and p95 per query (budget: p95 at most 30 ms).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startPostgres } from "../../scripts/postgres.ts";
import { percentile, seed, signUp, startApp } from "./support.ts";

const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 100_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 100);

const QUERIES: { label: string; params: Record<string, string>; signedIn?: boolean }[] = [
  { label: "common body word (about 10% of stories)", params: { q: "lantern" } },
  { label: "the same, signed in (blocks apply)", params: { q: "lantern" }, signedIn: true },
  { label: "title subject (about 5%)", params: { q: "sourdough" } },
  { label: "two words", params: { q: "sourdough lantern" } },
  { label: "three words", params: { q: "quiet mornings kyoto" } },
  { label: "typing a prefix (suggestions)", params: { q: "lan", limit: "4" } },
  { label: "typing a longer prefix (suggestions)", params: { q: "sourd", limit: "4" } },
  { label: "typo, corrected", params: { q: "sourdoguh" } },
  { label: "a person's name, people only", params: { q: "ada lovelace", type: "users" } },
  { label: "page 5 of posts", params: { q: "harbour", type: "posts", page: "5" } },
  { label: "nothing found", params: { q: "zzyzxqv" } },
];

export async function searchBench() {
  // BENCH_SEARCH_DATABASE_URL reuses a database seeded before (no seeding, nothing dropped).
  const reuse = process.env.BENCH_SEARCH_DATABASE_URL;
  console.log(
    reuse ? "\nSearch on an existing PostgreSQL database" : `\nSearch on PostgreSQL: seeding ${POSTS} stories…`,
  );
  // 128 MB, PostgreSQL's default cache, is smaller than this table set; a server with 100,000 stories
  // would be given more (a quarter of memory is the usual advice).
  const pgServer = reuse ? { url: reuse, stop: () => {} } : await startPostgres({ shared_buffers: "512MB" });
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-search-"));
  const env = { ...process.env, DATABASE_URL: pgServer.url, DATA_DIR: dataDir, RATE_LIMITS: "off", LOG_LEVEL: "info" };
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  try {
    if (!reuse) seed(env, POSTS);
    // What autovacuum would have done by the time a site has 100,000 stories.
    const client = new pg.Client({ connectionString: pgServer.url });
    await client.connect();
    await client.query("vacuum analyze");
    await client.end();
    app = await startApp(env);
    const { url } = app;
    const signedIn = { authorization: `Bearer ${await signUp(url, "Search", "Reader")}` };

    const rows = [];
    for (const { label, params, signedIn: asReader } of QUERIES) {
      const target = `${url}/api/search?${new URLSearchParams(params)}`;
      const init = { headers: asReader ? signedIn : {} };
      let found = 0;
      for (let i = 0; i < 10; i++) await fetch(target, init).then((r) => r.arrayBuffer()); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const res = await fetch(target, init);
        const body = (await res.json()) as { data: { meta: { posts: { total: number }; users: { total: number } } } };
        times.push(performance.now() - t0);
        if (!res.ok) throw new Error(`${target}: ${res.status}`);
        found = params.type === "users" ? body.data.meta.users.total : body.data.meta.posts.total;
      }
      times.sort((a, b) => a - b);
      rows.push({
        query: `${label}: ${params.q}`,
        found,
        p50: `${percentile(times, 0.5).toFixed(1)} ms`,
        p95: `${percentile(times, 0.95).toFixed(1)} ms`,
      });
    }
    console.log(`\n${POSTS} stories on PostgreSQL, ${RUNS} requests per query, one at a time (budget p95 ≤ 30 ms)`);
    console.table(rows);
  } finally {
    await app?.stop();
    pgServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

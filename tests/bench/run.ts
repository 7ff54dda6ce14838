/**
 * `npm run bench`: seeds a fresh embedded database (BENCH_POSTS stories, default 2,000), starts the
 * production server in its own process, loads it with autocannon on loopback, and prints req/s,
 * p50, p99 and the server's memory per scenario, plus the JavaScript an anonymous reader downloads,
 * then realtime figures (tests/bench/realtime.ts) and search on PostgreSQL (tests/bench/search.ts).
 * Bounded in time (BENCH_SECONDS per scenario); the server is stopped at the end. BENCH_ONLY picks
 * sections.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { pageJsWeight } from "../support/js-weight.ts";
import { realtimeBench } from "./realtime.ts";
import { searchBench } from "./search.ts";
import { seed, signUp, startApp } from "./support.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const POSTS = Number(process.env.BENCH_POSTS ?? 2000);
/** BENCH_ONLY=http,realtime,search picks sections (default: all). */
const ONLY = process.env.BENCH_ONLY?.split(",");
const runs = (section: string) => !ONLY || ONLY.includes(section);
if (!runs("http") && !runs("realtime")) {
  // Only the search section: it brings its own PostgreSQL and seed.
  if (runs("search")) await searchBench();
  process.exit(0);
}
const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-"));
const env = { ...process.env, DATA_DIR: dataDir, RATE_LIMITS: "off", LOG_LEVEL: "info", ASTRO_TELEMETRY_DISABLED: "1" };

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

console.log(`Seeding ${POSTS} stories…`);
seed(env, POSTS);
const app = await startApp(env);
const { url } = app;

interface Row {
  scenario: string;
  "req/s": number;
  p50: string;
  p99: string;
  errors: number;
  rss: string;
}

async function scenario(name: string, target: string, headers: Record<string, string> = {}): Promise<Row> {
  const r = await autocannon({ url: target, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    scenario: name,
    "req/s": Math.round(r.requests.average),
    p50: `${r.latency.p50} ms`,
    p99: `${r.latency.p99} ms`,
    errors: r.errors + r.non2xx,
    rss: `${rssMb(app.pid)} MB`,
  };
}

try {
  const idle = rssMb(app.pid);
  const token = await signUp(url, "Bench", "Reader");
  await fetch(`${url}/api/user/me`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ interests: ["science", "technology"] }),
  });
  const cookie = { cookie: `access_token=${token}` };
  const list = (await (await fetch(`${url}/api/post?limit=1`)).json()) as { data: { posts: { slug: string }[] } };
  const postUrl = `${url}/post/${list.data.posts[0]!.slug}`;

  console.log(
    `\n${POSTS} stories; server RSS idle ${idle} MB; ${CONNECTIONS} connections, ${DURATION_S} s per scenario\n`,
  );
  if (runs("http")) {
    const rows = [
      await scenario("post page, anonymous", postUrl),
      await scenario("post page, signed in", postUrl, cookie),
      await scenario("home page, anonymous", `${url}/`),
      await scenario("home page, signed in (for you)", `${url}/`, cookie),
      await scenario("GET /api/post?limit=10", `${url}/api/post?limit=10`),
      await scenario("GET /api/health", `${url}/api/health`),
    ];
    console.table(rows);

    const weight = await pageJsWeight(postUrl);
    console.log(
      `\nJavaScript an anonymous reader of a post downloads: ${(weight.totalGzip / 1024).toFixed(1)} KB gzip (budget 30 KB)`,
    );
    for (const f of weight.files)
      console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.url.replace(url, "")}`);
  }

  if (runs("realtime")) await realtimeBench(url, () => rssMb(app.pid));
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (runs("search")) await searchBench();

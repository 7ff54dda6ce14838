/**
 * Mixed load part of `npm run bench` (BENCH_ONLY=mixed): the production server on a fresh embedded
 * database, and on PostgreSQL, loaded by 40 clients for BENCH_MIXED_SECONDS (default 20) with pages,
 * likes, comments and search at once. Prints requests, req/s, p99, statuses and connection errors.
 * (`tests/api/reliability.test.ts` checks the same mix, in a fixed number of requests, for 5xx and
 * dropped connections; the figures are measured here.)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startPostgres } from "../../scripts/postgres.ts";
import { signUp, startApp } from "./support.ts";

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 20);
const CONNECTIONS = 40;

/** The requests of the mix, for a server at `url` with these stories and readers' tokens. */
export function mixedRequests(stories: { _id: string; slug: string }[], readers: string[]): autocannon.Request[] {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const write = (route: string, body: () => unknown): autocannon.Request => ({
    method: "POST",
    path: route,
    setupRequest: (req: autocannon.Request) => ({
      ...req,
      headers: { authorization: `Bearer ${pick(readers)}`, "content-type": "application/json" },
      body: JSON.stringify(body()),
    }),
  });
  return [
    { method: "GET", path: `/post/${stories[0]!.slug}`, headers: { "accept-encoding": "br, gzip" } },
    write("/api/post/likes/toggle", () => ({ postId: pick(stories)._id })),
    { method: "GET", path: "/", headers: { "accept-encoding": "gzip" } },
    write("/api/post/comments/create", () => ({ postId: pick(stories)._id, content: "Under load, still fine." })),
    { method: "GET", path: "/api/search?q=topic" },
    { method: "GET", path: "/search?q=story" },
  ];
}

/** An author with five stories and ten readers, through the API. */
export async function mixedSite(url: string) {
  const author = await signUp(url, "Writer", "Bench");
  const stories: { _id: string; slug: string }[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${url}/api/post/create`, {
      method: "POST",
      headers: { authorization: `Bearer ${author}`, "content-type": "application/json" },
      body: JSON.stringify({
        title: `Mixed load story ${i}`,
        content: `Paragraph about topic ${i}.\n\n## More\n\nText.`,
      }),
    });
    stories.push(((await res.json()) as { data: { post: { _id: string; slug: string } } }).data.post);
  }
  const readers = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(url, `Loader${i}`, "Bench")));
  return { stories, readers };
}

async function once(label: string, env: NodeJS.ProcessEnv) {
  const app = await startApp({ ...env, WEB_CONCURRENCY: "1" });
  try {
    const { stories, readers } = await mixedSite(app.url);
    const result = await autocannon({
      url: app.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: mixedRequests(stories, readers),
    });
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count: number }).count]),
    );
    console.log(
      `Mixed load (${label}): ${CONNECTIONS} clients, ${SECONDS} s, ${result.requests.total} requests (${Math.round(result.requests.average)}/s; p99 ${result.latency.p99} ms), statuses ${JSON.stringify(statuses)}, ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.resets} resets`,
    );
  } finally {
    await app.stop();
  }
}

export async function mixedLoadBench(base: NodeJS.ProcessEnv) {
  console.log("\nMixed load (pages, likes, comments, search at once)");
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-mixed-"));
  const pg = await startPostgres();
  try {
    await once("PGlite", { ...base, DATA_DIR: dataDir, DATABASE_URL: "" });
    await once("PostgreSQL", { ...base, DATA_DIR: dataDir, DATABASE_URL: pg.url });
  } finally {
    pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The page part of `npm run bench`: anonymous and signed-in readers of a post and of home, the like
 * toggle and two API calls, each for BENCH_SECONDS with BENCH_CONNECTIONS connections, next to a
 * ceiling (the anonymous post page's exact bytes from nginx or a bare node:http server), with the
 * server's memory idle, after each scenario, and its growth.
 */
import http from "node:http";
import autocannon from "autocannon";
import { NGINX_MISSING, startCeilings, startWriteCeiling } from "./ceiling.ts";
import { WRK, WRK_MISSING, wrk } from "./wrk.ts";
import { availableParallelism } from "node:os";
import { RETURN_FREED_EVERY_MS } from "../../src/server/memory.ts";
import { pssMb, rssMb, signUp } from "./support.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** What a browser sends: pages and API answers come back compressed as they would to a reader. */
const BROWSER = { "accept-encoding": "br, gzip" };

interface Row {
  scenario: string;
  "req/s": number;
  "views/s"?: number;
  p50: string;
  p99: string;
  errors: number;
  rss: string;
}

type Target = { url: string; headers?: Record<string, string> } & Partial<autocannon.Options>;

async function load(scenario: string, target: Target, pid?: number, requestsPerView = 1): Promise<Row> {
  // GETs go through wrk when it is installed (autocannon caps near 21,000 req/s): one address, or
  // several in turn on each connection (a signed-in view: the page, then its personal call).
  const gets = target.requests?.every((r) => (r.method ?? "GET") === "GET" && !r.body && !r.setupRequest);
  if (WRK && (target.requests ? gets : Object.keys(target).every((k) => k === "url" || k === "headers"))) {
    const w = await wrk(target.url, {
      seconds: DURATION_S,
      connections: CONNECTIONS,
      headers: target.headers ?? {},
      ...(target.requests
        ? {
            requests: target.requests.map((r) => ({
              path: r.path ?? "/",
              headers: (r.headers ?? {}) as Record<string, string>,
            })),
          }
        : {}),
    });
    return {
      scenario: `${scenario} (wrk)`,
      "req/s": w.requestsPerSecond,
      ...(requestsPerView > 1 ? { "views/s": Math.round(w.requestsPerSecond / requestsPerView) } : {}),
      p50: `${w.p50Ms} ms`,
      p99: `${w.p99Ms} ms`,
      errors: w.errors,
      rss: pid ? `${rssMb(pid)} MB` : "-",
    };
  }
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...target });
  const reqs = Math.round(r.requests.average);
  return {
    scenario,
    "req/s": reqs,
    ...(requestsPerView > 1 ? { "views/s": Math.round(reqs / requestsPerView) } : {}),
    p50: `${r.latency.p50} ms`,
    p99: `${r.latency.p99} ms`,
    errors: r.errors + r.non2xx,
    rss: pid ? `${rssMb(pid)} MB` : "-",
  };
}

/** The page as a browser gets it: compressed bytes and headers, for the ceiling to repeat. */
function fetchRaw(url: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") headers[k] = v;
          delete headers.date;
          delete headers.connection;
          delete headers["keep-alive"];
          resolve({ body: Buffer.concat(chunks), headers });
        });
      })
      .on("error", reject);
  });
}

/** A POST of `{ postId }` for a random one of `stories`, with whatever headers `headers()` gives. */
function toggles(stories: string[], headers: () => Record<string, string>): { requests: autocannon.Request[] } {
  return {
    requests: [
      {
        method: "POST",
        setupRequest: (req) => ({
          ...req,
          headers: { ...headers(), "content-type": "application/json" },
          body: JSON.stringify({ postId: stories[Math.floor(Math.random() * stories.length)] }),
        }),
      },
    ],
  };
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/** `databaseUrl` (PostgreSQL): the like toggle is also compared with one bare write on the same rows. */
export async function pageLoadTable(
  title: string,
  app: {
    url: string;
    pid: number;
    awaitLines: (pattern: RegExp, count: number, ms: number) => Promise<string[] | null>;
  },
  databaseUrl?: string,
) {
  const { url, pid } = app;
  // Let start-up allocations settle before the first memory figure.
  await new Promise((r) => setTimeout(r, 5000));
  const started = rssMb(pid);
  // Each process renders the most read pages ahead of readers as it starts (http/page-warmup.ts):
  // the site as readers meet it, and the idle figure, come after.
  const processes = databaseUrl ? Number(process.env.WEB_CONCURRENCY ?? availableParallelism()) : 1;
  const ahead = await app.awaitLines(/rendered ahead of readers/, processes, 600_000);
  if (ahead === null) throw new Error("the server did not say it had rendered its pages ahead in 10 minutes");
  await new Promise((r) => setTimeout(r, 3000));
  const idle = rssMb(pid);
  const idlePss = pssMb(pid);
  const token = await signUp(url, "Bench", "Reader");
  const bearer = { authorization: `Bearer ${token}` };
  await fetch(`${url}/api/user/me`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...bearer },
    body: JSON.stringify({ interests: ["science", "technology"] }),
  });
  const signedIn = { ...BROWSER, cookie: `access_token=${token}` };
  const list = (await (await fetch(`${url}/api/post?limit=20`)).json()) as {
    data: { posts: { _id: string; slug: string; author: { _id: string } }[] };
  };
  const post = list.data.posts[0]!;
  const postPath = `/post/${post.slug}`;
  const viewerPath = `/api/user/viewer?posts=${post._id}&people=${post.author._id}`;
  const page = await fetchRaw(`${url}${postPath}`);
  const ceilings = await startCeilings(page.body, page.headers);

  console.log(
    `\n${title}: RSS ${started} MB started, idle ${idle} MB once its pages were rendered ahead (PSS ${idlePss} MB); ` +
      `${ahead.map((line) => /rendered ahead of readers: ([^"]*)/.exec(line)?.[1] ?? "").join("; ")}; ` +
      `${CONNECTIONS} connections, ${DURATION_S} s per scenario; ` +
      `post page ${page.body.length} bytes (${page.headers["content-encoding"] ?? "identity"})\n`,
  );
  for (const missing of [WRK ? undefined : WRK_MISSING, NGINX_MISSING]) if (missing) console.log(`Note: ${missing}`);
  const rows: Row[] = [];
  try {
    for (const ceiling of ceilings)
      rows.push(await load(`ceiling: ${ceiling.name}, same bytes`, { url: ceiling.url, headers: BROWSER }));
  } finally {
    for (const ceiling of ceilings) await ceiling.stop();
  }
  const pagesFrom = rows.length;
  rows.push(await load("post page, anonymous", { url: `${url}${postPath}`, headers: BROWSER }, pid));
  rows.push(await load("home page, anonymous", { url: `${url}/`, headers: BROWSER }, pid));
  rows.push(
    await load(
      "post page + personal call, signed in",
      {
        url,
        requests: [
          { method: "GET", path: postPath, headers: signedIn },
          { method: "GET", path: viewerPath, headers: { ...BROWSER, ...bearer } },
        ],
      },
      pid,
      2,
    ),
  );
  rows.push(
    await load(
      "home (for you) + personal call, signed in",
      {
        url,
        requests: [
          { method: "GET", path: "/", headers: signedIn },
          { method: "GET", path: "/api/user/viewer?suggest=5", headers: { ...BROWSER, ...bearer } },
        ],
      },
      pid,
      2,
    ),
  );
  // Many readers liking many stories, as on a real site (one reader hammering one row only measures a lock).
  const likers = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(url, "Liker", `Number${i}`)));
  const stories = (
    (await (await fetch(`${url}/api/post?limit=50&sort=top`)).json()) as { data: { posts: { _id: string }[] } }
  ).data.posts.map((p) => p._id);
  rows.push(
    await load(
      "like toggle (20 readers, 50 stories)",
      {
        url: `${url}/api/post/likes/toggle`,
        ...toggles(stories, () => ({ authorization: `Bearer ${pick(likers)}` })),
      },
      pid,
    ),
  );
  if (databaseUrl) {
    const ids = await Promise.all(
      likers.map(async (t) => {
        const me = (await (await fetch(`${url}/api/user`, { headers: { authorization: `Bearer ${t}` } })).json()) as {
          data: { _id: string };
        };
        return me.data._id;
      }),
    );
    const write = await startWriteCeiling(databaseUrl, ids);
    try {
      rows.push(await load(`like ceiling: ${write.name}`, { url: write.url, ...toggles(stories, () => ({})) }));
    } finally {
      await write.stop();
    }
  }
  rows.push(await load("GET /api/post?limit=10", { url: `${url}/api/post?limit=10`, headers: BROWSER }, pid));
  rows.push(await load("GET /api/health", { url: `${url}/api/health` }, pid));
  console.table(rows);
  const share = (row: Row, of: Row) =>
    `${((row["req/s"] / of["req/s"]) * 100).toFixed(0)}% of ${of.scenario.replace(/^ceiling: /, "")}`;
  const [postRow, homeRow] = [rows[pagesFrom]!, rows[pagesFrom + 1]!];
  for (const ceiling of rows.slice(0, pagesFrom))
    console.log(`Anonymous post page at ${share(postRow, ceiling)}, home at ${share(homeRow, ceiling)}.`);
  const after = rssMb(pid);
  console.log(
    `RSS idle ${idle} MB, after ${after} MB (grew ${after - idle} MB); PSS, pages the processes share ` +
      `counted once: idle ${idlePss} MB, after ${pssMb(pid)} MB.`,
  );
  // An idle process gives back what the allocator kept of the load (memory.ts, returnFreedMemoryWhenIdle):
  // its first look after the load is within RETURN_FREED_EVERY_MS, the one after surely idle.
  const restMs = 2 * RETURN_FREED_EVERY_MS + 5000;
  await new Promise((r) => setTimeout(r, restMs));
  const rested = rssMb(pid);
  console.log(`RSS ${restMs / 1000} s after the load: ${rested} MB (${rested - idle} MB above idle).`);
  const like = rows.find((r) => r.scenario.startsWith("like toggle"));
  const likeCeiling = rows.find((r) => r.scenario.startsWith("like ceiling"));
  if (like && likeCeiling)
    console.log(`Like toggle at ${((like["req/s"] / likeCeiling["req/s"]) * 100).toFixed(0)}% of one bare write.`);
}

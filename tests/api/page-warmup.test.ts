/**
 * A starting production process renders home and the most read stories into its page cache before
 * readers ask (http/page-warmup.ts): a story's first reader after a start gets a cached page, the
 * most viewed stories first, then the newest, within half the page cache.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postDailyStats } from "../../src/server/db/schema/index.ts";
import { warmSharedPages } from "../../src/server/http/page-warmup.ts";
import { createLogger } from "../../src/server/logger.ts";
import type { RunningServer } from "../../src/server/start-server.ts";
import { apiCalls, overHttp } from "../support/api-calls.ts";
import { freshDatabase } from "../support/fresh-database.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { cachesTrusted, startTestServer } from "../support/test-server.ts";
import { eventually } from "../support/eventually.ts";

/** A database of this file's own: the warm-up reads every story of the site. */
const own = async (): Promise<Record<string, string>> =>
  process.env.DATABASE_URL ? { DATABASE_URL: await freshDatabase("warmup") } : {};

let running: RunningServer;
let ada: Person;
const stories: { _id: string; slug: string }[] = [];
const { send } = apiCalls(overHttp(() => running.url));

beforeAll(async () => {
  running = await startTestServer({ ...(await own()), PAGE_WARM_UP: "off" });
  ada = await insertUser(running.app);
  for (const title of ["Rarely read", "Read most", "Newest"]) {
    const res = await send("POST", "/post/create", { title, content: `All about ${title}.` }, ada);
    stories.push((await res.json()).data.post);
  }
  const today = new Date().toISOString().slice(0, 10);
  await running.app.database.db.insert(postDailyStats).values({ postId: stories[1]!._id, day: today, views: 40 });
}, 60_000);
afterAll(async () => {
  await running?.close();
});

/** Which cache state the page at `path` is answered from, asked as a browser does. */
async function cacheState(server: RunningServer, path: string): Promise<string | undefined> {
  await cachesTrusted(server);
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.headers["x-cache"] as string | undefined));
      })
      .on("error", reject);
  });
}

describe("pages rendered ahead of readers", () => {
  it("orders the stories by views over the last month, then the newest", async () => {
    const [rare, most, newest] = stories.map((s) => s.slug);
    expect(await running.app.services.posts.mostReadSlugs(10)).toEqual([most, newest, rare]);
    expect(await running.app.services.posts.mostReadSlugs(1)).toEqual([most]);
  });

  it("renders home and the stories into the cache, their first readers getting a hit", async () => {
    running.pages.clear();
    const done = await warmSharedPages(running.app, running.pages, 64 * 1024 * 1024, new AbortController().signal);
    expect(done?.pages).toBe(4);
    for (const path of ["/", ...stories.map((s) => `/post/${s.slug}`)])
      expect(await cacheState(running, path)).toBe("HIT");
  });

  it("stops at its share of the page cache, the most read first", async () => {
    const signal = new AbortController().signal;
    // A budget home alone fills: nothing past it.
    running.pages.clear();
    await warmSharedPages(running.app, running.pages, 2, signal);
    const home = running.pages.cache.bytes;
    expect(running.pages.cache.size).toBe(1);
    // Room for one story past home: the most read one.
    running.pages.clear();
    await warmSharedPages(running.app, running.pages, (home + 1) * 2, signal);
    expect(running.pages.cache.size).toBe(2);
    expect(await cacheState(running, `/post/${stories[1]!.slug}`)).toBe("HIT");
    expect(await cacheState(running, `/post/${stories[2]!.slug}`)).toBe("MISS");
  });

  it("stops when the server closes", async () => {
    running.pages.clear();
    const stop = new AbortController();
    // The server closes while home is being rendered.
    const closing = {
      cache: running.pages.cache,
      warm: async (...args: Parameters<RunningServer["pages"]["warm"]>) => {
        stop.abort();
        return running.pages.warm(...args);
      },
    };
    await warmSharedPages(running.app, closing, 64 * 1024 * 1024, stop.signal);
    expect(running.pages.cache.size).toBe(1);
  });

  it("runs as a production process starts, and says so in its log", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", "json", { write: (line) => void lines.push(line) });
    const env = { ...(await own()), PAGE_WARM_UP: "on" };
    const fresh = await startTestServer(env, logger);
    try {
      // Then the heaps the renders left are given back (memory.ts), and the log says how much.
      const said =
        /Shared pages rendered ahead of readers: 1 in [\d.]+ s \([\d.]+ MB of the page cache\); memory [\d.]+ -> [\d.]+ MB/;
      expect(
        await eventually(
          () => Promise.resolve(lines.join("")),
          (log) => said.test(log),
        ),
      ).toMatch(said);
      expect(await cacheState(fresh, "/")).toBe("HIT");
    } finally {
      await fresh.close();
    }
  });
});

/**
 * Prometheus metrics: absent unless METRICS_TOKEN is set; then /metrics answers a scrape bearing the
 * token with request counts and latencies, shared-page cache states, sockets and queue depth.
 * Runs the built server (npm run build first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connect } from "socket.io-client";
import type { RunningServer } from "../../src/server/start-server.ts";
import { startTestServer } from "../support/test-server.ts";
import { insertUser } from "../support/test-app.ts";

const TOKEN = "a-metrics-token-for-tests";
let running: RunningServer;
let off: RunningServer;

beforeAll(async () => {
  [running, off] = await Promise.all([startTestServer({ METRICS_TOKEN: TOKEN }), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([running.close(), off.close()]);
});

const scrape = async () => {
  const res = await fetch(`${running.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** The value of one series (0 when it is not there yet). */
const value = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe("metrics", () => {
  it("count requests by kind and status, cache states, latencies, sockets and queues", async () => {
    const before = await scrape();
    const pagesBefore = value(before, 'inkwell_http_requests_total{kind="web",method="GET",status="2xx"}');
    const hitsBefore = value(before, 'inkwell_page_cache_requests_total{state="HIT"}');
    // On PostgreSQL the server answers from its caches only while it trusts them (every other process
    // on the database knows it: realtime/cluster-trust.ts); CI runs many servers on one database, so
    // the page is asked for until two answers came from memory, and the counter must match them.
    let pages = 0;
    let hits = 0;
    await expect
      .poll(
        async () => {
          const res = await fetch(`${running.url}/help`);
          expect(res.status).toBe(200);
          await res.arrayBuffer();
          pages++;
          if (res.headers.get("x-cache") === "HIT") hits++;
          return pages >= 3 && hits >= 2;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${running.url}/api/post/not-a-story-at-all`)).status).toBe(404);
    const { token } = await insertUser(running.app);
    const socket = connect(running.url, { transports: ["websocket"], reconnection: false, auth: { token } });
    await new Promise<void>((resolve, reject) => {
      socket.on("connect", resolve);
      socket.on("connect_error", reject);
    });
    try {
      const text = await scrape();
      expect(value(text, 'inkwell_http_requests_total{kind="web",method="GET",status="2xx"}')).toBeGreaterThanOrEqual(
        pagesBefore + pages,
      );
      expect(value(text, 'inkwell_http_requests_total{kind="api",method="GET",status="2xx"}')).toBeGreaterThanOrEqual(
        1,
      );
      expect(value(text, 'inkwell_http_requests_total{kind="api",method="GET",status="4xx"}')).toBeGreaterThanOrEqual(
        1,
      );
      // The same shared page: rendered once, then served from memory, each such answer counted once.
      expect(value(text, 'inkwell_page_cache_requests_total{state="HIT"}')).toBe(hitsBefore + hits);
      expect(value(text, "inkwell_page_cache_entries")).toBeGreaterThanOrEqual(1);
      expect(value(text, "inkwell_page_cache_bytes")).toBeGreaterThan(1000);
      expect(value(text, 'inkwell_http_request_duration_seconds_count{kind="web"}')).toBeGreaterThanOrEqual(3);
      expect(value(text, "inkwell_sockets")).toBe(1);
      expect(text).toMatch(/^inkwell_queue_depth\{queue="notifications"\} \d+$/m);
      expect(text).toMatch(/^inkwell_scheduled_posts \d+$/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      // The embedded database's thread has a heap of its own, which Node's figures leave out.
      if (running.app.database.engine === "pglite") {
        const threadTotal = value(text, 'inkwell_database_thread_heap_bytes{part="total"}');
        expect(threadTotal).toBeGreaterThan(1024 * 1024);
        expect(value(text, 'inkwell_database_thread_heap_bytes{part="used"}')).toBeLessThanOrEqual(threadTotal);
      } else expect(text).not.toContain("inkwell_database_thread_heap_bytes");
    } finally {
      socket.close();
    }
  });

  it("refuses a scrape without the token, and does not exist when no token is configured", async () => {
    const anonymous = await fetch(`${running.url}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain("inkwell_");
    const wrong = await fetch(`${running.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    const none = await fetch(`${off.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(none.status).toBe(404);
    expect(await none.text()).not.toContain("inkwell_");
  });
});

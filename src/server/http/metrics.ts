/**
 * Prometheus metrics at /metrics, off unless METRICS_TOKEN is set (then a scrape must bear it):
 * requests by kind (api, web), method and status class with their latencies, the shared-page
 * cache (hits, misses, bytes), live sockets, and the work waiting (notifications being written,
 * stories scheduled). With several processes a scrape answers for all of them (cluster-metrics.ts).
 */
import { CACHE_STATE, type StatedResponse } from "./pages.ts";
import cluster from "node:cluster";
import type { IncomingMessage, ServerResponse } from "node:http";
import { timingSafeEqual } from "node:crypto";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { isNotNull } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { posts } from "../db/schema/index.ts";
import { clusterMetricsClient } from "./cluster-metrics.ts";
import { afterSent } from "./after-sent.ts";

export const METRICS_PATH = "/metrics";

interface Sources {
  sockets: () => number;
  pageCache: { bytes: number; size: number };
}

export function createMetrics(app: AppContext, sources: Sources) {
  const token = app.config.METRICS_TOKEN;
  const registry = new Registry();
  if (token) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "inkwell_http_requests_total",
    help: "Requests answered, by kind (api; web: pages, assets, files), method and status class",
    labelNames: ["kind", "method", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "inkwell_http_request_duration_seconds",
    help: "Time to answer a request, by kind",
    labelNames: ["kind"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const cache = new Counter({
    name: "inkwell_page_cache_requests_total",
    help: "Shared pages served, by cache state (HIT, STALE, MISS)",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "inkwell_page_cache_bytes",
    help: "Bytes held by the shared-page cache (bodies and their compressed forms)",
    registers: [registry],
    collect() {
      this.set(sources.pageCache.bytes);
    },
  });
  new Gauge({
    name: "inkwell_page_cache_entries",
    help: "Pages in the shared-page cache",
    registers: [registry],
    collect() {
      this.set(sources.pageCache.size);
    },
  });
  new Gauge({
    name: "inkwell_sockets",
    help: "Live socket.io connections to this process",
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });
  new Gauge({
    name: "inkwell_queue_depth",
    help: "Work waiting: notifications being written (in all processes)",
    labelNames: ["queue"] as const,
    registers: [registry],
    collect() {
      this.set({ queue: "notifications" }, app.services.notifications.pendingCount());
    },
  });
  new Gauge({
    name: "inkwell_scheduled_posts",
    help: "Stories scheduled to publish",
    registers: [registry],
    // Every process reads the same database: the processes' figures are one figure, not to be added.
    aggregator: "max",
    async collect() {
      this.set(await app.database.db.$count(posts, isNotNull(posts.scheduledAt)));
    },
  });
  const threadHeap = app.database.threadHeap;
  if (threadHeap)
    new Gauge({
      name: "inkwell_database_thread_heap_bytes",
      help: "The embedded database's thread: its V8 heap, used and allocated (nodejs_heap_* count the main thread's)",
      labelNames: ["part"] as const,
      registers: [registry],
      async collect() {
        const heap = await threadHeap();
        this.set({ part: "used" }, heap.used_heap_size);
        this.set({ part: "total" }, heap.total_heap_size);
      },
    });
  const everyProcess = token && cluster.isWorker ? clusterMetricsClient(registry) : undefined;

  const allowed = (req: IncomingMessage) => {
    const given = Buffer.from(req.headers.authorization ?? "");
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    enabled: Boolean(token),
    /** Counts a request when its answer is sent. */
    observe(req: IncomingMessage, res: ServerResponse, kind: "api" | "web") {
      if (!token) return;
      const end = latency.startTimer({ kind });
      afterSent(res, () => {
        end();
        requests.inc({ kind, method: req.method ?? "GET", status: `${Math.floor(res.statusCode / 100)}xx` });
        const state = (res as StatedResponse)[CACHE_STATE] ?? res.getHeader("x-cache");
        if (typeof state === "string") cache.inc({ state });
      });
    },
    /** Answers a scrape; false when metrics are off (the request goes on as any other page). */
    async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      if (!token || req.url?.split("?")[0] !== METRICS_PATH) return false;
      if (!allowed(req)) {
        res.writeHead(401, { "content-type": "text/plain; charset=utf-8", "www-authenticate": "Bearer" });
        res.end("Unauthorized");
        return true;
      }
      let body: string;
      try {
        body = everyProcess ? await everyProcess.all() : await registry.metrics();
      } catch (err) {
        app.logger.error("Could not gather the metrics", err);
        res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "5" });
        res.end("The metrics of every server process could not be gathered; try again.");
        return true;
      }
      res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
      res.end(body);
      return true;
    },
  };
}

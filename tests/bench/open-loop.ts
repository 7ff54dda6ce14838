/**
 * An open-loop load driver for the mixed bench: each kind of request is sent at its own fixed rate
 * whether or not earlier ones have answered (as many independent readers would), and its latency is
 * counted from when it was due, not from when it went out, so a server that falls behind shows it
 * in the figures instead of slowing the load (coordinated omission). Requests go over keep-alive
 * connections of one agent; a request still waiting after `timeoutMs` counts as an error.
 */
import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { percentile } from "./support.ts";

export interface Kind {
  name: string;
  /** The kind's share of the offered rate (0.9: nine requests in ten). */
  share: number;
  /** A fixed rate instead, whatever the offered rate (a publication a second). */
  perSecond?: number;
  /** Sends one request (or one view: a page and its personal call); resolves with the status (of the first that failed). */
  run(): Promise<number>;
}

export interface KindFigures {
  name: string;
  offered: number;
  done: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were: a status, a network error's code, or "timeout"; with their counts. */
  why: Record<string, number>;
  /** The second of the step (from 0) whose requests waited longest, and that wait: where a p99 comes from. */
  slowest: { second: number; ms: number };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP exchange on the shared agent: resolves with the status once the body has been read. */
export function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: payload === undefined ? headers : { ...headers, "content-type": "application/json" },
      },
      (res) => {
        res.on("error", reject);
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.resume();
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/**
 * How late this process's own event loop ran while it sent a step: a request due while it was busy
 * (the bench's sinks, sockets and collections share it) leaves late, and its lateness is counted
 * against the server. Read beside a step's p99.
 */
export interface OwnDelay {
  p99: number;
  max: number;
}

/** Runs every kind at `rate` x its share for `seconds`; then waits for the stragglers (at most `timeoutMs`). */
export async function openLoop(
  kinds: Kind[],
  rate: number,
  seconds: number,
  timeoutMs = 10_000,
): Promise<{ figures: KindFigures[]; ownDelay: OwnDelay }> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const times = kinds.map(() => [] as number[]);
  const slowest = kinds.map(() => ({ second: 0, ms: 0 }));
  const errors = kinds.map(() => new Map<string, number>());
  const sent = kinds.map(() => 0);
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  const end = start + seconds * 1000;
  const fire = (k: number, due: number) => {
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve("timeout"), timeoutMs).unref());
    const run = kinds[k]!.run().catch((err: unknown) => String((err as { code?: string }).code ?? err));
    const p = Promise.race([run, timeout]).then((status) => {
      const took = performance.now() - due;
      if (took > slowest[k]!.ms) slowest[k] = { second: Math.floor((due - start) / 1000), ms: took };
      if (typeof status === "number" && status >= 200 && status < 300) times[k]!.push(took);
      else errors[k]!.set(String(status), (errors[k]!.get(String(status)) ?? 0) + 1);
      pending.delete(p);
    });
    pending.add(p);
  };
  while (performance.now() < end) {
    const now = Math.min(performance.now(), end);
    kinds.forEach((kind, k) => {
      const interval = 1000 / (kind.perSecond ?? rate * kind.share);
      // Every request due by now goes out, each timed from its own due time.
      while (start + sent[k]! * interval <= now) fire(k, start + sent[k]!++ * interval);
    });
    await new Promise((r) => setTimeout(r, 2));
  }
  delay.disable();
  await Promise.all(pending);
  // The histogram's delays are past its 1 ms resolution, in nanoseconds.
  const ownDelay = { p99: Math.max(0, delay.percentile(99) / 1e6 - 1), max: Math.max(0, delay.max / 1e6 - 1) };
  const figures = kinds.map((kind, k): KindFigures => {
    const sorted = times[k]!.sort((a, b) => a - b);
    return {
      name: kind.name,
      offered: Math.round(kind.perSecond ?? rate * kind.share),
      done: sorted.length,
      perSecond: Math.round(sorted.length / seconds),
      p50: sorted.length ? percentile(sorted, 0.5) : Number.NaN,
      p99: sorted.length ? percentile(sorted, 0.99) : Number.NaN,
      errors: [...errors[k]!.values()].reduce((a, b) => a + b, 0),
      why: Object.fromEntries(errors[k]!),
      slowest: slowest[k]!,
    };
  });
  return { figures, ownDelay };
}

/** Ranks 0..n-1 with Zipf weights (1/(rank+1)): a few stories get most of the views, as on a real site. */
export function zipf(n: number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) cumulative.push((total += 1 / (i + 1)));
  return () => {
    const x = Math.random() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

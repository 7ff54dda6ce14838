/**
 * wrk (Debian's package) as the load generator for plain GETs: written in C with an event loop per
 * thread, it drives well past the ~21,000 req/s at which autocannon tops out on these machines, so a
 * ratio against nginx measures the server, not the load generator. `npm run bench` installs nothing:
 * without wrk it says how to get it and falls back to autocannon, marked as such.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((p) => existsSync(p));
export const WRK_MISSING =
  "wrk is not installed (apt-get install wrk): GET scenarios use autocannon, which tops out near 21,000 req/s here";

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** "1.23ms" / "812.00us" / "1.01s" in milliseconds. */
export function wrkDuration(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return Number.NaN;
  const value = Number(m[1]);
  return m[2] === "us" ? value / 1000 : m[2] === "ms" ? value : m[2] === "s" ? value * 1000 : value * 60_000;
}

/** What `wrk --latency` printed, as figures. */
export function parseWrk(output: string): WrkResult {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /^\s+50%\s+(\S+)/m.exec(output);
  const p99 = /^\s+99%\s+(\S+)/m.exec(output);
  if (!rate || !p50 || !p99) throw new Error(`wrk printed no figures:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0;
  return {
    requestsPerSecond: Math.round(Number(rate[1])),
    p50Ms: wrkDuration(p50[1]!),
    p99Ms: wrkDuration(p99[1]!),
    errors: non2xx + socketErrors,
  };
}

/** A GET of `path` with its own headers: one of the requests a connection sends in turn. */
export interface WrkRequest {
  path: string;
  headers: Record<string, string>;
}

/**
 * wrk's Lua script sending `requests` in turn on each connection (a signed-in view: the page, then
 * its personal call), each with its own headers. Strings go in as Lua's long brackets.
 */
export function rotationScript(requests: WrkRequest[]): string {
  const text = (s: string) => {
    let eq = "";
    while (s.includes(`]${eq}]`)) eq += "=";
    return `[${eq}[${s}]${eq}]`;
  };
  const table = (headers: Record<string, string>) =>
    `{ ${Object.entries(headers)
      .map(([k, v]) => `[ ${text(k)} ] = ${text(v)}`)
      .join(", ")} }`;
  const formats = requests.map((r) => `wrk.format("GET", ${text(r.path)}, ${table(r.headers)})`).join(",\n    ");
  return `local turn = 0
local requests
function init(args)
  requests = {
    ${formats}
  }
end
function request()
  turn = turn % #requests + 1
  return requests[turn]
end
`;
}

/**
 * `wrk -t2 -c<connections> -d<seconds>s --latency` with `headers` on `url`, or, given `requests`,
 * those in turn on each connection (`url` then names only the server).
 */
export async function wrk(
  url: string,
  opts: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    threads?: number;
    requests?: WrkRequest[];
  },
): Promise<WrkResult> {
  if (!WRK) throw new Error(WRK_MISSING);
  const args = [`-t${opts.threads ?? 2}`, `-c${opts.connections}`, `-d${opts.seconds}s`, "--latency"];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push("-H", `${k}: ${v}`);
  const dir = opts.requests ? mkdtempSync(path.join(tmpdir(), "inkwell-wrk-")) : undefined;
  if (dir) {
    writeFileSync(path.join(dir, "rotation.lua"), rotationScript(opts.requests!));
    args.push("-s", path.join(dir, "rotation.lua"));
  }
  args.push(url);
  try {
    return await run(args);
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

function run(args: string[]): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK!, args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${out}`));
      try {
        resolve(parseWrk(out));
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}

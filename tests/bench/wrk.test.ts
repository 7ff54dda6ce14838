import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { parseWrk, WRK, wrk, wrkDuration } from "./wrk.ts";

const SAMPLE = `Running 10s test @ http://127.0.0.1:4321/post/x
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.10ms  412.33us  14.02ms   90.12%
    Req/Sec    22.91k     1.02k   25.11k    71.50%
  Latency Distribution
     50%    1.02ms
     75%    1.21ms
     90%    1.48ms
     99%    2.87ms
  455912 requests in 10.00s, 3.12GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  45590.31
Transfer/sec:    319.21MB
`;

describe("wrk's output", () => {
  it("gives the rate, the median and 99th percentile, and the errors", () => {
    expect(parseWrk(SAMPLE)).toEqual({ requestsPerSecond: 45590, p50Ms: 1.02, p99Ms: 2.87, errors: 7 });
  });
  it("reads durations in every unit wrk prints", () => {
    expect([wrkDuration("812.00us"), wrkDuration("3.5ms"), wrkDuration("1.01s")]).toEqual([0.812, 3.5, 1010]);
    expect(wrkDuration("soon")).toBeNaN();
  });
  it("refuses output without figures", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:1 Connection refused")).toThrow(/no figures/);
  });
});

// Skipped where wrk is not installed (.ci/run installs it; `npm run bench` falls back to autocannon).
describe.skipIf(!WRK)("wrk sending requests in turn", () => {
  it("sends each connection's requests in turn, each with its own headers", async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(`${req.url} ${req.headers.cookie ?? "-"} ${req.headers.authorization ?? "-"}`);
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await wrk(url, {
        seconds: 1,
        connections: 1,
        threads: 1,
        requests: [
          { path: "/post/a-story", headers: { cookie: "access_token=a]]b" } },
          { path: "/api/user/viewer?posts=1", headers: { authorization: "Bearer t" } },
        ],
      });
      expect(result.errors).toBe(0);
      expect(seen.length).toBeGreaterThan(10);
      // One connection: strictly alternating (wrk asks the script once before its first request,
      // so either may come first).
      const expected = ["/post/a-story access_token=a]]b -", "/api/user/viewer?posts=1 - Bearer t"];
      const first = expected.indexOf(seen[0]!);
      expect(first).not.toBe(-1);
      seen.forEach((line, i) => expect(line).toBe(expected[(first + i) % 2]));
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { AccessLine, Logger } from "../logger.ts";
import { afterSent } from "./after-sent.ts";
import { withRequestLog } from "./request-log.ts";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const quiet = (lines: AccessLine[]): Logger => ({
  debug() {},
  info() {},
  warn() {},
  error() {},
  access: (line) => lines.push(line),
});

describe("access lines", () => {
  it("are written once a response is sent, without a finish listener of their own on it", async () => {
    const lines: AccessLine[] = [];
    const listeners: number[] = [];
    const url = await serve(
      withRequestLog(quiet(lines), 0, (_req, res, id) => {
        // Node's own listener only: a second one put every young-generation collection under load
        // at 16 ms instead of 2.5 (docs/benchmarks.md, eleventh session).
        listeners.push(res.listenerCount("finish"));
        res.writeHead(201, { "x-request-id": id, "content-type": "text/plain" }).end("x".repeat(1000));
      }),
    );
    const agent = new http.Agent({ keepAlive: true });
    for (const path of ["/one?token=secret", "/two"]) {
      await new Promise<void>((resolve, reject) =>
        http.get(`${url}${path}`, { agent }, (res) => res.resume().on("end", resolve)).on("error", reject),
      );
    }
    agent.destroy();
    await expect.poll(() => lines.length).toBe(2);
    expect(listeners).toEqual([1, 1]);
    expect(lines.map((l) => [l.method, l.path, l.status])).toEqual([
      ["GET", "/one?token=", 201],
      ["GET", "/two", 201],
    ]);
    // Each response's own bytes, headers included, on one kept-alive connection.
    for (const line of lines) expect(line.bytes).toBeGreaterThan(1000);
    for (const line of lines) expect(line.bytes).toBeLessThan(1300);
  });

  it("run every piece of work left on a response, in order, once", async () => {
    const ran: string[] = [];
    const url = await serve((_req, res) => {
      afterSent(res, () => ran.push("first"));
      afterSent(res, () => ran.push("second"));
      afterSent(res, () => ran.push("third"));
      res.end("ok");
    });
    await (await fetch(url)).text();
    await expect.poll(() => ran.length).toBe(3);
    expect(ran).toEqual(["first", "second", "third"]);
  });
});

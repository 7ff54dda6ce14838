import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_CACHE_MS } from "../shared/constants";
import { loadListPage } from "./query";

let server: http.Server;
let base: string;
let hits = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits++;
    if (req.url?.includes("broken")) return void res.writeHead(500).end("no");
    res.writeHead(200, { "content-type": "text/html" }).end(`<li>page ${req.url}</li>`);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

describe("client data cache", () => {
  it("is the spec's 300 s", () => {
    expect(DATA_CACHE_MS).toBe(300_000);
  });

  it("fetches a page of a list once, then answers from the cache", async () => {
    const before = hits;
    const a = await loadListPage(`${base}/fragments/posts?page=2`);
    const b = await loadListPage(`${base}/fragments/posts?page=2`);
    expect(a).toBe(`<li>page /fragments/posts?page=2</li>`);
    expect(b).toBe(a);
    expect(hits - before).toBe(1);
    await loadListPage(`${base}/fragments/posts?page=3`);
    expect(hits - before).toBe(2);
  });

  it("reports a failed answer as an error", async () => {
    await expect(loadListPage(`${base}/broken`)).rejects.toThrow("HTTP 500");
  });
});

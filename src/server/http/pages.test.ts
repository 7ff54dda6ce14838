/**
 * The page server with a stand-in for Astro's handler: the cache-safety guard, request coalescing,
 * and that a shared render never sees the reader's cookies.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { AppContext } from "../context.ts";
import { createPageServer, type AstroHandler } from "./pages.ts";
import { createCacheLayer } from "../cache/layer.ts";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function serve(handler: AstroHandler, nodeEnv: "test" | "production" = "test") {
  const errors: string[] = [];
  const app = {
    config: { NODE_ENV: nodeEnv },
    caches: createCacheLayer(),
    logger: { error: (msg: string) => errors.push(msg), info() {}, warn() {}, debug() {} },
  } as unknown as AppContext;
  const pages = createPageServer(app, { handler, maxBytes: 1e6 });
  // As server.ts does: an error out of the page server is a 500.
  const server = http.createServer((req, res) => {
    pages.serve(req, res).catch(() => void res.writeHead(500).end());
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, errors, pages };
}

const page =
  (body: (req: IncomingMessage, locals: Record<string, unknown>) => string, headers: Record<string, string> = {}) =>
  (req: IncomingMessage, res: ServerResponse, _next: () => void, locals: Record<string, unknown>) => {
    res.writeHead(200, { "content-type": "text/html", ...headers });
    res.end(body(req, locals));
  };

describe("the page server", () => {
  it("renders a shared page without the reader's cookies or authorization", async () => {
    const seen: IncomingMessage["headers"][] = [];
    const { url } = await serve(page((req) => (seen.push(req.headers), "<p>hi</p>")));
    const res = await fetch(`${url}/help`, { headers: { cookie: "access_token=secret", authorization: "Bearer x" } });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.cookie).toBeUndefined();
    expect(seen[0]!.authorization).toBeUndefined();
  });

  it("renders once for many readers asking at the same moment", async () => {
    let renders = 0;
    const { url } = await serve(async (req, res, next, locals) => {
      renders++;
      await new Promise((r) => setTimeout(r, 50));
      page(() => "<p>slow</p>")(req, res, next, locals);
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${url}/about-us`)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(renders).toBe(1);
  });

  it("answers 500 and keeps serving when a page fails after it began to stream (shared or personal)", async () => {
    // What Astro's node handler does when a component throws mid-stream: it destroys the response.
    const broken: AstroHandler = (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<p>half a page");
      setImmediate(() => res.destroy(new RangeError("Invalid option : option")));
    };
    const { url, errors } = await serve(broken);
    for (const path of ["/help", "/drafts"]) {
      const res = await fetch(`${url}${path}`);
      expect(res.status).toBe(500);
      expect(await res.text()).not.toContain("half a page");
    }
    expect(errors.length).toBeGreaterThanOrEqual(2);
    // Still answering.
    expect((await fetch(`${url}/help`)).status).toBe(500);
  });

  it("refuses to share a render that asked who the reader is (an error in tests)", async () => {
    const { url, errors } = await serve(page((_req, locals) => `<p>${String(locals.user)}</p>`));
    const res = await fetch(`${url}/help`);
    expect(res.status).toBe(500);
    expect(errors.join()).toContain("Cache safety: the shared render of");
  });

  it("refuses to share a render that sets a cookie, and in production serves it uncached instead", async () => {
    const handler = page(() => "<p>cookie</p>", { "set-cookie": "x=1" });
    const strict = await serve(handler);
    expect((await fetch(`${strict.url}/help`)).status).toBe(500);
    const production = await serve(handler, "production");
    const res = await fetch(`${production.url}/help`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(production.errors.join()).toContain("set a cookie");
    expect(production.pages.cache.size).toBe(0);
  });

  it("keeps a render that overlapped a purge out of the cache", async () => {
    let version = 1;
    const started = await serve(async (req, res, next, locals) => {
      const seen = version;
      await new Promise((r) => setTimeout(r, 30));
      page(() => `<p>v${seen}</p>`)(req, res, next, locals);
    });
    const first = fetch(`${started.url}/help`);
    await new Promise((r) => setTimeout(r, 5));
    version = 2;
    started.pages.purge(["page"]);
    await first;
    expect(await (await fetch(`${started.url}/help`)).text()).toBe("<p>v2</p>");
  });
});

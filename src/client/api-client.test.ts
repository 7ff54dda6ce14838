import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, call, createApiClient } from "./api-client";

/** A real HTTP server with the answers the client must cope with. */
let server: http.Server;
let base: string;
let lastHeaders: http.IncomingHttpHeaders = {};
let lastBody = "";
let lastUrl = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    lastHeaders = req.headers;
    lastUrl = req.url ?? "";
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      lastBody = body;
      const path = lastUrl.split("?")[0];
      if (path === "/api/ok")
        return void res.writeHead(200, { "content-type": "application/json" }).end('{"success":true,"data":{"n":1}}');
      if (path === "/api/rotate")
        return void res.writeHead(200, { "x-access-token": "fresh-token" }).end('{"success":true,"data":{}}');
      if (path === "/api/bad-json") return void res.writeHead(200).end("<html>oops</html>");
      if (path === "/api/invalid")
        return void res
          .writeHead(400, { "content-type": "application/json" })
          .end(
            '{"success":false,"message":"Some fields are not valid","errors":[{"field":"email","message":"Enter an e-mail"}]}',
          );
      if (path === "/api/post/likes/toggle" && req.method === "POST")
        return void res
          .writeHead(200, { "content-type": "application/json", "x-access-token": "rotated-by-like" })
          .end('{"success":true,"data":{"iLiked":true,"stats":{"totalLikes":3,"totalComments":0,"totalShares":1}}}');
      if (path === "/api/slow") return; // never answers
      res.writeHead(404).end('{"success":false,"message":"nope","errors":[]}');
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function client(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  let token: string | null = "stored-token";
  const api = createApiClient({
    baseUrl: base,
    getAccessToken: () => token,
    setAccessToken: (t) => (token = t),
    ...overrides,
  });
  return { api, token: () => token };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected the call to fail");
}

describe("api client", () => {
  it("sends JSON with the Bearer token, the refresh-token header and query parameters", async () => {
    const { api } = client({ getRefreshToken: () => "refresh-123" });
    const res = await api.request<{ n: number }>("POST", "/ok", {
      body: { a: 1 },
      query: { page: 2, read: "all", skip: undefined },
    });
    expect(res.data.n).toBe(1);
    expect(lastHeaders.authorization).toBe("Bearer stored-token");
    expect(lastHeaders["refresh-token"]).toBe("refresh-123");
    expect(lastHeaders["content-type"]).toBe("application/json");
    expect(lastUrl).toBe("/api/ok?page=2&read=all");
    expect(JSON.parse(lastBody)).toEqual({ a: 1 });
  });

  it("sends no Authorization header without a stored token", async () => {
    const { api } = client({ getAccessToken: () => null });
    await api.request("GET", "/ok");
    expect(lastHeaders.authorization).toBeUndefined();
  });

  it("stores the access token the server rotated", async () => {
    const c = client();
    await c.api.request("GET", "/rotate");
    expect(c.token()).toBe("fresh-token");
  });

  it("reports an HTTP status with the response data", async () => {
    const err = await failure(client().api.request("POST", "/invalid", { body: {} }));
    expect(err.kind).toBe("http");
    expect(err.status).toBe(400);
    expect(err.data).toMatchObject({ errors: [{ field: "email", message: "Enter an e-mail" }] });
  });

  it("reports a parsing error when the answer is not JSON", async () => {
    const err = await failure(client().api.request("GET", "/bad-json"));
    expect(err.kind).toBe("parse");
    expect(err.status).toBe(200);
  });

  it("reports a time-out when the server does not answer in time", async () => {
    const err = await failure(client().api.request("GET", "/slow", { timeoutMs: 150 }));
    expect(err.kind).toBe("timeout");
  });

  it("typed routes go through the same headers, token rotation and answer checks", async () => {
    const c = client();
    const res = await call(c.api.routes.post.likes.toggle.$post({ json: { postId: "a-story" } }));
    expect(res.data.stats.totalLikes).toBe(3);
    expect(lastUrl).toBe("/api/post/likes/toggle");
    expect(JSON.parse(lastBody)).toEqual({ postId: "a-story" });
    expect(lastHeaders.authorization).toBe("Bearer stored-token");
    expect(lastHeaders["content-type"]).toBe("application/json");
    expect(c.token()).toBe("rotated-by-like");
  });

  it("a typed route that fails throws the same ApiError, with the path parameter in the address", async () => {
    const err = await failure(call(client().api.routes.post[":id"].$delete({ param: { id: "gone" } })));
    expect(lastUrl).toBe("/api/post/gone");
    expect(err.kind).toBe("http");
    expect(err.status).toBe(404);
    expect(err.data).toMatchObject({ message: "nope" });
  });

  it("reports a fetch error when the server cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const err = await failure(client({ baseUrl: `http://127.0.0.1:${port}/api` }).api.request("GET", "/ok"));
    expect(err.kind).toBe("fetch");
  });
});

/**
 * The personal call answered beside the API's framework (src/server/http/viewer-call.ts): what it
 * sends is what the API's route sends for the same request (status, headers, bytes), and what it
 * cannot answer as the route would (a refresh to rotate, a query the route refuses, another method)
 * it leaves to the API, having sent nothing.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/start-server.ts";
import { createApi } from "../../src/server/api/app.ts";
import { createViewerCall } from "../../src/server/http/viewer-call.ts";
import { securityHeaders } from "../../src/server/http/security-headers.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { cachesTrusted, startTestServer } from "../support/test-server.ts";
import { apiCalls, overHttp } from "../support/api-calls.ts";

let running: RunningServer;
let beside: http.Server;
let besideUrl: string;
/** Whether the last request to `beside` was answered by the personal call's own path. */
let answered: boolean | undefined;
let ada: Person;
let bob: Person;
const ids: string[] = [];

beforeAll(async () => {
  running = await startTestServer();
  await cachesTrusted(running);
  const call = createViewerCall(running.app);
  // The path alone, on a server of its own: what it leaves is answered 599 here, by nobody.
  beside = http.createServer((req, res) => {
    void call.answer(req, res, "request-id").then((done) => {
      answered = done;
      if (!done && !res.headersSent) res.writeHead(599).end();
    });
  });
  await new Promise<void>((resolve) => beside.listen(0, "127.0.0.1", resolve));
  besideUrl = `http://127.0.0.1:${(beside.address() as AddressInfo).port}`;
  ada = await insertUser(running.app, { firstName: "Ada" });
  bob = await insertUser(running.app, { firstName: "Bob" });
  const { send } = apiCalls(overHttp(() => running.url));
  // Enough stories that the state passes 1 KB and goes out compressed.
  for (let i = 0; i < 14; i++) {
    const res = await send("POST", "/post/create", { title: `Viewer call ${i}`, content: "Words." }, ada);
    ids.push(((await res.json()) as { data: { post: { _id: string } } }).data.post._id);
  }
  await send("POST", "/post/likes/toggle", { postId: ids[0] }, bob);
});
afterAll(async () => {
  await new Promise((r) => beside?.close(r));
  await running?.close();
});

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function viaPath(path: string, headers: Record<string, string>, method = "GET"): Promise<Raw> {
  answered = undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(`${besideUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") kept[name] = value;
        resolve({ status: res.statusCode!, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The API's own answer (its Hono app, as server.ts hands it every other call). */
async function viaApi(path: string, headers: Record<string, string>): Promise<Raw> {
  const res = await createApi(running.app).request(path, { headers });
  const kept: Record<string, string> = {};
  res.headers.forEach((value, name) => (kept[name] = value));
  return { status: res.status, headers: kept, body: Buffer.from(await res.arrayBuffer()) };
}

const decoded = (r: Raw) =>
  r.headers["content-encoding"] === "br"
    ? zlib.brotliDecompressSync(r.body)
    : r.headers["content-encoding"] === "gzip"
      ? zlib.gunzipSync(r.body)
      : r.body;

const bearer = (who: Person) => ({ authorization: `Bearer ${who.token}` });

describe("the personal call's own path", () => {
  const cases: [string, () => string, () => Record<string, string>][] = [
    ["a reader by their token", () => `/api/user/viewer?posts=${ids[0]}&people=${ada.user.id}`, () => bearer(bob)],
    [
      "a reader by their cookies, compressed",
      () => `/api/user/viewer?posts=${ids.join(",")}`,
      () => ({ cookie: `access_token=${bob.token}; refresh_token=${bob.refreshToken}`, "accept-encoding": "br, gzip" }),
    ],
    [
      "gzip only",
      () => `/api/user/viewer?posts=${ids.join(",")}&suggest=3`,
      () => ({ ...bearer(bob), "accept-encoding": "gzip" }),
    ],
    ["a visitor", () => `/api/user/viewer?posts=${ids[0]}`, () => ({ "accept-encoding": "br" })],
    [
      "a token that is not one, without a refresh token",
      () => "/api/user/viewer",
      () => ({ authorization: "Bearer nope" }),
    ],
  ];
  for (const [name, path, headers] of cases) {
    it(`answers ${name} as the API's route does`, async () => {
      const mine = await viaPath(path(), headers());
      expect(answered).toBe(true);
      const api = await viaApi(path(), headers());
      expect(mine.status).toBe(api.status);
      expect(JSON.parse(decoded(mine).toString())).toEqual(JSON.parse(decoded(api).toString()));
      for (const header of ["content-type", "cache-control", "vary", "content-encoding"])
        expect([header, mine.headers[header]]).toEqual([header, api.headers[header]]);
      // What server.ts sets on every API answer: the request's id and the API's security headers.
      expect(mine.headers["x-request-id"]).toBe("request-id");
      expect(mine.headers).toMatchObject(securityHeaders(true, false));
      expect(Number(mine.headers["content-length"])).toBe(mine.body.length);
    });
  }

  it("sends the same bytes again from the state it keeps, and each encoding its own", async () => {
    const path = `/api/user/viewer?posts=${ids.join(",")}`;
    const br = await viaPath(path, { ...bearer(ada), "accept-encoding": "br" });
    const again = await viaPath(path, { ...bearer(ada), "accept-encoding": "br" });
    const plain = await viaPath(path, bearer(ada));
    expect(br.headers["content-encoding"]).toBe("br");
    expect(again.body.equals(br.body)).toBe(true);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Cookie, Authorization");
    expect(decoded(br).equals(plain.body)).toBe(true);
    expect(JSON.parse(plain.body.toString()).data.editablePosts).toHaveLength(ids.length);
  });

  it("leaves to the API what only the API answers, sending nothing", async () => {
    const expired = await running.app.tokens.signAccess(
      { userId: bob.user.id, version: bob.user.tokenVersion, sessionId: bob.sessionId },
      -60,
    );
    const left: [string, Record<string, string>, string?][] = [
      // A refresh to rotate: new cookies and x-access-token come from the API.
      ["/api/user/viewer", { cookie: `refresh_token=${bob.refreshToken}` }],
      ["/api/user/viewer", { cookie: `access_token=${expired}; refresh_token=${bob.refreshToken}` }],
      ["/api/user/viewer", { authorization: `Bearer ${expired}`, "refresh-token": bob.refreshToken }],
      // Queries the route refuses, in its words; a name given twice.
      ["/api/user/viewer?posts=1,2", bearer(bob)],
      ["/api/user/viewer?suggest=11", bearer(bob)],
      ["/api/user/viewer?what=1", bearer(bob)],
      [`/api/user/viewer?posts=${ids[0]}&posts=${ids[1]}`, bearer(bob)],
      ["/api/user/viewer", bearer(bob), "HEAD"],
      ["/api/user/viewer", bearer(bob), "POST"],
    ];
    for (const [path, headers, method] of left) {
      const res = await viaPath(path, headers, method);
      expect([path, method, answered, res.status]).toEqual([path, method, false, 599]);
    }
    // The API itself still answers them: the rotation, and the refusal naming the parameter.
    const rotated = await fetch(`${running.url}/api/user/viewer`, {
      headers: { cookie: `refresh_token=${bob.refreshToken}` },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get("x-access-token")).toBeTruthy();
    expect(((await rotated.json()) as { data: { user: { _id: string } } }).data.user._id).toBe(bob.user.id);
    const refused = await fetch(`${running.url}/api/user/viewer?what=1`, { headers: bearer(bob) });
    expect(refused.status).toBe(400);
  });

  it("answers the real server's personal calls with the API's headers", async () => {
    const res = await fetch(`${running.url}/api/user/viewer?posts=${ids[0]}`, { headers: bearer(bob) });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("content-security-policy")).toBe(securityHeaders(true, false)["content-security-policy"]);
    expect(((await res.json()) as { data: { likedPosts: string[] } }).data.likedPosts).toEqual([ids[0]]);
  });
});

/** The contract's transport rules: envelopes, error statuses, authentication, health. */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { AppContext } from "../../src/server/context.ts";
import type { Api } from "../../src/server/api/app.ts";
import { Hono } from "hono";
import { compression } from "../../src/server/api/middleware/compression.ts";
import { ok } from "../../src/server/api/envelope.ts";
import { errorResponse } from "../../src/server/api/errors.ts";
import { createTestApi, insertUser, jsonRequest } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
beforeAll(async () => {
  ({ app, api } = await createTestApi());
});
afterAll(async () => {
  await app.close();
});

const expectedEngine = process.env.DATABASE_URL ? "postgres" : "pglite";

describe("GET /api/health", () => {
  it("answers with the engine in use inside the success envelope", async () => {
    const res = await api.request("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, data: { status: "ok", engine: expectedEngine } });
  });
});

describe("unknown API paths", () => {
  it("answer 404 in the error envelope, as JSON", async () => {
    const res = await api.request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({
      success: false,
      message: "No such API endpoint",
      errors: [{ message: "No such API endpoint" }],
    });
  });
});

describe("authentication", () => {
  it("refuses GET /api/user without a session (401)", async () => {
    const res = await api.request("/api/user");
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.errors[0].message).toBe(body.message);
  });

  it("accepts a Bearer access token and answers the self user", async () => {
    const { user, token } = await insertUser(app, { firstName: "Grace", lastName: "Hopper" });
    const res = await api.request("/api/user", { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({
      _id: user.id,
      firstName: "Grace",
      lastName: "Hopper",
      email: user.email,
      settings: { theme: "soft", mode: "system" },
      hasPassword: true,
      googleLinked: false,
      interests: [],
    });
    expect(data).not.toHaveProperty("passwordHash");
    expect(data).not.toHaveProperty("tokenVersion");
  });

  it("accepts the access_token cookie too", async () => {
    const { token } = await insertUser(app);
    const res = await api.request("/api/user", { headers: { cookie: `access_token=${token}` } });
    expect(res.status).toBe(200);
  });

  it("refuses an expired token and clears the token cookies", async () => {
    const { user } = await insertUser(app);
    const expired = await app.tokens.signAccess({ userId: user.id, version: 0, sessionId: "s" }, -10);
    const res = await api.request("/api/user", { headers: { cookie: `access_token=${expired}` } });
    expect(res.status).toBe(401);
    const cleared = res.headers.getSetCookie().join("\n");
    expect(cleared).toMatch(/access_token=;.*Max-Age=0/);
    expect(cleared).toMatch(/refresh_token=;.*Max-Age=0/);
  });

  it("refuses a token whose version was revoked", async () => {
    const { user, sessionId } = await insertUser(app, { tokenVersion: 3 });
    const old = await app.tokens.signAccess({ userId: user.id, version: 2, sessionId });
    const res = await api.request("/api/user", { headers: { authorization: `Bearer ${old}` } });
    expect(res.status).toBe(401);
  });

  it("refuses a token signed with another key or algorithm", async () => {
    const { user } = await insertUser(app);
    const { SignJWT } = await import("jose");
    const forged = await new SignJWT({ ver: 0, sid: "s" })
      .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
      .setSubject(user.id)
      .setAudience("inkwell:access")
      .setIssuer("inkwell")
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("another-secret-that-is-32-characters-or-more"));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(
      JSON.stringify({ sub: user.id, ver: 0, sid: "s", aud: "inkwell:access" }),
    ).toString("base64url")}.`;
    for (const token of [forged, unsigned, "not-a-jwt"]) {
      const res = await api.request("/api/user", { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
    }
  });
});

describe("request bodies", () => {
  it("validates with one errors item per bad field, named as sent, and changes nothing", async () => {
    const { user, token } = await insertUser(app);
    const res = await api.request(
      "/api/user/me",
      jsonRequest("PATCH", { settings: { theme: "neon", mode: 7 }, email: "x@y.z" }, token),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    const fields = body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["email", "settings.mode", "settings.theme"]);
    expect(body.errors.find((e: { field: string }) => e.field === "email").message).toBe("Unknown field: email");
    const after = await app.services.users.getSelf(user.id);
    expect(after.settings).toEqual({ theme: "soft", mode: "system" });
  });

  it("applies a valid change and answers the new user", async () => {
    const { token } = await insertUser(app);
    const res = await api.request("/api/user/me", jsonRequest("PATCH", { settings: { theme: "editorial" } }, token));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Profile updated successfully!");
    expect(body.data.settings).toEqual({ theme: "editorial", mode: "system" });
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { token } = await insertUser(app);
    const res = await api.request("/api/user/me", jsonRequest("PATCH", "{ not json", token));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("The request body is not valid JSON");
  });

  it("answers 415 for a write whose body is not JSON by content type", async () => {
    const { token } = await insertUser(app);
    const res = await api.request("/api/user/me", {
      method: "PATCH",
      headers: { "content-type": "text/plain", authorization: `Bearer ${token}` },
      body: "theme=dark",
    });
    expect(res.status).toBe(415);
    expect((await res.json()).success).toBe(false);
  });

  it("answers 413 for a body over 1 MiB", async () => {
    const { token } = await insertUser(app);
    const big = JSON.stringify({ settings: { theme: "x".repeat(1024 * 1024 + 10) } });
    const res = await api.request("/api/user/me", jsonRequest("PATCH", big, token));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/);
  });

  it("marks API answers as not cacheable", async () => {
    const res = await api.request("/api/health");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("compressed JSON answers", () => {
  const unpack = (bytes: Buffer, encoding: string | null) =>
    (encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes).toString(
      "utf8",
    );

  it("compress an answer of 1 KB and more for a client that accepts it, and send small ones as they are", async () => {
    const { token } = await insertUser(app);
    const content = "A paragraph long enough to be worth compressing. ".repeat(60);
    const write = jsonRequest("POST", { title: "Compressed", content }, token);
    for (const accepted of ["br", "gzip", undefined]) {
      const headers = {
        ...(write.headers as Record<string, string>),
        ...(accepted ? { "accept-encoding": accepted } : {}),
      };
      const res = await api.request("/api/post/draft", { ...write, headers });
      expect(res.ok).toBe(true);
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.headers.get("content-encoding")).toBe(accepted ?? null);
      expect(res.headers.get("cache-control")).toBe("no-store");
      if (accepted) expect(res.headers.get("vary")).toContain("Accept-Encoding");
      const bytes = Buffer.from(await res.arrayBuffer());
      if (accepted) expect(bytes.length).toBeLessThan(content.length / 4);
      const body = JSON.parse(unpack(bytes, res.headers.get("content-encoding")));
      expect(body).toMatchObject({ success: true, data: { post: { title: "Compressed" } } });
    }
    // The self user (well under 1 KB) goes out as it is, even to a client that accepts brotli.
    const small = await api.request("/api/user", {
      headers: { authorization: `Bearer ${token}`, "accept-encoding": "br" },
    });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toContain("Accept-Encoding");
    expect((await small.json()).data.firstName).toBeTruthy();
    // HEAD answers name no encoding either.
    const head = await api.request("/api/user", {
      method: "HEAD",
      headers: { authorization: `Bearer ${token}`, "accept-encoding": "br" },
    });
    expect(head.headers.get("content-encoding")).toBeNull();
  });
});

describe("an error after an answer was made", () => {
  it("goes out plain, without the encoding of the answer it replaces", async () => {
    // The API's own parts around a handler whose compressed answer is abandoned by a later failure.
    const late = new Hono();
    late.use("*", compression);
    late.use("*", async (_c, next) => {
      await next();
      throw new Error("failed after the answer");
    });
    late.get("/big", (c) => ok(c, { text: "Long enough to be compressed. ".repeat(100) }));
    late.onError((err, c) => errorResponse(c, err, app.logger));
    const res = await late.request("/big", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(500);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toMatchObject({ success: false });
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After once the write budget is spent", async () => {
    const { app: limited, api: limitedApi } = await createTestApi({ RATE_LIMITS: "on" });
    try {
      const { WRITE_LIMIT } = await import("../../src/server/api/app.ts");
      let last: Response | undefined;
      for (let i = 0; i <= WRITE_LIMIT.points; i++) last = await limitedApi.request("/api/nothing", { method: "POST" });
      expect(last!.status).toBe(429);
      expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await last!.json()).message).toBe("Too many requests, please try again later");
      // Reads are not counted against the write budget.
      expect((await limitedApi.request("/api/health")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("can be switched off", async () => {
    const { app: open, api: openApi } = await createTestApi({ RATE_LIMITS: "off" });
    try {
      const { WRITE_LIMIT } = await import("../../src/server/api/app.ts");
      let last: Response | undefined;
      for (let i = 0; i <= WRITE_LIMIT.points; i++) last = await openApi.request("/api/nothing", { method: "POST" });
      expect(last!.status).toBe(404);
    } finally {
      await open.close();
    }
  });
});

describe("server errors", () => {
  it("answer 500 with a generic message and no stack, and log the error", async () => {
    const { app: broken, api: brokenApi } = await createTestApi();
    // The database is already closed below; closing the rest may complain, which is fine here.
    onTestFinished(() => broken.close().catch(() => {}));
    const logged: string[] = [];
    broken.logger.error = (msg: string) => void logged.push(msg);
    await broken.database.close();
    const res = await brokenApi.request("/api/health");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: "Something went wrong on our side. Please try again.",
      errors: [{ message: "Something went wrong on our side. Please try again." }],
    });
    expect(text).not.toMatch(/at .*\.ts|stack|Error:/);
    expect(logged.join()).toContain("/api/health");
  });
});

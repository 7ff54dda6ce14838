import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono, type Context } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, okShared } from "./envelope.ts";

afterEach(() => vi.restoreAllMocks());

/** A state as the personal call's cache hands out: large enough to be compressed. */
const state = () => ({ likedPosts: Array.from({ length: 200 }, (_, i) => `story-${i}`), unreadCount: 3 });

const app = (answer: (c: Context) => Response) => new Hono().get("/", answer);
const get = (a: Hono, encoding: string) => a.request("/", { headers: { "accept-encoding": encoding } });

describe("okShared", () => {
  it("writes a kept value's JSON and each compressed form once, and answers the same bytes as ok", async () => {
    const value = state();
    const shared = app((c) => okShared(c, value));
    const plain = app((c) => ok(c, value));
    const stringify = vi.spyOn(JSON, "stringify");
    const first = await get(shared, "br");
    const again = await get(shared, "br");
    const gzipped = await get(shared, "gzip");
    // (Hono itself stringifies something of its own: only envelopes count.)
    expect(stringify.mock.calls.filter(([v]) => typeof v === "object" && v !== null && "success" in v)).toHaveLength(1);
    expect(first.headers.get("content-encoding")).toBe("br");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    const expected = { success: true, data: value };
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(expected);
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual(expected);
    const fromOk = await get(plain, "br");
    expect(fromOk.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await fromOk.arrayBuffer())).toString())).toEqual(expected);
  });

  it("writes another value afresh, and ok never keeps what it wrote", async () => {
    let value = state();
    const shared = app((c) => okShared(c, value));
    const first = await (await get(shared, "identity")).json();
    // A new state (the cache's entry replaced after a write) is written anew.
    value = { ...state(), unreadCount: 4 };
    expect(await (await get(shared, "identity")).json()).toEqual({ success: true, data: value });
    expect(first.data.unreadCount).toBe(3);
    const kept = state();
    const plain = app((c) => ok(c, kept));
    await get(plain, "br");
    kept.unreadCount = 9;
    const body = await get(plain, "br");
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await body.arrayBuffer())).toString()).data.unreadCount).toBe(9);
  });
});

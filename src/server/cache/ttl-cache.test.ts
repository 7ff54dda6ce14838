import { describe, expect, it } from "vitest";
import { createPersonalCache } from "./ttl-cache.ts";

describe("createPersonalCache", () => {
  it("answers from memory within its time, and forgets one person without touching another", async () => {
    const cache = createPersonalCache<number>(60_000);
    let loads = 0;
    const load = (n: number) => () => Promise.resolve((loads++, n));
    expect(await cache.get("ada", "k", load(1))).toBe(1);
    expect(await cache.get("ada", "k", load(2))).toBe(1);
    expect(await cache.get("bob", "k", load(3))).toBe(3);
    cache.forget("ada");
    expect(await cache.get("ada", "k", load(4))).toBe(4);
    expect(await cache.get("bob", "k", load(5))).toBe(3);
    expect(loads).toBe(3);
  });

  it("does not keep a failed load", async () => {
    const cache = createPersonalCache<number>(60_000);
    await expect(cache.get("ada", "k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("ada", "k", () => Promise.resolve(7))).toBe(7);
  });

  it("stays within its entries", async () => {
    const cache = createPersonalCache<number>(60_000, 2);
    await cache.get("a", "1", () => Promise.resolve(1));
    await cache.get("b", "1", () => Promise.resolve(2));
    await cache.get("c", "1", () => Promise.resolve(3));
    expect(await cache.get("a", "1", () => Promise.resolve(9))).toBe(9);
  });
});

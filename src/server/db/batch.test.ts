import { describe, expect, it } from "vitest";
import { createBatcher } from "./batch.ts";

/** A `run` that records its batches and answers once `release` is called. */
function recorder(fail?: (item: string) => boolean) {
  const batches: string[][] = [];
  const gates: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const run = async (items: string[]) => {
    batches.push(items);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise<void>((resolve) => gates.push(resolve));
    inFlight--;
    if (items.some((i) => fail?.(i))) throw new Error(`bad ${items.join(",")}`);
    return items.map((i) => i.toUpperCase());
  };
  /** Lets every batch waiting so far answer, and the next turn of the event loop pass. */
  const release = async () => {
    for (const open of gates.splice(0)) open();
    // The answers settle, then the next batch is sent on the turn after.
    for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
  };
  return { run, batches, release, mostInFlight: () => mostInFlight };
}

const settle = (ps: Promise<unknown>[]) => Promise.allSettled(ps);

describe("createBatcher", () => {
  it("sends calls made together as one batch and answers each with its own result", async () => {
    const r = recorder();
    const batcher = createBatcher(r.run);
    const answers = ["a", "b", "c"].map((x) => batcher.add(x));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.batches).toEqual([["a", "b", "c"]]);
    await r.release();
    expect(await Promise.all(answers)).toEqual(["A", "B", "C"]);
  });

  it("keeps calls with one key apart and in order, each after the last one answered", async () => {
    const r = recorder();
    const batcher = createBatcher(r.run, { key: (x) => x[0]!, concurrency: 4 });
    const answers = ["a1", "b1", "a2", "a3"].map((x) => batcher.add(x));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.batches).toEqual([["a1", "b1"]]);
    await r.release();
    expect(r.batches).toEqual([["a1", "b1"], ["a2"]]);
    await r.release();
    await r.release();
    expect(r.batches).toEqual([["a1", "b1"], ["a2"], ["a3"]]);
    expect(await Promise.all(answers)).toEqual(["A1", "B1", "A2", "A3"]);
  });

  it("holds at most maxSize calls per batch and concurrency batches in flight", async () => {
    const r = recorder();
    const batcher = createBatcher(r.run, { maxSize: 2, concurrency: 2 });
    const answers = ["a", "b", "c", "d", "e"].map((x) => batcher.add(x));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.batches).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    await r.release();
    await r.release();
    expect(r.batches.at(-1)).toEqual(["e"]);
    expect(r.mostInFlight()).toBe(2);
    expect(await Promise.all(answers)).toEqual(["A", "B", "C", "D", "E"]);
  });

  it("tries a failed batch again one call at a time, so only the bad call fails", async () => {
    const r = recorder((x) => x === "bad");
    const batcher = createBatcher(r.run);
    const answers = settle(["a", "bad", "c"].map((x) => batcher.add(x)));
    for (let i = 0; i < 6; i++) await r.release();
    const results = await answers;
    expect(results.map((x) => x.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error("bad bad"));
    expect(r.batches).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });
});

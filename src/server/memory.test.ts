import { setTimeout as sleep } from "node:timers/promises";
import v8 from "node:v8";
import { expect, it } from "vitest";
import { giveMemoryBack, returnFreedMemory, returnFreedMemoryWhenIdle } from "./memory.ts";

const MB = 1024 * 1024;

/** A burst of small objects, one in ten kept: the old generation's pages each keep a few alive. */
function burst(): { n: number; text: string }[] {
  const kept: { n: number; text: string }[] = [];
  for (let n = 0; n < 2_000_000; n++) {
    const made = { n, text: `story ${n}` };
    if (n % 10 === 0) kept.push(made);
  }
  return kept;
}

it("gives back the heap's pages that a burst of garbage left, keeping what is alive", () => {
  const kept = burst();
  const before = v8.getHeapStatistics().total_heap_size;
  giveMemoryBack();
  const after = v8.getHeapStatistics().total_heap_size;
  // An ordinary full collection frees the objects and keeps their pages (tried: the same total).
  expect((before - after) / MB).toBeGreaterThan(20);
  expect(kept.length).toBe(200_000);
  expect(kept[199_999]!.text).toBe("story 1999990");
  // Asked again (the flag is set once), it still collects.
  expect(() => giveMemoryBack()).not.toThrow();
  expect(globalThis).not.toHaveProperty("gc");
});

const glibc = Boolean(
  (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime,
);

/**
 * 20,000 blocks of 4 KB from the allocator's heap, one in sixteen kept: glibc gives back a heap's free
 * top only, so the 60 KB between two kept blocks stay the process's when freed.
 */
async function fragments(): Promise<Buffer[]> {
  const kept = Array.from({ length: 20_000 }, (_, n) => Buffer.allocUnsafeSlow(4096).fill(n)).filter(
    (_, n) => n % 16 === 0,
  );
  // The buffers' memory is freed once V8 has collected them (its sweeper may finish a moment later).
  giveMemoryBack();
  await sleep(200);
  giveMemoryBack();
  return kept;
}
const intact = (kept: Buffer[]) => kept.every((block, n) => block.length === 4096 && block[0] === (n * 16) % 256);

it.skipIf(!glibc)("returns the pages the C allocator keeps between the blocks still in use", async () => {
  const kept = await fragments();
  const before = process.memoryUsage().rss;
  expect(returnFreedMemory()).toBe(true);
  const after = process.memoryUsage().rss;
  expect((before - after) / MB).toBeGreaterThan(40);
  expect(intact(kept)).toBe(true);
  // Again: nothing left to give, and still no error.
  expect(returnFreedMemory()).toBe(true);
});

it.skipIf(!glibc)("returns them on its own when the process was idle, not while it is busy", async () => {
  // Never idle enough (no share of busy time is below 0): it looks, and gives nothing back.
  let returned = 0;
  const busyOnly = returnFreedMemoryWhenIdle({ everyMs: 20, idleBelow: 0, onReturned: () => returned++ });
  const kept = await fragments();
  const before = process.memoryUsage().rss;
  await sleep(300);
  busyOnly();
  expect(returned).toBe(0);
  expect((before - process.memoryUsage().rss) / MB).toBeLessThan(20);
  // Idle (this test only sleeps): given back on a thread of its own, without being asked.
  const stop = returnFreedMemoryWhenIdle({ everyMs: 20, onReturned: () => returned++ });
  for (let waited = 0; returned === 0 && waited < 5_000; waited += 20) await sleep(20);
  stop();
  expect(returned).toBeGreaterThan(0);
  expect((before - process.memoryUsage().rss) / MB).toBeGreaterThan(40);
  expect(intact(kept)).toBe(true);
  // Stopped: it looks no more.
  const after = returned;
  await sleep(100);
  expect(returned).toBe(after);
});

import v8 from "node:v8";
import { expect, it } from "vitest";
import { giveMemoryBack } from "./memory.ts";

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

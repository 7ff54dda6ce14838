import { describe, expect, it } from "vitest";
import { isoTimer } from "./logger.ts";

describe("access lines' time", () => {
  it("is the ISO time of each moment, across seconds, days and years", () => {
    const iso = isoTimer();
    const moments = [
      Date.UTC(2026, 10, 29, 2, 30, 15, 0),
      Date.UTC(2026, 10, 29, 2, 30, 15, 7),
      Date.UTC(2026, 10, 29, 2, 30, 15, 42),
      Date.UTC(2026, 10, 29, 2, 30, 15, 999),
      Date.UTC(2026, 10, 29, 2, 30, 16, 1),
      Date.UTC(2026, 10, 29, 2, 30, 15, 500), // a clock set back
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      Date.UTC(2027, 0, 1, 0, 0, 0, 0),
    ];
    for (const at of moments) expect(iso(at)).toBe(new Date(at).toISOString());
  });
});

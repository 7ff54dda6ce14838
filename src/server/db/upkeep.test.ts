import { describe, expect, it } from "vitest";
import { upkeepOf, type TableState } from "./upkeep.ts";

const table = (over: Partial<TableState>): TableState => ({
  name: "posts",
  reltuples: 1000,
  dead: 0,
  changed: 0,
  inserted: 0,
  bytes: 1 << 20,
  ...over,
});

describe("the embedded database's upkeep, by autovacuum's default thresholds", () => {
  it("analyzes once 50 + 10% of the rows changed", () => {
    expect(upkeepOf(table({ changed: 150 }), false)).toBeNull();
    expect(upkeepOf(table({ changed: 151 }), false)).toBe("analyze");
  });
  it("vacuums once 50 + 20% of the rows are dead, or 1,000 + 20% were inserted", () => {
    expect(upkeepOf(table({ dead: 250, changed: 0 }), false)).toBeNull();
    expect(upkeepOf(table({ dead: 251 }), false)).toBe("vacuum analyze");
    expect(upkeepOf(table({ inserted: 1200 }), false)).toBeNull();
    expect(upkeepOf(table({ inserted: 1201 }), false)).toBe("vacuum analyze");
  });
  it("at start, takes up a table never analyzed unless it is a few pages", () => {
    expect(upkeepOf(table({ reltuples: -1 }), true)).toBe("vacuum analyze");
    expect(upkeepOf(table({ reltuples: -1 }), false)).toBeNull();
    expect(upkeepOf(table({ reltuples: -1, bytes: 8192 }), true)).toBeNull();
  });
});

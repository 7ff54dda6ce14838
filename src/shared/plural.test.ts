import { describe, expect, it } from "vitest";
import { countOf } from "./plural.ts";

describe("countOf", () => {
  it("says one thing, and any other number of things", () => {
    expect(countOf(1, "comment")).toBe("1 comment");
    expect(countOf(0, "comment")).toBe("0 comments");
    expect(countOf(2, "story", "stories")).toBe("2 stories");
    expect(countOf(1200, "follower")).toBe("1,200 followers");
  });
});

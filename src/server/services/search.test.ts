import { describe, expect, it } from "vitest";
import { adjacentSwaps, markHighlights, queryWords, tsqueryText } from "./search.ts";

describe("markHighlights", () => {
  it("escapes the text and turns markers into <mark>", () => {
    expect(markHighlights("a <b> & \u0001word\u0002 \"q\" 'x'")).toBe(
      "a &lt;b&gt; &amp; <mark>word</mark> &quot;q&quot; &#39;x&#39;",
    );
  });
  it("keeps elements balanced whatever markers the text holds", () => {
    expect(markHighlights("\u0002a\u0001\u0001b")).toBe("a<mark>b</mark>");
  });
});

describe("query building", () => {
  it("keeps letters and digits only, lower-cased, at most 8 words", () => {
    expect(queryWords("C'est ÇA: x&y | !z 42")).toEqual(["c", "est", "ça", "x", "y", "z", "42"]);
    expect(queryWords("🦄 ' -- ;")).toEqual([]);
    expect(queryWords("a b c d e f g h i j")).toHaveLength(8);
  });
  it("joins words with & and alternatives with |, the last as a prefix from 3 letters", () => {
    expect(tsqueryText([["sour"], ["lan", "land"]], true)).toBe("(sour) & (lan:* | land)");
    expect(tsqueryText([["la"]], true)).toBe("(la)");
    expect(tsqueryText([["lan"]], false)).toBe("(lan)");
  });
});

describe("adjacentSwaps", () => {
  it("swaps each pair of neighbouring letters once", () => {
    expect(adjacentSwaps("feild")).toEqual(["efild", "field", "felid", "feidl"]);
    expect(adjacentSwaps("aab")).toEqual(["aba"]);
  });
});

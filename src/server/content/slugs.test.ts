import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESERVED_SLUGS, SLUG_MAX, SLUG_PATTERN, slugBase } from "./slugs.ts";

describe("slugs", () => {
  it("transliterates and lower-cases", () => {
    expect(slugBase("Ça m'intéresse: Über Größe!")).toBe("ca-m-interesse-ueber-groesse");
    expect(slugBase("Hello   World")).toBe("hello-world");
  });

  it("is URL-safe, bounded and never reserved, whatever the title", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (title) => {
        const slug = slugBase(title);
        expect(slug).toMatch(SLUG_PATTERN);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
        expect(RESERVED_SLUGS).not.toContain(slug);
      }),
      { numRuns: 500 },
    );
  });

  it("turns reserved words and empty titles into real slugs", () => {
    for (const word of RESERVED_SLUGS) expect(slugBase(word)).toBe(`${word}-post`);
    expect(slugBase("!!!")).toBe("untitled");
  });
});

import { describe, expect, it } from "vitest";
import { samePeople } from "./coedit";

describe("samePeople", () => {
  const rhea = { name: "Rhea Rich", color: "#b4421e" };
  const omar = { name: "Omar Other", color: "#1e6fb4" };

  it("holds for the same names and colours in new objects (a caret moved: nothing to show anew)", () => {
    expect(samePeople([rhea, omar], [{ ...rhea }, { ...omar }])).toBe(true);
  });

  it("fails when someone came, left, was renamed or changed colour", () => {
    expect(samePeople([rhea], [rhea, omar])).toBe(false);
    expect(samePeople([rhea, omar], [rhea])).toBe(false);
    expect(samePeople([rhea], [{ ...rhea, name: "Rhea R." }])).toBe(false);
    expect(samePeople([rhea], [{ ...rhea, color: omar.color }])).toBe(false);
    expect(samePeople([rhea, omar], [omar, rhea])).toBe(false);
  });
});

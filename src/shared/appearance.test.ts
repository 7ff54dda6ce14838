import { describe, expect, it } from "vitest";
import { DEFAULT_APPEARANCE, parseAppearance, serializeAppearance } from "./appearance";

describe("appearance cookie", () => {
  it("round-trips a choice", () => {
    expect(parseAppearance(serializeAppearance({ theme: "editorial", mode: "dark" }))).toEqual({
      theme: "editorial",
      mode: "dark",
    });
  });
  it("defaults to the soft theme following the system when nothing (or nonsense) is remembered", () => {
    expect(DEFAULT_APPEARANCE).toEqual({ theme: "soft", mode: "system" });
    expect(parseAppearance(undefined)).toEqual(DEFAULT_APPEARANCE);
    expect(parseAppearance("neon.<script>")).toEqual(DEFAULT_APPEARANCE);
  });
});

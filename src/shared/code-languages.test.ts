import { common } from "lowlight";
import { describe, expect, it } from "vitest";
import { CODE_LANGUAGES } from "./code-languages";

describe("CODE_LANGUAGES", () => {
  it("lists exactly the languages the story page highlights", () => {
    expect(CODE_LANGUAGES.map((l) => l.id).sort()).toEqual(Object.keys(common).sort());
  });
});

import { describe, expect, it } from "vitest";
import { altProblem } from "./alt-text";

describe("altProblem", () => {
  it("asks for a description when there is none", () => {
    expect(altProblem("", "/uploads/a.png")).toBe("empty");
    expect(altProblem("   ", "/uploads/a.png")).toBe("empty");
  });

  it("takes a file name for what it is", () => {
    expect(altProblem("holiday.JPG", "/uploads/a.png")).toBe("file-name");
    expect(altProblem("IMG_2034", "/uploads/a.png")).toBe("file-name");
    expect(altProblem("Screenshot 2026-11-02 at 10.15.03", "/uploads/a.png")).toBe("file-name");
    expect(altProblem("3f9a1c", "/uploads/3f9a1c.webp#wide")).toBe("file-name");
    expect(altProblem("garden", "/uploads/3f9a1c.png", "garden.png")).toBe("file-name");
  });

  it("accepts a description", () => {
    expect(altProblem("Tomatoes ripening on the vine", "/uploads/garden.png", "IMG_1.png")).toBeNull();
    expect(altProblem("A photo of my dog", "/uploads/a.png")).toBeNull();
  });
});

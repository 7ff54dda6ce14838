import { describe, expect, it } from "vitest";
import { appearanceStylesheet, declarationsFor } from "./appearance-css.ts";

const css = [
  "@layer base{html{color:red}}",
  ":root,[data-theme=soft]{--l-bg:#faf8f5;--d-bg:#1b1a1f}",
  "[data-theme=editorial]{--l-bg:#fbf7ef;--d-bg:#171512}",
  ":root,[data-mode=light],[data-mode=system]{--bg:var(--l-bg)}",
  "[data-mode=dark]{--bg:var(--d-bg);color-scheme:dark}",
  "@media (prefers-color-scheme:dark){[data-mode=system]{--bg:var(--d-bg)}}",
  "[data-theme=dark]{color-scheme:dark}",
].join("");

describe("the stylesheet for readers without JavaScript", () => {
  it("finds a rule by one selector of its list, outside media queries", () => {
    expect(declarationsFor(css, "[data-theme=editorial]")).toBe("--l-bg:#fbf7ef;--d-bg:#171512");
    expect(declarationsFor(css, "[data-mode=light]")).toBe("--bg:var(--l-bg)");
    expect(declarationsFor(css, "[data-mode=system]")).toBe("--bg:var(--l-bg)");
    expect(declarationsFor(css, "[data-theme=nope]")).toBeUndefined();
  });

  it("repeats the chosen theme and mode on :root, above the shared page's defaults", () => {
    expect(appearanceStylesheet(css, { theme: "editorial", mode: "dark" })).toBe(
      ":root:root{--l-bg:#fbf7ef;--d-bg:#171512;--bg:var(--d-bg);color-scheme:dark}\n",
    );
    expect(appearanceStylesheet(css, { theme: "editorial", mode: "system" })).toBe(
      ":root:root{--l-bg:#fbf7ef;--d-bg:#171512}\n",
    );
  });
});

// @vitest-environment happy-dom
/**
 * The page's fields change only when a value does: the editor hands over its Markdown after every
 * transaction that changes its document, and one that leaves the Markdown as it was (a redraw, a mark
 * toggled on nothing) must not render the page again or write this device's copy again.
 */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { usePostSession } from "./use-post-session";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let session: ReturnType<typeof usePostSession>;
let renders = 0;
function Page() {
  session = usePostSession("writer-1", null);
  renders++;
  return null;
}

afterEach(() => localStorage.clear());

describe("the writing session's fields", () => {
  it("render and keep a copy when a value changes, and not when it comes again the same", () => {
    const root = createRoot(document.createElement("div"));
    act(() => root.render(<Page />));
    const opened = renders;

    act(() => session.update("content", "First words.\n"));
    expect(session.fields.content).toBe("First words.\n");
    // The text, then its save state ("unsaved").
    expect(renders).toBeGreaterThan(opened);
    const typed = renders;
    const kept = localStorage.getItem(Object.keys(localStorage)[0]!);
    expect(kept).toContain("First words.");

    localStorage.clear();
    act(() => {
      for (let i = 0; i < 60; i++) session.update("content", "First words.\n");
    });
    expect(renders).toBe(typed);
    expect(localStorage.length).toBe(0);

    act(() => session.update("content", "First words, and more.\n"));
    expect(renders).toBeGreaterThan(typed);
    expect(session.fields.content).toBe("First words, and more.\n");
    act(() => root.unmount());
  });
});

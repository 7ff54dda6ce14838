// @vitest-environment happy-dom
/** Typing GitHub's alert marker first in a quote turns the quote into a callout (issue 36). */
import { describe, expect, it } from "vitest";
import type { Editor } from "@milkdown/kit/core";
import { TextSelection } from "@milkdown/kit/prose/state";
import { getMarkdown } from "@milkdown/kit/utils";
import { editorPerTest } from "../../../../tests/support/rich-editor.ts";
import { viewOf } from "./make-editor";

const open = editorPerTest();

/** Types `text` at `pos` key by key, as the browser would: input rules first, else the character. */
function type(e: Editor, pos: number, text: string) {
  const view = viewOf(e);
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, pos)));
  for (const ch of text) {
    const { from, to } = view.state.selection;
    const taken = view.someProp("handleTextInput", (f) => f(view, from, to, ch, () => view.state.tr));
    if (!taken) view.dispatch(view.state.tr.insertText(ch, from, to));
  }
}

describe("the callout marker typed in a quote", () => {
  it("makes the quote a callout of that kind and drops the typed marker", async () => {
    const e = await open("> Water daily.\n");
    // Inside the quote's first paragraph, before its text.
    type(e, 2, "[!TIP] ");
    const quote = viewOf(e).state.doc.firstChild!;
    expect(quote.type.name).toBe("callout");
    expect(quote.attrs.kind).toBe("tip");
    expect(quote.textContent).toBe("Water daily.");
    // (Less the empty paragraph kept at the end to type after a block.)
    expect(e.action(getMarkdown()).replace(/\n+$/, "\n")).toBe("> [!TIP]\n> Water daily.\n");
  });

  it("leaves the marker as text in a plain paragraph or later in a quote", async () => {
    const e = await open("A line.\n\n> First.\n>\n> Second.\n");
    type(e, 1, "[!NOTE] ");
    const doc = viewOf(e).state.doc;
    expect(doc.firstChild!.textContent).toBe("[!NOTE] A line.");
    const second = doc.child(1).child(1);
    const at = 1 + doc.firstChild!.nodeSize + 1 + doc.child(1).firstChild!.nodeSize + 1;
    expect(second.textContent).toBe("Second.");
    type(e, at, "[!NOTE] ");
    expect(viewOf(e).state.doc.child(1).type.name).toBe("blockquote");
  });
});

describe("a callout with text on the marker's line", () => {
  it("opens as a callout holding that text and writes the marker on a line of its own", async () => {
    const e = await open("> [!WARNING] Hot **pans**.\n> Use gloves.\n");
    const callout = viewOf(e).state.doc.firstChild!;
    expect(callout.type.name).toBe("callout");
    expect(callout.attrs.kind).toBe("warning");
    expect(callout.textContent).toMatch(/^Hot pans\.\s*Use gloves\.$/);
    expect(e.action(getMarkdown()).replace(/\n+$/, "\n")).toBe("> [!WARNING]\n> Hot **pans**.\n> Use gloves.\n");
  });
});

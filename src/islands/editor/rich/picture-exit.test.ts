// @vitest-environment happy-dom
/**
 * A click beside or below a picture goes to a paragraph after it, not into the picture's own (issue
 * 36), and the stored Markdown stays as it was until the writer types there.
 */
import { describe, expect, it } from "vitest";
import type { Editor } from "@milkdown/kit/core";
import { editorPerTest } from "../../../../tests/support/rich-editor.ts";
import { flushChanges, viewOf } from "./make-editor";

const opened = editorPerTest();
const open = (markdown: string, changes: string[]) => opened(markdown, { onChange: (md) => changes.push(md) });

/** A click that ProseMirror placed at `pos`, on `target`. */
function click(e: Editor, pos: number, target: Element) {
  const view = viewOf(e);
  const event = new MouseEvent("mousedown");
  Object.defineProperty(event, "target", { value: target });
  return view.someProp("handleClick", (f) => f(view, pos, event)) ?? false;
}

const WIDE = "![Hills at dusk](/uploads/hills.webp#wide)";

describe("leaving a picture by mouse", () => {
  it("a click below a picture ending the story goes to a new paragraph after it; nothing stored changes until typing", async () => {
    const story = `Before.\n\n${WIDE}\n`;
    const changes: string[] = [];
    const e = await open(story, changes);
    const view = viewOf(e);
    expect(view.state.doc.childCount).toBe(2);
    expect(click(e, view.state.doc.content.size - 1, view.dom)).toBe(true);
    const { doc, selection } = view.state;
    expect(doc.childCount).toBe(3);
    expect(selection.$from.parent).toBe(doc.lastChild);
    flushChanges(e);
    expect(changes).toEqual([story]);
    view.dispatch(view.state.tr.insertText("After."));
    flushChanges(e);
    expect(changes.at(-1)).toBe(`Before.\n\n${WIDE}\n\nAfter.\n`);
  });

  it("a click beside a picture between blocks makes a paragraph after it, written out as nothing until typed in", async () => {
    const story = `Before.\n\n${WIDE}\n\nAfter.\n`;
    const changes: string[] = [];
    const e = await open(story, changes);
    const view = viewOf(e);
    const end = view.state.doc.child(0).nodeSize + view.state.doc.child(1).nodeSize - 1;
    expect(click(e, end, view.dom)).toBe(true);
    expect(view.state.doc.child(2).content.size).toBe(0);
    expect(view.state.selection.$from.parent).toBe(view.state.doc.child(2));
    flushChanges(e);
    expect(changes).toEqual([story]);
    view.dispatch(view.state.tr.insertText("New words."));
    flushChanges(e);
    expect(changes.at(-1)).toBe(`Before.\n\n${WIDE}\n\nNew words.\n\nAfter.\n`);
  });

  it("a second click there makes no second paragraph", async () => {
    const e = await open(`${WIDE}\n`, []);
    const view = viewOf(e);
    click(e, view.state.doc.content.size - 1, view.dom);
    const size = view.state.doc.content.size;
    expect(click(e, view.state.doc.child(0).nodeSize - 1, view.dom)).toBe(true);
    expect(view.state.doc.content.size).toBe(size);
  });

  it("a click on the picture or its caption, or in ordinary text, is left to the editor", async () => {
    const e = await open(`Before.\n\n${WIDE}\n`, []);
    const view = viewOf(e);
    const caption = document.createElement("span");
    caption.className = "rich-caption";
    expect(click(e, view.state.doc.child(0).nodeSize + 1, document.createElement("img"))).toBe(false);
    expect(click(e, view.state.doc.child(0).nodeSize + 1, caption)).toBe(false);
    expect(click(e, 3, view.dom)).toBe(false);
  });
});

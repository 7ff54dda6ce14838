// @vitest-environment happy-dom
/** A click beside or below a picture goes to a paragraph after it, not into the picture's own (issue 36). */
import { afterEach, describe, expect, it } from "vitest";
import type { Editor } from "@milkdown/kit/core";
import { getMarkdown } from "@milkdown/kit/utils";
import { makeRichEditor, viewOf } from "./make-editor";

let editor: Editor | null = null;
afterEach(async () => {
  await editor?.destroy();
  editor = null;
});

async function open(markdown: string) {
  const root = document.createElement("div");
  document.body.append(root);
  editor = await makeRichEditor({
    root,
    markdown,
    label: "Story",
    onChange: () => {},
    quiet: () => false,
    onUpdate: () => {},
    onLinkKey: () => {},
    onSlashKey: () => false,
    onCardKey: () => false,
    onImageFiles: () => {},
  });
  return editor;
}

/** A click that ProseMirror placed at `pos`, on `target`. */
function click(e: Editor, pos: number, target: Element) {
  const view = viewOf(e);
  const event = new MouseEvent("mousedown");
  Object.defineProperty(event, "target", { value: target });
  return view.someProp("handleClick", (f) => f(view, pos, event)) ?? false;
}

const WIDE = "![Hills at dusk](/uploads/hills.webp#wide)";

describe("leaving a picture by mouse", () => {
  it("a click after a picture in the middle of a story makes a paragraph after it and puts the caret there", async () => {
    const e = await open(`Before.\n\n${WIDE}\n\nAfter.\n`);
    const view = viewOf(e);
    const picture = view.state.doc.child(1);
    const end = view.state.doc.child(0).nodeSize + picture.nodeSize - 1;
    expect(click(e, end, view.dom)).toBe(true);
    const { doc, selection } = view.state;
    expect(doc.child(2).type.name).toBe("paragraph");
    expect(doc.child(2).content.size).toBe(0);
    expect(selection.$from.parent).toBe(doc.child(2));
    view.dispatch(view.state.tr.insertText("New words."));
    expect(e.action(getMarkdown())).toContain(`${WIDE}\n\nNew words.\n\nAfter.`);
  });

  it("a story ending with a picture keeps an empty paragraph after it, and a click below goes there", async () => {
    const e = await open(`Before.\n\n${WIDE}\n`);
    const view = viewOf(e);
    // Any change, as the writer's first one: Milkdown's trailing rule runs after a transaction.
    view.dispatch(view.state.tr.insertText("Just ", 1));
    expect(view.state.doc.lastChild!.content.size).toBe(0);
    const count = view.state.doc.childCount;
    const end = view.state.doc.child(0).nodeSize + view.state.doc.child(1).nodeSize - 1;
    expect(click(e, end, view.dom)).toBe(true);
    expect(view.state.doc.childCount).toBe(count);
    expect(view.state.selection.$from.parent).toBe(view.state.doc.lastChild);
    // The empty paragraph is no part of the story written out.
    expect(e.action(getMarkdown()).trimEnd()).toBe(`Just Before.\n\n${WIDE}`);
  });

  it("a click on the picture itself or in ordinary text is left to the editor", async () => {
    const e = await open(`Before.\n\n${WIDE}\n`);
    const view = viewOf(e);
    expect(click(e, view.state.doc.child(0).nodeSize + 1, document.createElement("img"))).toBe(false);
    expect(click(e, 3, view.dom)).toBe(false);
  });
});

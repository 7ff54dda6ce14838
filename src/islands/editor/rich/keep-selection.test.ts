// @vitest-environment happy-dom
/**
 * A selected picture survives the redraw of binding the editor to the live room's shared text (issue
 * 36): y-prosemirror's redraw turns it into a text selection; the selection put back is the picture.
 */
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { prosemirrorToYXmlFragment, ySyncPlugin } from "y-prosemirror";
import { NodeSelection, TextSelection, type Plugin } from "@milkdown/kit/prose/state";
import { editorPerTest } from "../../../../tests/support/rich-editor.ts";
import { selectionAfterRedraw } from "./keep-selection";
import { viewOf } from "./make-editor";
import { parserCtx } from "@milkdown/kit/core";

const opened = editorPerTest();
const STORY = "Before.\n\n![Hills at dusk](/uploads/hills.webp)\n\nAfter.\n";

/** The editor's view with the picture selected whole, as a click on it leaves it. */
async function pictureSelected(markdown = STORY) {
  const editor = await opened(markdown);
  const view = viewOf(editor);
  let at = -1;
  view.state.doc.descendants((node, pos) => {
    if (node.type.name === "image") at = pos;
  });
  view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, at)));
  return { view, at, parse: (md: string) => editor.ctx.get(parserCtx)(md) };
}

/** Binds the view to a shared document holding `text` (as coedit.ts does): y-prosemirror redraws it. */
function bind(view: ReturnType<typeof viewOf>, text = view.state.doc) {
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment("prosemirror");
  prosemirrorToYXmlFragment(text, fragment);
  view.updateState(view.state.reconfigure({ plugins: [ySyncPlugin(fragment) as Plugin, ...view.state.plugins] }));
}

describe("the selection after a redraw", () => {
  it("a selected picture is selected whole again after the binding's redraw (which made it text)", async () => {
    const { view, at } = await pictureSelected();
    const before = view.state.selection;
    bind(view);
    // What y-prosemirror leaves: text around the picture, no card.
    expect(view.state.selection).toBeInstanceOf(TextSelection);
    const after = selectionAfterRedraw(view.state.doc, before);
    expect(after).toBeInstanceOf(NodeSelection);
    expect(after.from).toBe(at);
    expect((after as NodeSelection).node.type.name).toBe("image");
  });

  it("a caret or a text selection comes back as text between the same places", async () => {
    const { view } = await pictureSelected();
    const before = TextSelection.create(view.state.doc, 2, 5);
    const after = selectionAfterRedraw(view.state.doc, before);
    expect(after).toBeInstanceOf(TextSelection);
    expect([after.anchor, after.head]).toEqual([2, 5]);
  });

  it("another picture, or text, now where the picture was is not selected as it; past the end goes to the end", async () => {
    const { view, at, parse } = await pictureSelected();
    const before = view.state.selection;
    const otherPicture = parse("Before.\n\n![Sea](/uploads/sea.webp)\n\nAfter.\n");
    expect(otherPicture.nodeAt(at)?.type.name).toBe("image");
    expect(selectionAfterRedraw(otherPicture, before)).toBeInstanceOf(TextSelection);
    const short = parse("Hi.\n");
    const after = selectionAfterRedraw(short, before);
    expect(after).toBeInstanceOf(TextSelection);
    expect(after.head).toBe(short.content.size - 1);
  });
});

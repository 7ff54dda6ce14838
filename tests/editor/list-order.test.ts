// @vitest-environment happy-dom
/**
 * Ordered lists' labels kept in step by looking at what changed (rich/list-order) instead of walking
 * the whole story after every transaction, as Milkdown's plugin did: the labels come out the same.
 */
import { describe, expect, it } from "vitest";
import { parserCtx } from "@milkdown/kit/core";
import type { Node } from "@milkdown/kit/prose/model";
import { TextSelection } from "@milkdown/kit/prose/state";
import { viewOf } from "../../src/islands/editor/rich/make-editor.ts";
import { changedRange } from "../../src/islands/editor/rich/list-order.ts";
import { editorPerTest } from "../support/rich-editor.ts";

const open = editorPerTest();

const labels = (doc: Node) => {
  const found: string[] = [];
  doc.descendants((node) => {
    if (node.type.name === "list_item") found.push(`${node.attrs.listType}:${node.attrs.label}`);
  });
  return found;
};

describe("ordered lists' labels", () => {
  it("follow an item put in the middle of a list, far from the list too", async () => {
    const filler = Array.from({ length: 30 }, (_, i) => `Paragraph ${i} of the story.`).join("\n\n");
    const editor = await open(`${filler}\n\n1. one\n2. two\n3. three\n\n${filler}\n`);
    const view = viewOf(editor);
    const parse = editor.ctx.get(parserCtx);
    const item = parse("1. inserted\n").firstChild!.firstChild!;
    let second = -1;
    view.state.doc.descendants((node, pos) => {
      if (node.type.name === "list_item" && node.textContent === "two") second = pos;
    });
    view.dispatch(view.state.tr.insert(second, item));
    expect(labels(view.state.doc)).toEqual(["ordered:1.", "ordered:2.", "ordered:3.", "ordered:4."]);
    // A caret move afterwards changes nothing.
    const before = view.state.doc;
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, 1)));
    expect(view.state.doc).toBe(before);
  });

  it("take in a change skipped meanwhile (not in the history) with the next one", async () => {
    const editor = await open("1. one\n2. two\n\nA paragraph.\n\nAnother paragraph.\n");
    const view = viewOf(editor);
    const item = editor.ctx.get(parserCtx)("1. first\n").firstChild!.firstChild!;
    // Skipped, as Milkdown's plugin skips it: labels wrong for now.
    view.dispatch(view.state.tr.insert(1, item).setMeta("addToHistory", false));
    expect(labels(view.state.doc)).toEqual(["ordered:1.", "ordered:1.", "ordered:2."]);
    // A keystroke in the last paragraph, far from the list: the list is looked at again.
    view.dispatch(view.state.tr.insertText("!", view.state.doc.content.size - 2));
    expect(labels(view.state.doc)).toEqual(["ordered:1.", "ordered:2.", "ordered:3."]);
  });

  it("are looked at only in the blocks that changed", async () => {
    const editor = await open("First paragraph.\n\n1. one\n2. two\n\nLast paragraph.\n");
    const { doc } = viewOf(editor).state;
    const end = doc.content.size - 2;
    const typed = doc.replace(end, end, doc.slice(1, 2));
    const range = changedRange(doc, typed)!;
    const last = doc.content.size - doc.lastChild!.nodeSize;
    expect(range.from).toBeGreaterThanOrEqual(last);
    expect(changedRange(doc, doc)).toBeNull();
    expect(changedRange(null, doc)).toEqual({ from: 0, to: doc.content.size });
  });
});

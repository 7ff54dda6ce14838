// @vitest-environment happy-dom
/**
 * The first to open a story brings its text to the live room (coedit.ts): the shared text is made from
 * the editor's document, and binding to it then keeps the page's nodes and their DOM (issue 36). Binding
 * without the seed's mapping, y-prosemirror drew the whole story anew from the shared text: for a story
 * of 10,000 words, a second rendering of every node while the writer could type.
 */
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { ySyncPlugin, yXmlFragmentToProseMirrorRootNode } from "y-prosemirror";
import type { Plugin } from "@milkdown/kit/prose/state";
import type { EditorView } from "@milkdown/kit/prose/view";
import { editorPerTest } from "../../../../tests/support/rich-editor.ts";
import { viewOf } from "./make-editor";
import { carryMapping, seedOf, type Mapping } from "./coedit";

const opened = editorPerTest();
const STORY = [
  "## A heading",
  "Some **strong words**, some _quiet ones_, a [link](https://example.com/) and `inline code`.",
  "- the first point\n- a second point, **longer**",
  "```ts\nconst total = 1;\n```",
  "1. one\n2. two",
  "> A quotation.",
  "The last line.",
].join("\n\n");

/** The room's document after the seed went in: a copy of the seed's text, made of the same items. */
function room(update: Uint8Array) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  return doc.getXmlFragment("prosemirror");
}

function bind(view: EditorView, fragment: Y.XmlFragment, mapping?: Mapping) {
  const sync = ySyncPlugin(fragment, mapping ? { mapping } : {}) as Plugin;
  view.updateState(view.state.reconfigure({ plugins: [sync, ...view.state.plugins] }));
}

describe("the seed of the shared text", () => {
  it("holds the editor's document, and its mapping carries to the room's copy element for element", async () => {
    const view = viewOf(await opened(STORY));
    const seed = seedOf(view.state.doc);
    const shared = room(seed.update);
    expect(yXmlFragmentToProseMirrorRootNode(shared, view.state.schema).eq(view.state.doc)).toBe(true);
    const mapping = carryMapping(seed.fragment, shared, seed.mapping)!;
    shared.toArray().forEach((element, i) => expect(mapping.get(element)).toBe(view.state.doc.child(i)));
  });

  it("binding with the mapping keeps the page's nodes and DOM; without it, every block is drawn anew", async () => {
    const view = viewOf(await opened(STORY));
    const doc = view.state.doc;
    const blocks = [...view.dom.children];
    const seed = seedOf(doc);
    const shared = room(seed.update);
    bind(view, shared, carryMapping(seed.fragment, shared, seed.mapping)!);
    expect(view.state.doc).toBe(doc);
    expect([...view.dom.children]).toEqual(blocks);
  });

  it("(as it was) binding without the mapping draws every block anew from the shared text", async () => {
    const view = viewOf(await opened(STORY));
    const doc = view.state.doc;
    bind(view, room(seedOf(doc).update));
    expect(view.state.doc.eq(doc)).toBe(true);
    expect(view.state.doc.firstChild).not.toBe(doc.firstChild);
  });

  it("what is typed after binding goes into the shared text", async () => {
    const view = viewOf(await opened(STORY));
    const seed = seedOf(view.state.doc);
    const shared = room(seed.update);
    bind(view, shared, carryMapping(seed.fragment, shared, seed.mapping)!);
    const end = view.state.doc.content.size - 1;
    view.dispatch(view.state.tr.insertText(" More words.", end - 1));
    expect(view.state.doc.lastChild?.textContent).toContain("More words.");
    expect(yXmlFragmentToProseMirrorRootNode(shared, view.state.schema).eq(view.state.doc)).toBe(true);
  });

  it("does not carry a mapping to a text of another shape", async () => {
    const view = viewOf(await opened(STORY));
    const seed = seedOf(view.state.doc);
    const { schema } = view.state;
    const other = schema.node("doc", null, [schema.node("paragraph", null, [schema.text("Only one paragraph.")])]);
    expect(carryMapping(seed.fragment, room(seedOf(other).update), seed.mapping)).toBeNull();
  });
});

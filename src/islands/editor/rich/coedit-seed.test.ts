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
import { TextSelection, type Plugin } from "@milkdown/kit/prose/state";
import type { EditorView } from "@milkdown/kit/prose/view";
import { editorPerTest, openRichEditor } from "../../../../tests/support/rich-editor.ts";
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

describe("two editors on the seed", () => {
  /** The seeder bound with the seed's mapping, another page bound as it joins (drawn from the shared text). */
  async function pair() {
    const a = viewOf(await opened("Start."));
    const other = await openRichEditor("Start.");
    const b = viewOf(other);
    const seed = seedOf(a.state.doc);
    const docA = new Y.Doc();
    const docB = new Y.Doc();
    Y.applyUpdate(docA, seed.update, "remote");
    Y.applyUpdate(docB, seed.update, "remote");
    const shared = docA.getXmlFragment("prosemirror");
    bind(a, shared, carryMapping(seed.fragment, shared, seed.mapping)!);
    bind(b, docB.getXmlFragment("prosemirror"));
    const toB: Uint8Array[] = [];
    const toA: Uint8Array[] = [];
    docA.on("update", (u: Uint8Array, origin: unknown) => origin !== "remote" && toB.push(u));
    docB.on("update", (u: Uint8Array, origin: unknown) => origin !== "remote" && toA.push(u));
    const deliver = () => {
      for (const u of toB.splice(0)) Y.applyUpdate(docB, u, "remote");
      for (const u of toA.splice(0)) Y.applyUpdate(docA, u, "remote");
    };
    return { a, b, shared, deliver, close: () => other.destroy() };
  }

  it("typing at both ends of one paragraph at once ends with the same text holding both", async () => {
    const { a, b, shared, deliver, close } = await pair();
    a.dispatch(a.state.tr.setSelection(TextSelection.create(a.state.doc, 1)));
    b.dispatch(b.state.tr.setSelection(TextSelection.create(b.state.doc, b.state.doc.firstChild!.nodeSize - 1)));
    const [first, last] = ["alpha ", " beta"];
    for (let i = 0; i < first.length; i++) {
      a.dispatch(a.state.tr.insertText(first[i]!));
      if (last[i]) b.dispatch(b.state.tr.insertText(last[i]!));
      if (i % 2) deliver();
    }
    deliver();
    expect(a.state.doc.textContent).toBe("alpha Start. beta");
    expect(b.state.doc.textContent).toBe("alpha Start. beta");
    expect(yXmlFragmentToProseMirrorRootNode(shared, a.state.schema).eq(a.state.doc)).toBe(true);
    await close();
  });
});

describe("a co-author's change that reached this page before the seed's answer", () => {
  /**
   * The server stores the seed, then records its version before answering: meanwhile another person
   * can join (the stored seed in their answer) and type. Their change, relayed here before the answer,
   * waits in the room's document (it builds on the seed's items) and goes in with the seed.
   */
  async function early(change: (b: EditorView) => void) {
    const a = viewOf(await opened(STORY));
    const seed = seedOf(a.state.doc);
    const other = await openRichEditor("");
    const b = viewOf(other);
    const docB = new Y.Doc();
    Y.applyUpdate(docB, seed.update, "remote");
    bind(b, docB.getXmlFragment("prosemirror"));
    const sent: Uint8Array[] = [];
    docB.on("update", (u: Uint8Array, origin: unknown) => origin !== "remote" && sent.push(u));
    change(b);
    expect(sent.length).toBeGreaterThan(0);
    const docA = new Y.Doc();
    for (const u of sent) Y.applyUpdate(docA, u, "remote");
    Y.applyUpdate(docA, seed.update, "remote");
    const shared = docA.getXmlFragment("prosemirror");
    const mapping = carryMapping(seed.fragment, shared, seed.mapping);
    bind(a, shared, mapping ?? undefined);
    return { a, b, mapping, close: () => other.destroy() };
  }

  it("words typed: the mapping is not carried, and the seeder's page shows them", async () => {
    const { a, b, mapping, close } = await early((b) => {
      const end = b.state.doc.content.size - 1;
      b.dispatch(b.state.tr.insertText(" Added by a co-author.", end));
    });
    expect(mapping).toBeNull();
    expect(a.state.doc.lastChild?.textContent).toBe("The last line. Added by a co-author.");
    expect(a.state.doc.toJSON()).toEqual(b.state.doc.toJSON());
    await close();
  });

  it("words deleted: the mapping is not carried, and the seeder's page shows the deletion", async () => {
    const { a, b, mapping, close } = await early((b) => {
      const end = b.state.doc.content.size - 1;
      b.dispatch(b.state.tr.delete(end - " line.".length, end));
    });
    expect(mapping).toBeNull();
    expect(a.state.doc.lastChild?.textContent).toBe("The last");
    expect(a.state.doc.toJSON()).toEqual(b.state.doc.toJSON());
    await close();
  });

  it("a mark added: the mapping is not carried, and the seeder's page shows it", async () => {
    const { a, b, mapping, close } = await early((b) => {
      const end = b.state.doc.content.size - 1;
      b.dispatch(b.state.tr.addMark(end - "line.".length, end, b.state.schema.marks.strong!.create()));
    });
    expect(mapping).toBeNull();
    expect(a.state.doc.toJSON()).toEqual(b.state.doc.toJSON());
    await close();
  });
});

// @vitest-environment happy-dom
/**
 * A long story's blocks out of sight are skipped by the browser (content-visibility), but never the
 * caret's block or its neighbours: a block just made by Enter is drawn in the same update (issue 36;
 * without it, Chromium skipped that block for a frame and the first key typed in it lost the caret).
 */
import { describe, expect, it } from "vitest";
import { TextSelection } from "@milkdown/kit/prose/state";
import { splitBlock } from "@milkdown/kit/prose/commands";
import { editorPerTest } from "../../../../tests/support/rich-editor.ts";
import { viewOf } from "./make-editor";
import { LONG_FROM } from "./out-of-sight";

const opened = editorPerTest();
const story = (blocks: number) => Array.from({ length: blocks }, (_, i) => `Paragraph ${i}.`).join("\n\n");
const near = (dom: HTMLElement) => [...dom.children].flatMap((el, i) => (el.classList.contains("is-near") ? [i] : []));

/** The caret at the end of top-level block `index`. */
function caretIn(view: ReturnType<typeof viewOf>, index: number) {
  let end = 0;
  view.state.doc.forEach((block, offset, i) => {
    if (i === index) end = offset + block.nodeSize - 1;
  });
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, end)));
}

describe("blocks out of sight", () => {
  it("a short story is drawn whole", async () => {
    const view = viewOf(await opened(story(LONG_FROM - 1)));
    caretIn(view, 3);
    expect(view.dom.classList.contains("is-long")).toBe(false);
    expect(near(view.dom)).toEqual([]);
  });

  it("in a long story, the caret's block and its neighbours are kept drawn, following the caret", async () => {
    const view = viewOf(await opened(story(100)));
    expect(view.dom.classList.contains("is-long")).toBe(true);
    caretIn(view, 50);
    expect(near(view.dom)).toEqual([49, 50, 51]);
    caretIn(view, 0);
    expect(near(view.dom)).toEqual([0, 1]);
    caretIn(view, 99);
    expect(near(view.dom)).toEqual([98, 99]);
  });

  it("a block made by Enter is drawn in the update that made it", async () => {
    const view = viewOf(await opened(story(100)));
    caretIn(view, 50);
    splitBlock(view.state, view.dispatch);
    expect(view.state.doc.childCount).toBe(101);
    expect(near(view.dom)).toEqual([50, 51, 52]);
  });

  it("a selection over several blocks keeps them all drawn", async () => {
    const view = viewOf(await opened(story(100)));
    const { doc } = view.state;
    view.dispatch(view.state.tr.setSelection(TextSelection.create(doc, 1, doc.resolve(doc.content.size - 2).pos)));
    expect(near(view.dom)).toHaveLength(100);
  });
});

/**
 * A long story's blocks out of sight are neither laid out nor painted (CSS `content-visibility: auto`,
 * global.css): each key typed then costs the browser the blocks on the screen, not the whole story
 * (issue 36). The block holding the caret or the selection, and the one on each side of it, are kept
 * drawn (`is-near`), in the same update as the change that made or reached them: Chromium decides
 * whether a block is in sight only at the next frame, so a block just made (Enter) was skipped for a
 * frame and the first key typed in it lost the caret (what undid this once, in ef5e1cd).
 */
import { Plugin, type EditorState } from "@milkdown/kit/prose/state";
import { Decoration, DecorationSet } from "@milkdown/kit/prose/view";
import { $prose } from "@milkdown/kit/utils";

/** From this many top-level blocks (a story of a few screens), those out of sight are skipped. */
export const LONG_FROM = 60;

/** The top-level blocks kept drawn: from the one before the selection's first to the one after its last. */
export function nearBlocks(state: EditorState): { from: number; to: number } | null {
  const { doc, selection } = state;
  if (doc.childCount < LONG_FROM) return null;
  const first = doc.resolve(selection.from).index(0);
  const last = doc.resolve(selection.to).index(0);
  return { from: Math.max(0, first - 1), to: Math.min(doc.childCount - 1, last + 1) };
}

function decorate(state: EditorState): DecorationSet | null {
  const near = nearBlocks(state);
  if (!near) return null;
  const found: Decoration[] = [];
  state.doc.forEach((block, offset, index) => {
    if (index >= near.from && index <= near.to)
      found.push(Decoration.node(offset, offset + block.nodeSize, { class: "is-near" }));
  });
  return DecorationSet.create(state.doc, found);
}

export const outOfSight = $prose(() => {
  // The same set while the near blocks stay (the caret moving in a block, a key typed in it).
  let last: { state: EditorState; near: string; set: DecorationSet | null } | null = null;
  const decorations = (state: EditorState) => {
    if (last?.state === state) return last.set;
    const near = JSON.stringify(nearBlocks(state));
    const set = last && last.near === near && last.state.doc === state.doc ? last.set : decorate(state);
    last = { state, near, set };
    return set;
  };
  return new Plugin({
    props: {
      decorations,
      attributes: (state): Record<string, string> => (state.doc.childCount >= LONG_FROM ? { class: "is-long" } : {}),
    },
  });
});

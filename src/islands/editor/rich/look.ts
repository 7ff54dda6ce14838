/**
 * What the editor's React parts show of the editor's state, as one string: the toolbar's pressed
 * buttons, the slash menu's query, and the selection when it is more than a caret (a picture's card
 * and the selection's toolbar follow it). The editor re-renders only when this changes, not on every
 * keystroke: a React commit while the focus is in a long story costs milliseconds (React walks the
 * whole editable text to note the selection before and restore it after).
 */
import { NodeSelection, type EditorState } from "@milkdown/kit/prose/state";
import { FORMATS, type FormatName } from "../commands";
import { isActive } from "./formats";
import { slashQuery } from "./slash";

const NAMES = Object.keys(FORMATS) as FormatName[];

export function lookOf(state: EditorState): string {
  const { selection } = state;
  const pressed = NAMES.map((name) => (isActive(state, name) ? "1" : "0")).join("");
  const query = slashQuery(state);
  const slash = query === null ? "" : `${selection.$from.start()}/${query}`;
  // A selection (text or a picture): its bar or card follows every change of the document too.
  const around =
    selection.empty && !(selection instanceof NodeSelection)
      ? ""
      : `${selection.from}-${selection.to}:${state.doc.content.size}:${nodeMark(state)}`;
  return `${pressed}|${slash}|${around}`;
}

/** Changes when anything in the document changes while a selection is shown (a caption typed in a card). */
const stamps = new WeakMap<object, number>();
let next = 0;
function nodeMark(state: EditorState): number {
  let stamp = stamps.get(state.doc);
  if (stamp === undefined) stamps.set(state.doc, (stamp = next++));
  return stamp;
}

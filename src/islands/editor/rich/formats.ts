/**
 * The formatting commands of the rich editor, as ProseMirror commands on Milkdown's schema: the
 * toolbar and the keyboard run the same ones. Each toggles: a heading of the same level turns back
 * into a paragraph, a quote or list is lifted out of when the caret is already in one.
 */
import { lift, setBlockType, toggleMark, wrapIn } from "@milkdown/kit/prose/commands";
import type { NodeType } from "@milkdown/kit/prose/model";
import { liftListItem, wrapInList } from "@milkdown/kit/prose/schema-list";
import type { Command, EditorState } from "@milkdown/kit/prose/state";
import type { FormatName } from "../commands";

/** Whether the selection's start sits inside a node of `type`. */
function within(state: EditorState, type: NodeType | undefined): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type === type) return true;
  return false;
}

const toggleHeading =
  (level: number): Command =>
  (state, dispatch) => {
    const { heading, paragraph } = state.schema.nodes;
    const block = state.selection.$from.parent;
    if (block.type === heading && block.attrs.level === level) return setBlockType(paragraph!)(state, dispatch);
    return setBlockType(heading!, { level })(state, dispatch);
  };

const toggleQuote: Command = (state, dispatch) =>
  within(state, state.schema.nodes.blockquote)
    ? lift(state, dispatch)
    : wrapIn(state.schema.nodes.blockquote!)(state, dispatch);

const toggleList =
  (name: "bullet_list" | "ordered_list"): Command =>
  (state, dispatch) => {
    const list = state.schema.nodes[name];
    if (within(state, list)) return liftListItem(state.schema.nodes.list_item!)(state, dispatch);
    return wrapInList(list!)(state, dispatch);
  };

const mark =
  (name: string): Command =>
  (state, dispatch) =>
    toggleMark(state.schema.marks[name]!)(state, dispatch);

/**
 * A link on the selection, or off when the selection is in one. The address comes from the caller
 * (the toolbar's field); a selection with no text gets the address as its text.
 */
export function setLink(href: string): Command {
  return (state, dispatch) => {
    const type = state.schema.marks.link!;
    const { from, to, empty } = state.selection;
    if (!dispatch) return true;
    const tr = state.tr;
    if (empty) {
      tr.insertText(href, from);
      tr.addMark(from, from + href.length, type.create({ href }));
    } else {
      tr.removeMark(from, to, type).addMark(from, to, type.create({ href }));
    }
    dispatch(tr.scrollIntoView());
    return true;
  };
}

/** Whether the selection carries a link now (the toolbar then removes it). */
export const inLink = (state: EditorState) => {
  const type = state.schema.marks.link!;
  const { from, to, empty, $from } = state.selection;
  return empty ? !!type.isInSet($from.marks()) : state.doc.rangeHasMark(from, to, type);
};

export const removeLink: Command = (state, dispatch) => {
  const type = state.schema.marks.link!;
  let { from, to } = state.selection;
  if (state.selection.empty) {
    // The whole link around the caret.
    const $pos = state.selection.$from;
    const start = $pos.parent.childAfter($pos.parentOffset);
    if (!start.node || !type.isInSet(start.node.marks)) return false;
    from = $pos.start() + start.offset;
    to = from + start.node.nodeSize;
  }
  if (dispatch) dispatch(state.tr.removeMark(from, to, type));
  return true;
};

/** Every toolbar format but the link (which asks for an address first). */
export const RICH_FORMATS: Record<Exclude<FormatName, "link">, Command> = {
  heading: toggleHeading(2),
  subheading: toggleHeading(3),
  bold: mark("strong"),
  italic: mark("emphasis"),
  quote: toggleQuote,
  code: mark("inlineCode"),
  bulletList: toggleList("bullet_list"),
  numberedList: toggleList("ordered_list"),
};

/** Whether a format is on where the caret is (the toolbar shows it pressed). */
export function isActive(state: EditorState, name: FormatName): boolean {
  const { nodes, marks } = state.schema;
  const block = state.selection.$from.parent;
  switch (name) {
    case "heading":
      return block.type === nodes.heading && block.attrs.level === 2;
    case "subheading":
      return block.type === nodes.heading && block.attrs.level === 3;
    case "quote":
      return within(state, nodes.blockquote);
    case "bulletList":
      return within(state, nodes.bullet_list);
    case "numberedList":
      return within(state, nodes.ordered_list);
    case "link":
      return inLink(state);
    default: {
      const type = marks[{ bold: "strong", italic: "emphasis", code: "inlineCode" }[name]]!;
      const { from, to, empty, $from } = state.selection;
      return empty ? !!type.isInSet(state.storedMarks ?? $from.marks()) : state.doc.rangeHasMark(from, to, type);
    }
  }
}

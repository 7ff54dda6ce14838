/**
 * Ordered lists' item labels ("1.", "2.") kept in step, as Milkdown's syncListOrderPlugin does, but
 * looking only at the blocks that changed: Milkdown's walks every node of the story after every
 * transaction, a caret move included (about a millisecond per keystroke in a 10,000-word story).
 * The blocks checked are the top-level ones that differ from the document checked last time, so a
 * change skipped meanwhile (not added to the history: a part of a long story appended, a co-editor's
 * change) is looked at with the next one, as the whole-document walk would.
 */
import { bulletListSchema, listItemSchema, orderedListSchema } from "@milkdown/kit/preset/commonmark";
import type { Node } from "@milkdown/kit/prose/model";
import { Plugin, PluginKey, type EditorState, type Transaction } from "@milkdown/kit/prose/state";
import { $prose } from "@milkdown/kit/utils";

/** The range of `doc`'s top level that differs from `before` (null when nothing does). */
export function changedRange(before: Node | null, doc: Node): { from: number; to: number } | null {
  if (!before) return { from: 0, to: doc.content.size };
  const start = doc.content.findDiffStart(before.content);
  if (start === null) return null;
  const end = doc.content.findDiffEnd(before.content);
  // findDiffEnd can overlap the start when the change repeats what surrounds it: widen to cover both.
  const to = end ? Math.max(end.a, start) : doc.content.size;
  return { from: Math.min(start, to), to };
}

export const listOrder = $prose((ctx) => {
  let checked: Node | null = null;
  const sync = (transactions: readonly Transaction[], _old: EditorState, state: EditorState) => {
    // Milkdown's own conditions: not while parts are appended or remote changes come in.
    if (!state.selection || transactions.some((tr) => tr.getMeta("addToHistory") === false || !tr.isGeneric))
      return null;
    const range = changedRange(checked, state.doc);
    checked = state.doc;
    if (!range) return null;
    const orderedList = orderedListSchema.type(ctx);
    const bulletList = bulletListSchema.type(ctx);
    const listItem = listItemSchema.type(ctx);
    const label = (attrs: Record<string, unknown>, index: number, order = 1) => {
      const expected = `${index + order}.`;
      if (attrs.label === expected) return false;
      attrs.label = expected;
      return true;
    };
    let tr = state.tr;
    let changed = false;
    // The same visit as Milkdown's, node by node.
    const visit = (node: Node, pos: number, parent: Node | null, index: number) => {
      if (node.type === bulletList) {
        const base = node.maybeChild(0);
        if (base?.type === listItem && base.attrs.listType === "ordered") {
          changed = true;
          tr.setNodeMarkup(pos, orderedList, { spread: true });
          node.descendants((child, at, _parent, i) => {
            if (child.type === listItem) {
              const attrs = { ...child.attrs };
              if (label(attrs, i)) tr = tr.setNodeMarkup(pos + 1 + at, undefined, attrs);
            }
            return false;
          });
        }
      } else if (node.type === listItem && parent?.type === orderedList) {
        const attrs = { ...node.attrs };
        let differs = false;
        if (attrs.listType !== "ordered") {
          attrs.listType = "ordered";
          differs = true;
        }
        if (parent.maybeChild(0)) differs = label(attrs, index, (parent.attrs.order as number | undefined) ?? 1);
        if (differs) {
          tr = tr.setNodeMarkup(pos, undefined, attrs);
          changed = true;
        }
      }
    };
    const { doc } = state;
    let pos = 0;
    for (let i = 0; i < doc.childCount; i++) {
      const block = doc.child(i);
      const end = pos + block.nodeSize;
      if (end >= range.from && pos <= range.to) {
        visit(block, pos, doc, i);
        const at = pos;
        block.descendants((node, p, parent, index) => visit(node, at + 1 + p, parent, index));
      }
      if (pos > range.to) break;
      pos = end;
    }
    return changed ? tr.setMeta("addToHistory", false) : null;
  };
  return new Plugin({ key: new PluginKey("INKWELL_LIST_ORDER"), appendTransaction: sync });
});

/**
 * The selection to put back after the whole document was redrawn (live co-editing binds the editor to
 * the shared text by replacing the document: see coedit.ts). A picture selected as a whole (its card
 * open) stays selected as a whole while the same picture is still there; anything else comes back as
 * the text between the same places, as near as the text allows. Restored as text, a picture's
 * selection became a text selection around it and its card closed under the writer's finger.
 */
import type { Node } from "@milkdown/kit/prose/model";
import { NodeSelection, TextSelection, type Selection } from "@milkdown/kit/prose/state";

export function selectionAfterRedraw(doc: Node, before: Selection): Selection {
  if (before instanceof NodeSelection) {
    const node = before.to <= doc.content.size ? doc.nodeAt(before.from) : null;
    // The same kind of node, and for a picture the same picture (not another one now in its place).
    if (node && node.type.name === before.node.type.name && node.attrs.src === before.node.attrs.src)
      return NodeSelection.create(doc, before.from);
  }
  const at = (pos: number) => doc.resolve(Math.min(pos, doc.content.size));
  return TextSelection.between(at(before.anchor), at(before.head));
}

/**
 * Leaving a picture by mouse. A picture is inline in Markdown (a paragraph holding only `![…](…)`),
 * so a click beside or below it (the last block of a story, a wide one with no room beside it) put
 * the caret in the picture's own paragraph, and the words typed there ended its being a card. Such a
 * click goes to an empty paragraph after the picture, made only then: opening a story or moving
 * about in it changes nothing, and an empty paragraph is written out as nothing, so the stored
 * Markdown is the same until the writer types (a page with a changed text saves it).
 */
import type { Node as ProseNode } from "@milkdown/kit/prose/model";
import { Plugin, TextSelection } from "@milkdown/kit/prose/state";
import { paragraphSchema } from "@milkdown/kit/preset/commonmark";
import { $prose } from "@milkdown/kit/utils";

/** A paragraph holding one picture and nothing else: what the story page shows as a card. */
const pictureAlone = (node: ProseNode) =>
  node.type.name === "paragraph" && node.childCount === 1 && node.firstChild!.type.name === "image";

export const pictureExit = $prose(
  () =>
    new Plugin({
      props: {
        handleClick: (view, pos, event) => {
          // The picture itself and its caption select it (its card opens), as before.
          if ((event.target as Element | null)?.closest?.("img, .rich-caption")) return false;
          const $pos = view.state.doc.resolve(pos);
          if (!pictureAlone($pos.parent)) return false;
          const after = $pos.after();
          const next = view.state.doc.nodeAt(after);
          const tr = view.state.tr;
          if (next?.type.name !== "paragraph" || next.content.size > 0)
            tr.insert(after, view.state.schema.nodes.paragraph!.create());
          view.dispatch(tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView());
          return true;
        },
      },
    }),
);

/**
 * An empty paragraph of the story's own (not one in a list item or a quote, which Markdown needs) is
 * written out as nothing rather than as blank lines: the page shows nothing for it either way.
 */
export const quietEmptyParagraph = paragraphSchema.extendSchema((prev) => (ctx) => {
  const base = prev(ctx);
  return {
    ...base,
    toMarkdown: {
      ...base.toMarkdown,
      runner: (state, node) => {
        const top = state.top();
        if (node.content.size > 0 || top?.type !== "root") base.toMarkdown.runner(state, node);
        // A story of empty paragraphs alone: remark wants the root's list of children even when empty.
        else top.children ??= [];
      },
    },
  };
});

/**
 * Leaving a picture by mouse. A picture is inline in Markdown (a paragraph holding only `![…](…)`),
 * so a click beside or below it would put the caret in the picture's own paragraph, and the words
 * typed there would end the picture's being a card (on the story page too). Such a click goes to
 * the paragraph after the picture instead, made when there is none, and a story ending with a
 * picture keeps an empty paragraph after it to click in (as after a table or code).
 */
import type { Ctx } from "@milkdown/kit/ctx";
import type { Node as ProseNode } from "@milkdown/kit/prose/model";
import { Plugin, TextSelection } from "@milkdown/kit/prose/state";
import { trailingConfig } from "@milkdown/kit/plugin/trailing";
import { $prose } from "@milkdown/kit/utils";

/** A paragraph holding one picture and nothing else: what the story page shows as a card. */
export const pictureAlone = (node: ProseNode | null | undefined) =>
  node?.type.name === "paragraph" && node.childCount === 1 && node.firstChild!.type.name === "image";

/** Milkdown's own rule (a paragraph after a last table or code), and one after a last picture. */
export function pictureTrailing(ctx: Ctx) {
  ctx.update(trailingConfig.key, (prev) => ({
    ...prev,
    shouldAppend: (last, state) => prev.shouldAppend(last, state) || pictureAlone(last),
  }));
}

export const pictureExit = $prose(
  () =>
    new Plugin({
      props: {
        handleClick: (view, pos, event) => {
          if (event.target instanceof HTMLImageElement) return false;
          const $pos = view.state.doc.resolve(pos);
          if (!pictureAlone($pos.parent)) return false;
          const after = $pos.after();
          const next = view.state.doc.nodeAt(after);
          let tr = view.state.tr;
          if (!(next?.type.name === "paragraph" && next.content.size === 0))
            tr = tr.insert(after, view.state.schema.nodes.paragraph!.create());
          view.dispatch(tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView());
          view.focus();
          return true;
        },
      },
    }),
);

/**
 * Embeds: a bare http(s) address alone in a paragraph of the story (YouTube, Vimeo, a gist, CodePen,
 * a fediverse post, a link card for anything else; the story page draws them). In the editor it is a
 * card naming the site and the address, fetched from nowhere; it is written back as the bare address
 * on its own line (an mdast `html` node, so remark neither escapes it nor wraps it in <…>).
 */
import { Plugin, TextSelection } from "@milkdown/kit/prose/state";
import type { EditorView } from "@milkdown/kit/prose/view";
import { $nodeSchema, $prose, $remark } from "@milkdown/kit/utils";
import { m } from "../../../i18n/m";
import { embedProvider, isEmbeddable } from "./providers";

/** An mdast node, as much as this file reads of it. */
interface MdNode {
  type: string;
  value?: unknown;
  children?: MdNode[];
  position?: unknown;
}
interface Parent extends MdNode {
  children: MdNode[];
}
type Link = Parent & { url?: string; title?: string | null };

/** The address a top-level paragraph embeds, or null when it is more than one bare link. */
function embedded(node: MdNode): string | null {
  if (node.type !== "paragraph") return null;
  const [link, ...more] = (node as Parent).children;
  if (!link || more.length || link.type !== "link") return null;
  const { url, title, children } = link as Link;
  const [text, ...rest] = children;
  if (rest.length || text?.type !== "text" || (text as { value?: string }).value !== url || title) return null;
  return url && isEmbeddable(url) ? url : null;
}

export const remarkEmbeds = $remark("remarkEmbeds", () => () => (tree: MdNode) => {
  const root = tree as Parent;
  root.children = root.children.map((child) => {
    const url = embedded(child);
    return url ? ({ type: "embed", url, position: child.position } as MdNode) : child;
  });
});

export const embedSchema = $nodeSchema("embed", () => ({
  group: "block",
  atom: true,
  selectable: true,
  draggable: true,
  isolating: true,
  attrs: { url: { default: "", validate: "string" } },
  parseDOM: [{ tag: "div.embed-card[data-url]", getAttrs: (dom) => ({ url: dom.getAttribute("data-url") ?? "" }) }],
  toDOM: (node) => {
    const url = String(node.attrs.url);
    return [
      "div",
      { class: "embed-card", "data-url": url, contenteditable: "false" },
      ["span", { class: "embed-provider" }, m.rich_embed_card({ site: embedProvider(url) })],
      ["span", { class: "embed-url" }, url],
    ];
  },
  parseMarkdown: {
    match: (node) => node.type === "embed",
    runner: (state, node, type) => {
      state.addNode(type, { url: node.url as string });
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === "embed",
    runner: (state, node) => {
      state.openNode("paragraph");
      state.addNode("html", undefined, String(node.attrs.url));
      state.closeNode();
    },
  },
}));

/**
 * An embed of `url` in place of the empty top-level paragraph holding the caret, or after the block
 * the caret is in; the caret goes to a new paragraph after it, to write on.
 */
export function insertEmbed(view: EditorView, url: string): void {
  const { state } = view;
  const { $from } = state.selection;
  const { embed, paragraph } = state.schema.nodes;
  const nodes = [embed!.create({ url }), paragraph!.create()];
  const emptyLine = $from.depth === 1 && $from.parent.type === paragraph && $from.parent.content.size === 0;
  const from = emptyLine ? $from.before(1) : $from.depth ? $from.after(1) : $from.pos;
  const tr = emptyLine ? state.tr.replaceWith(from, $from.after(1), nodes) : state.tr.insert(from, nodes);
  view.dispatch(tr.setSelection(TextSelection.create(tr.doc, from + 2)).scrollIntoView());
}

/** A link pasted alone on an empty line becomes an embed (anywhere else it stays a link). */
export const pasteEmbeds = $prose(
  () =>
    new Plugin({
      props: {
        handlePaste: (view, event) => {
          const text = event.clipboardData?.getData("text/plain").trim() ?? "";
          const { $from, empty } = view.state.selection;
          if (!empty || $from.depth !== 1 || $from.parent.type.name !== "paragraph" || $from.parent.content.size)
            return false;
          if (!isEmbeddable(text)) return false;
          insertEmbed(view, text);
          return true;
        },
      },
    }),
);

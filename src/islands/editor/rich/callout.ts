/**
 * Callouts: GitHub's alerts (`> [!NOTE]` as a blockquote's first line), so a story stays portable.
 * A remark step turns such a blockquote into a `callout` before Milkdown reads it; writing back, the
 * marker goes out as raw text (an mdast `html` node) on the quote's first line, where remark would
 * otherwise escape its bracket (`\[!NOTE]`) and the story page would show a plain quote.
 */
import { InputRule } from "@milkdown/kit/prose/inputrules";
import { $inputRule, $nodeSchema, $remark } from "@milkdown/kit/utils";
import { CALLOUT_MARKER } from "../../../shared/callout-marker";

/** What the editor offers; IMPORTANT and CAUTION are read and kept, not offered. */
export const CALLOUT_KINDS = ["note", "tip", "warning"] as const;
export type CalloutKind = (typeof CALLOUT_KINDS)[number];

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
const hasChildren = (node: MdNode): node is Parent => Array.isArray((node as Parent).children);

/** The blockquote as a callout, or null when its first line is no alert marker. */
function asCallout(quote: Parent): Parent | null {
  const first = quote.children[0];
  if (!first || first.type !== "paragraph" || !hasChildren(first)) return null;
  const text = first.children[0];
  const value = text?.type === "text" && typeof text.value === "string" ? text.value : null;
  const match = value === null ? null : CALLOUT_MARKER.exec(value);
  if (!match || !text || value === null) return null;
  const left = value.slice(match[0].length);
  let after = first.children.slice(1);
  // Milkdown's own remark step has already made the line's end a `break` (remark-line-break).
  if (!left && after[0]?.type === "break") after = after.slice(1);
  const inline = left ? [{ ...text, value: left }, ...after] : after;
  const children = inline.length
    ? [{ ...first, children: inline }, ...quote.children.slice(1)]
    : quote.children.slice(1);
  return { type: "callout", kind: match[1]!.toLowerCase(), children, position: quote.position } as Parent;
}

function calloutsIn(node: MdNode) {
  if (!hasChildren(node)) return;
  node.children = node.children.map((child) => (child.type === "blockquote" && asCallout(child as Parent)) || child);
  node.children.forEach(calloutsIn);
}

export const remarkCallouts = $remark("remarkCallouts", () => () => calloutsIn);

export const calloutSchema = $nodeSchema("callout", () => ({
  content: "block+",
  group: "block",
  defining: true,
  attrs: { kind: { default: "note", validate: "string" } },
  parseDOM: [
    {
      tag: "aside.callout",
      getAttrs: (dom) => ({
        kind: dom.getAttribute("data-kind") ?? /callout-(\w+)/.exec(dom.className)?.[1] ?? "note",
      }),
      contentElement: (dom) => dom.querySelector<HTMLElement>(".callout-body") ?? dom,
    },
  ],
  toDOM: (node) => {
    const kind = String(node.attrs.kind);
    return ["aside", { class: `callout callout-${kind}`, "data-kind": kind }, ["div", { class: "callout-body" }, 0]];
  },
  parseMarkdown: {
    match: (node) => node.type === "callout",
    runner: (state, node, type) => {
      state.openNode(type, { kind: node.kind as string });
      state.next(node.children ?? []);
      state.closeNode();
    },
  },
  toMarkdown: {
    match: (node) => node.type.name === "callout",
    runner: (state, node) => {
      state.openNode("blockquote");
      state.openNode("paragraph");
      state.addNode("html", undefined, `[!${String(node.attrs.kind).toUpperCase()}]`);
      let rest = node.content;
      const first = node.firstChild;
      if (first?.type.name === "paragraph") {
        if (first.content.size) {
          state.addNode("text", undefined, "\n");
          state.next(first.content);
        }
        rest = node.content.cut(first.nodeSize);
      }
      state.closeNode();
      state.next(rest);
      state.closeNode();
    },
  },
}));

/**
 * Typing GitHub's marker (`[!NOTE] `, `[!TIP] `, …) first in a quote makes the quote a callout of that
 * kind, as the story page will show it; the marker itself goes (the callout writes it back).
 */
export const calloutInputRule = $inputRule(
  (ctx) =>
    new InputRule(/^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \u00a0]$/i, (state, match, start, end) => {
      const $start = state.doc.resolve(start);
      const depth = $start.depth - 1;
      if (depth < 1 || $start.node(depth).type.name !== "blockquote" || $start.index(depth) !== 0) return null;
      const tr = state.tr.delete(start, end);
      return tr.setNodeMarkup($start.before(depth), calloutSchema.type(ctx), { kind: match[1]!.toLowerCase() });
    }),
);

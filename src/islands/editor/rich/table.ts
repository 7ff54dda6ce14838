/**
 * Table cells written as their text alone: Milkdown writes a cell's paragraph as a paragraph, and an
 * empty one (not the last of the document) as `<br />`, which a reader's page drops but the Markdown
 * (and its view, e-mail, feeds) kept. An empty cell is an empty cell.
 */
import type { Node as ProseNode } from "@milkdown/kit/prose/model";
import { tableCellSchema, tableHeaderSchema } from "@milkdown/kit/preset/gfm";
import type { SerializerState } from "@milkdown/kit/transformer";

const cellRunner = (state: SerializerState, node: ProseNode) => {
  state.openNode("tableCell");
  node.content.forEach((child) => state.next(child.type.name === "paragraph" ? child.content : child));
  state.closeNode();
};

export const plainTableCell = tableCellSchema.extendSchema((prev) => (ctx) => ({
  ...prev(ctx),
  toMarkdown: { match: (node) => node.type.name === "table_cell", runner: cellRunner },
}));

export const plainTableHeader = tableHeaderSchema.extendSchema((prev) => (ctx) => ({
  ...prev(ctx),
  toMarkdown: { match: (node) => node.type.name === "table_header", runner: cellRunner },
}));

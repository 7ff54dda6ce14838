/**
 * The blocks a writer did not touch are written back exactly as the story had them. Milkdown writes
 * a whole story out from its document, in its own way: a table's `| --- |` row became `| - |`, a `*`
 * list `-`, and so on. Opening a story and saving it changed its text although the writer changed
 * nothing ("Unsaved changes" at once, a revision, a diff), and an edit in one paragraph rewrote a
 * table three screens away.
 *
 * What the story opened with is remembered: its Markdown and the document made from it, whose
 * top-level blocks are lined up with the Markdown's (remark's positions). When the document is
 * written out, the blocks at its start and end equal to the opened ones (`Node.eq`: a co-editing
 * redraw makes new but equal nodes) are their original text; only the blocks between are written by
 * Milkdown. Anything that does not line up (a link reference that belongs to no block, a node remark
 * gave no position) writes the whole document out as before: the text may then be re-formatted,
 * never lost.
 */
import { Fragment, type Node as ProseNode } from "@milkdown/kit/prose/model";
import type { EditorView } from "@milkdown/kit/prose/view";
import { splitForOpening } from "./open-in-parts";

/** A top-level node of remark's tree, as far as this needs it. */
interface MdBlock {
  type: string;
  position?: { start?: { offset?: number }; end?: { offset?: number } };
}

/** What the story opened with; `blocks` (where each top-level block is in `markdown`) once worked out. */
interface Base {
  doc: ProseNode;
  markdown: string;
  blocks?: { from: number; to: number }[] | null;
  /** The blocks read so far, while they are read a part at a time. */
  reading?: Reading;
}

const bases = new WeakMap<EditorView, Base>();

/** The document's blocks that are the story's (not the empty paragraph kept at the end to type after a table). */
function blocksOf(doc: ProseNode): ProseNode[] {
  const nodes: ProseNode[] = [];
  doc.forEach((node) => nodes.push(node));
  const last = nodes.at(-1);
  if (nodes.length > 1 && last?.type.name === "paragraph" && last.content.size === 0) nodes.pop();
  return nodes;
}

/** Which of the editor's nodes each kind of Markdown block becomes (ours included: callout, embed). */
const BECOMES: Record<string, readonly string[]> = {
  paragraph: ["paragraph", "image", "embed", "html"],
  heading: ["heading"],
  code: ["code_block"],
  blockquote: ["blockquote"],
  callout: ["callout"],
  list: ["bullet_list", "ordered_list"],
  table: ["table"],
  thematicBreak: ["hr"],
  html: ["html", "paragraph"],
  embed: ["embed"],
  footnoteDefinition: ["footnote_definition"],
};

const LISTS = new Set(["bullet_list", "ordered_list"]);
const bothLists = (a: ProseNode | undefined, b: ProseNode | undefined) =>
  !!a && !!b && LISTS.has(a.type.name) && LISTS.has(b.type.name);

/**
 * remark's blocks of the story, read a part at a time (the parts a long story opens in: they share
 * nothing, so their blocks are the whole text's), their positions counted from the story's start.
 */
interface Reading {
  parts: string[];
  offset: number;
  found: MdBlock[];
}

function startReading(markdown: string): Reading {
  const parts = splitForOpening(markdown);
  return { parts: parts ? [parts.first, ...parts.later] : [markdown], offset: 0, found: [] };
}

/** Reads the next part; true once none is left. */
function readPart(reading: Reading, tree: (markdown: string) => MdBlock[]): boolean {
  const part = reading.parts.shift();
  if (part === undefined) return true;
  for (const block of tree(part)) {
    const from = block.position?.start?.offset;
    const to = block.position?.end?.offset;
    const shifted =
      from === undefined || to === undefined ? undefined : { from: from + reading.offset, to: to + reading.offset };
    reading.found.push({
      type: block.type,
      position: shifted && { start: { offset: shifted.from }, end: { offset: shifted.to } },
    });
  }
  reading.offset += part.length;
  return reading.parts.length === 0;
}

/** Where each opened block's text is, or null when the blocks do not line up one to one. */
function lineUp(base: Base, md: MdBlock[]): Base["blocks"] {
  const nodes = blocksOf(base.doc);
  if (md.length !== nodes.length) return null;
  const blocks: { from: number; to: number }[] = [];
  for (let i = 0; i < md.length; i++) {
    const { type, position } = md[i]!;
    const from = position?.start?.offset;
    const to = position?.end?.offset;
    if (from === undefined || to === undefined || !BECOMES[type]?.includes(nodes[i]!.type.name)) return null;
    blocks.push({ from, to });
  }
  return blocks;
}

/** The blocks lined up, reading what is left of the story now if need be. */
function blocksOfBase(base: Base, tree: (markdown: string) => MdBlock[]): Base["blocks"] {
  if (base.blocks !== undefined) return base.blocks;
  base.reading ??= startReading(base.markdown);
  while (!readPart(base.reading, tree));
  return finishReading(base, base.reading);
}

/** Lines up the blocks read, once every part is, and forgets the reading. */
function finishReading(base: Base, reading: Reading): Base["blocks"] {
  base.blocks = lineUp(base, reading.found);
  base.reading = undefined;
  return base.blocks;
}

/** The story the editor opened with (or that replaced its text): its Markdown and the document made of it. */
export function rememberSource(view: EditorView, markdown: string): void {
  bases.set(view, { doc: view.state.doc, markdown });
}

export const hasSource = (view: EditorView): boolean => bases.has(view);

/**
 * Lines the blocks up while the browser is idle, a part per idle moment, so neither the first
 * keystroke nor any other waits for the whole story to be read.
 */
export function prepareSource(view: EditorView, tree: (markdown: string) => MdBlock[]): void {
  const base = bases.get(view);
  if (!base || base.blocks !== undefined || view.isDestroyed) return;
  base.reading ??= startReading(base.markdown);
  if (!readPart(base.reading, tree)) {
    window.requestIdleCallback?.(() => bases.get(view) === base && prepareSource(view, tree), { timeout: 5000 });
    return;
  }
  finishReading(base, base.reading);
}

/**
 * The document as Markdown: the untouched blocks at its start and end as they were typed, Milkdown's
 * writing for the rest. `serialize` writes a document; `tree` gives remark's top-level blocks.
 */
export function writeOut(
  view: EditorView,
  doc: ProseNode,
  serialize: (doc: ProseNode) => string,
  tree: (markdown: string) => MdBlock[],
): string {
  const base = bases.get(view);
  if (!base) return serialize(doc);
  const blocks = blocksOfBase(base, tree);
  const { markdown } = base;
  if (!blocks) return serialize(doc);
  const before = blocksOf(base.doc);
  const now = blocksOf(doc);
  let start = 0;
  while (start < before.length && start < now.length && before[start]!.eq(now[start]!)) start++;
  if (start === before.length && before.length === now.length) return markdown;
  let end = 0;
  const most = Math.min(before.length, now.length) - start;
  while (end < most && before[before.length - 1 - end]!.eq(now[now.length - 1 - end]!)) end++;
  // Two lists with only a blank line between them read as one: where a kept list would meet another
  // list, it is written anew with it (Milkdown keeps two lists apart).
  for (;;) {
    const first = start < now.length - end ? now[start] : end ? before[before.length - end] : undefined;
    if (start > 0 && bothLists(before[start - 1], first)) {
      start--;
      continue;
    }
    const last = start < now.length - end ? now[now.length - end - 1] : start ? before[start - 1] : undefined;
    if (end > 0 && bothLists(last, before[before.length - end])) {
      end--;
      continue;
    }
    break;
  }
  const changed = now.slice(start, now.length - end);
  const head = start ? markdown.slice(0, blocks[start - 1]!.to) : "";
  const tail = end ? markdown.slice(blocks[before.length - end]!.from) : "";
  const middle = changed.length
    ? serialize(doc.type.create(doc.attrs, Fragment.fromArray(changed))).replace(/\n+$/, "")
    : "";
  const written = [head, middle, tail].filter(Boolean).join("\n\n");
  return end ? written : `${written}\n`;
}

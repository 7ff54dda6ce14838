/**
 * A long story opens in parts: the first screens are parsed and shown at once (the caret blinks), the
 * rest is parsed part by part while the browser is idle and appended at the end of the document. Parsing
 * Markdown into the editor's document costs about 8 ms per thousand characters in Chromium (remark and
 * Milkdown's node runners), so a 10,000-word story took half a second before the writer saw anything.
 *
 * The document built in parts is the one built at once: a story is cut only before a heading at the
 * start of a line after a blank line, outside code fences, and only when nothing in it reaches across
 * blocks (link references and footnote definitions, which the whole text shares, and raw HTML blocks,
 * which may hold blank lines). While parts wait, what the editor writes out is its document followed by
 * the waiting Markdown, so a save in that second loses nothing (see `tailOf`).
 */
import type { Node as ProseNode } from "@milkdown/kit/prose/model";
import type { EditorView } from "@milkdown/kit/prose/view";

/** Shorter stories open at once: parsing them takes less than a frame or two. */
export const OPEN_IN_PARTS_FROM = 20_000;
/** About two screens of text: what the writer sees first. */
const FIRST_PART = 4_000;
/** One idle task's worth of parsing (tens of milliseconds). */
const LATER_PART = 6_000;

/** Anything the whole text shares or that may span blank lines: such a story opens at once. */
const SHARED = /^ {0,3}(\[[^\]\n]+\]:|<)/m;
const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;

/** Where the story may be cut: offsets of lines starting a top-level heading after a blank line. */
function cuts(markdown: string): number[] {
  const found: number[] = [];
  let fence: { char: string; length: number } | null = null;
  let offset = 0;
  let blank = true;
  for (const line of markdown.split("\n")) {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[2]![0] === fence.char && open[2]!.length >= fence.length && !open[3]!.trim()) fence = null;
    } else if (open) {
      // A fence not at the line's start may belong to a list item: where it ends is not plain to see.
      if (open[1] || (open[2]![0] === "`" && open[3]!.includes("`"))) return [];
      fence = { char: open[2]![0]!, length: open[2]!.length };
    } else if (blank && /^#{1,6}(\s|$)/.test(line)) found.push(offset);
    blank = !fence && line.trim() === "";
    offset += line.length + 1;
  }
  return fence ? [] : found;
}

/** The story as its first part and the later ones, or null when it opens at once. */
export function splitForOpening(markdown: string): { first: string; later: string[] } | null {
  if (markdown.length < OPEN_IN_PARTS_FROM || SHARED.test(markdown)) return null;
  const parts: string[] = [];
  let start = 0;
  for (const at of cuts(markdown)) {
    if (at - start >= (parts.length ? LATER_PART : FIRST_PART)) {
      parts.push(markdown.slice(start, at));
      start = at;
    }
  }
  if (!parts.length) return null;
  parts.push(markdown.slice(start));
  return { first: parts[0]!, later: parts.slice(1) };
}

interface Opening {
  later: string[];
  parse: (markdown: string) => ProseNode;
  cancel?: () => void;
  /** Those waiting for the whole story (see `whenOpened`). */
  done: () => void;
  finished: Promise<void>;
}

const openings = new WeakMap<EditorView, Opening>();
/** Set while a part is appended: that is no change of the writer's. */
const appending = new WeakSet<EditorView>();

export const isAppending = (view: EditorView) => appending.has(view);

/** The Markdown not yet in the document ("" once the story is whole), to write out after it. */
export function tailOf(view: EditorView): string {
  const later = openings.get(view)?.later;
  return later?.length ? later.join("") : "";
}

function appendNext(view: EditorView, opening: Opening) {
  const markdown = opening.later.shift();
  if (markdown === undefined) return;
  const part = opening.parse(markdown);
  const { doc } = view.state;
  const last = doc.lastChild;
  // The empty paragraph kept at the end of a document (to type after a table) is not the story's.
  const from =
    last?.type.name === "paragraph" && last.content.size === 0 ? doc.content.size - last.nodeSize : doc.content.size;
  appending.add(view);
  try {
    view.dispatch(view.state.tr.replaceWith(from, doc.content.size, part.content).setMeta("addToHistory", false));
  } finally {
    appending.delete(view);
  }
}

/** Appends the later parts one idle moment at a time. */
export function openRest(view: EditorView, later: string[], parse: (markdown: string) => ProseNode) {
  let done = () => undefined as void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const opening: Opening = { later: [...later], parse, done, finished };
  openings.set(view, opening);
  const next = () => {
    if (openings.get(view) !== opening) return;
    if (view.isDestroyed) return stopOpening(view);
    appendNext(view, opening);
    if (!opening.later.length) {
      openings.delete(view);
      opening.done();
    } else schedule();
  };
  const schedule = () => {
    if (window.requestIdleCallback) {
      const id = window.requestIdleCallback(next, { timeout: 100 });
      opening.cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(next, 0);
      opening.cancel = () => clearTimeout(id);
    }
  };
  schedule();
}

/** The whole story in the document now (before something needs all of it, such as placing the caret). */
export function finishOpening(view: EditorView) {
  const opening = openings.get(view);
  if (!opening) return;
  openings.delete(view);
  opening.cancel?.();
  while (opening.later.length) appendNext(view, opening);
  opening.done();
}

/**
 * Resolves once no part waits any more (appended one idle moment at a time, or dropped), for work
 * that needs the whole story but need not block typing to get it (co-editing's first shared text).
 */
export const whenOpened = (view: EditorView): Promise<void> => openings.get(view)?.finished ?? Promise.resolve();

/** The parts still waiting are dropped (the page replaces the whole text). */
export function stopOpening(view: EditorView) {
  const opening = openings.get(view);
  if (!opening) return;
  openings.delete(view);
  opening.cancel?.();
  opening.done();
}

/**
 * The rich editor takes over the story's body the page sent editable (shared/early-body-script.ts):
 * made out of sight, it replaces that element in one step once the story is in (or at the writer's first
 * key), at the same place on the screen, with the caret where the writer put it, then does again what
 * the writer did there (their keys, pastes and drops, each where the selection was), as the editor's
 * own keys would: a "## " typed early is a heading, an Enter in a list a new item.
 *
 * A place in the page's body is a place in the story's HTML; the editor's document comes from the
 * Markdown. They are matched block by block: a top-level block is found by its text (the k-th block
 * with a given text, spaces aside, is the k-th), then the place within it by the text before it (spaces
 * aside, and the words the page adds to a block, such as a callout's title, left out).
 */
import type { Node as ProseNode } from "@milkdown/kit/prose/model";
import {
  chainCommands,
  deleteSelection,
  joinBackward,
  joinForward,
  selectNodeBackward,
  selectNodeForward,
  splitBlock,
} from "@milkdown/kit/prose/commands";
import { Plugin, Selection, TextSelection } from "@milkdown/kit/prose/state";
import { Mapping } from "@milkdown/kit/prose/transform";
import type { EditorView } from "@milkdown/kit/prose/view";
import { $prose } from "@milkdown/kit/utils";
import { EARLY_DONE_EVENT } from "../../../shared/early-body";
import type { EarlyAt, EarlyBody, EarlyInput } from "../early-body";

/** Top-level blocks' texts, spaces aside (the page's HTML has line breaks between list items). */
const plain = (text: string) => text.replace(/\s+/g, "");

/**
 * The index in `to` of block `i` of `from`, matched by text: the k-th block with a given text is the
 * k-th there too; with as many blocks on both sides, the same index when its text is not found.
 */
export function blockIndex(from: readonly string[], to: readonly string[], i: number): number | null {
  const text = from[i];
  let rank = 0;
  for (let k = 0; k < i; k++) if (from[k] === text) rank++;
  for (let k = 0; k < to.length; k++) if (to[k] === text && rank-- === 0) return k;
  return from.length === to.length ? i : null;
}

/**
 * The position in `block` (which starts at `start`) after `n` characters of its text, spaces not counted
 * (the page's HTML and the Markdown space lines differently), and past the spaces that follow when
 * `afterSpace` (a place at the start of a word stays there); the block's end when its text is shorter.
 */
export function atText(block: ProseNode, start: number, n: number, afterSpace = false): number {
  let found = -1;
  let seen = 0;
  block.descendants((child, pos) => {
    if (found >= 0) return false;
    if (!child.isText) return true;
    const text = child.text!;
    for (let i = 0; i < text.length; i++) {
      const space = /\s/.test(text[i]!);
      if (seen === n && (!afterSpace || !space)) {
        found = start + 1 + pos + i;
        return false;
      }
      if (!space) seen++;
    }
    if (seen === n && !afterSpace) found = start + 1 + pos + text.length;
    return found < 0;
  });
  return found >= 0 ? found : start + block.nodeSize - 1;
}

/** The page's top-level blocks (elements; the spaces between them are no block). */
const blocksOf = (el: HTMLElement) => [...el.children] as HTMLElement[];

/**
 * Words the page adds to a block, which the editor's document does not hold as text: a callout's title,
 * an embed's card, a picture's caption (an attribute in the editor), a footnote's number and way back.
 */
export const ADDED =
  ".callout-title, .embed, figcaption, [data-footnote-ref], [data-footnote-backref], button, .sr-only, [aria-hidden='true']";

/** The story's text in `block` before the place (`node`, `offset`), without the words the page adds. */
function textBefore(block: HTMLElement, node: Node, offset: number): string {
  const place = document.createRange();
  place.setStart(node, offset);
  let text = "";
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode() as Text | null; t; t = walker.nextNode() as Text | null) {
    const added = !!t.parentElement?.closest(ADDED);
    if (t === node) {
      if (!added) text += t.data.slice(0, offset);
      break;
    }
    if (place.comparePoint(t, 0) > 0) break;
    if (!added) text += t.data;
  }
  return text;
}

/** The texts of the page's first `count` blocks (all by default). */
const pageTexts = (el: HTMLElement, count = Infinity) =>
  blocksOf(el)
    .slice(0, count)
    .map((b) => plain(textBefore(b, b, b.childNodes.length)));
function docTexts(doc: ProseNode): string[] {
  const found: string[] = [];
  doc.forEach((node) => found.push(plain(node.textContent)));
  return found;
}

/** The top-level block of the page's body holding `node`, or null for the body itself. */
function topOf(el: HTMLElement, node: Node): HTMLElement | null {
  let at: Node | null = node;
  while (at && at.parentNode !== el) at = at.parentNode;
  return at instanceof HTMLElement ? at : null;
}

/** Where blocks start in a document, by index. */
function starts(doc: ProseNode): number[] {
  const found: number[] = [];
  doc.forEach((_node, offset) => found.push(offset));
  return found;
}

/** Matches places in the page's body `el` to positions in the editor's document `doc` (see the module's comment). */
export function placer(el: HTMLElement, doc: ProseNode) {
  const blocks = blocksOf(el);
  const earlyTexts = pageTexts(el);
  const texts = docTexts(doc);
  const docStarts = starts(doc);
  return (node: Node, offset: number): number => {
    let block = topOf(el, node);
    if (!block) {
      // Between blocks: the start of the next one (after the body's own child index, or after a bare
      // text node of the body's, the spaces between blocks, whose offset counts characters).
      const children = [...el.childNodes];
      const from = node === el ? offset : children.indexOf(node as ChildNode) + 1;
      const next = children.slice(from).find((n): n is HTMLElement => n instanceof HTMLElement);
      if (!next) return doc.content.size;
      block = next;
      node = next;
      offset = 0;
    }
    const i = blocks.indexOf(block);
    const j = blockIndex(earlyTexts, texts, i);
    if (j === null) {
      // Not found: the end of the last block found before it.
      for (let k = i - 1; k >= 0; k--) {
        const before = blockIndex(earlyTexts, texts, k);
        if (before !== null) return docStarts[before]! + doc.child(before).nodeSize - 1;
      }
      return 0;
    }
    const before = textBefore(block, node, offset);
    return atText(doc.child(j), docStarts[j]!, plain(before).length, /\s$/.test(before));
  };
}

/** The selection in the early body as it is now (the page's script learns of a click's only after the selection's event). */
function liveSelection(early: EarlyBody): EarlyAt | null {
  const now = getSelection();
  const { el } = early;
  return now?.anchorNode && now.focusNode && el.contains(now.anchorNode) && el.contains(now.focusNode)
    ? [now.anchorNode, now.anchorOffset, now.focusNode, now.focusOffset]
    : early.sel;
}

/**
 * Whether the editor's document, still opening in parts, already holds what the writer sees of the early
 * body and where its caret is: then it can take over at once, the rest following out of sight.
 */
export function holdsWhatIsSeen(early: EarlyBody, doc: ProseNode): boolean {
  const blocks = blocksOf(early.el);
  let last = -1;
  for (let i = 0; i < blocks.length && blocks[i]!.getBoundingClientRect().top < window.innerHeight; i++) last = i;
  const at = liveSelection(early);
  const caret = at ? blocks.indexOf(topOf(early.el, at[2]) ?? blocks[0]!) : 0;
  const furthest = Math.max(last, caret);
  if (furthest < 0) return true;
  const texts = pageTexts(early.el, furthest + 1);
  const found = blockIndex(texts, docTexts(doc), furthest);
  // The block matched, and not the document's last (which may be cut short by the part's end).
  return found !== null && found < doc.childCount - 1;
}

/** A place at the very start of the body (where the focus put the caret). */
function atStart(el: HTMLElement, at: EarlyAt): boolean {
  if (at[0] !== at[2] || at[1] !== at[3]) return false;
  const range = document.createRange();
  range.setStart(el, 0);
  try {
    range.setEnd(at[0], at[1]);
  } catch {
    return false;
  }
  return range.toString().length === 0;
}

const same = (a: EarlyAt | null, b: EarlyAt | null) =>
  a === b || (!!a && !!b && a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3]);

/** The changes made while the early inputs are done again, to follow a later input's place through them. */
let following: Mapping | null = null;
export const earlyMapping = $prose(
  () =>
    new Plugin({
      state: {
        init: () => null,
        apply: (tr) => {
          following?.appendMapping(tr.mapping);
          return null;
        },
      },
    }),
);

const KEYS: Record<string, { key: string; shiftKey?: boolean; mod?: boolean }> = {
  insertParagraph: { key: "Enter" },
  insertLineBreak: { key: "Enter", shiftKey: true },
  deleteContentBackward: { key: "Backspace" },
  deleteContentForward: { key: "Delete" },
  // A cut's deletion: the selection (the clipboard was filled when it happened).
  deleteByCut: { key: "Backspace" },
  formatBold: { key: "b", mod: true },
  formatItalic: { key: "i", mod: true },
};

/** A key as the editor's keymaps take it; what the browser itself would do (a character deleted) when none does. */
function press(view: EditorView, { key, shiftKey = false, mod = false }: (typeof KEYS)[string]) {
  const mac = /Mac|iP(hone|[oa]d)/.test(navigator.platform);
  const event = new KeyboardEvent("keydown", {
    key,
    shiftKey,
    metaKey: mod && mac,
    ctrlKey: mod && !mac,
    cancelable: true,
  });
  if (view.someProp("handleKeyDown", (f) => f(view, event))) return;
  const { state, dispatch } = view;
  const { $from, empty } = state.selection;
  if (key === "Enter") splitBlock(state, dispatch);
  else if (key === "Backspace") {
    if (empty && $from.parent.isTextblock && $from.parentOffset > 0)
      dispatch(state.tr.delete($from.pos - 1, $from.pos));
    else chainCommands(deleteSelection, joinBackward, selectNodeBackward)(state, dispatch);
  } else if (key === "Delete") {
    if (empty && $from.parent.isTextblock && $from.parentOffset < $from.parent.content.size)
      dispatch(state.tr.delete($from.pos, $from.pos + 1));
    else chainCommands(deleteSelection, joinForward, selectNodeForward)(state, dispatch);
  }
}

const LETTER = /[\p{L}\p{N}\p{M}_'’]/u;
const SPACE = /\s/u;

/**
 * Where a word deletion (Ctrl+Backspace, Option+Delete) from `offset` in `text` ends, as browsers do it:
 * the spaces next to the caret, then a run of letters or else of other signs.
 */
export function wordEdge(text: string, offset: number, backward: boolean): number {
  const end = backward ? 0 : text.length;
  const next = (i: number) => (backward ? text[i - 1]! : text[i]!);
  let i = offset;
  while (i !== end && SPACE.test(next(i))) i += backward ? -1 : 1;
  if (i === end) return i;
  const letters = LETTER.test(next(i));
  while (i !== end && !SPACE.test(next(i)) && LETTER.test(next(i)) === letters) i += backward ? -1 : 1;
  return i;
}

const WORD_OR_LINE: Record<string, { backward: boolean; line: boolean }> = {
  deleteWordBackward: { backward: true, line: false },
  deleteWordForward: { backward: false, line: false },
  deleteSoftLineBackward: { backward: true, line: true },
  deleteSoftLineForward: { backward: false, line: true },
  deleteHardLineBackward: { backward: true, line: true },
  deleteHardLineForward: { backward: false, line: true },
};

/**
 * A word or line deleted from the caret, measured in the editor's text as it is when the key is done
 * again (the page's copy never held what was typed before it); at a block's edge or with a selection,
 * what Backspace or Delete does.
 */
function deleteWordOrLine(view: EditorView, { backward, line }: { backward: boolean; line: boolean }) {
  const { $from, empty } = view.state.selection;
  const parent = $from.parent;
  const offset = $from.parentOffset;
  if (!empty || !parent.isTextblock || offset === (backward ? 0 : parent.content.size)) {
    press(view, KEYS[backward ? "deleteContentBackward" : "deleteContentForward"]!);
    return;
  }
  // One character per inline leaf (a picture, a line break), so offsets in the text are positions.
  const text = parent.textBetween(0, parent.content.size, undefined, "\ufffc");
  const edge = line ? (backward ? 0 : text.length) : wordEdge(text, offset, backward);
  const start = $from.start();
  view.dispatch(view.state.tr.delete(start + Math.min(edge, offset), start + Math.max(edge, offset)));
}

/** Text typed, through the editor's input rules (Markdown shortcuts) as a key would be. */
function type(view: EditorView, text: string) {
  const { from, to } = view.state.selection;
  const plainInsert = () => view.state.tr.insertText(text, from, to);
  if (!view.someProp("handleTextInput", (f) => f(view, from, to, text, plainInsert))) view.dispatch(plainInsert());
}

function replay(view: EditorView, input: EarlyInput, onImageFiles: (files: File[]) => void) {
  if (input.type === "paste") {
    if (input.files?.length) onImageFiles(input.files);
    else if (input.html) view.pasteHTML(input.html);
    else if (input.text) view.pasteText(input.text);
    return;
  }
  const key = KEYS[input.type];
  const wordOrLine = WORD_OR_LINE[input.type];
  if (key) press(view, key);
  else if (wordOrLine) deleteWordOrLine(view, wordOrLine);
  else if (input.type.startsWith("insert") && input.data) type(view, input.data);
}

/** The first of the body's blocks on the screen, and how far below the window's top it is. */
function onScreen(el: HTMLElement): { index: number; top: number } | null {
  if (el.getBoundingClientRect().top >= 0) return null;
  const blocks = blocksOf(el);
  const index = blocks.findIndex((b) => b.getBoundingClientRect().bottom > 0);
  return index < 0 ? null : { index, top: blocks[index]!.getBoundingClientRect().top };
}

export interface Takeover {
  view: EditorView;
  /** The editor's element, out of sight until now. */
  mount: HTMLElement;
  early: EarlyBody;
  /** The whole story in the document (it may still be opening in parts). */
  finishOpening: () => void;
  onImageFiles: (files: File[]) => void;
}

/** The editor in the early body's place, with what was done there. */
export function takeOver({ view, mount, early, finishOpening, onImageFiles }: Takeover) {
  if (early.done) return;
  early.done = true;
  const { el } = early;
  const active = document.activeElement;
  const focused = early.focused && (active === el || !active || active === document.body);
  const inputs = early.inputs.splice(0);
  const live = liveSelection(early);
  const caret = focused && live && !atStart(el, live) ? live : null;
  if (inputs.length || caret) finishOpening();
  const base = view.state.doc;
  const place = inputs.length || caret ? placer(el, base) : null;
  const placed = (at: EarlyAt) => [place!(at[0], at[1]), place!(at[2], at[3])] as const;
  const where = inputs.map((i) => (i.at && !atStart(el, i.at) ? placed(i.at) : i.at ? ([0, 0] as const) : null));
  const caretAt = caret ? placed(caret) : null;
  const screen = onScreen(el);
  // Scrolled into the story: the block at the window's top stays there.
  const screenBlock = screen && blockIndex(pageTexts(el), docTexts(base), screen.index);

  el.remove();
  mount.hidden = false;
  if (screen && screenBlock !== null) {
    const dom = view.nodeDOM(starts(view.state.doc)[screenBlock] ?? 0);
    if (dom instanceof HTMLElement) window.scrollBy(0, dom.getBoundingClientRect().top - screen.top);
  }

  const select = (anchor: number, head: number) => {
    const { doc } = view.state;
    const clamp = (pos: number) => Math.max(0, Math.min(following!.map(pos, 1), doc.content.size));
    const $anchor = doc.resolve(clamp(anchor));
    const $head = doc.resolve(clamp(head));
    view.dispatch(view.state.tr.setSelection(TextSelection.between($anchor, $head)));
  };
  following = new Mapping();
  try {
    let last: EarlyAt | null = null;
    inputs.forEach((input, n) => {
      const at = where[n];
      if (at && !same(input.at, last)) select(at[0], at[1]);
      if (!at && n === 0) view.dispatch(view.state.tr.setSelection(Selection.atStart(view.state.doc)));
      last = input.at;
      replay(view, input, onImageFiles);
    });
    if (caretAt && !same(caret, last)) select(caretAt[0], caretAt[1]);
  } finally {
    following = null;
  }
  if (focused) view.focus();
  el.dispatchEvent(new Event(EARLY_DONE_EVENT));
}

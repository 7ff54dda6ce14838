/**
 * The story's title and subtitle in its shared document (decision 018): a Y.Text each, bound to the
 * page's inputs. Typing goes in as the smallest change at the caret (so two people typing into the
 * title at once both keep their words: it merges, it does not replace the field); another's change
 * comes out into the input with this person's caret kept where it was in their own words.
 */
import * as Y from "yjs";
import { simpleDiffStringWithCursor } from "lib0/diff";
import { COEDIT_META, COEDIT_TITLES, TITLES_SEEDED, type CoeditTitle } from "../../../shared/coedit";

/** What the binding needs of the page: each field's value and input, and a way to show a new value. */
export interface PageFields {
  value: (key: CoeditTitle) => string;
  /** Another's change (or the shared value on joining): the page takes it, as if typed. */
  set: (key: CoeditTitle, value: string) => void;
  input: (key: CoeditTitle) => HTMLInputElement | null;
}

export interface FieldsBinding {
  /**
   * Binds once the document has its title (put in by the server); `pageWins`: the page's go in (and
   * they do too if typed into while the title was still on its way).
   */
  bind: (pageWins: boolean) => void;
  /** The page's input changed: the change goes into the shared field (once bound). */
  typed: (key: CoeditTitle, value: string) => void;
  /** The title and subtitle are the shared document's now: saves say so. */
  bound: () => boolean;
  stop: () => void;
}

/** The origin of this page's own typing: the input already shows it. */
const TYPED = Symbol("typed");

/** Where a position moves when `delta` changes the text before it. */
function mapThrough(delta: Y.YTextEvent["delta"], at: number): number {
  let pos = 0;
  let mapped = at;
  for (const op of delta) {
    if (op.retain) pos += op.retain;
    else if (typeof op.insert === "string") {
      if (pos < mapped) mapped += op.insert.length;
      pos += op.insert.length;
    } else if (op.delete) {
      if (pos < mapped) mapped -= Math.min(op.delete, mapped - pos);
    }
  }
  return mapped;
}

export function bindFields(doc: Y.Doc, page: PageFields): FieldsBinding {
  const meta = doc.getMap(COEDIT_META);
  let bound = false;
  /** While the title is on its way: the page's values on joining, and whether they win anyway. */
  let waiting: { pageWins: boolean; values: string[] } | null = null;

  const observers = COEDIT_TITLES.map((key) => {
    const text = doc.getText(key);
    const observer = (event: Y.YTextEvent, tr: Y.Transaction) => {
      if (!bound || tr.origin === TYPED) return;
      const value = text.toJSON();
      const input = page.input(key);
      if (input && input.value !== value) {
        const focused = document.activeElement === input;
        const [start, end] = [input.selectionStart ?? 0, input.selectionEnd ?? 0];
        // Set here, before the page renders it: the page then finds the input already showing it and
        // leaves the caret alone (a controlled input given a new value puts the caret at its end).
        input.value = value;
        if (focused) input.setSelectionRange(mapThrough(event.delta, start), mapThrough(event.delta, end));
      }
      page.set(key, value);
    };
    text.observe(observer);
    return () => text.unobserve(observer);
  });

  const typed = (key: CoeditTitle, value: string) => {
    if (!bound) return; // the page's own until bound: binding decides whose goes
    const text = doc.getText(key);
    const old = text.toJSON();
    if (old === value) return;
    const caret = page.input(key)?.selectionEnd ?? value.length;
    const change = simpleDiffStringWithCursor(old, value, Math.max(0, caret - Math.max(0, value.length - old.length)));
    doc.transact(() => {
      if (change.remove) text.delete(change.index, change.remove);
      if (change.insert) text.insert(change.index, change.insert);
    }, TYPED);
  };

  const attach = (pageWins: boolean) => {
    if (waiting) meta.unobserve(onMeta);
    waiting = null;
    bound = true;
    for (const key of COEDIT_TITLES) {
      const shared = doc.getText(key).toJSON();
      // The page's value goes in as a change (what differs only), or the shared value replaces it.
      if (pageWins) typed(key, page.value(key));
      else if (shared !== page.value(key)) {
        const input = page.input(key);
        if (input) input.value = shared;
        page.set(key, shared);
      }
    }
  };
  function onMeta() {
    if (!waiting || meta.get(TITLES_SEEDED) !== true) return;
    const { pageWins, values } = waiting;
    attach(pageWins || COEDIT_TITLES.some((key, i) => page.value(key) !== values[i]));
  }

  return {
    bind(pageWins) {
      if (bound || waiting) return;
      if (meta.get(TITLES_SEEDED) === true) return attach(pageWins);
      // Not there yet (another page seeded the document and its title is on its way): bound then.
      waiting = { pageWins, values: COEDIT_TITLES.map((key) => page.value(key)) };
      meta.observe(onMeta);
    },
    typed,
    bound: () => bound,
    stop() {
      bound = false;
      if (waiting) meta.unobserve(onMeta);
      waiting = null;
      for (const off of observers) off();
    },
  };
}

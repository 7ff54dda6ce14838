/**
 * The story's body the page sent editable (shared/early-body-script.ts): the writing screen keeps that
 * very element on the screen, focus and caret included, while React renders around it, until the rich
 * editor takes it over (rich/early-takeover.ts). No editor code here: the island's own chunk holds it.
 */
import { useEffect, useState } from "react";
import { EARLY_DONE_EVENT, EARLY_INPUT_EVENT } from "../../shared/early-body";

/** A place in the early body: anchor node and offset, focus node and offset (the selection's). */
export type EarlyAt = [Node, number, Node, number];

/** What the writer did in the early body, prevented there and kept to be done again in the editor. */
export interface EarlyInput {
  /** An InputEvent's inputType, or "paste" (a paste or a drop, with what it carried). */
  type: string;
  data?: string | null;
  html?: string;
  text?: string;
  files?: File[];
  /** The selection when it happened (null: never placed in the body). */
  at: EarlyAt | null;
}

export interface EarlyBody {
  el: HTMLElement;
  inputs: EarlyInput[];
  /** Whether the writer's focus is (or was, before React moved the element) in the body. */
  focused: boolean;
  /** The selection's last place in the body. */
  sel: EarlyAt | null;
  /** Set once the editor has taken over (or the element was let go). */
  done?: boolean;
}

declare global {
  interface Window {
    inkwellEarlyBody?: EarlyBody;
  }
}

/**
 * Whether the writer has done something in the early body that the editor has not done again yet (the
 * save status then says so: those keys are not saved).
 */
export function useEarlyPending(early: EarlyBody | null): boolean {
  const [pending, setPending] = useState(() => !!early?.inputs.length);
  useEffect(() => {
    if (!early) return;
    const on = () => setPending(true);
    const off = () => setPending(false);
    early.el.addEventListener(EARLY_INPUT_EVENT, on);
    early.el.addEventListener(EARLY_DONE_EVENT, off);
    if (early.inputs.length) on();
    return () => {
      early.el.removeEventListener(EARLY_INPUT_EVENT, on);
      early.el.removeEventListener(EARLY_DONE_EVENT, off);
    };
  }, [early]);
  return pending;
}

/** The early body, while nothing has taken it over yet. */
export function earlyBody(): EarlyBody | null {
  if (typeof window === "undefined") return null;
  const early = window.inkwellEarlyBody;
  return early && !early.done ? early : null;
}

/** The selection placed back where it was (moving an element in the document loses it). */
export function restoreSelection(at: EarlyAt | null) {
  const selection = getSelection();
  if (!selection || !at) return;
  try {
    selection.setBaseAndExtent(at[0], at[1], at[2], at[3]);
  } catch {
    // A place no longer in the body: the caret stays where focus() put it.
  }
}

/**
 * Moves the early body into `parent` (before `before`), keeping the focus and the caret: React rendered
 * the writing screen over the page's copy, which took the element out of the document.
 */
export function adoptEarlyBody(early: EarlyBody, parent: HTMLElement, before: Node | null = null) {
  if (early.el.parentNode === parent) return;
  const refocus =
    early.focused &&
    (document.activeElement === early.el || !document.activeElement || document.activeElement === document.body);
  parent.insertBefore(early.el, before);
  if (refocus) {
    early.el.focus({ preventScroll: true });
    restoreSelection(early.sel);
    early.focused = true;
  }
}

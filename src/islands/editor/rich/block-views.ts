/**
 * Cards with a picker: each code block gets a language picker (written as the fence's info string,
 * highlighted as the story page highlights it) and each callout a kind picker (note, tip, warning).
 * The picker sits in a bar ProseMirror does not edit; Escape in it goes back to the text (the caret
 * where it was), and Alt+F10 in the text comes to it (see `focusBlockControl`).
 */
import { codeBlockSchema } from "@milkdown/kit/preset/commonmark";
import type { Node as ProseNode } from "@milkdown/kit/prose/model";
import { TextSelection } from "@milkdown/kit/prose/state";
import type { EditorView, NodeView } from "@milkdown/kit/prose/view";
import { $view } from "@milkdown/kit/utils";
import { CODE_LANGUAGES } from "../../../shared/code-languages";
import { getLocale, m } from "../../../i18n/m";
import { CALLOUT_KINDS, calloutSchema, type CalloutKind } from "./callout";

interface Choice {
  value: string;
  label: string;
}

const KIND_LABELS: Record<CalloutKind, () => string> = {
  note: () => m.rich_callout_note(),
  tip: () => m.rich_callout_tip(),
  warning: () => m.rich_callout_warning(),
};
/** GitHub's other two kinds: kept as written (the picker does not offer them), named as the story page names them. */
const OTHER_KIND_LABELS: Record<string, () => string> = {
  important: () => m.last39_callout_important(),
  caution: () => m.last39_callout_caution(),
};

/**
 * The pickers' choices in the page's language, made once per language (its strings are read when the
 * first card is drawn, not when the module loads, so they follow the language the page is in then).
 */
const choicesIn = new Map<string, { code: Choice[]; kinds: Choice[] }>();
function choices(): { code: Choice[]; kinds: Choice[] } {
  const locale = getLocale();
  let made = choicesIn.get(locale);
  if (!made) {
    made = {
      code: [
        { value: "", label: m.rich_no_language() },
        ...CODE_LANGUAGES.map((l) => ({ value: l.id, label: l.label })),
      ],
      kinds: CALLOUT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k]() })),
    };
    choicesIn.set(locale, made);
  }
  return made;
}

interface PickerSpec {
  attr: string;
  label: () => string;
  choices: () => Choice[];
  /** The name of a value written in the Markdown but not offered (else the value as written). */
  unlisted?: (value: string) => string | undefined;
  /** The outer element, its class set from the node on every update. */
  outer: (node: ProseNode) => { tag: string; className: string; data: Record<string, string> };
  /** Builds the editable part inside `dom`; returns the element ProseMirror fills. */
  content: (dom: HTMLElement) => HTMLElement;
}

/**
 * The options of a picker, cloned from a list built once: a long story has a hundred code blocks, and
 * the browser copies a built list faster than script builds it again for each.
 */
const built = new WeakMap<Choice[], HTMLSelectElement>();
function optionsOf(choices: Choice[]): Node[] {
  let list = built.get(choices);
  if (!list) {
    list = document.createElement("select");
    for (const c of choices) {
      const option = document.createElement("option");
      option.value = c.value;
      option.textContent = c.label;
      list.append(option);
    }
    const offered = [...choicesIn.values()].some((c) => c.code === choices || c.kinds === choices);
    if (offered) built.set(choices, list);
  }
  return [...(list.cloneNode(true) as HTMLSelectElement).options];
}

function pickerView(spec: PickerSpec) {
  return (initial: ProseNode, view: EditorView, getPos: () => number | undefined): NodeView => {
    let node = initial;
    const first = spec.outer(node);
    const dom = document.createElement(first.tag);
    const bar = document.createElement("div");
    bar.className = "card-bar";
    bar.contentEditable = "false";
    const select = document.createElement("select");
    select.className = "card-select";
    select.setAttribute("aria-label", spec.label());
    bar.append(select);
    dom.append(bar);
    const contentDOM = spec.content(dom);

    const fill = () => {
      const value = String(node.attrs[spec.attr] ?? "");
      const offered = spec.choices();
      const choices = offered.some((c) => c.value === value)
        ? offered
        : [{ value, label: spec.unlisted?.(value) ?? value }, ...offered];
      if (select.options.length !== choices.length || select.options[0]?.value !== choices[0]!.value)
        select.replaceChildren(...optionsOf(choices));
      select.value = value;
      const outer = spec.outer(node);
      dom.className = outer.className;
      for (const [key, v] of Object.entries(outer.data)) dom.setAttribute(key, v);
    };
    fill();

    select.addEventListener("change", () => {
      const pos = getPos();
      if (pos !== undefined) view.dispatch(view.state.tr.setNodeAttribute(pos, spec.attr, select.value));
    });
    // Escape: back to the text where the writer left it (Alt+F10 keeps the editor's selection while
    // the picker has the focus); reached another way (a click, Tab), the picker's card takes the caret at
    // its start. Put at the start every time, the caret was not where the writer left it, and a key
    // pressed at once (End, to go back) could be lost: ProseMirror puts back, 20 ms after the editor
    // gets the focus, a selection that has come back to where it was at that moment but not yet read.
    select.addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      const pos = getPos();
      if (pos === undefined) return;
      const { from, to } = view.state.selection;
      const inside = from > pos && to < pos + node.nodeSize;
      view.focus();
      if (!inside) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(pos + 1))));
    });

    return {
      dom,
      contentDOM,
      update: (next) => {
        if (next.type !== node.type) return false;
        node = next;
        fill();
        return true;
      },
      stopEvent: (event) => bar.contains(event.target as Node),
      ignoreMutation: (m) => m.type !== "selection" && bar.contains(m.target),
    };
  };
}

export const codeBlockView = $view(codeBlockSchema.node, () =>
  pickerView({
    attr: "language",
    label: () => m.rich_code_language(),
    choices: () => choices().code,
    outer: (node) => ({
      tag: "div",
      className: "code-card",
      data: { "data-language": String(node.attrs.language || "none") },
    }),
    content: (dom) => {
      const pre = document.createElement("pre");
      const code = document.createElement("code");
      pre.append(code);
      dom.append(pre);
      return code;
    },
  }),
);

export const calloutView = $view(calloutSchema.node, () =>
  pickerView({
    attr: "kind",
    label: () => m.rich_callout_kind(),
    choices: () => choices().kinds,
    unlisted: (kind) => (Object.hasOwn(OTHER_KIND_LABELS, kind) ? OTHER_KIND_LABELS[kind]!() : undefined),
    outer: (node) => ({
      tag: "aside",
      className: `callout callout-${String(node.attrs.kind)}`,
      data: { "data-kind": String(node.attrs.kind) },
    }),
    content: (dom) => {
      const body = document.createElement("div");
      body.className = "callout-body";
      dom.append(body);
      return body;
    },
  }),
);

/**
 * Alt+F10 in a code block or callout: its picker takes the focus. The caret is read from the page first:
 * keys pressed just before (End, an arrow) moved the page's selection, which ProseMirror takes in on the
 * browser's next `selectionchange`; on a loaded machine Alt+F10 came first, and Escape then put the caret
 * back where it had been before those keys.
 */
export function focusBlockControl(view: EditorView): boolean {
  (view as unknown as { domObserver?: { flush?: () => void } }).domObserver?.flush?.();
  const { $from } = view.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const name = $from.node(depth).type.name;
    if (name !== "code_block" && name !== "callout") continue;
    const dom = view.nodeDOM($from.before(depth));
    const select = dom instanceof HTMLElement ? dom.querySelector<HTMLElement>(":scope > .card-bar select") : null;
    if (!select) return false;
    select.focus();
    return true;
  }
  return false;
}

/**
 * The card whose picker has the focus now (its position), or null: a redraw of the whole document (the
 * live room binding, coedit.ts) makes the card again and the focus falls to the page, so Escape and the
 * keys went nowhere; `focusPickerAt` gives it back.
 */
export function focusedPicker(view: EditorView): number | null {
  const active = view.root.activeElement;
  if (!(active instanceof HTMLSelectElement) || !active.closest(".card-bar") || !view.dom.contains(active)) return null;
  // Inside a card but outside its text: ProseMirror counts it at the start of the card's content.
  return view.posAtDOM(active, 0) - 1;
}

/** The picker of the card at `pos` takes the focus, if it lost it; false if there is no such picker. */
export function focusPickerAt(view: EditorView, pos: number): boolean {
  const dom = pos >= 0 && pos < view.state.doc.content.size ? view.nodeDOM(pos) : null;
  const select = dom instanceof HTMLElement ? dom.querySelector<HTMLElement>(":scope > .card-bar select") : null;
  if (!select) return false;
  if (view.root.activeElement !== select) select.focus();
  return true;
}

/**
 * Markdown formatting for the editor: wrap the selection (bold, italic, code, link), prefix the
 * selected lines (headings, quotes, lists), insert text. Plain CodeMirror transactions, so undo works.
 */
import type { EditorView, KeyBinding } from "@codemirror/view";
import { EditorSelection, type StateCommand } from "@codemirror/state";
import { m } from "../../i18n/m";

/** Wraps each selection in `before`/`after`, or unwraps it when it is already wrapped. */
export function toggleWrap(view: EditorView, before: string, after = before, placeholder = "text"): boolean {
  const { state } = view;
  view.dispatch(
    state.changeByRange((range) => {
      const text = state.sliceDoc(range.from, range.to);
      const outer = state.sliceDoc(range.from - before.length, range.to + after.length);
      if (outer.startsWith(before) && outer.endsWith(after) && range.from >= before.length) {
        return {
          changes: [
            { from: range.from - before.length, to: range.from, insert: "" },
            { from: range.to, to: range.to + after.length, insert: "" },
          ],
          range: EditorSelection.range(range.from - before.length, range.to - before.length),
        };
      }
      const inner = text || placeholder;
      return {
        changes: { from: range.from, to: range.to, insert: `${before}${inner}${after}` },
        range: EditorSelection.range(range.from + before.length, range.from + before.length + inner.length),
      };
    }),
  );
  view.focus();
  return true;
}

/** Sets (or removes, when already set) a line prefix such as "## ", "> ", "- " or "1. " on the selected lines. */
export function toggleLinePrefix(view: EditorView, prefix: string): boolean {
  const { state } = view;
  const lines = new Set<number>();
  for (const r of state.selection.ranges) {
    for (let l = state.doc.lineAt(r.from).number; l <= state.doc.lineAt(r.to).number; l++) lines.add(l);
  }
  const all = [...lines].map((n) => state.doc.line(n));
  const strip = /^(#{1,6} |> |- |\d+\. )/;
  const allHave = all.every((line) => line.text.startsWith(prefix));
  const changes = all.map((line, i) => {
    const existing = strip.exec(line.text)?.[0] ?? "";
    const next = allHave ? "" : prefix === "1. " ? `${i + 1}. ` : prefix;
    return { from: line.from, to: line.from + existing.length, insert: next };
  });
  // A caret at the line's start would stay before the new marker (positions map to the left of an
  // insertion by default): map it to the right, so typing on an empty line goes after "## ".
  const changeSet = state.changes(changes);
  view.dispatch({ changes: changeSet, selection: state.selection.map(changeSet, 1) });
  view.focus();
  return true;
}

export function insertLink(view: EditorView): boolean {
  const range = view.state.selection.main;
  const text = view.state.sliceDoc(range.from, range.to) || "link text";
  const insert = `[${text}](https://)`;
  view.dispatch({
    changes: { from: range.from, to: range.to, insert },
    selection: EditorSelection.range(range.from + text.length + 3, range.from + insert.length - 1),
  });
  view.focus();
  return true;
}

export function insertText(view: EditorView, text: string, at = view.state.selection.main.head): void {
  view.dispatch({ changes: { from: at, insert: text }, selection: { anchor: at + text.length } });
}

/** Replaces the first occurrence of `from` with `to` (a placeholder with the uploaded image). */
export function replaceText(view: EditorView, from: string, to: string): void {
  const at = view.state.doc.toString().indexOf(from);
  if (at >= 0) view.dispatch({ changes: { from: at, to: at + from.length, insert: to } });
}

/**
 * Enter on an empty item at the end of a top-level list leaves the list with a blank line after it.
 * (CodeMirror's Markdown keymap only removes the marker, and a line typed straight under a list item
 * belongs to that item: "- beta" + "Next para" renders as one bullet.) Anything else is left to it.
 */
export const leaveListOnEmptyItem: StateCommand = ({ state, dispatch }) => {
  const range = state.selection.main;
  if (state.selection.ranges.length > 1 || !range.empty) return false;
  const line = state.doc.lineAt(range.head);
  if (!/^([-+*]|\d{1,9}[.)])[ \t]*$/.test(line.text) || range.head !== line.to || line.number === 1) return false;
  const before = state.doc.line(line.number - 1).text;
  const after = line.number < state.doc.lines ? state.doc.line(line.number + 1).text : "";
  // Only under an item with text, and only at the list's end (nothing but a blank line follows).
  if (!/^([-+*]|\d{1,9}[.)])[ \t]+\S/.test(before) || /\S/.test(after)) return false;
  dispatch(
    state.update({
      changes: { from: line.from, to: line.to, insert: state.lineBreak },
      selection: { anchor: line.from + state.lineBreak.length },
      scrollIntoView: true,
      userEvent: "input",
    }),
  );
  return true;
};

export const FORMATS = {
  heading: {
    get label() {
      return m.ed_fmt_heading();
    },
    keys: "Mod-Alt-2",
    run: (v: EditorView) => toggleLinePrefix(v, "## "),
  },
  subheading: {
    get label() {
      return m.ed_fmt_subheading();
    },
    keys: "Mod-Alt-3",
    run: (v: EditorView) => toggleLinePrefix(v, "### "),
  },
  bold: {
    get label() {
      return m.ed_fmt_bold();
    },
    keys: "Mod-b",
    run: (v: EditorView) => toggleWrap(v, "**"),
  },
  italic: {
    get label() {
      return m.ed_fmt_italic();
    },
    keys: "Mod-i",
    run: (v: EditorView) => toggleWrap(v, "_"),
  },
  link: {
    get label() {
      return m.ed_fmt_link();
    },
    keys: "Mod-k",
    run: insertLink,
  },
  quote: {
    get label() {
      return m.ed_fmt_quote();
    },
    keys: "Mod-Shift-9",
    run: (v: EditorView) => toggleLinePrefix(v, "> "),
  },
  code: {
    get label() {
      return m.ed_fmt_code();
    },
    keys: "Mod-e",
    run: (v: EditorView) => toggleWrap(v, "`", "`", "code"),
  },
  bulletList: {
    get label() {
      return m.ed_fmt_bullet_list();
    },
    keys: "Mod-Shift-8",
    run: (v: EditorView) => toggleLinePrefix(v, "- "),
  },
  numberedList: {
    get label() {
      return m.ed_fmt_numbered_list();
    },
    keys: "Mod-Shift-7",
    run: (v: EditorView) => toggleLinePrefix(v, "1. "),
  },
} as const;
export type FormatName = keyof typeof FORMATS;

export const formattingKeymap: KeyBinding[] = Object.values(FORMATS).map((f) => ({
  key: f.keys,
  run: f.run,
  preventDefault: true,
}));

/** "Mod-b" as people read it on this machine: "Ctrl+B" or "⌘B". */
export function shortcutLabel(keys: string, mac: boolean): string {
  return keys
    .split("-")
    .map((k) =>
      k === "Mod"
        ? mac
          ? "⌘"
          : "Ctrl"
        : k === "Alt"
          ? mac
            ? "⌥"
            : "Alt"
          : k === "Shift"
            ? mac
              ? "⇧"
              : "Shift"
            : k.toUpperCase(),
    )
    .join(mac ? "" : "+");
}

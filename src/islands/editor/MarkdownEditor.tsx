/** CodeMirror 6 as a controlled Markdown editor: history, formatting keys, images pasted or dropped. */
import { useEffect, useRef } from "react";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { markdown } from "@codemirror/lang-markdown";
import { defaultHighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorState, Prec } from "@codemirror/state";
import { EditorView, keymap, placeholder } from "@codemirror/view";
import { formattingKeymap, leaveListOnEmptyItem } from "./commands";
import { m } from "../../i18n/m";

interface Props {
  value: string;
  /** Grows when `value` was replaced from outside (see use-post-session): the editor then takes it in. */
  replaced: number;
  label: string;
  onChange: (value: string) => void;
  onView: (view: EditorView) => void;
  onImageFiles: (files: File[], at: number) => void;
  /** Where the caret goes when the editor opens (coming from the rich editor). */
  caretAt?: number | undefined;
}

const imagesOf = (list: FileList | null | undefined) => [...(list ?? [])].filter((f) => f.type.startsWith("image/"));

/** The editor's look, from the page theme's variables (they inherit into the shadow root). */
const look = EditorView.theme({
  "&": { backgroundColor: "var(--surface)", color: "var(--fg)", fontSize: "1.0625rem", minHeight: "50vh" },
  "&.cm-focused": { outline: "3px solid var(--accent)", outlineOffset: "-3px" },
  ".cm-content": {
    fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    padding: "1rem",
    minHeight: "50vh",
    caretColor: "var(--fg)",
  },
  ".cm-placeholder": { color: "var(--muted)" },
  ".cm-cursor": { borderLeftColor: "var(--fg)" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground": { backgroundColor: "var(--accent-soft)" },
});

export function MarkdownEditor({ value, replaced, label, onChange, onView, onImageFiles, caretAt }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, onImageFiles });
  latest.current = { onChange, onImageFiles };

  useEffect(() => {
    // NOTE: CodeMirror's styles go into a <style> element in a document, which a hash-only CSP refuses;
    // inside a shadow root they are constructable stylesheets, which CSP does not govern.
    const root = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: "open" });
    const v = new EditorView({
      parent: root,
      root,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          Prec.highest(keymap.of([{ key: "Enter", run: leaveListOnEmptyItem }])),
          keymap.of([...formattingKeymap, ...defaultKeymap, ...historyKeymap]),
          markdown(),
          syntaxHighlighting(defaultHighlightStyle),
          EditorView.lineWrapping,
          look,
          placeholder(m.ed_md_placeholder()),
          EditorView.contentAttributes.of({
            "aria-label": label,
            "aria-multiline": "true",
            "data-testid": "editor-body",
          }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) latest.current.onChange(u.state.doc.toString());
          }),
          EditorView.domEventHandlers({
            paste(event, ev) {
              const files = imagesOf(event.clipboardData?.files);
              if (!files.length) return false;
              event.preventDefault();
              latest.current.onImageFiles(files, ev.state.selection.main.head);
              return true;
            },
            drop(event, ev) {
              const files = imagesOf(event.dataTransfer?.files);
              if (!files.length) return false;
              event.preventDefault();
              const at = ev.posAtCoords({ x: event.clientX, y: event.clientY }) ?? ev.state.selection.main.head;
              latest.current.onImageFiles(files, at);
              return true;
            },
          }),
        ],
      }),
    });
    view.current = v;
    if (caretAt !== undefined)
      v.dispatch({ selection: { anchor: Math.min(caretAt, v.state.doc.length) }, scrollIntoView: true });
    onView(v);
    return () => v.destroy();
    // The view is created once; later values arrive through the effect below.
  }, []);

  // A value from outside (a restored or newer copy) replaces the text, when `replaced` says there is one:
  // `value` also echoes the editor's own typing a render late, and must never overwrite newer keystrokes.
  useEffect(() => {
    const v = view.current;
    if (v && replaced > 0 && v.state.doc.toString() !== value)
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [replaced]);

  return <div ref={host} className="card min-h-[50vh] overflow-hidden" />;
}

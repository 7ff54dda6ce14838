/**
 * The story as readers will see it, edited in place (Milkdown over ProseMirror; Markdown in and out).
 * Its toolbar runs the same commands as the keys; the link button and Mod-k ask for the address in a
 * field of the toolbar (no prompt()). Pictures pasted, dropped or picked are uploaded by the page.
 */
import { useEffect, useRef, useState } from "react";
import type { Editor } from "@milkdown/kit/core";
import { insert } from "@milkdown/kit/utils";
import type { FormatName } from "./commands";
import { Toolbar } from "./Toolbar";
import { inLink, isActive, removeLink, RICH_FORMATS, setLink } from "./rich/formats";
import { makeRichEditor, setMarkdown, viewOf } from "./rich/make-editor";
import { SlashMenu, useSlashMenu } from "./SlashMenu";

/** What the page asks of the body editor that is showing. */
export interface BodyHandle {
  /** An uploaded picture, where the caret is. */
  insertImage: (url: string, alt: string) => void;
  focus: () => void;
}

interface Props {
  value: string;
  /** Grows when `value` was replaced from outside (see use-post-session): the editor then takes it in. */
  replaced: number;
  label: string;
  onChange: (value: string) => void;
  onHandle: (handle: BodyHandle | null) => void;
  onImageFiles: (files: File[]) => void;
  onImage: () => void;
}

export function RichEditor({ value, replaced, label, onChange, onHandle, onImageFiles, onImage }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const latest = useRef({ value, onChange, onImageFiles, onHandle });
  latest.current = { value, onChange, onImageFiles, onHandle };
  /** Set while the page replaces the text: that is not the writer's change. */
  const replacing = useRef(false);
  const [, setTick] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState("https://");
  const linkField = useRef<HTMLInputElement>(null);
  const slash = useSlashMenu(editor.current, onImage);
  const slashKey = useRef(slash.onKey);
  slashKey.current = slash.onKey;

  useEffect(() => {
    let alive = true;
    let made: Editor | null = null;
    void makeRichEditor({
      root: host.current!,
      markdown: latest.current.value,
      label,
      onChange: (md) => latest.current.onChange(md),
      quiet: () => replacing.current,
      onUpdate: () => setTick((n) => n + 1),
      onLinkKey: () => setLinkOpen(true),
      onSlashKey: (event) => slashKey.current(event),
      onImageFiles: (files) => latest.current.onImageFiles(files),
    }).then((e) => {
      if (!alive) return void e.destroy();
      made = e;
      editor.current = e;
      setTick((n) => n + 1);
      latest.current.onHandle({
        insertImage: (url, alt) => e.action(insert(`![${alt.replace(/[[\]]/g, "")}](${url})`)),
        focus: () => viewOf(e).focus(),
      });
    });
    return () => {
      alive = false;
      latest.current.onHandle(null);
      void made?.destroy();
    };
    // The editor is made once; later values arrive through `replaced` or the writer's typing.
  }, [label]);

  useEffect(() => {
    if (!replaced || !editor.current) return;
    replacing.current = true;
    try {
      setMarkdown(editor.current, latest.current.value);
    } finally {
      replacing.current = false;
    }
  }, [replaced]);

  useEffect(() => {
    if (linkOpen) linkField.current?.focus();
  }, [linkOpen]);

  const view = editor.current ? viewOf(editor.current) : null;
  const run = (name: FormatName) => {
    if (!view) return;
    if (name === "link") {
      if (inLink(view.state)) removeLink(view.state, view.dispatch);
      else {
        setLinkOpen(true);
        return;
      }
    } else RICH_FORMATS[name](view.state, view.dispatch);
    view.focus();
  };
  function applyLink() {
    if (!view) return;
    const address = href.trim();
    if (/^(https?:\/\/|mailto:|\/|#)\S+$/i.test(address) && address !== "https://")
      setLink(address)(view.state, view.dispatch);
    setLinkOpen(false);
    setHref("https://");
    view.focus();
  }
  return (
    <div className="rich-editor">
      <Toolbar
        className="rich-toolbar"
        ready={!!view}
        run={run}
        pressed={(name) => (view ? isActive(view.state, name) : false)}
        onImage={onImage}
      />
      {linkOpen && (
        <form
          className="mb-2 flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            applyLink();
          }}
          onKeyDown={(e) => {
            if (e.key !== "Escape") return;
            setLinkOpen(false);
            view?.focus();
          }}
        >
          <label htmlFor="rich-link" className="text-sm">
            Link address
          </label>
          <input
            ref={linkField}
            id="rich-link"
            type="url"
            className="field w-auto grow"
            value={href}
            onChange={(e) => setHref(e.target.value)}
          />
          <button type="submit" className="btn">
            Apply
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setLinkOpen(false);
              view?.focus();
            }}
          >
            Cancel
          </button>
        </form>
      )}
      <div ref={host} className="rich-host relative">
        {slash.open && <SlashMenu {...slash} />}
      </div>
    </div>
  );
}

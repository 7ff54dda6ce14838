/**
 * The story as readers will see it, edited in place (Milkdown over ProseMirror; Markdown in and out).
 * Its toolbar runs the same commands as the keys; the link button and Mod-k ask for the address in a
 * field of the toolbar (no prompt()). Pictures pasted, dropped or picked are uploaded by the page.
 * Cards: a selected picture shows its caption, description and width; code blocks and callouts carry
 * their pickers (rich/block-views); selected text gets a small toolbar. Alt+F10 reaches each of them.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Editor } from "@milkdown/kit/core";
import { NodeSelection, TextSelection, type EditorState } from "@milkdown/kit/prose/state";
import { insert } from "@milkdown/kit/utils";
import { AddressForm } from "./AddressForm";
import type { FormatName } from "./commands";
import { IMAGE_CARD_ID, ImageCard } from "./ImageCard";
import { SELECTION_BAR_ID, SelectionBar } from "./SelectionBar";
import { Toolbar } from "./Toolbar";
import { focusBlockControl } from "./rich/block-views";
import { insertEmbed } from "./rich/embed";
import { inLink, isActive, removeLink, RICH_FORMATS, setLink } from "./rich/formats";
import { EARLY_DONE_EVENT, EARLY_INPUT_EVENT } from "../../shared/early-body";
import { adoptEarlyBody, earlyBody } from "./early-body";
import { holdsWhatIsSeen, takeOver } from "./rich/early-takeover";
import { flushChanges, makeRichEditor, markdownOffset, placeCaret, setMarkdown, viewOf } from "./rich/make-editor";
import { finishOpening, whenOpened } from "./rich/open-in-parts";
import { lookOf } from "./rich/look";
import { isEmbeddable } from "./rich/providers";
import { SlashMenu, useSlashMenu } from "./SlashMenu";
import { lostMessage, useCoediting, type LiveSession } from "./use-coediting";
import { m } from "../../i18n/m";

/** What the page asks of the body editor that is showing. */
export interface BodyHandle {
  /** An uploaded picture, where the caret is. */
  insertImage: (url: string, alt: string) => void;
  focus: () => void;
  /** Where the caret is, as an offset in the story's Markdown (for the Markdown view). */
  caret: () => number;
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
  /** Where the caret goes when the editor opens: an offset in `value` (coming from the Markdown view). */
  caretAt?: number | undefined;
  /** A saved story: edited live with whoever else has it open (decision 018). */
  postId?: string | null | undefined;
  live?: LiveSession | undefined;
}

/** The picture selected as a whole, if one is. */
const selectedImage = (state: EditorState) =>
  state.selection instanceof NodeSelection && state.selection.node.type.name === "image" ? state.selection.from : null;

/** Text selected outside code: the selection's toolbar applies to it. */
const selectedText = (state: EditorState) =>
  state.selection instanceof TextSelection &&
  !state.selection.empty &&
  state.selection.$from.parent.type.name !== "code_block";

const focusFirst = (id: string) => {
  const first = document.getElementById(id)?.querySelector<HTMLElement>("input, button[tabindex='0']");
  first?.focus();
  return !!first;
};

export function RichEditor({
  value,
  replaced,
  label,
  onChange,
  onHandle,
  onImageFiles,
  onImage,
  caretAt,
  postId,
  live: session,
}: Props) {
  const host = useRef<HTMLDivElement>(null);
  /** The editor's own element: out of sight while the page's early body stands in for it. */
  const mount = useRef<HTMLDivElement>(null);
  /** The story's body the page sent editable, until the editor takes it over (see early-body). */
  const early = useRef(caretAt === undefined ? earlyBody() : null);
  const editor = useRef<Editor | null>(null);
  const latest = useRef({ value, onChange, onImageFiles, onHandle });
  latest.current = { value, onChange, onImageFiles, onHandle };
  /** Set while the page replaces the text: that is not the writer's change. */
  const replacing = useRef(false);
  /** Bound to the story's shared document (live co-editing). */
  const liveNow = useRef(false);
  const stopLive = useRef<() => void>(() => undefined);
  /** Pictures this page uploaded: address -> the file's name (an alt text equal to it describes nothing). */
  const uploaded = useRef(new Map<string, string>());
  const [, setTick] = useState(0);
  /** What the toolbar, the cards and the slash menu last showed (see rich/look). */
  const look = useRef("");
  /** Whether the focus is in the editor or its cards (they show only then). */
  const [inside, setInside] = useState(false);
  const [ask, setAsk] = useState<"link" | "embed" | null>(null);
  const slash = useSlashMenu(editor.current, onImage, () => setAsk("embed"));
  const slashKey = useRef(slash.onKey);
  slashKey.current = slash.onKey;

  // Before the first paint: the early body stands where the editor will, focus and caret kept.
  useLayoutEffect(() => {
    const standIn = early.current;
    if (!standIn) return;
    mount.current!.hidden = true;
    adoptEarlyBody(standIn, host.current!, mount.current);
    // Gone before the editor took it over (the Markdown view chosen meanwhile): it goes with the host.
    return () => {
      standIn.done = true;
      standIn.el.dispatchEvent(new Event(EARLY_DONE_EVENT));
    };
  }, []);

  useEffect(() => {
    let alive = true;
    let made: Editor | null = null;
    const madeAt = replacedNow.current;
    void makeRichEditor({
      root: mount.current!,
      markdown: latest.current.value,
      label,
      onChange: (md) => latest.current.onChange(md),
      quiet: () => replacing.current,
      onUpdate: (state) => {
        const now = lookOf(state);
        if (now === look.current) return;
        look.current = now;
        setTick((n) => n + 1);
      },
      onLinkKey: () => setAsk("link"),
      onSlashKey: (event) => slashKey.current(event),
      onCardKey: () => {
        const view = made && viewOf(made);
        if (!view) return false;
        if (selectedImage(view.state) !== null) return focusFirst(IMAGE_CARD_ID);
        if (focusBlockControl(view)) return true;
        return selectedText(view.state) && focusFirst(SELECTION_BAR_ID);
      },
      onImageFiles: (files) => latest.current.onImageFiles(files),
    }).then((e) => {
      if (!alive) return void e.destroy();
      made = e;
      const standIn = early.current;
      if (standIn && !standIn.done) {
        // Shown (and used by the page) once it has taken the early body's place.
        const view = viewOf(e);
        const go = () => {
          if (!alive || standIn.done) return;
          try {
            takeOver({
              view,
              mount: mount.current!,
              early: standIn,
              finishOpening: () => finishOpening(view),
              onImageFiles: (files) => latest.current.onImageFiles(files),
            });
          } catch (err) {
            // Whatever went wrong in doing the early inputs again, the writer gets the editor.
            standIn.done = true;
            standIn.el.remove();
            mount.current!.hidden = false;
            standIn.el.dispatchEvent(new Event(EARLY_DONE_EVENT));
            view.focus();
            console.error(err);
          }
          ready(e);
        };
        // The writer's first key does not wait for the rest of a long story to open.
        const now = () => setTimeout(go);
        standIn.el.addEventListener(EARLY_INPUT_EVENT, now, { once: true });
        // At once when what the writer sees is in (a long story's first part), the rest following out of sight.
        if (standIn.inputs.length || holdsWhatIsSeen(standIn, view.state.doc)) go();
        else void whenOpened(view).then(go);
      } else ready(e);
    });
    const ready = (e: Editor) => {
      editor.current = e;
      // The page replaced the text while the editor was being made (or stood out of sight): it takes it now.
      if (replacedNow.current !== madeAt) replaceWith(e);
      if (caretAt !== undefined) placeCaret(e, latest.current.value, caretAt);
      setTick((n) => n + 1);
      latest.current.onHandle({
        insertImage: (url, alt) => {
          uploaded.current.set(url, alt);
          e.action(insert(`![${alt.replace(/[[\]]/g, "")}](${url})`));
        },
        focus: () => viewOf(e).focus(),
        caret: () => {
          // The Markdown view opens on the page's text: what was typed last goes there first.
          flushChanges(e);
          return markdownOffset(e);
        },
      });
    };
    return () => {
      alive = false;
      latest.current.onHandle(null);
      // Live co-editing lets go of the view first: its plugins must not outlive the editor's context.
      stopLive.current();
      void made?.destroy();
    };
    // The editor is made once; later values arrive through `replaced` or the writer's typing.
  }, [label]);

  const replacedNow = useRef(replaced);
  replacedNow.current = replaced;
  const replaceWith = (e: Editor) => {
    replacing.current = true;
    try {
      setMarkdown(e, latest.current.value, !liveNow.current);
    } finally {
      replacing.current = false;
    }
  };
  useEffect(() => {
    if (!replaced || !editor.current) return;
    replaceWith(editor.current);
  }, [replaced]);

  const view = editor.current ? viewOf(editor.current) : null;
  const live = useCoediting(
    view,
    postId,
    session && {
      ...session,
      attach: (link) => {
        liveNow.current = link !== null;
        session.attach(link);
      },
    },
  );
  stopLive.current = live.stop;
  const run = (name: FormatName) => {
    if (!view) return;
    if (name === "link") {
      if (inLink(view.state)) removeLink(view.state, view.dispatch);
      else {
        setAsk("link");
        return;
      }
    } else RICH_FORMATS[name](view.state, view.dispatch);
    view.focus();
  };
  const close = () => {
    setAsk(null);
    view?.focus();
  };
  const image = view && inside ? selectedImage(view.state) : null;
  const src = image !== null ? String(view?.state.doc.nodeAt(image)?.attrs.src ?? "") : "";
  return (
    <div
      className="rich-editor"
      onFocus={() => setInside(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setInside(false);
      }}
    >
      <Toolbar
        className="rich-toolbar"
        ready={!!view}
        run={run}
        pressed={(name) => (view ? isActive(view.state, name) : false)}
        onImage={onImage}
      />
      {ask === "link" && (
        <AddressForm
          id="rich-link"
          label={m.rich_link_address()}
          problem={() => null}
          onApply={(address) => {
            if (view && /^(https?:\/\/|mailto:|\/|#)\S+$/i.test(address) && address !== "https://")
              setLink(address)(view.state, view.dispatch);
            close();
          }}
          onClose={close}
        />
      )}
      {ask === "embed" && (
        <AddressForm
          id="rich-embed"
          label={m.rich_embed_address()}
          problem={(address) => (isEmbeddable(address) ? null : m.rich_embed_problem())}
          onApply={(address) => {
            if (view) insertEmbed(view, address);
            close();
          }}
          onClose={close}
        />
      )}
      {live.people.length > 1 && (
        <ul
          className="coedit-people flex flex-wrap gap-2 py-1 text-sm"
          aria-label={m.rich_editing_now()}
          data-testid="coedit-people"
        >
          {live.people.map((p, i) => (
            <li key={i} style={{ borderColor: p.color }} className="rounded border-b-2 px-1">
              {p.name}
            </li>
          ))}
        </ul>
      )}
      {live.lost && (
        <p role="alert" className="rounded border border-danger px-3 py-2 text-sm" data-testid="coedit-lost">
          {lostMessage(live.lost)}
        </p>
      )}
      <div ref={host} className="rich-host relative">
        {slash.open && <SlashMenu {...slash} />}
        {view && image !== null && <ImageCard view={view} pos={image} uploadedAs={uploaded.current.get(src)} />}
        {view && inside && !ask && selectedText(view.state) && (
          <SelectionBar view={view} run={run} pressed={(name) => isActive(view.state, name)} />
        )}
        <div ref={mount} />
      </div>
    </div>
  );
}

/**
 * The rich editor: Milkdown (ProseMirror, parsing and writing Markdown with remark, as the site's
 * renderer does; decision 017) with CommonMark, GFM (tables, footnotes, task lists, strikethrough),
 * history, clipboard (pasted HTML becomes Markdown nodes; styles and spans are dropped by the schema)
 * and our formatting keys. Markdown stays the stored format: what `onChange` gets is the story.
 */
import {
  defaultValueCtx,
  Editor,
  editorViewCtx,
  editorViewOptionsCtx,
  parserCtx,
  remarkCtx,
  remarkStringifyOptionsCtx,
  rootCtx,
  serializerCtx,
} from "@milkdown/kit/core";
import { clipboard } from "@milkdown/kit/plugin/clipboard";
import { history } from "@milkdown/kit/plugin/history";
import { trailing } from "@milkdown/kit/plugin/trailing";
import {
  commonmark,
  remarkPreserveEmptyLinePlugin,
  syncHeadingIdPlugin,
  syncListOrderPlugin,
} from "@milkdown/kit/preset/commonmark";
import { gfm } from "@milkdown/kit/preset/gfm";
import { keymap } from "@milkdown/kit/prose/keymap";
import { NodeSelection, Plugin, Selection, type Command, type EditorState } from "@milkdown/kit/prose/state";
import { Decoration, DecorationSet, type EditorView } from "@milkdown/kit/prose/view";
import { $prose, replaceAll } from "@milkdown/kit/utils";
import { m } from "../../../i18n/m";
import { FORMATS } from "../commands";
import { RICH_FORMATS } from "./formats";
import { calloutInputRule, calloutSchema, remarkCallouts } from "./callout";
import { calloutView, codeBlockView } from "./block-views";
import { embedSchema, pasteEmbeds, remarkEmbeds } from "./embed";
import { captionedImage } from "./image";
import { listOrder } from "./list-order";
import {
  finishOpening,
  isAppending,
  openRest,
  splitForOpening,
  stopOpening,
  tailOf,
  whenOpened,
} from "./open-in-parts";
import { hasSource, prepareSource, rememberSource, writeOut } from "./keep-source";
import { earlyMapping } from "./early-takeover";
import { outOfSight } from "./out-of-sight";
import { pasteClean } from "./paste-clean";
import { pictureExit, quietEmptyParagraph } from "./picture-exit";
import { scrollPadding, scrollRoom } from "./scroll-room";
import { slashKeys } from "./slash";
import { plainTableCell, plainTableHeader } from "./table";

export interface RichOptions {
  root: HTMLElement;
  markdown: string;
  label: string;
  onChange: (markdown: string) => void;
  /** Any change of the document or the selection (the toolbar shows what is on). */
  onUpdate: (state: EditorState) => void;
  /** A key while the slash menu is open: true when the menu took it. */
  onSlashKey: (event: KeyboardEvent) => boolean;
  /** Mod-k: the toolbar's link field opens. */
  onLinkKey: () => void;
  /** True while the page itself replaces the text (a restore): that is no change of the writer's. */
  quiet: () => boolean;
  /** Alt+F10: the controls of what is selected (a card's fields, the selection's toolbar) take the focus. */
  onCardKey: () => boolean;
  /** Pictures pasted or dropped: uploaded by the page, then inserted. */
  onImageFiles: (files: File[]) => void;
}

/** How our Markdown is written back: the marks the site's own writers and seed use. */
export const STRINGIFY = {
  bullet: "-",
  emphasis: "_",
  strong: "*",
  rule: "-",
  fence: "`",
  fences: true,
  listItemIndent: "one",
} as const;

const imagesOf = (list: FileList | null | undefined) => [...(list ?? [])].filter((f) => f.type.startsWith("image/"));

function ourKeys(options: RichOptions) {
  const bindings: Record<string, Command> = {};
  for (const [name, command] of Object.entries(RICH_FORMATS))
    bindings[FORMATS[name as keyof typeof RICH_FORMATS].keys] = command;
  bindings[FORMATS.link.keys] = () => {
    options.onLinkKey();
    return true;
  };
  bindings["Alt-F10"] = () => options.onCardKey();
  // Tab from a selected picture goes to its card (elsewhere Tab leaves the editor, as it always did).
  bindings.Tab = (state) =>
    state.selection instanceof NodeSelection && state.selection.node.type.name === "image" && options.onCardKey();
  return $prose(() => keymap(bindings));
}

/**
 * The writer's changes, as Markdown. Writing out a whole story costs milliseconds per thousand words
 * (remark), so it is not done per keystroke: a story of ordinary length is written out in the
 * keystroke's own task, a long one once the writer pauses (and the browser is idle). Nothing typed is
 * lost: the pending text is written out at once when the editor loses the focus (a click on Publish or
 * the settings), when the page is hidden or closed, when the Markdown view takes over, and when the
 * editor goes. Milkdown's own listener waits 200 ms whatever the size, which a crash can fall into.
 */
function changes(options: RichOptions) {
  return $prose(
    (ctx) =>
      new Plugin({
        view: (editorView) => {
          let timer: ReturnType<typeof setTimeout> | undefined;
          let idle: number | undefined;
          let pending = false;
          // Taken now: when the editor goes, Milkdown clears its context before this view's destroy.
          const serialize = ctx.get(serializerCtx);
          const tree = topBlocks(ctx.get(remarkCtx));
          const cancel = () => {
            clearTimeout(timer);
            if (idle !== undefined) window.cancelIdleCallback?.(idle);
            idle = undefined;
          };
          const flush = () => {
            cancel();
            if (!pending) return;
            pending = false;
            // A long story still opening: its parts not yet in the document follow (see open-in-parts).
            const tail = tailOf(editorView);
            const { doc } = editorView.state;
            // The empty paragraph kept at the end (to type after a table or code) is no blank line.
            if (tail) options.onChange(`${serialize(doc).replace(/\n{2,}$/, "\n")}\n${tail}`);
            // Untouched blocks as the story had them (keep-source).
            else options.onChange(writeOut(editorView, doc, serialize, tree).replace(/\n{2,}$/, "\n"));
          };
          const later = () => {
            if (window.requestIdleCallback) idle = window.requestIdleCallback(flush, { timeout: 2000 });
            else flush();
          };
          flushers.set(editorView, flush);
          const onHide = () => document.visibilityState === "hidden" && flush();
          window.addEventListener("pagehide", flush);
          document.addEventListener("visibilitychange", onHide);
          editorView.dom.addEventListener("focusout", flush);
          return {
            update: (view, previous) => {
              options.onUpdate(view.state);
              if (view.state.doc === previous.doc || isAppending(view)) return;
              touched.add(view);
              cancel();
              if (options.quiet()) {
                pending = false;
                return;
              }
              pending = true;
              if (view.state.doc.content.size > LONG_STORY) timer = setTimeout(later, PAUSE_MS);
              // In the keystroke's own task: a tab closed or crashed right after it keeps the key.
              else flush();
            },
            destroy: () => {
              flush();
              flushers.delete(editorView);
              window.removeEventListener("pagehide", flush);
              document.removeEventListener("visibilitychange", onHide);
              editorView.dom.removeEventListener("focusout", flush);
            },
          };
        },
      }),
  );
}

/** Each editor's "write out what is pending now". */
const flushers = new WeakMap<EditorView, () => void>();

/** Past this size (about 4,000 words) a story is written out after a pause rather than per keystroke. */
const LONG_STORY = 25_000;
/** A pause in typing: a fast typist's gap between keys is about 100 ms. */
const PAUSE_MS = 400;

/** Writes the writer's pending changes out now (before the page reads the story's text). */
export const flushChanges = (editor: Editor) => flushViewChanges(viewOf(editor));
/** The same, from the editor's view (live co-editing: the Markdown and the shared state read together). */
export const flushViewChanges = (view: EditorView) => flushers.get(view)?.();

function files(options: RichOptions) {
  const take = (list: FileList | null | undefined) => {
    const found = imagesOf(list);
    if (found.length) options.onImageFiles(found);
    return found.length > 0;
  };
  return $prose(
    () =>
      new Plugin({
        props: {
          handlePaste: (_view, event) => take(event.clipboardData?.files),
          handleDrop: (_view, event) => take(event.dataTransfer?.files),
        },
      }),
  );
}

/** "Tell your story…" (in the page's language) in an empty story (a decoration: nothing enters the document). */
const placeholder = $prose(
  () =>
    new Plugin({
      props: {
        decorations: (state) => {
          const first = state.doc.firstChild;
          if (state.doc.childCount > 1 || !first?.isTextblock || first.content.size > 0) return null;
          return DecorationSet.create(state.doc, [
            Decoration.node(0, first.nodeSize, { class: "is-empty-story", "data-placeholder": m.rich_placeholder() }),
          ]);
        },
      },
    }),
);

/**
 * Milkdown's parts we leave out: the heading ids it keeps in the document (the story page makes its
 * own, and keeping them walks every heading after each keystroke and rewrites them all when a story
 * opens), and its "empty line" keeping, which writes an empty paragraph in the middle of a story as
 * `<br />` (raw HTML in a Markdown story; the page shows nothing for it either way). Its list-order
 * keeping walks the whole story after every transaction: ours (rich/list-order) looks at what changed.
 */
const LEFT_OUT: readonly unknown[] = [syncHeadingIdPlugin, syncListOrderPlugin, ...remarkPreserveEmptyLinePlugin];

export async function makeRichEditor(options: RichOptions): Promise<Editor> {
  const parts = splitForOpening(options.markdown);
  const editor = Editor.make()
    .config((ctx) => {
      ctx.set(rootCtx, options.root);
      ctx.set(defaultValueCtx, parts?.first ?? options.markdown);
      ctx.update(remarkStringifyOptionsCtx, (prev) => ({ ...prev, ...STRINGIFY }));
      ctx.update(editorViewOptionsCtx, (prev) => ({
        ...prev,
        // The caret keeps clear of the bars pinned at the window's top and foot.
        ...scrollRoom(),
        attributes: {
          "aria-label": options.label,
          "aria-multiline": "true",
          role: "textbox",
          "data-testid": "editor-body",
          class: "rich-body prose-post",
        },
      }));
    })
    .use(commonmark.filter((plugin) => !LEFT_OUT.includes(plugin)))
    .use(listOrder)
    .use(captionedImage)
    .use(quietEmptyParagraph)
    .use(gfm)
    .use(plainTableCell)
    .use(plainTableHeader)
    .use(remarkCallouts)
    .use(calloutSchema)
    .use(calloutInputRule)
    .use(remarkEmbeds)
    .use(embedSchema)
    .use(codeBlockView)
    .use(calloutView)
    .use(history)
    // Before the clipboard's own handling, which would paste the address as a link.
    .use(pasteEmbeds)
    .use(clipboard)
    .use(pasteClean)
    .use(trailing)
    .use(ourKeys(options))
    .use(slashKeys(options.onSlashKey))
    .use(changes(options))
    .use(files(options))
    .use(pictureExit)
    .use(scrollPadding)
    .use(placeholder)
    .use(outOfSight)
    .use(earlyMapping);
  await editor.create();
  const view = viewOf(editor);
  const tree = topBlocks(editor.ctx.get(remarkCtx));
  const remember = () => {
    rememberSource(view, options.markdown);
    // Lined up while the browser is idle, so the first keystroke does not wait for it.
    window.requestIdleCallback?.(() => prepareSource(view, tree), { timeout: 5000 });
  };
  if (!parts) remember();
  else {
    openRest(view, parts.later, editor.ctx.get(parserCtx));
    // Before anything else waiting for the whole story (co-editing's binding redraws it): the document
    // is the story's text only if the writer changed nothing while it opened, and nothing replaced it.
    void whenOpened(view).then(() => {
      if (!view.isDestroyed && !touched.has(view) && !hasSource(view)) remember();
    });
  }
  return editor;
}

/** Views whose document changed by other means than opening (typing, a co-author, a replacement). */
const touched = new WeakSet<EditorView>();

/** remark's top-level blocks of a Markdown text, with their positions, as Milkdown's parser sees them. */
const topBlocks =
  (remark: { parse: (markdown: string) => unknown; runSync: (tree: never, file: string) => unknown }) =>
  (markdown: string) =>
    (remark.runSync(remark.parse(markdown) as never, markdown) as { children: { type: string }[] }).children;

/** The ProseMirror view inside, for commands and the caret. */
export const viewOf = (editor: Editor): EditorView => editor.ctx.get(editorViewCtx);

/**
 * Where the caret is, as an offset in the story's Markdown (the Markdown view opens there): the
 * document up to the caret, written out, is as long as the Markdown before it.
 */
export function markdownOffset(editor: Editor): number {
  const view = viewOf(editor);
  const before = view.state.doc.cut(0, view.state.selection.from);
  // Written as the story is (untouched blocks as they were typed: keep-source).
  const written = writeOut(view, before, editor.ctx.get(serializerCtx), topBlocks(editor.ctx.get(remarkCtx)));
  return written.replace(/\n+$/, "").length;
}

/** The caret at `offset` of the story's Markdown `markdown` (coming back from the Markdown view). */
export function placeCaret(editor: Editor, markdown: string, offset: number): void {
  const view = viewOf(editor);
  finishOpening(view);
  const before = editor.ctx.get(parserCtx)(markdown.slice(0, offset));
  const { doc } = view.state;
  const pos = Math.min(Selection.atEnd(before).from, doc.content.size);
  view.dispatch(view.state.tr.setSelection(Selection.near(doc.resolve(pos), -1)).scrollIntoView());
}

/**
 * Replaces the whole document (a revision restored, a newer copy loaded) without an echo. `fresh`
 * starts a new editor state (the undo history goes too); a live co-edited document keeps its state,
 * whose plugins bind it to the shared document, and the replacement is a change others receive.
 */
export function setMarkdown(editor: Editor, markdown: string, fresh = true) {
  stopOpening(viewOf(editor));
  editor.action(replaceAll(markdown, fresh));
  rememberSource(viewOf(editor), markdown);
}

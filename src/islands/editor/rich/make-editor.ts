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
  remarkStringifyOptionsCtx,
  rootCtx,
} from "@milkdown/kit/core";
import { clipboard } from "@milkdown/kit/plugin/clipboard";
import { history } from "@milkdown/kit/plugin/history";
import { listener, listenerCtx } from "@milkdown/kit/plugin/listener";
import { trailing } from "@milkdown/kit/plugin/trailing";
import { commonmark } from "@milkdown/kit/preset/commonmark";
import { gfm } from "@milkdown/kit/preset/gfm";
import { keymap } from "@milkdown/kit/prose/keymap";
import { Plugin, type Command } from "@milkdown/kit/prose/state";
import { Decoration, DecorationSet, type EditorView } from "@milkdown/kit/prose/view";
import { $prose, replaceAll } from "@milkdown/kit/utils";
import { FORMATS } from "../commands";
import { RICH_FORMATS } from "./formats";
import { captionedImage } from "./image";

export interface RichOptions {
  root: HTMLElement;
  markdown: string;
  label: string;
  onChange: (markdown: string) => void;
  /** Any change of the document or the selection (the toolbar shows what is on). */
  onUpdate: () => void;
  /** Mod-k: the toolbar's link field opens. */
  onLinkKey: () => void;
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
  return $prose(() => keymap(bindings));
}

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

/** "Tell your story…" in an empty story (a decoration: nothing enters the document). */
const placeholder = $prose(
  () =>
    new Plugin({
      props: {
        decorations: (state) => {
          const first = state.doc.firstChild;
          if (state.doc.childCount > 1 || !first?.isTextblock || first.content.size > 0) return null;
          return DecorationSet.create(state.doc, [
            Decoration.node(0, first.nodeSize, { class: "is-empty-story", "data-placeholder": "Tell your story…" }),
          ]);
        },
      },
    }),
);

export async function makeRichEditor(options: RichOptions): Promise<Editor> {
  const editor = Editor.make()
    .config((ctx) => {
      ctx.set(rootCtx, options.root);
      ctx.set(defaultValueCtx, options.markdown);
      ctx.update(remarkStringifyOptionsCtx, (prev) => ({ ...prev, ...STRINGIFY }));
      ctx.update(editorViewOptionsCtx, (prev) => ({
        ...prev,
        attributes: {
          "aria-label": options.label,
          "aria-multiline": "true",
          role: "textbox",
          "data-testid": "editor-body",
          class: "rich-body prose-post",
        },
      }));
      ctx.get(listenerCtx).markdownUpdated((_ctx, markdown, previous) => {
        if (markdown !== previous) options.onChange(markdown);
      });
      ctx.get(listenerCtx).updated(() => options.onUpdate());
      ctx.get(listenerCtx).selectionUpdated(() => options.onUpdate());
    })
    .use(commonmark)
    .use(captionedImage)
    .use(gfm)
    .use(history)
    .use(listener)
    .use(clipboard)
    .use(trailing)
    .use(ourKeys(options))
    .use(files(options))
    .use(placeholder);
  return editor.create();
}

/** The ProseMirror view inside, for commands and the caret. */
export const viewOf = (editor: Editor): EditorView => editor.ctx.get(editorViewCtx);

/** Replaces the whole document (a revision restored, a newer copy loaded) without an echo. */
export function setMarkdown(editor: Editor, markdown: string) {
  editor.action(replaceAll(markdown, true));
}

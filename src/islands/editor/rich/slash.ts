/**
 * The slash menu's brain: "/" typed at the start of an empty paragraph opens it, the words after the
 * slash filter it, and choosing an entry replaces "/words" with the block. The menu itself is drawn by
 * RichEditor from `slashQuery`; keys reach it through `onSlashKey` while it is open. Image and Embed
 * only clear the line here: the page asks for the file or the address (SlashMenu's `choose`).
 */
import type { Ctx } from "@milkdown/kit/ctx";
import { commandsCtx } from "@milkdown/kit/core";
import { insertTableCommand } from "@milkdown/kit/preset/gfm";
import { setBlockType, wrapIn } from "@milkdown/kit/prose/commands";
import { wrapInList } from "@milkdown/kit/prose/schema-list";
import { Plugin, TextSelection, type EditorState } from "@milkdown/kit/prose/state";
import type { EditorView } from "@milkdown/kit/prose/view";
import { $prose } from "@milkdown/kit/utils";
import { m } from "../../../i18n/m";

export interface SlashItem {
  id: string;
  label: string;
  hint: string;
  /** Words it is also found by. */
  keywords: string;
}

/** An entry whose label and hint are read in the page's language each time the menu is drawn. */
const item = (id: string, label: () => string, hint: () => string, keywords: string): SlashItem => ({
  id,
  get label() {
    return label();
  },
  get hint() {
    return hint();
  },
  keywords,
});

export const SLASH_ITEMS: SlashItem[] = [
  item(
    "heading",
    () => m.ed_fmt_heading(),
    () => m.ed_slash_heading_hint(),
    "h2 title section",
  ),
  item(
    "subheading",
    () => m.ed_fmt_subheading(),
    () => m.ed_slash_subheading_hint(),
    "h3",
  ),
  item(
    "bulletList",
    () => m.ed_fmt_bullet_list(),
    () => m.ed_slash_bullet_hint(),
    "ul unordered",
  ),
  item(
    "numberedList",
    () => m.ed_fmt_numbered_list(),
    () => m.ed_slash_numbered_hint(),
    "ol ordered",
  ),
  item(
    "quote",
    () => m.ed_fmt_quote(),
    () => m.ed_slash_quote_hint(),
    "blockquote citation",
  ),
  item(
    "code",
    () => m.ed_slash_code(),
    () => m.ed_slash_code_hint(),
    "pre snippet",
  ),
  item(
    "image",
    () => m.ed_image(),
    () => m.ed_slash_image_hint(),
    "picture photo",
  ),
  item(
    "embed",
    () => m.ed_slash_embed(),
    () => m.ed_slash_embed_hint(),
    "video youtube link url",
  ),
  item(
    "divider",
    () => m.ed_slash_divider(),
    () => m.ed_slash_divider_hint(),
    "hr rule separator",
  ),
  item(
    "table",
    () => m.ed_slash_table(),
    () => m.ed_slash_table_hint(),
    "grid",
  ),
  item(
    "callout",
    () => m.ed_slash_callout(),
    () => m.ed_slash_callout_hint(),
    "note tip warning alert",
  ),
];

/** What was typed after "/" when the caret is in "/words" at the start of a paragraph; otherwise null. */
export function slashQuery(state: EditorState): string | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const block = selection.$from.parent;
  if (block.type.name !== "paragraph" || selection.$from.parentOffset !== block.content.size) return null;
  const match = /^\/([\p{L}\d ]{0,20})$/u.exec(block.textContent);
  return match ? match[1]!.toLowerCase() : null;
}

export const slashMatches = (query: string) =>
  SLASH_ITEMS.filter((item) => `${item.label} ${item.keywords}`.toLowerCase().includes(query.trim()));

/** Hands Arrow keys, Enter, Tab and Escape to the menu while it is open. */
export const slashKeys = (onSlashKey: (event: KeyboardEvent) => boolean) =>
  $prose(
    () =>
      new Plugin({
        props: {
          handleKeyDown: (view, event) =>
            slashQuery(view.state) !== null &&
            ["ArrowDown", "ArrowUp", "Enter", "Tab", "Escape"].includes(event.key) &&
            onSlashKey(event),
        },
      }),
  );

/** Removes the "/words" and turns the paragraph into the chosen block. */
export function runSlashItem(ctx: Ctx, view: EditorView, id: string): void {
  const { state } = view;
  const { $from } = state.selection;
  const start = $from.start();
  let tr = state.tr.delete(start, $from.pos);
  tr = tr.setSelection(TextSelection.create(tr.doc, start));
  view.dispatch(tr);
  const { nodes } = view.state.schema;
  const run = (command: (s: EditorState, d: EditorView["dispatch"]) => boolean) => command(view.state, view.dispatch);
  switch (id) {
    case "heading":
    case "subheading":
      run(setBlockType(nodes.heading!, { level: id === "heading" ? 2 : 3 }));
      break;
    case "bulletList":
      run(wrapInList(nodes.bullet_list!));
      break;
    case "numberedList":
      run(wrapInList(nodes.ordered_list!));
      break;
    case "quote":
      run(wrapIn(nodes.blockquote!));
      break;
    case "callout":
      run(wrapIn(nodes.callout!, { kind: "note" }));
      break;
    case "code":
      run(setBlockType(nodes.code_block!, { language: "" }));
      break;
    case "divider": {
      const here = view.state.selection.$from;
      const hr = nodes.hr!.create();
      const after = nodes.paragraph!.create();
      const t = view.state.tr.replaceWith(here.before(), here.after(), [hr, after]);
      view.dispatch(t.setSelection(TextSelection.create(t.doc, here.before() + hr.nodeSize + 1)).scrollIntoView());
      break;
    }
    case "table":
      ctx.get(commandsCtx).call(insertTableCommand.key, { row: 3, col: 2 });
      break;
  }
  view.focus();
}

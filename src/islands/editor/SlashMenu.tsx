/**
 * The menu "/" opens at the start of an empty line: the blocks a story can hold, filtered by what is
 * typed after the slash, chosen by mouse, touch or keyboard (arrows, Enter or Tab, Escape to close).
 */
import { useState } from "react";
import type { Editor } from "@milkdown/kit/core";
import { runSlashItem, slashMatches, slashQuery, type SlashItem } from "./rich/slash";
import { viewOf } from "./rich/make-editor";
import { m } from "../../i18n/m";

export interface SlashState {
  open: boolean;
  items: SlashItem[];
  active: number;
  top: number;
  left: number;
  choose: (id: string) => void;
  onKey: (event: KeyboardEvent) => boolean;
}

/** Where the menu stands, what it lists and how keys move in it; recomputed on every render of the editor. */
export function useSlashMenu(editor: Editor | null, onImage: () => void, onEmbed: () => void): SlashState {
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const view = editor ? viewOf(editor) : null;
  const query = view ? slashQuery(view.state) : null;
  const items = query === null ? [] : slashMatches(query);
  const key = query === null || !view ? null : `${view.state.selection.$from.start()}`;
  const open = !!view && query !== null && items.length > 0 && closedAt !== key;
  let top = 0;
  let left = 0;
  if (open && view) {
    const at = view.coordsAtPos(view.state.selection.from);
    const box = view.dom.parentElement!.getBoundingClientRect();
    top = at.bottom - box.top + 4;
    left = Math.min(at.left - box.left, box.width - 260);
  }
  const current = Math.min(active, Math.max(0, items.length - 1));
  function choose(id: string) {
    if (!editor || !view) return;
    runSlashItem(editor.ctx, view, id);
    setActive(0);
    if (id === "image") onImage();
    if (id === "embed") onEmbed();
  }
  function onKey(event: KeyboardEvent): boolean {
    if (!open) return false;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const step = event.key === "ArrowDown" ? 1 : items.length - 1;
      setActive((current + step) % items.length);
      return true;
    }
    if (event.key === "Escape") {
      setClosedAt(key);
      return true;
    }
    choose(items[current]!.id);
    return true;
  }
  return { open, items, active: current, top, left, choose, onKey };
}

export function SlashMenu({ items, active, top, left, choose }: SlashState) {
  return (
    <div
      role="listbox"
      aria-label={m.ed_slash_menu()}
      id="slash-menu"
      className="card absolute z-30 max-h-72 w-64 overflow-y-auto p-1 shadow-lg"
      style={{ top, left: Math.max(0, left) }}
    >
      {items.map((item, i) => (
        <div
          key={item.id}
          id={`slash-${item.id}`}
          role="option"
          aria-selected={i === active}
          className={`cursor-pointer rounded-ui px-3 py-2 text-sm ${i === active ? "bg-accent-soft" : "hover:bg-surface-2"}`}
          onMouseDown={(e) => {
            e.preventDefault();
            choose(item.id);
          }}
        >
          <span className="block font-medium">{item.label}</span>
          <span className="block text-xs text-muted">{item.hint}</span>
        </div>
      ))}
    </div>
  );
}

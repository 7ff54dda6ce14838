/**
 * The small toolbar over selected text (bold, italic, link, code). The mouse uses it where the text
 * is; the keyboard reaches it with Alt+F10 from the selection, moves along it with the arrow keys,
 * and Escape (or using a button) goes back to the text with the selection kept.
 */
import type { KeyboardEvent } from "react";
import { arrowsAlongToolbar } from "./toolbar-keys";
import type { EditorView } from "@milkdown/kit/prose/view";
import { FORMATS, shortcutLabel, type FormatName } from "./commands";
import LineIcon from "../ui/LineIcon";
import { m } from "../../i18n/m";

export const SELECTION_BAR_ID = "selection-bar";

const BUTTONS: { name: FormatName; icon: React.ReactNode; className?: string }[] = [
  { name: "bold", icon: "B", className: "font-bold" },
  { name: "italic", icon: "I", className: "italic" },
  { name: "link", icon: <LineIcon name="link" /> },
  { name: "code", icon: "</>" },
];

interface Props {
  view: EditorView;
  run: (name: FormatName) => void;
  pressed: (name: FormatName) => boolean;
}

export function SelectionBar({ view, run, pressed }: Props) {
  const mac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
  const box = view.dom.parentElement!.getBoundingClientRect();
  const start = view.coordsAtPos(view.state.selection.from);
  const top = Math.max(0, start.top - box.top - 44);
  const left = Math.max(0, Math.min(start.left - box.left, box.width - 180));
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      view.focus();
      return;
    }
    arrowsAlongToolbar(event);
  }
  return (
    <div
      id={SELECTION_BAR_ID}
      role="toolbar"
      aria-label={m.ed_selected_text()}
      className="card absolute z-30 flex gap-1 p-1 shadow-lg"
      style={{ top, left }}
      onKeyDown={onKeyDown}
    >
      {BUTTONS.map(({ name, icon, className }, i) => {
        const title = `${FORMATS[name].label} (${shortcutLabel(FORMATS[name].keys, mac)})`;
        return (
          <button
            key={name}
            type="button"
            className="btn min-w-9 px-2 py-1 aria-pressed:bg-accent-soft"
            aria-label={title}
            title={title}
            aria-pressed={pressed(name)}
            tabIndex={i === 0 ? 0 : -1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(name)}
          >
            <span aria-hidden="true" className={className}>
              {icon}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * The formatting toolbar of both editors (the rich one runs ProseMirror commands, the Markdown view
 * CodeMirror's): every button names its shortcut, and the letters it shows (H2, B) are part of its
 * name, so what is seen is what is said; arrow keys move along it (one tab stop).
 */
import type { KeyboardEvent, ReactNode } from "react";
import { arrowsAlongToolbar } from "./toolbar-keys";
import LineIcon from "../ui/LineIcon";
import { FORMATS, shortcutLabel, type FormatName } from "./commands";
import { m } from "../../i18n/m";

/** Letters where letters say it best, drawn icons elsewhere (emoji render as boxes on many systems). */
const ICONS: Record<FormatName, ReactNode> = {
  heading: "H2",
  subheading: "H3",
  bold: "B",
  italic: "I",
  link: <LineIcon name="link" />,
  quote: <LineIcon name="quote" />,
  code: "</>",
  bulletList: <LineIcon name="list" />,
  numberedList: <LineIcon name="listOrdered" />,
};
/** Shown letters that the label does not already hold: they join the button's name. */
const SHOWN: Partial<Record<FormatName, string>> = { heading: "H2", subheading: "H3" };

interface Props {
  /** Whether the editor is there yet (the buttons wait for it). */
  ready: boolean;
  run: (name: FormatName) => void;
  /** Whether a format is on where the caret is (the rich editor says; the Markdown view does not). */
  pressed?: (name: FormatName) => boolean;
  onImage: () => void;
  className?: string;
}

export function Toolbar({ ready, run, pressed, onImage, className = "" }: Props) {
  const mac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    arrowsAlongToolbar(event);
  }
  return (
    <div
      role="toolbar"
      aria-label={m.ed_formatting()}
      className={`mb-2 flex flex-wrap gap-1 ${className}`}
      onKeyDown={onKeyDown}
    >
      {(Object.keys(FORMATS) as FormatName[]).map((name, i) => {
        const f = FORMATS[name];
        const shown = SHOWN[name];
        const title = `${f.label}${shown ? ` ${shown}` : ""} (${shortcutLabel(f.keys, mac)})`;
        return (
          <button
            key={name}
            type="button"
            className="btn min-w-9 px-2 py-1 aria-pressed:bg-accent-soft"
            aria-label={title}
            title={title}
            aria-pressed={pressed ? pressed(name) : undefined}
            tabIndex={i === 0 ? 0 : -1}
            disabled={!ready}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(name)}
          >
            <span aria-hidden="true" className={name === "bold" ? "font-bold" : name === "italic" ? "italic" : ""}>
              {ICONS[name]}
            </span>
          </button>
        );
      })}
      <button
        type="button"
        className="btn min-w-9 px-2 py-1"
        aria-label={m.ed_image()}
        title={m.ed_image()}
        tabIndex={-1}
        disabled={!ready}
        onClick={onImage}
      >
        <LineIcon name="image" />
      </button>
    </div>
  );
}

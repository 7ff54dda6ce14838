/** The formatting toolbar: every button names its shortcut; arrow keys move along it (one tab stop). */
import type { EditorView } from "@codemirror/view";
import type { KeyboardEvent, ReactNode } from "react";
import LineIcon from "../ui/LineIcon";
import { FORMATS, shortcutLabel, type FormatName } from "./commands";

/** Letters where letters say it best, drawn icons elsewhere (emoji render as boxes on many systems). */
const ICONS: Record<FormatName | "image", ReactNode> = {
  heading: "H2",
  subheading: "H3",
  bold: "B",
  italic: "I",
  link: <LineIcon name="link" />,
  quote: <LineIcon name="quote" />,
  code: "</>",
  bulletList: <LineIcon name="list" />,
  numberedList: "1.",
  image: <LineIcon name="image" />,
};

export function Toolbar({ view, onImage }: { view: EditorView | null; onImage: () => void }) {
  const mac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const buttons = [...event.currentTarget.querySelectorAll("button")];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(i + (event.key === "ArrowRight" ? 1 : buttons.length - 1)) % buttons.length]?.focus();
    event.preventDefault();
  }
  return (
    <div role="toolbar" aria-label="Formatting" className="mb-2 flex flex-wrap gap-1" onKeyDown={onKeyDown}>
      {(Object.keys(FORMATS) as FormatName[]).map((name, i) => {
        const f = FORMATS[name];
        const title = `${f.label} (${shortcutLabel(f.keys, mac)})`;
        return (
          <button
            key={name}
            type="button"
            className="btn min-w-9 px-2 py-1"
            aria-label={title}
            title={title}
            tabIndex={i === 0 ? 0 : -1}
            disabled={!view}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => view && f.run(view)}
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
        aria-label="Image"
        title="Image"
        tabIndex={-1}
        disabled={!view}
        onClick={onImage}
      >
        <span aria-hidden="true">{ICONS.image}</span>
      </button>
    </div>
  );
}

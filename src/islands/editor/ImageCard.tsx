/**
 * The selected picture's card: its caption (the Markdown title, shown under it on the story page),
 * its description for people who cannot see it (alt text; a file name is not one, so the card says
 * so), and its width. Alt+F10 or Tab from the picture comes here; Escape or Enter goes back.
 */
import type { MouseEvent } from "react";
import type { EditorView } from "@milkdown/kit/prose/view";
import { altProblem } from "./rich/alt-text";
import { IMAGE_WIDTHS } from "./rich/image";
import { m } from "../../i18n/m";

export const IMAGE_CARD_ID = "image-card";

const WIDTH_LABELS = {
  normal: () => m.rich_width_normal(),
  wide: () => m.rich_width_wide(),
  full: () => m.rich_width_full(),
} as const;

const ALT_HINTS = {
  empty: () => m.rich_alt_empty(),
  "file-name": () => m.rich_alt_file_name(),
} as const;

interface Props {
  view: EditorView;
  pos: number;
  /** The file name this page uploaded the picture from, if it did. */
  uploadedAs?: string | undefined;
}

/** A card opening below the window's foot (or a phone's formatting bar: see global.css) comes into sight. */
const reveal = (card: HTMLDivElement | null) => card?.scrollIntoView({ block: "nearest" });

export function ImageCard({ view, pos, uploadedAs }: Props) {
  const node = view.state.doc.nodeAt(pos);
  if (!node) return null;
  const { src, alt, title, width } = node.attrs as Record<string, string>;
  const problem = altProblem(alt!, src!, uploadedAs);
  const set = (name: string, value: string) => view.dispatch(view.state.tr.setNodeAttribute(pos, name, value));
  const back = () => view.focus();
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" || (event.key === "Enter" && event.target instanceof HTMLInputElement)) {
      event.preventDefault();
      back();
    }
  };
  // Clicking the card's own text keeps the focus where it is (the card stays open).
  const keepFocus = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest("input, label")) event.preventDefault();
  };

  const host = view.dom.parentElement!.parentElement!;
  const box = host.getBoundingClientRect();
  const picture = view.nodeDOM(pos);
  const at = picture instanceof HTMLElement ? picture.getBoundingClientRect() : null;
  const top = at ? at.bottom - box.top + 8 : 0;

  return (
    <div
      id={IMAGE_CARD_ID}
      ref={reveal}
      role="group"
      aria-label={m.rich_picture()}
      className="card absolute z-20 w-80 max-w-full space-y-2 p-3 text-sm shadow-lg"
      style={{ top, left: Math.max(0, Math.min((at?.left ?? box.left) - box.left, box.width - 320)) }}
      onKeyDown={onKeyDown}
      onMouseDown={keepFocus}
    >
      <div>
        <label htmlFor="image-caption" className="mb-1 block font-medium">
          {m.rich_caption()} <span className="font-normal text-muted">{m.rich_caption_hint()}</span>
        </label>
        <input id="image-caption" className="field" value={title} onChange={(e) => set("title", e.target.value)} />
      </div>
      <div>
        <label htmlFor="image-alt" className="mb-1 block font-medium">
          {m.rich_alt_label()} <span className="font-normal text-muted">{m.rich_alt_hint()}</span>
        </label>
        <input
          id="image-alt"
          className="field"
          value={alt}
          aria-invalid={problem ? true : undefined}
          aria-describedby="image-alt-hint"
          onChange={(e) => set("alt", e.target.value)}
        />
        <p id="image-alt-hint" className={`mt-1 text-xs ${problem ? "text-danger" : "text-muted"}`}>
          {problem ? ALT_HINTS[problem]() : m.rich_alt_read_aloud()}
        </p>
      </div>
      <fieldset>
        <legend className="mb-1 font-medium">{m.rich_width()}</legend>
        <div className="flex gap-3">
          {IMAGE_WIDTHS.map((w) => (
            <label key={w} className="flex items-center gap-1">
              <input type="radio" name="image-width" value={w} checked={width === w} onChange={() => set("width", w)} />
              {WIDTH_LABELS[w]()}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

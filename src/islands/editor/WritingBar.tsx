/**
 * Under the title: how long the story is (words, reading time), focus mode, and the Markdown switch.
 * Focus mode hides the site's top bar and menu (a class on <html>, cleared when the editor goes).
 */
import { useEffect } from "react";
import LineIcon from "../ui/LineIcon";
import { readingMinutes, wordsOfMarkdown } from "../../shared/reading-time";
import { MarkdownSwitch } from "./MarkdownSwitch";
import { m } from "../../i18n/m";
import { counted } from "../../i18n/format";

interface Props {
  content: string;
  focus: boolean;
  onFocus: (on: boolean) => void;
  markdown: boolean;
  onMarkdown: (on: boolean) => void;
}

export function WritingBar({ content, focus, onFocus, markdown, onMarkdown }: Props) {
  useEffect(() => {
    document.documentElement.classList.toggle("writing-focus", focus);
    if (!focus) return;
    const leave = (e: KeyboardEvent) => e.key === "Escape" && !document.querySelector("dialog[open]") && onFocus(false);
    window.addEventListener("keydown", leave);
    return () => {
      window.removeEventListener("keydown", leave);
      document.documentElement.classList.remove("writing-focus");
    };
  }, [focus, onFocus]);
  const words = wordsOfMarkdown(content);
  return (
    <div className="mb-2 flex items-center gap-2 text-sm text-muted">
      <p className="mr-auto" data-testid="word-count">
        {m.count_words(counted(words))} · {m.minutes_read(counted(readingMinutes(words)))}
      </p>
      <button
        type="button"
        className="btn gap-1 px-2 py-1 text-xs"
        aria-pressed={focus}
        title={focus ? m.ed_focus_leave() : m.ed_focus_enter()}
        onClick={() => onFocus(!focus)}
      >
        <LineIcon name="focus" />
        {m.ed_focus()}
      </button>
      <MarkdownSwitch on={markdown} onChange={onMarkdown} />
    </div>
  );
}

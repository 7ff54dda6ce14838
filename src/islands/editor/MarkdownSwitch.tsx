import { m } from "../../i18n/m";

/** The switch between the rich editor and the Markdown source view; both edit the same story. */
export function MarkdownSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="btn gap-2 px-2 py-1 text-xs"
        title={on ? m.ed_markdown_on() : m.ed_markdown_off()}
        onClick={() => onChange(!on)}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-4 w-7 rounded-full border border-muted p-px transition-colors ${on ? "bg-accent" : "bg-surface-2"}`}
        >
          <span className={`block h-3 w-3 rounded-full bg-fg transition-transform ${on ? "translate-x-3" : ""}`} />
        </span>
        Markdown
      </button>
    </div>
  );
}

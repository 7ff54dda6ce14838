/** Tags: suggested from the topic catalogue, new ones allowed; Enter or comma adds, at most five. */
import { useId, useState, type KeyboardEvent } from "react";
import type { Topic } from "../../shared/post";
import { m } from "../../i18n/m";

export const TAGS_MAX = 5;
const normalise = (s: string) => s.trim().toLowerCase().replace(/^#/, "").replace(/\s+/g, "-").slice(0, 30);

export function TagInput({
  tags,
  topics,
  onChange,
  error,
}: {
  tags: string[];
  topics: Topic[];
  onChange: (t: string[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const add = (raw: string) => {
    const tag = normalise(raw);
    if (tag && !tags.includes(tag) && tags.length < TAGS_MAX) onChange([...tags, tag]);
    setDraft("");
  };
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      add(draft);
    } else if (e.key === "Backspace" && !draft && tags.length) {
      onChange(tags.slice(0, -1));
    }
  }
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {m.tags_label()}{" "}
        <span className="font-normal text-muted">{m.rich_tags_count({ count: tags.length, max: TAGS_MAX })}</span>
      </label>
      <div className="field flex flex-wrap items-center gap-2">
        {tags.map((t) => (
          <span key={t} className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-sm">
            #{t}
            <button
              type="button"
              className="rounded-full px-1"
              aria-label={m.ed_remove_tag({ tag: t })}
              onClick={() => onChange(tags.filter((x) => x !== t))}
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          list={`${id}-topics`}
          className="min-w-32 flex-1 bg-transparent"
          value={draft}
          disabled={tags.length >= TAGS_MAX}
          onChange={(e) => (e.target.value.endsWith(",") ? add(e.target.value.slice(0, -1)) : setDraft(e.target.value))}
          onKeyDown={onKeyDown}
          onBlur={() => draft && add(draft)}
          aria-invalid={error ? true : undefined}
          placeholder={tags.length >= TAGS_MAX ? "" : m.rich_tags_placeholder()}
        />
        <datalist id={`${id}-topics`}>
          {topics.map((t) => (
            <option key={t.slug} value={t.slug}>
              {t.name}
            </option>
          ))}
        </datalist>
      </div>
      {error && (
        <p className="mt-1 text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

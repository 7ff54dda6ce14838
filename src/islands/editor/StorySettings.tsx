/**
 * Everything about a story but its words, in one panel the writer opens when they need it (tags, cover,
 * canonical address, e-mail to subscribers), so the title and the text come first on the page.
 */
import { useRef, useState } from "react";
import type { Topic } from "../../shared/post";
import { POST_LIMITS } from "../../shared/limits";
import { isWebAddress } from "../../shared/web-address";
import { Field } from "../forms/Field";
import { CoauthorsSection } from "./CoauthorsSection";
import { CoverPicker } from "./CoverPicker";
import { TagInput } from "./TagInput";
import type { EditorFields } from "./local-copy";
import { ActionLabel } from "./ActionLabel";
import { m } from "../../i18n/m";
import { LANGUAGE_NAMES, LOCALES, isLocale } from "../../shared/locale";

interface Props {
  fields: EditorFields;
  topics: Topic[];
  errors: Record<string, string>;
  update: <K extends keyof EditorFields>(key: K, value: EditorFields[K]) => void;
  /** The saved story (null until its first save), the writer, and the story's owner. */
  postId: string | null;
  userId: string;
  ownerId: string;
}

export function StorySettings({ fields, topics, errors, update, postId, userId, ownerId }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [urlTouched, setUrlTouched] = useState(false);
  const typedUrl = fields.canonicalUrl?.trim() ?? "";
  const badCanonical = typedUrl !== "" && !isWebAddress(typedUrl);
  const problems = [errors.tags, errors.canonicalUrl, errors.coverImage].filter(Boolean).length;
  return (
    <>
      <button
        type="button"
        className="btn"
        aria-haspopup="dialog"
        title={m.nav_settings()}
        onClick={() => dialog.current?.showModal()}
        aria-describedby={problems ? "settings-problems" : undefined}
      >
        <ActionLabel icon="settings" label={m.nav_settings()} />
        {problems > 0 && (
          <span id="settings-problems" className="whitespace-nowrap text-danger">
            {m.rich_to_fix({ count: problems })}
          </span>
        )}
      </button>
      <dialog
        ref={dialog}
        className="card m-auto w-full max-w-lg p-6 text-fg backdrop:bg-black/50 max-sm:mt-auto max-sm:mb-0 max-sm:max-w-full max-sm:rounded-b-none"
        aria-labelledby="story-settings-title"
      >
        <h2 id="story-settings-title" className="mb-4 text-xl font-bold">
          {m.nav_settings()}
        </h2>
        <TagInput tags={fields.tags} topics={topics} onChange={(t) => update("tags", t)} error={errors.tags} />
        <CoverPicker cover={fields.cover} onChange={(c) => update("cover", c)} />
        <Field
          label={m.rich_canonical_url()}
          hint={m.rich_canonical_hint()}
          type="url"
          inputMode="url"
          placeholder="https://…"
          maxLength={POST_LIMITS.canonicalUrlMax}
          value={fields.canonicalUrl ?? ""}
          onChange={(e) => update("canonicalUrl", e.target.value)}
          onBlur={() => setUrlTouched(true)}
          error={errors.canonicalUrl ?? (urlTouched && badCanonical ? m.rich_canonical_problem() : undefined)}
        />
        <label htmlFor="story-language" className="mb-1 block text-sm font-medium">
          {m.story_language()}
        </label>
        <select
          id="story-language"
          className="field mb-1"
          value={fields.language ?? ""}
          aria-describedby="story-language-hint"
          onChange={(e) => update("language", isLocale(e.target.value) ? e.target.value : undefined)}
        >
          <option value="">{m.story_language_detect()}</option>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
        <p id="story-language-hint" className="mb-4 text-xs text-muted">
          {m.story_language_hint()}
        </p>
        <label className="mb-4 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={fields.emailSubscribers ?? true}
            onChange={(e) => update("emailSubscribers", e.target.checked)}
          />
          {m.rich_email_subscribers()}
        </label>
        <CoauthorsSection postId={postId} userId={userId} ownerId={ownerId} />
        <div className="flex justify-end">
          <button type="button" className="btn-primary" onClick={() => dialog.current?.close()}>
            {m.rich_done()}
          </button>
        </div>
      </dialog>
    </>
  );
}

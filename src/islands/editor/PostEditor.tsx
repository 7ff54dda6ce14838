/**
 * The writing screen (/create-post and /edit-post): title, subtitle, tags, cover, and the body: the
 * rich editor by default, or the Markdown source in CodeMirror for writers who switch to it (both
 * edit the same Markdown); autosaved (see use-post-session); preview and publish.
 */
import { useRef, useState } from "react";
import type { EditorView } from "@codemirror/view";
import { ApiError } from "../../client/api-client";
import { api, call, reportApiError } from "../../client/api";
import { insertText, replaceText } from "./commands";
import { notify, notifyAfterNavigation } from "../../client/toast";
import { imageProblem, uploadImage } from "../../client/upload";
import type { FieldError } from "../../shared/api-types";
import type { Post, Topic } from "../../shared/post";
import { Field, FieldMessage } from "../forms/Field";
import { CoverPicker } from "./CoverPicker";
import { HistoryPanel } from "./HistoryPanel";
import { formatWhen, ScheduleControl } from "./ScheduleControl";
import { MarkdownEditor } from "./MarkdownEditor";
import { RichEditor, type BodyHandle } from "./RichEditor";
import { MarkdownSwitch } from "./MarkdownSwitch";
import { useStore } from "@nanostores/react";
import { $markdownWriters, setMarkdownMode } from "../../stores/editor-mode";
import { TagInput } from "./TagInput";
import { Toolbar } from "./Toolbar";
import { bodyOf, usePostSession, type SaveState } from "./use-post-session";
import { POST_LIMITS } from "../../shared/limits";
import { isWebAddress, WEB_ADDRESS_MESSAGE } from "../../shared/web-address";

interface Props {
  userId: string;
  initial: Post | null;
  topics: Topic[];
}

const SAVE_LABELS: Record<SaveState, string> = {
  saved: "All changes saved",
  unsaved: "Unsaved changes (kept on this device)",
  saving: "Saving…",
  offline: "Saved on this device only: will retry",
  conflict: "Not saved: changed elsewhere",
  refused: "Not saved",
};

export default function PostEditor({ userId, initial, topics }: Props) {
  const s = usePostSession(userId, initial);
  const [view, setView] = useState<EditorView | null>(null);
  const [rich, setRich] = useState<BodyHandle | null>(null);
  const markdownMode = useStore($markdownWriters).includes(userId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [urlTouched, setUrlTouched] = useState(false);
  const typedUrl = s.fields.canonicalUrl?.trim() ?? "";
  const badCanonical = typedUrl !== "" && !isWebAddress(typedUrl);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const previewForm = useRef<HTMLFormElement>(null);

  /** Uploads pictures and puts them in the story: at `at` in the Markdown view, at the caret in the rich one. */
  async function addImages(files: File[], at?: number) {
    for (const file of files) {
      const problem = imageProblem(file);
      if (problem) {
        void notify("error", problem);
        continue;
      }
      const alt = file.name.replace(/\.[^.]+$/, "").replace(/[[\]]/g, "") || "image";
      const placeholder = `![Uploading ${alt}…]()`;
      const source = markdownMode ? view : null;
      if (source) insertText(source, `\n${placeholder}\n`, at ?? source.state.selection.main.head);
      setUploading(0);
      try {
        const url = await uploadImage(file, setUploading);
        if (source) replaceText(source, placeholder, `![${alt}](${url})`);
        else rich?.insertImage(url, alt);
      } catch (err) {
        if (source) replaceText(source, placeholder, "");
        reportApiError(err);
      } finally {
        setUploading(null);
      }
    }
  }

  async function publish() {
    setBusy(true);
    setErrors({});
    try {
      let post: Post;
      if (s.published) {
        post = (
          await call(
            api.post[":id"].$put({
              param: { id: s.postId! },
              json: { ...bodyOf(s.fields), baseVersion: s.version ?? undefined },
            }),
          )
        ).data.post;
      } else {
        await s.saveNow();
        if (!s.postId) {
          post = (await call(api.post.create.$post({ json: bodyOf(s.fields) }))).data.post;
        } else {
          const json = { ...bodyOf(s.fields), status: "published" as const };
          post = (await call(api.post[":id"].$put({ param: { id: s.postId }, json }))).data.post;
        }
      }
      s.forgetLocal();
      notifyAfterNavigation("success", s.published ? "Your changes are published" : "Post created successfully");
      location.assign(`/post/${post.slug}`);
    } catch (err) {
      const fields =
        err instanceof ApiError && err.status === 400 ? ((err.data as { errors?: FieldError[] })?.errors ?? []) : [];
      if (fields.some((e) => e.field))
        setErrors(Object.fromEntries(fields.map((e) => [e.field?.split(".")[0] ?? "", e.message])));
      else reportApiError(err);
      setBusy(false);
    }
  }

  async function unpublish() {
    if (
      !s.postId ||
      !window.confirm("Unpublish this story? Readers will no longer see it; it goes back to your drafts.")
    )
      return;
    setBusy(true);
    try {
      const json = { ...bodyOf(s.fields), status: "draft" as const, baseVersion: s.version ?? undefined };
      await call(api.post[":id"].$put({ param: { id: s.postId }, json }));
      s.forgetLocal();
      notifyAfterNavigation("success", "Your story is a draft again");
      location.assign("/drafts");
    } catch (err) {
      reportApiError(err);
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-3xl">
      {/* Pinned under the topbar: saving, previewing and publishing stay in reach at the end of a long story. */}
      <div
        className="sticky top-16 z-20 -mx-2 mb-4 flex flex-wrap items-center gap-2 border-b border-border bg-bg/95 px-2 py-2 backdrop-blur"
        data-testid="editor-actions"
      >
        <p
          className={`mr-auto text-sm ${s.saveState === "refused" ? "text-danger" : "text-muted"}`}
          role="status"
          aria-live="polite"
          data-testid="save-state"
        >
          {uploading !== null
            ? `Uploading image ${Math.round(uploading * 100)}%`
            : s.saveState === "refused"
              ? `${SAVE_LABELS.refused}: ${s.saveRefusal} (kept on this device)`
              : SAVE_LABELS[s.saveState]}
        </p>
        {!s.published && (
          <button type="button" className="btn" onClick={() => void s.saveNow()} disabled={busy}>
            Save draft
          </button>
        )}
        {s.published && (
          <button type="button" className="btn" onClick={() => void unpublish()} disabled={busy}>
            Unpublish
          </button>
        )}
        {s.postId && (
          <HistoryPanel
            postId={s.postId}
            current={s.fields}
            version={s.version}
            beforeOpen={s.saveNow}
            blocked={
              s.saveState === "conflict"
                ? "Settle the conflict above first."
                : s.dirty
                  ? s.published
                    ? "Update the story (or undo your changes) first: restoring would replace them."
                    : "Your latest writing is not saved yet: restoring waits until it is."
                  : null
            }
            onRestored={s.adopt}
          />
        )}
        <button type="button" className="btn" onClick={() => previewForm.current?.submit()}>
          Preview
        </button>
        {!s.published && (
          <ScheduleControl
            postId={s.postId}
            scheduledAt={s.scheduledAt}
            save={s.saveAndGetId}
            onChange={s.setScheduledAt}
            disabled={busy || s.saveState === "conflict"}
          />
        )}
        <button
          type="button"
          className="btn-primary"
          onClick={() => void publish()}
          disabled={busy || uploading !== null}
        >
          {busy ? "Publishing…" : s.published ? "Update" : s.scheduledAt ? "Publish now" : "Publish"}
        </button>
        {s.scheduledAt && (
          <p className="w-full text-sm" data-testid="scheduled-for">
            {new Date(s.scheduledAt).getTime() > Date.now()
              ? `Publishes itself on ${formatWhen(s.scheduledAt)}, with what is saved by then.`
              : `It was due on ${formatWhen(s.scheduledAt)}: it goes out within a minute once it has a title and text.`}
          </p>
        )}
      </div>

      {s.banner && (
        <div className="mb-4 rounded-ui border border-danger bg-surface p-4 text-sm" role="alert">
          {s.banner.kind === "changed-elsewhere" ? (
            <p className="mb-3">
              This story was changed on another device or tab since you opened it. Your text is still here and on this
              device.
            </p>
          ) : (
            <p className="mb-3">
              This device has writing you had not saved, from before this story was changed elsewhere.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              onClick={() => void s.keepMine(s.banner?.kind === "older-local-copy" ? s.banner.local.fields : undefined)}
            >
              Keep my version
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => (s.banner?.kind === "older-local-copy" ? s.dismissBanner() : void s.useServerCopy())}
            >
              {s.banner.kind === "changed-elsewhere" ? "Load the newer version" : "Discard it"}
            </button>
          </div>
        </div>
      )}

      <label htmlFor="post-title" className="sr-only">
        Title
      </label>
      <input
        id="post-title"
        className="mb-1 w-full bg-transparent font-heading text-4xl font-bold outline-none placeholder:text-muted"
        placeholder="Title"
        maxLength={POST_LIMITS.titleMax}
        value={s.fields.title}
        onChange={(e) => s.update("title", e.target.value)}
        aria-invalid={errors.title ? true : undefined}
      />
      <FieldMessage error={errors.title} />
      <label htmlFor="post-subtitle" className="sr-only">
        Subtitle
      </label>
      <input
        id="post-subtitle"
        className="mb-4 w-full bg-transparent text-xl text-muted outline-none placeholder:text-muted"
        placeholder="Subtitle (optional)"
        maxLength={POST_LIMITS.subtitleMax}
        value={s.fields.subtitle}
        onChange={(e) => s.update("subtitle", e.target.value)}
      />
      <TagInput tags={s.fields.tags} topics={topics} onChange={(t) => s.update("tags", t)} error={errors.tags} />
      <CoverPicker cover={s.fields.cover} onChange={(c) => s.update("cover", c)} />
      <Field
        label="Canonical URL (optional)"
        hint="First published elsewhere? Its address there: search engines will credit the original."
        type="url"
        inputMode="url"
        placeholder="https://…"
        maxLength={POST_LIMITS.canonicalUrlMax}
        value={s.fields.canonicalUrl ?? ""}
        onChange={(e) => s.update("canonicalUrl", e.target.value)}
        onBlur={() => setUrlTouched(true)}
        error={errors.canonicalUrl ?? (urlTouched && badCanonical ? WEB_ADDRESS_MESSAGE : undefined)}
      />

      <label className="mb-4 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={s.fields.emailSubscribers ?? true}
          onChange={(e) => s.update("emailSubscribers", e.target.checked)}
        />
        E-mail subscribers when first published
      </label>

      <MarkdownSwitch on={markdownMode} onChange={(on) => setMarkdownMode(userId, on)} />
      {markdownMode && <Toolbar view={view} onImage={() => imageInput.current?.click()} />}
      <input
        ref={imageInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="body-image-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = "";
          void addImages(files);
        }}
      />
      {markdownMode ? (
        <MarkdownEditor
          value={s.fields.content}
          replaced={s.replaced}
          label="Story"
          onChange={(v) => s.update("content", v)}
          onView={setView}
          onImageFiles={(f, at) => void addImages(f, at)}
        />
      ) : (
        <RichEditor
          value={s.fields.content}
          replaced={s.replaced}
          label="Story"
          onChange={(v) => s.update("content", v)}
          onHandle={setRich}
          onImageFiles={(f) => void addImages(f)}
          onImage={() => imageInput.current?.click()}
        />
      )}
      <FieldMessage error={errors.content} />

      <form ref={previewForm} method="post" action="/posts-preview" target="_blank" hidden>
        <input type="hidden" name="state" value={JSON.stringify(bodyOf(s.fields))} />
      </form>
    </div>
  );
}

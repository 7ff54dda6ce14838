/**
 * The writing screen (/create-post and /edit-post): the title, subtitle and body first; the body in
 * the rich editor by default, or as Markdown source in CodeMirror for writers who switch to it (both
 * edit the same Markdown); tags, cover and the rest in the story settings; autosaved (see
 * use-post-session); preview and publish from the action bar.
 */
import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react";
import { useStore } from "@nanostores/react";
import type { EditorView } from "@codemirror/view";
import { ApiError } from "../../client/api-client";
import { api, call, reportApiError } from "../../client/api";
import { FORMATS, insertText, replaceText } from "./commands";
import { notify, notifyAfterNavigation } from "../../client/toast";
import { imageProblem, uploadImage } from "../../client/upload";
import type { FieldError } from "../../shared/api-types";
import type { Post, Topic } from "../../shared/post";
import { FieldMessage } from "../forms/Field";
import { ConflictBanner } from "./ConflictBanner";
import { EditorActions } from "./EditorActions";
import type { BodyHandle } from "./RichEditor";
import { StorySettings } from "./StorySettings";
import { Toolbar } from "./Toolbar";
import { WritingBar } from "./WritingBar";
import { usePostSession } from "./use-post-session";
import { bodyOf } from "./fields";
import { adoptEarlyBody, earlyBody, useEarlyPending, type EarlyBody } from "./early-body";
import { POST_LIMITS } from "../../shared/limits";
import { $markdownWriters, setMarkdownMode } from "../../stores/editor-mode";
import { m } from "../../i18n/m";

// Each body editor is its own download: a writer gets only the one they write in (CodeMirror for the
// Markdown view, Milkdown for the rich one).
const MarkdownEditor = lazy(() => import("./MarkdownEditor").then((m) => ({ default: m.MarkdownEditor })));
const loadRich = () => import("./RichEditor");
const RichEditor = lazy(() => loadRich().then((m) => ({ default: m.RichEditor })));
// The rich editor is what most writers open: its download (the page's largest) starts with this
// module rather than once React has rendered the page around it. Not on a device where someone
// writes in Markdown: they would download it for nothing.
if (typeof window !== "undefined" && !$markdownWriters.get().length) void loadRich();

/**
 * The story's body the page sent editable, kept on the screen (focus and caret too) while the rich
 * editor's code arrives; the bar's room is kept, so the body does not move when the editor comes.
 */
function EarlyStandIn({ early }: { early: EarlyBody }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => adoptEarlyBody(early, box.current!), [early]);
  return (
    <>
      <div className="h-[38px] max-sm:h-[72px]" aria-hidden="true" />
      <div ref={box} />
    </>
  );
}

interface Props {
  userId: string;
  initial: Post | null;
  topics: Topic[];
}

export default function PostEditor({ userId, initial, topics }: Props) {
  const s = usePostSession(userId, initial);
  const markdownMode = useStore($markdownWriters).includes(userId);
  const early = earlyBody();
  const [firstEarly] = useState(early);
  const earlyPending = useEarlyPending(firstEarly);
  const [view, setView] = useState<EditorView | null>(null);
  const [rich, setRich] = useState<BodyHandle | null>(null);
  /** The rich editor's handle as it is now: an upload started before it was ready ends after. */
  const richNow = useRef(rich);
  richNow.current = rich;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [focus, setFocus] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  /** The caret's place in the Markdown when the writer switches editors: the other one opens there. */
  const caretAt = useRef<number | undefined>(undefined);
  const previewForm = useRef<HTMLFormElement>(null);

  /** Uploads pictures into the story: at `at` in the Markdown view, at the caret in the rich one. */
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
        else richNow.current?.insertImage(url, alt);
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
        post = (await call(api.post[":id"].$put({ param: { id: s.postId! }, json: s.updateBody() }))).data.post;
      } else {
        await s.saveNow();
        if (!s.postId) {
          post = (await call(api.post.create.$post({ json: bodyOf(s.fields) }))).data.post;
        } else {
          // Just saved, so no base version (as before); the settings changed here, live while joined.
          const { baseVersion: _saved, ...changes } = s.updateBody();
          const json = { ...changes, status: "published" as const };
          post = (await call(api.post[":id"].$put({ param: { id: s.postId }, json }))).data.post;
        }
      }
      s.forgetLocal();
      notifyAfterNavigation("success", s.published ? m.ed_changes_published() : m.ed_post_created());
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
    if (!s.postId || !window.confirm(m.ed_unpublish_confirm())) return;
    setBusy(true);
    try {
      const json = { ...s.updateBody(), status: "draft" as const };
      await call(api.post[":id"].$put({ param: { id: s.postId }, json }));
      s.forgetLocal();
      notifyAfterNavigation("success", m.ed_draft_again());
      location.assign("/drafts");
    } catch (err) {
      reportApiError(err);
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-3xl">
      <EditorActions
        s={s}
        pending={earlyPending}
        busy={busy}
        uploading={uploading}
        settings={
          <StorySettings
            fields={s.fields}
            topics={topics}
            errors={errors}
            update={s.update}
            postId={s.postId}
            userId={userId}
            ownerId={initial?.author._id ?? userId}
          />
        }
        onPreview={() => previewForm.current?.submit()}
        onPublish={() => void publish()}
        onUnpublish={() => void unpublish()}
      />

      {s.banner && (
        <ConflictBanner
          banner={s.banner}
          keepMine={(local) => s.keepMine(local)}
          dismiss={s.dismissBanner}
          useServerCopy={() => s.useServerCopy()}
        />
      )}

      <label htmlFor="post-title" className="sr-only">
        {m.ed_title()}
      </label>
      <input
        id="post-title"
        ref={s.inputRefs.title}
        className="editor-heading mb-1 w-full bg-transparent font-heading text-4xl font-bold placeholder:text-muted"
        placeholder={m.ed_title()}
        maxLength={POST_LIMITS.titleMax}
        value={s.fields.title}
        onChange={(e) => s.update("title", e.target.value)}
        aria-invalid={errors.title ? true : undefined}
      />
      <FieldMessage error={errors.title} />
      <label htmlFor="post-subtitle" className="sr-only">
        {m.ed_subtitle()}
      </label>
      <input
        id="post-subtitle"
        ref={s.inputRefs.subtitle}
        className="editor-heading mb-4 w-full bg-transparent text-xl text-muted placeholder:text-muted"
        placeholder={m.ed_subtitle_placeholder()}
        maxLength={POST_LIMITS.subtitleMax}
        value={s.fields.subtitle}
        onChange={(e) => s.update("subtitle", e.target.value)}
      />

      <WritingBar
        content={s.fields.content}
        focus={focus}
        onFocus={setFocus}
        markdown={markdownMode}
        onMarkdown={(on) => {
          caretAt.current = markdownMode ? view?.state.selection.main.head : rich?.caret();
          setMarkdownMode(userId, on);
        }}
      />
      {markdownMode && (
        <Toolbar
          ready={!!view}
          run={(name) => view && FORMATS[name].run(view)}
          onImage={() => imageInput.current?.click()}
        />
      )}
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
      <Suspense
        fallback={
          early && !markdownMode ? (
            <EarlyStandIn early={early} />
          ) : (
            <p className="py-16 text-center text-muted" role="status">
              {m.ed_opening()}
            </p>
          )
        }
      >
        {markdownMode ? (
          <MarkdownEditor
            value={s.fields.content}
            replaced={s.replaced}
            label={m.ed_story()}
            onChange={(v) => s.update("content", v)}
            onView={setView}
            onImageFiles={(f, at) => void addImages(f, at)}
            caretAt={caretAt.current}
          />
        ) : (
          <RichEditor
            value={s.fields.content}
            replaced={s.replaced}
            label={m.ed_story()}
            onChange={(v) => s.update("content", v)}
            onHandle={setRich}
            onImageFiles={(f) => void addImages(f)}
            onImage={() => imageInput.current?.click()}
            caretAt={caretAt.current}
            postId={s.postId}
            live={s.live}
          />
        )}
      </Suspense>
      <FieldMessage error={errors.content} />

      <form ref={previewForm} method="post" action="/posts-preview" target="_blank" hidden>
        <input type="hidden" name="state" value={JSON.stringify(bodyOf(s.fields))} />
      </form>
    </div>
  );
}

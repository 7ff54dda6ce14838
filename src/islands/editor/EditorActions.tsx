/**
 * The editor's action bar, pinned under the top bar: what is saved, and saving, history, settings,
 * preview, scheduling and publishing in reach at the end of a long story. The controls stay in one row
 * at every width and in every language, whole: each shows an icon and its words, and when the words do
 * not all fit (on a phone always; at any width in a language with longer words, where French's
 * "Historique" ran off the edge of a row that scrolled) the words go to screen readers and tooltips
 * and the icons stay; Publish keeps its words. The save status has a line of its own under them, whole,
 * so it neither pushes them about nor changes the bar's height as it changes (issues 36, 39).
 */
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { ActionLabel } from "./ActionLabel";
import { HistoryPanel } from "./HistoryPanel";
import { formatWhen, ScheduleControl } from "./ScheduleControl";
import type { SaveState, usePostSession } from "./use-post-session";
import { getLocale, m } from "../../i18n/m";

const SAVE_LABELS: Record<Exclude<SaveState, "refused">, () => string> = {
  saved: m.ed_save_saved,
  unsaved: m.ed_save_unsaved,
  saving: m.ed_save_saving,
  offline: m.ed_save_offline,
  conflict: m.ed_save_conflict,
};
const percent = (share: number) =>
  new Intl.NumberFormat(getLocale(), { style: "percent", maximumFractionDigits: 0 }).format(share);

/**
 * Marks the controls `data-compact` (icons, their words for screen readers) when their words do not all
 * fit in the row: measured with the words shown, before the browser paints, again whenever the row's
 * width or a control's words change (a language's longer words, "Change schedule", "Publishing…").
 */
function useCompactWhenCrowded(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      el.removeAttribute("data-compact");
      el.toggleAttribute("data-compact", el.scrollWidth > el.clientWidth + 1);
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(el.parentElement ?? el);
    const changed = new MutationObserver(measure);
    changed.observe(el, { childList: true, subtree: true, characterData: true });
    void document.fonts?.ready.then(measure);
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref]);
}

interface Props {
  s: ReturnType<typeof usePostSession>;
  /** Keys typed before the editor opened, not yet in the story (see early-body): the status says it is opening. */
  pending?: boolean;
  busy: boolean;
  uploading: number | null;
  settings: ReactNode;
  onPreview: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
}

export function EditorActions({ s, pending, busy, uploading, settings, onPreview, onPublish, onUnpublish }: Props) {
  const status =
    pending && s.saveState === "saved"
      ? m.ed_opening()
      : uploading !== null
        ? m.ed_uploading_image({ percent: percent(uploading) })
        : s.saveState === "refused"
          ? m.ed_save_refused({ reason: s.saveRefusal ?? "" })
          : s.saveState === "saved" && !s.postId
            ? m.ed_save_nothing()
            : SAVE_LABELS[s.saveState]();
  const controls = useRef<HTMLDivElement>(null);
  useCompactWhenCrowded(controls);
  return (
    <div
      className="editor-actions sticky top-16 z-20 -mx-2 mb-4 border-b border-border bg-bg/95 px-2 py-2 backdrop-blur"
      data-testid="editor-actions"
      data-pinned-top
    >
      <div className="flex items-center justify-end gap-2 max-sm:gap-1.5">
        {/* Publish stays whole at the end; the rest give up their words for their icons when short of room. */}
        <div
          ref={controls}
          className="group flex min-w-0 shrink flex-nowrap items-center gap-2 overflow-x-auto max-sm:flex-1 max-sm:gap-1.5"
          data-testid="editor-controls"
        >
          <button type="button" className="btn" title={m.ed_preview()} onClick={onPreview}>
            <ActionLabel icon="eye" label={m.ed_preview()} />
          </button>
          {!s.published && (
            <button
              type="button"
              className="btn max-sm:hidden"
              title={m.ed_save_draft()}
              onClick={() => void s.saveNow()}
              disabled={busy}
            >
              <ActionLabel icon="save" label={m.ed_save_draft()} />
            </button>
          )}
          {s.published && (
            <button type="button" className="btn" title={m.ed_unpublish()} onClick={onUnpublish} disabled={busy}>
              <ActionLabel icon="eyeOff" label={m.ed_unpublish()} />
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
                  ? m.ed_history_blocked_conflict()
                  : s.dirty
                    ? s.published
                      ? m.ed_history_blocked_published()
                      : m.ed_history_blocked_draft()
                    : null
              }
              onRestored={s.adopt}
            />
          )}
          {settings}
          {!s.published && (
            <ScheduleControl
              postId={s.postId}
              scheduledAt={s.scheduledAt}
              save={s.saveAndGetId}
              onChange={s.setScheduledAt}
              disabled={busy || s.saveState === "conflict"}
            />
          )}
        </div>
        <button
          type="button"
          className="btn-primary shrink-0"
          onClick={onPublish}
          disabled={busy || uploading !== null}
        >
          {busy ? m.ed_publishing() : s.published ? m.ed_update() : s.scheduledAt ? m.ed_publish_now() : m.ed_publish()}
        </button>
      </div>
      <p
        className={`mt-1 text-xs ${s.saveState === "refused" ? "text-danger" : "text-muted"}`}
        role="status"
        aria-live="polite"
        data-testid="save-state"
      >
        {status}
      </p>
      {s.scheduledAt && (
        <p className="mt-1 text-sm" data-testid="scheduled-for">
          {new Date(s.scheduledAt).getTime() > Date.now()
            ? m.ed_scheduled_future({ when: formatWhen(s.scheduledAt) })
            : m.ed_scheduled_due({ when: formatWhen(s.scheduledAt) })}
        </p>
      )}
    </div>
  );
}

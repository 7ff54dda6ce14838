/**
 * The editor's action bar, pinned under the top bar: what is saved, and saving, history, settings,
 * preview, scheduling and publishing in reach at the end of a long story. The controls stay in one row
 * at every width (they scroll sideways on a narrow phone rather than wrap). The save status takes the
 * room that is left beside them; on a phone, where that room cut it to "All cha…", it has a line of its
 * own under them, whole, so it neither pushes them about nor changes the bar's height as it changes.
 */
import type { ReactNode } from "react";
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

interface Props {
  s: ReturnType<typeof usePostSession>;
  busy: boolean;
  uploading: number | null;
  settings: ReactNode;
  onPreview: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
}

export function EditorActions({ s, busy, uploading, settings, onPreview, onPublish, onUnpublish }: Props) {
  const status =
    uploading !== null
      ? m.ed_uploading_image({ percent: percent(uploading) })
      : s.saveState === "refused"
        ? m.ed_save_refused({ reason: s.saveRefusal ?? "" })
        : s.saveState === "saved" && !s.postId
          ? m.ed_save_nothing()
          : SAVE_LABELS[s.saveState]();
  return (
    <div
      className="editor-actions sticky top-16 z-20 -mx-2 mb-4 border-b border-border bg-bg/95 px-2 py-2 backdrop-blur"
      data-testid="editor-actions"
      data-pinned-top
    >
      <div className="flex items-center gap-2 max-sm:flex-wrap max-sm:gap-y-1 sm:flex-nowrap">
        <p
          className={`min-w-16 flex-1 text-sm max-sm:order-last max-sm:basis-full max-sm:text-xs sm:truncate ${s.saveState === "refused" ? "text-danger" : "text-muted"}`}
          role="status"
          aria-live="polite"
          data-testid="save-state"
          title={status}
        >
          {status}
        </p>
        {/* Everything but Publish scrolls sideways on a narrow phone; Publish stays in sight. */}
        <div className="flex min-w-0 shrink flex-nowrap items-center gap-2 overflow-x-auto max-sm:flex-1">
          <button type="button" className="btn" onClick={onPreview}>
            {m.ed_preview()}
          </button>
          {!s.published && (
            <button type="button" className="btn max-sm:hidden" onClick={() => void s.saveNow()} disabled={busy}>
              {m.ed_save_draft()}
            </button>
          )}
          {s.published && (
            <button type="button" className="btn" onClick={onUnpublish} disabled={busy}>
              {m.ed_unpublish()}
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

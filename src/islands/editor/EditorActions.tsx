/**
 * The editor's action bar, pinned under the top bar: what is saved, and saving, history, settings,
 * preview, scheduling and publishing in reach at the end of a long story. One row at every width: the
 * save status takes the room that is left (cut short, never pushing the buttons), the buttons scroll
 * sideways on a narrow phone rather than wrap.
 */
import type { ReactNode } from "react";
import { HistoryPanel } from "./HistoryPanel";
import { formatWhen, ScheduleControl } from "./ScheduleControl";
import type { SaveState, usePostSession } from "./use-post-session";

const SAVE_LABELS: Record<SaveState, string> = {
  saved: "All changes saved",
  unsaved: "Unsaved changes (kept on this device)",
  saving: "Saving…",
  offline: "Saved on this device only: will retry",
  conflict: "Not saved: changed elsewhere",
  refused: "Not saved",
};

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
      ? `Uploading image ${Math.round(uploading * 100)}%`
      : s.saveState === "refused"
        ? `${SAVE_LABELS.refused}: ${s.saveRefusal} (kept on this device)`
        : s.saveState === "saved" && !s.postId
          ? "Nothing to save yet"
          : SAVE_LABELS[s.saveState];
  return (
    <div
      className="editor-actions sticky top-16 z-20 -mx-2 mb-4 border-b border-border bg-bg/95 px-2 py-2 backdrop-blur"
      data-testid="editor-actions"
    >
      <div className="flex flex-nowrap items-center gap-2">
        <p
          className={`min-w-16 flex-1 truncate text-sm ${s.saveState === "refused" ? "text-danger" : "text-muted"}`}
          role="status"
          aria-live="polite"
          data-testid="save-state"
          title={status}
        >
          {status}
        </p>
        {/* Everything but Publish scrolls sideways on a narrow phone; Publish stays in sight. */}
        <div className="flex min-w-0 shrink flex-nowrap items-center gap-2 overflow-x-auto">
          <button type="button" className="btn" onClick={onPreview}>
            Preview
          </button>
          {!s.published && (
            <button type="button" className="btn max-sm:hidden" onClick={() => void s.saveNow()} disabled={busy}>
              Save draft
            </button>
          )}
          {s.published && (
            <button type="button" className="btn" onClick={onUnpublish} disabled={busy}>
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
          {busy ? "Publishing…" : s.published ? "Update" : s.scheduledAt ? "Publish now" : "Publish"}
        </button>
      </div>
      {s.scheduledAt && (
        <p className="mt-1 text-sm" data-testid="scheduled-for">
          {new Date(s.scheduledAt).getTime() > Date.now()
            ? `Publishes itself on ${formatWhen(s.scheduledAt)}, with what is saved by then.`
            : `It was due on ${formatWhen(s.scheduledAt)}: it goes out within a minute once it has a title and text.`}
        </p>
      )}
    </div>
  );
}

/** Report a story or a comment: a button and its dialog (reason and an optional word), sent once per reader. */
import { useId, useRef, useState, type SubmitEvent } from "react";
import { api, call, reportApiError } from "../../client/api";
import { ApiError } from "../../client/api-client";
import { notify } from "../../client/toast";
import { m } from "../../i18n/m";
import { REPORT_REASONS, type ReportReason } from "../../shared/moderation";
import { reportReasonLabel } from "../../i18n/labels";
import { SOCIAL_LIMITS } from "../../shared/limits";
import { formText } from "../forms/form-text";
import { useHydrated } from "../forms/use-hydrated";

interface Props {
  /** The story reported, or with `commentId` the comment (whose writer `about` names, for the button's name). */
  postId?: string;
  commentId?: string;
  about?: string;
  /** Runs before the dialog opens (the post bar closes its share menu: one thing at a time). */
  onOpen?: () => void;
}

export default function ReportButton({ postId, commentId, about, onOpen }: Props) {
  const hydrated = useHydrated();
  const ids = useId();
  const report = useRef<HTMLDialogElement>(null);
  const [reported, setReported] = useState(false);
  const [sending, setSending] = useState(false);

  async function sendReport(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    try {
      const json = { reason: formText(form, "reason") as ReportReason, description: formText(form, "description") };
      if (commentId) await call(api["comment-report"][":commentId"].$post({ param: { commentId }, json }));
      else await call(api["post-report"][":postId"].$post({ param: { postId: postId! }, json }));
      report.current?.close();
      setReported(true);
      void notify("success", m.mod_report_sent());
    } catch (err) {
      // Already reported: say so outside the dialog (a toast under a modal's backdrop is dimmed).
      if (err instanceof ApiError && err.status === 409) {
        report.current?.close();
        setReported(true);
      }
      reportApiError(err);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={commentId ? "text-muted underline disabled:no-underline" : "btn ml-auto"}
        disabled={!hydrated || reported}
        onClick={() => {
          onOpen?.();
          report.current?.showModal();
        }}
      >
        {reported ? m.mod_reported() : m.mod_report()}
        {about && <span className="sr-only"> {m.mod_report_by({ name: about })}</span>}
      </button>
      <dialog
        ref={report}
        className="card m-auto w-full max-w-md p-6 text-fg backdrop:bg-black/50"
        aria-labelledby={`${ids}-title`}
      >
        <form method="dialog" onSubmit={(e) => void sendReport(e)}>
          <h2 id={`${ids}-title`} className="mb-4 text-xl font-bold">
            {commentId ? m.mod_report_comment_title() : m.mod_report_story_title()}
          </h2>
          <label htmlFor={`${ids}-reason`} className="mb-1 block text-sm font-medium">
            {m.mod_report_reason()}
          </label>
          <select id={`${ids}-reason`} name="reason" className="field mb-4" required defaultValue="spam">
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {reportReasonLabel(r)}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-description`} className="mb-1 block text-sm font-medium">
            {m.mod_report_description()}
          </label>
          <textarea
            id={`${ids}-description`}
            name="description"
            className="field mb-4 min-h-24"
            maxLength={SOCIAL_LIMITS.reportDescriptionMax}
          />
          <div className="flex justify-end gap-2">
            <button type="button" className="btn" onClick={() => report.current?.close()}>
              {m.cancel()}
            </button>
            <button type="submit" className="btn-primary" disabled={sending}>
              {m.mod_report_send()}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

/**
 * Scheduling a draft from the editor: a date and time in the writer's own time zone, saved as an
 * instant; the story keeps being edited as usual and what is saved by then is what is published.
 */
import { useRef, useState, type FormEvent } from "react";
import { ApiError } from "../../client/api-client";
import { api, call, reportApiError } from "../../client/api";
import { notify } from "../../client/toast";
import type { FieldError } from "../../shared/api-types";
import { ActionLabel } from "./ActionLabel";
import { m } from "../../i18n/m";
import { formatDate } from "../../i18n/format";

interface Props {
  postId: string | null;
  scheduledAt: string | null;
  /** Saves what the editor holds (and creates the draft if it is new); answers the draft's id. */
  save: () => Promise<string | null>;
  onChange: (scheduledAt: string | null) => void;
  disabled: boolean;
}

const pad = (n: number) => String(n).padStart(2, "0");
/** A `datetime-local` value for an instant, in this browser's time zone. */
export function localInputValue(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export const formatWhen = (iso: string) => formatDate(iso, { dateStyle: "full", timeStyle: "short" });

/** Tomorrow at nine, the first suggestion. */
function suggestion(): Date {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(9, 0, 0, 0);
  return d;
}

export function ScheduleControl({ postId, scheduledAt, save, onChange, disabled }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Asked when the dialog opens, not on each render: the browser's first Intl.DateTimeFormat loads its
  // locale data, which cost about 100 ms of the editor's opening in a CPU profile on this machine.
  const [zone, setZone] = useState("");

  function open() {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    setProblem(null);
    setValue(localInputValue(scheduledAt ? new Date(scheduledAt) : suggestion()));
    dialog.current?.showModal();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const at = new Date(value);
    if (!value || Number.isNaN(at.getTime())) return setProblem(m.ed_pick_date_time());
    if (at.getTime() <= Date.now()) return setProblem(m.ed_pick_future());
    setBusy(true);
    setProblem(null);
    try {
      const id = (await save()) ?? postId;
      if (!id) throw new Error(m.ed_draft_not_saved());
      const res = await call(api.post[":id"].schedule.$post({ param: { id }, json: { publishAt: at.toISOString() } }));
      onChange(res.data.post.scheduledAt ?? null);
      dialog.current?.close();
      void notify("success", m.ed_scheduled());
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        const errors = (err.data as { errors?: FieldError[] })?.errors ?? [];
        setProblem(errors.length ? errors.map((x) => x.message).join(". ") : err.message);
      } else if (err instanceof ApiError) reportApiError(err);
      else setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (!postId) return;
    setBusy(true);
    try {
      await call(api.post[":id"].schedule.$delete({ param: { id: postId } }));
      onChange(null);
      dialog.current?.close();
      void notify("success", m.ed_unscheduled());
    } catch (err) {
      reportApiError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn"
        aria-haspopup="dialog"
        title={scheduledAt ? m.ed_change_schedule() : m.ed_schedule()}
        onClick={open}
        disabled={disabled}
      >
        <ActionLabel icon="calendar" label={scheduledAt ? m.ed_change_schedule() : m.ed_schedule()} />
      </button>
      <dialog
        ref={dialog}
        className="card m-auto w-full max-w-md p-6 text-fg backdrop:bg-black/50"
        aria-labelledby="schedule-title"
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <h2 id="schedule-title" className="mb-4 text-xl font-bold">
            {m.ed_publish_later()}
          </h2>
          <label htmlFor="publish-at" className="mb-1 block text-sm font-medium">
            {m.ed_publish_on()}
          </label>
          <input
            id="publish-at"
            type="datetime-local"
            className="field"
            required
            min={localInputValue(new Date(Date.now() + 60_000))}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-describedby="publish-at-hint"
            aria-invalid={problem ? true : undefined}
            aria-errormessage={problem ? "publish-at-problem" : undefined}
          />
          <p id="publish-at-hint" className="mt-1 text-sm text-muted">
            {m.ed_schedule_hint({ zone })}
          </p>
          {problem && (
            <p id="publish-at-problem" className="mt-2 text-sm text-danger" role="alert">
              {problem}
            </p>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            {scheduledAt && (
              <button type="button" className="btn mr-auto" disabled={busy} onClick={() => void cancel()}>
                {m.ed_do_not_publish()}
              </button>
            )}
            <button type="button" className="btn" onClick={() => dialog.current?.close()}>
              {m.close()}
            </button>
            <button type="submit" className="btn-primary" disabled={busy}>
              {scheduledAt ? m.ed_move_time() : m.ed_schedule()}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

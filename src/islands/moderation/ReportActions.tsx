/**
 * A moderator's decision on one reported story: a reason (its author is told), then dismiss the
 * reports, hide (or restore) the story, or suspend its author. The row says what was decided.
 */
import { useId, useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { Field } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useHydrated } from "../forms/use-hydrated";
import { useSubmit } from "../forms/use-submit";

type Decision = "dismiss" | "hide" | "restore" | "suspend";

export default function ReportActions({
  postId,
  authorId,
  authorName,
  hidden,
}: {
  postId: string;
  authorId: string;
  authorName: string;
  hidden: boolean;
}) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();
  const [done, setDone] = useState<string | null>(null);
  const daysId = useId();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = event.nativeEvent.submitter as HTMLButtonElement | null;
    const decision = submitter?.value as Decision | undefined;
    if (!decision) return;
    const form = new FormData(event.currentTarget);
    const reason = formText(form, "reason");
    const param = { postId };
    await run(async () => {
      let message: string | undefined;
      if (decision === "dismiss")
        message = (await call(api.moderation.posts[":postId"].dismiss.$post({ param, json: { reason } }))).message;
      else if (decision === "hide")
        message = (await call(api.moderation.posts[":postId"].hide.$post({ param, json: { reason } }))).message;
      else if (decision === "restore")
        message = (await call(api.moderation.posts[":postId"].restore.$post({ param, json: { reason } }))).message;
      else {
        const days = formText(form, "days");
        if (!window.confirm(`Suspend ${authorName}? Their sessions end at once.`)) return;
        message = (
          await call(
            api.moderation.users[":userId"].suspend.$post({
              param: { userId: authorId },
              json: { reason, days: days === "forever" ? null : Number(days) },
            }),
          )
        ).message;
      }
      setDone(message ?? "Done");
      void notify("success", message ?? "Done");
    });
  }

  if (done) {
    return (
      <p className="mt-3 text-sm font-semibold" role="status">
        {done}
      </p>
    );
  }
  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-3">
      <Field
        label="Reason (the author is told; reporters hear only the outcome)"
        name="reason"
        maxLength={500}
        autoComplete="off"
        error={errors.reason}
      />
      <div className="flex flex-wrap items-end gap-2">
        <button type="submit" name="decision" value="dismiss" className="btn" disabled={!hydrated || busy}>
          Dismiss reports
        </button>
        {hidden ? (
          <button type="submit" name="decision" value="restore" className="btn" disabled={!hydrated || busy}>
            Show the story again
          </button>
        ) : (
          <button type="submit" name="decision" value="hide" className="btn text-danger" disabled={!hydrated || busy}>
            Hide the story
          </button>
        )}
        <span className="flex items-center gap-2">
          <label className="text-sm" htmlFor={daysId}>
            Suspend for
          </label>
          <select id={daysId} name="days" className="field w-auto" defaultValue="7" disabled={!hydrated || busy}>
            <option value="1">1 day</option>
            <option value="7">7 days</option>
            <option value="30">30 days</option>
            <option value="forever">good</option>
          </select>
          <button
            type="submit"
            name="decision"
            value="suspend"
            className="btn text-danger"
            disabled={!hydrated || busy}
          >
            Suspend the author
          </button>
        </span>
      </div>
      {errors.days && <p className="text-sm text-danger">{errors.days}</p>}
    </form>
  );
}

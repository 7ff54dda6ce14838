/**
 * A moderator's decision on one reported comment: a reason (its writer is told when it is removed),
 * then dismiss the reports or remove the comment. The row says what was decided.
 */
import { useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { Field } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useHydrated } from "../forms/use-hydrated";
import { useSubmit } from "../forms/use-submit";

export default function CommentReportActions({ commentId }: { commentId: string }) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const decision = (event.nativeEvent.submitter as HTMLButtonElement | null)?.value;
    if (decision !== "dismiss" && decision !== "remove") return;
    const reason = formText(new FormData(event.currentTarget), "reason");
    const param = { commentId };
    await run(async () => {
      const res =
        decision === "dismiss"
          ? await call(api.moderation.comments[":commentId"].dismiss.$post({ param, json: { reason } }))
          : await call(api.moderation.comments[":commentId"].remove.$post({ param, json: { reason } }));
      setDone(res.message ?? "Done");
      void notify("success", res.message ?? "Done");
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
        label="Reason (the writer is told when it is removed; reporters hear only the outcome)"
        name="reason"
        maxLength={500}
        autoComplete="off"
        error={errors.reason}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="decision" value="dismiss" className="btn" disabled={!hydrated || busy}>
          Dismiss reports
        </button>
        <button type="submit" name="decision" value="remove" className="btn text-danger" disabled={!hydrated || busy}>
          Remove the comment
        </button>
      </div>
    </form>
  );
}

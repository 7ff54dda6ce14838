/**
 * A moderator's decision on one reported comment: a reason (its writer is told when it is removed),
 * then dismiss the reports or remove the comment. The row says what was decided.
 */
import { api, call } from "../../client/api";
import { formText } from "../forms/form-text";
import { DecisionForm } from "./DecisionForm";

export default function CommentReportActions({ commentId }: { commentId: string }) {
  async function decide(decision: string, form: FormData) {
    if (decision !== "dismiss" && decision !== "remove") return null;
    const reason = formText(form, "reason");
    const param = { commentId };
    const res =
      decision === "dismiss"
        ? await call(api.moderation.comments[":commentId"].dismiss.$post({ param, json: { reason } }))
        : await call(api.moderation.comments[":commentId"].remove.$post({ param, json: { reason } }));
    return res.message;
  }

  return (
    <DecisionForm
      reasonLabel="Reason (the writer is told when it is removed; reporters hear only the outcome)"
      decide={decide}
    >
      {({ disabled }) => (
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="decision" value="dismiss" className="btn" disabled={disabled}>
            Dismiss reports
          </button>
          <button type="submit" name="decision" value="remove" className="btn text-danger" disabled={disabled}>
            Remove the comment
          </button>
        </div>
      )}
    </DecisionForm>
  );
}

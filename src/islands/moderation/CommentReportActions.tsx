/**
 * A moderator's decision on one reported comment: a reason (its writer is told when it is removed),
 * then dismiss the reports or remove the comment. The row says what was decided.
 */
import { api, call } from "../../client/api";
import { m } from "../../i18n/m";
import { formText } from "../forms/form-text";
import { DecisionForm } from "./DecisionForm";

export default function CommentReportActions({ commentId }: { commentId: string }) {
  async function decide(decision: string, form: FormData) {
    if (decision !== "dismiss" && decision !== "remove") return null;
    const reason = formText(form, "reason");
    const param = { commentId };
    // Said in the reader's language (the API's message is English).
    if (decision === "dismiss") {
      await call(api.moderation.comments[":commentId"].dismiss.$post({ param, json: { reason } }));
      return m.mod_comment_dismissed();
    }
    await call(api.moderation.comments[":commentId"].remove.$post({ param, json: { reason } }));
    return m.mod_comment_removed();
  }

  return (
    <DecisionForm reasonLabel={m.mod_reason_writer()} decide={decide}>
      {({ disabled }) => (
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="decision" value="dismiss" className="btn" disabled={disabled}>
            {m.mod_dismiss_reports()}
          </button>
          <button type="submit" name="decision" value="remove" className="btn text-danger" disabled={disabled}>
            {m.mod_remove_comment()}
          </button>
        </div>
      )}
    </DecisionForm>
  );
}

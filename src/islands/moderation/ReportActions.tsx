/**
 * A moderator's decision on one reported story: a reason (its author is told), then dismiss the
 * reports, hide (or restore) the story, or suspend its author. The row says what was decided.
 */
import { useId } from "react";
import { api, call } from "../../client/api";
import { counted } from "../../i18n/format";
import { m } from "../../i18n/m";
import { formText } from "../forms/form-text";
import { DecisionForm } from "./DecisionForm";

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
  const daysId = useId();

  // Each says in the reader's language what the API's English message says.
  async function decide(decision: string, form: FormData) {
    const reason = formText(form, "reason");
    const param = { postId };
    switch (decision as Decision) {
      case "dismiss":
        await call(api.moderation.posts[":postId"].dismiss.$post({ param, json: { reason } }));
        return m.mod_dismissed();
      case "hide":
        await call(api.moderation.posts[":postId"].hide.$post({ param, json: { reason } }));
        return m.mod_hidden();
      case "restore":
        await call(api.moderation.posts[":postId"].restore.$post({ param, json: { reason } }));
        return m.mod_restored();
      case "suspend": {
        const days = formText(form, "days");
        if (!window.confirm(m.mod_confirm_suspend({ name: authorName }))) return null;
        await call(
          api.moderation.users[":userId"].suspend.$post({
            param: { userId: authorId },
            json: { reason, days: days === "forever" ? null : Number(days) },
          }),
        );
        return m.mod_suspended();
      }
      default:
        return null;
    }
  }

  return (
    <DecisionForm reasonLabel={m.mod_reason_author()} decide={decide}>
      {({ disabled, errors }) => (
        <>
          <div className="flex flex-wrap items-end gap-2">
            <button type="submit" name="decision" value="dismiss" className="btn" disabled={disabled}>
              {m.mod_dismiss_reports()}
            </button>
            {hidden ? (
              <button type="submit" name="decision" value="restore" className="btn" disabled={disabled}>
                {m.mod_show_again()}
              </button>
            ) : (
              <button type="submit" name="decision" value="hide" className="btn text-danger" disabled={disabled}>
                {m.mod_hide_story()}
              </button>
            )}
            <span className="flex items-center gap-2">
              <label className="text-sm" htmlFor={daysId}>
                {m.mod_suspend_for()}
              </label>
              <select id={daysId} name="days" className="field w-auto" defaultValue="7" disabled={disabled}>
                {[1, 7, 30].map((n) => (
                  <option key={n} value={n}>
                    {m.mod_days(counted(n))}
                  </option>
                ))}
                <option value="forever">{m.mod_for_good()}</option>
              </select>
              <button type="submit" name="decision" value="suspend" className="btn text-danger" disabled={disabled}>
                {m.mod_suspend_author()}
              </button>
            </span>
          </div>
          {errors.days && <p className="text-sm text-danger">{errors.days}</p>}
        </>
      )}
    </DecisionForm>
  );
}

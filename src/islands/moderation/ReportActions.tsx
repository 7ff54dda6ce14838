/**
 * A moderator's decision on one reported story: a reason (its author is told), then dismiss the
 * reports, hide (or restore) the story, or suspend its author. The row says what was decided.
 */
import { useId } from "react";
import { api, call } from "../../client/api";
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

  async function decide(decision: string, form: FormData) {
    const reason = formText(form, "reason");
    const param = { postId };
    switch (decision as Decision) {
      case "dismiss":
        return (await call(api.moderation.posts[":postId"].dismiss.$post({ param, json: { reason } }))).message;
      case "hide":
        return (await call(api.moderation.posts[":postId"].hide.$post({ param, json: { reason } }))).message;
      case "restore":
        return (await call(api.moderation.posts[":postId"].restore.$post({ param, json: { reason } }))).message;
      case "suspend": {
        const days = formText(form, "days");
        if (!window.confirm(`Suspend ${authorName}? Their sessions end at once.`)) return null;
        return (
          await call(
            api.moderation.users[":userId"].suspend.$post({
              param: { userId: authorId },
              json: { reason, days: days === "forever" ? null : Number(days) },
            }),
          )
        ).message;
      }
      default:
        return null;
    }
  }

  return (
    <DecisionForm reasonLabel="Reason (the author is told; reporters hear only the outcome)" decide={decide}>
      {({ disabled, errors }) => (
        <>
          <div className="flex flex-wrap items-end gap-2">
            <button type="submit" name="decision" value="dismiss" className="btn" disabled={disabled}>
              Dismiss reports
            </button>
            {hidden ? (
              <button type="submit" name="decision" value="restore" className="btn" disabled={disabled}>
                Show the story again
              </button>
            ) : (
              <button type="submit" name="decision" value="hide" className="btn text-danger" disabled={disabled}>
                Hide the story
              </button>
            )}
            <span className="flex items-center gap-2">
              <label className="text-sm" htmlFor={daysId}>
                Suspend for
              </label>
              <select id={daysId} name="days" className="field w-auto" defaultValue="7" disabled={disabled}>
                <option value="1">1 day</option>
                <option value="7">7 days</option>
                <option value="30">30 days</option>
                <option value="forever">good</option>
              </select>
              <button type="submit" name="decision" value="suspend" className="btn text-danger" disabled={disabled}>
                Suspend the author
              </button>
            </span>
          </div>
          {errors.days && <p className="text-sm text-danger">{errors.days}</p>}
        </>
      )}
    </DecisionForm>
  );
}

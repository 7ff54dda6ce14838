/**
 * Accept and Decline on an invitation to co-author, in the bell's list and on /notifications; once
 * acted on (here, in another tab, or ended by the owner) it says what became of it.
 */
import { ApiError } from "../../client/api-client";
import { api, call, reportApiError } from "../../client/api";
import { notify } from "../../client/toast";
import { invitationSettled } from "../../stores/notifications";
import type { Notification } from "../../shared/notification";
import { ROUTES } from "../../shared/routes";
import { m } from "../../i18n/m";
import { markRead } from "./NotificationBell";
import { useState } from "react";

export function InvitationActions({
  n,
}: {
  n: Notification & { invitation: NonNullable<Notification["invitation"]> };
}) {
  const [busy, setBusy] = useState(false);
  const { postId, status } = n.invitation;

  async function act(answer: "accept" | "decline") {
    setBusy(true);
    try {
      const param = { param: { id: postId } };
      if (answer === "accept") await call(api.post[":id"].coauthors.accept.$post(param));
      else await call(api.post[":id"].coauthors.decline.$post(param));
      invitationSettled(n._id, answer === "accept" ? "accepted" : "closed");
      // In the reader's language (the API's own message is English).
      void notify("success", answer === "accept" ? m.invite_now_coauthor() : m.invite_declined());
      await markRead(n).catch(() => undefined);
    } catch (err) {
      // Withdrawn or already answered elsewhere: say so instead of leaving live buttons.
      if (err instanceof ApiError && err.status === 404) invitationSettled(n._id, "closed");
      reportApiError(err);
    } finally {
      setBusy(false);
    }
  }

  if (status === "accepted")
    return (
      <p className="text-sm" role="status">
        {m.invite_you_accepted()}{" "}
        <a className="text-accent underline" href={`${ROUTES.editPost}?id=${postId}`}>
          {m.invite_open_story()}
        </a>
      </p>
    );
  if (status === "closed")
    return (
      <p className="text-sm text-muted" role="status">
        {m.invite_closed()}
      </p>
    );
  return (
    <div className="flex gap-2" role="group" aria-label={m.invite_group()}>
      <button type="button" className="btn-primary" disabled={busy} onClick={() => void act("accept")}>
        {m.invite_accept()}
      </button>
      <button type="button" className="btn" disabled={busy} onClick={() => void act("decline")}>
        {m.invite_decline()}
      </button>
    </div>
  );
}

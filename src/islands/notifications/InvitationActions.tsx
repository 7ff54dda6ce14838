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
      const res =
        answer === "accept"
          ? await call(api.post[":id"].coauthors.accept.$post(param))
          : await call(api.post[":id"].coauthors.decline.$post(param));
      invitationSettled(n._id, answer === "accept" ? "accepted" : "closed");
      void notify("success", res.message ?? (answer === "accept" ? "Accepted" : "Declined"));
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
        You accepted.{" "}
        <a className="text-accent underline" href={`${ROUTES.editPost}?id=${postId}`}>
          Open the story
        </a>
      </p>
    );
  if (status === "closed")
    return (
      <p className="text-sm text-muted" role="status">
        This invitation is closed.
      </p>
    );
  return (
    <div className="flex gap-2" role="group" aria-label="Answer the invitation">
      <button type="button" className="btn-primary" disabled={busy} onClick={() => void act("accept")}>
        Accept
      </button>
      <button type="button" className="btn" disabled={busy} onClick={() => void act("decline")}>
        Decline
      </button>
    </div>
  );
}

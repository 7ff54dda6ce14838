/** Admins: make someone a moderator by username, or a moderator a member again. */
import { useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import type { StaffMember } from "../../shared/moderation";
import { Field } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useHydrated } from "../forms/use-hydrated";
import { useSubmit } from "../forms/use-submit";

export default function StaffForm({ initial, selfId }: { initial: StaffMember[]; selfId: string }) {
  const hydrated = useHydrated();
  const { busy, errors, setErrors, run } = useSubmit();
  const [staff, setStaff] = useState(initial);

  async function applyRole(userId: string, role: "moderator" | "member") {
    const res = await call(api.moderation.users[":userId"].role.$put({ param: { userId }, json: { role } }));
    void notify("success", res.message ?? "Done");
    setStaff((await call(api.moderation.staff.$get())).data.users);
  }
  const setRole = (userId: string, role: "moderator" | "member") => run(() => applyRole(userId, role));

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const username = formText(new FormData(form), "username").replace(/^@/, "");
    if (!username) {
      setErrors({ username: "Type a username" });
      return;
    }
    await run(async () => {
      const found = await call(api.user.profile[":id"].$get({ param: { id: username } })).catch(() => null);
      if (!found) {
        setErrors({ username: "Nobody has this username" });
        return;
      }
      await applyRole(found.data.user._id, "moderator");
      form.reset();
    });
  }

  return (
    <div className="max-w-xl space-y-6">
      <ul className="space-y-3">
        {staff.map((p) => (
          <li key={p._id} className="card flex items-center justify-between gap-3 p-4">
            <span>
              {p.firstName} {p.lastName} <span className="text-muted">@{p.username}</span> · {p.role}
            </span>
            {p.role === "moderator" && p._id !== selfId && (
              <button
                type="button"
                className="btn"
                disabled={!hydrated || busy}
                onClick={() => void setRole(p._id, "member")}
              >
                Make a member<span className="sr-only"> {`${p.firstName} ${p.lastName}`}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="card p-4">
        <Field label="Username of the new moderator" name="username" autoComplete="off" error={errors.username} />
        <button type="submit" className="btn-primary" disabled={!hydrated || busy}>
          Make a moderator
        </button>
      </form>
    </div>
  );
}

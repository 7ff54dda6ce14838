/** Admins: make someone a moderator by username, or a moderator a member again. */
import { useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { m } from "../../i18n/m";
import type { StaffMember } from "../../shared/moderation";
import { Field } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useHydrated } from "../forms/use-hydrated";
import { useSubmit } from "../forms/use-submit";
import { Handle } from "../ui/Handle";

/** A role's name in the reader's language (the API says the English keyword). */
const roleLabel = (role: string) =>
  role === "admin" ? m.lefta_staff_role_admin() : role === "moderator" ? m.lefta_staff_role_moderator() : role;

export default function StaffForm({ initial, selfId }: { initial: StaffMember[]; selfId: string }) {
  const hydrated = useHydrated();
  const { busy, errors, setErrors, run } = useSubmit();
  const [staff, setStaff] = useState(initial);

  async function applyRole(userId: string, role: "moderator" | "member") {
    await call(api.moderation.users[":userId"].role.$put({ param: { userId }, json: { role } }));
    // Said in the page's language, not the API's English message.
    void notify("success", role === "moderator" ? m.lefta_staff_granted() : m.lefta_staff_revoked());
    setStaff((await call(api.moderation.staff.$get())).data.users);
  }
  const setRole = (userId: string, role: "moderator" | "member") => run(() => applyRole(userId, role));

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const username = formText(new FormData(form), "username").replace(/^@/, "");
    if (!username) {
      setErrors({ username: m.lefta_staff_type_username() });
      return;
    }
    await run(async () => {
      const found = await call(api.user.profile[":id"].$get({ param: { id: username } })).catch(() => null);
      if (!found) {
        setErrors({ username: m.lefta_staff_nobody() });
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
              {p.firstName} {p.lastName}{" "}
              <span className="text-muted">
                <Handle username={p.username} />
              </span>{" "}
              · {roleLabel(p.role)}
            </span>
            {p.role === "moderator" && p._id !== selfId && (
              <button
                type="button"
                className="btn"
                disabled={!hydrated || busy}
                onClick={() => void setRole(p._id, "member")}
              >
                {m.lefta_staff_make_member()}
                <span className="sr-only"> {`${p.firstName} ${p.lastName}`}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="card p-4">
        <Field label={m.lefta_staff_username()} name="username" autoComplete="off" error={errors.username} />
        <button type="submit" className="btn-primary" disabled={!hydrated || busy}>
          {m.lefta_staff_make_moderator()}
        </button>
      </form>
    </div>
  );
}

/** Account: change the password (or set a first one for an account made with Google). */
import type { SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { Field } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useSubmit } from "../forms/use-submit";
import { useHydrated } from "../forms/use-hydrated";
import { LIMITS } from "../../shared/limits";

export default function PasswordForm({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    const newPassword = formText(form, "newPassword");
    const currentPassword = hasPassword ? formText(form, "currentPassword") : undefined;
    await run(async () => {
      const res = await call(
        api.user.password.$post({ json: { newPassword, ...(hasPassword ? { currentPassword } : {}) } }),
      );
      formEl.reset();
      void notify("success", res.message ?? "Password changed");
    });
  }

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className="card max-w-xl p-6">
      <p className="mb-4 text-sm text-muted">
        Signed in as <strong className="text-fg">{email}</strong>.{" "}
        {hasPassword
          ? "Changing the password signs out your other devices."
          : "Your account uses Google; you can add a password too."}
      </p>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      {hasPassword && (
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
      )}
      <Field
        label={hasPassword ? "New password" : "Password"}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={LIMITS.passwordMax}
        required
        error={errors.newPassword}
      />
      <button type="submit" className="btn-primary" disabled={busy || !hydrated}>
        {busy ? "Saving…" : hasPassword ? "Change password" : "Set password"}
      </button>
    </form>
  );
}

/** Account: change the password (or set a first one for an account made with Google). */
import type { SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { Field } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useSubmit } from "../forms/use-submit";
import { useHydrated } from "../forms/use-hydrated";
import { LIMITS } from "../../shared/limits";
import { m } from "../../i18n/m";

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
      await call(api.user.password.$post({ json: { newPassword, ...(hasPassword ? { currentPassword } : {}) } }));
      formEl.reset();
      void notify("success", m.st_password_changed());
    });
  }

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className="card max-w-xl p-6">
      <p className="mb-4 text-sm text-muted">
        {m.st_signed_in_as({ email })} {hasPassword ? m.st_password_signs_out() : m.st_uses_google()}
      </p>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      {hasPassword && (
        <Field
          label={m.st_current_password()}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
      )}
      <Field
        label={hasPassword ? m.st_new_password() : m.field_password()}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={8}
        maxLength={LIMITS.passwordMax}
        required
        error={errors.newPassword}
      />
      <button type="submit" className="btn-primary" disabled={busy || !hydrated}>
        {busy ? m.st_saving() : hasPassword ? m.st_change_password() : m.st_set_password()}
      </button>
    </form>
  );
}

/** Create an account. It does not sign in: the reader signs in next (spec section 8's toast says so). */
import { m } from "../../i18n/m";
import type { SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notifyAfterNavigation } from "../../client/toast";
import { EmailField, Field } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useSubmit } from "../forms/use-submit";
import { useHydrated } from "../forms/use-hydrated";
import { LIMITS } from "../../shared/limits";

export default function RegisterForm() {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => formText(form, name);
    const body = {
      firstName: field("firstName"),
      lastName: field("lastName"),
      email: field("email"),
      password: field("password"),
      ...(field("username").trim() ? { username: field("username") } : {}),
    };
    await run(async () => {
      await call(api.user.auth.register.$post({ json: body }));
      notifyAfterNavigation("success", m.registered());
      location.assign(`/auth/login?email=${encodeURIComponent(body.email.trim())}`);
    });
  }

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field
          label={m.field_first_name()}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={LIMITS.nameMax}
          error={errors.firstName}
        />
        <Field
          label={m.field_last_name()}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={LIMITS.nameMax}
          error={errors.lastName}
        />
      </div>
      <EmailField error={errors.email} />
      <Field
        label={m.field_password()}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={LIMITS.passwordMax}
        hint={m.password_hint()}
        error={errors.password}
      />
      <Field
        label={m.field_username_optional()}
        name="username"
        autoComplete="username"
        maxLength={LIMITS.usernameMax}
        hint={m.username_hint()}
        error={errors.username}
      />
      <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
        {busy ? m.creating_account() : m.create_account()}
      </button>
    </form>
  );
}

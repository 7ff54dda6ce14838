/** Create an account. It does not sign in: the reader signs in next (spec section 8's toast says so). */
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
      const res = await call(api.user.auth.register.$post({ json: body }));
      notifyAfterNavigation("success", res.message ?? "Registration successful! Please login to continue.");
      location.assign(`/auth/login?email=${encodeURIComponent(body.email.trim())}`);
    });
  }

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={LIMITS.nameMax}
          error={errors.firstName}
        />
        <Field
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={LIMITS.nameMax}
          error={errors.lastName}
        />
      </div>
      <EmailField error={errors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={LIMITS.passwordMax}
        hint="At least 8 characters. A few words you will remember make a strong one."
        error={errors.password}
      />
      <Field
        label="Username (optional)"
        name="username"
        autoComplete="username"
        maxLength={LIMITS.usernameMax}
        hint="Letters, digits and underscores. We make one from your name if you leave it empty."
        error={errors.username}
      />
      <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
        {busy ? "Creating your account…" : "Create account"}
      </button>
    </form>
  );
}

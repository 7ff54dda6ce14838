/**
 * Account: delete it, after typing the password (or, for an account made with Google, the e-mail)
 * and confirming once more; the reader is signed out here and goes home.
 */
import type { SubmitEvent } from "react";
import { api, call, endSessionLocally } from "../../client/api";
import { notifyAfterNavigation } from "../../client/toast";
import { Field } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useSubmit } from "../forms/use-submit";
import { useHydrated } from "../forms/use-hydrated";
import { m } from "../../i18n/m";

export default function DeleteAccountForm({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const json = hasPassword ? { password: formText(form, "password") } : { email: formText(form, "email") };
    if (!window.confirm(m.st_delete_confirm())) return;
    await run(async () => {
      await call(api.user.me.$delete({ json }));
      endSessionLocally();
      notifyAfterNavigation("success", m.st_account_deleted());
      location.assign("/");
    });
  }

  return (
    <form
      method="post"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="card mt-8 max-w-xl border-danger p-6"
      aria-labelledby="delete-account-title"
    >
      <h3 id="delete-account-title" className="mb-2 text-lg font-bold text-danger">
        {m.st_delete_account()}
      </h3>
      <p className="mb-4 text-sm">{m.st_delete_body()}</p>
      {hasPassword ? (
        <Field
          label={m.st_your_password()}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
      ) : (
        <Field
          label={m.st_type_email({ email })}
          name="email"
          type="email"
          autoComplete="off"
          required
          error={errors.email}
        />
      )}
      <button type="submit" className="btn text-danger" disabled={busy || !hydrated}>
        {busy ? m.st_deleting() : m.st_delete_account()}
      </button>
    </form>
  );
}

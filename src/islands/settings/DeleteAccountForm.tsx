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

export default function DeleteAccountForm({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const json = hasPassword ? { password: formText(form, "password") } : { email: formText(form, "email") };
    if (!window.confirm("Delete your account for good? This cannot be undone.")) return;
    await run(async () => {
      const res = await call(api.user.me.$delete({ json }));
      endSessionLocally();
      notifyAfterNavigation("success", res.message ?? "Your account is deleted");
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
        Delete my account
      </h3>
      <p className="mb-4 text-sm">
        Your profile, stories, drafts, pictures, likes, follows, reading list and notifications are deleted at once and
        cannot be recovered. Your comments go too, except those others replied to: they stay, emptied and without your
        name, so the conversation still reads.
      </p>
      {hasPassword ? (
        <Field
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
      ) : (
        <Field
          label={`Type your e-mail (${email}) to confirm`}
          name="email"
          type="email"
          autoComplete="off"
          required
          error={errors.email}
        />
      )}
      <button type="submit" className="btn text-danger" disabled={busy || !hydrated}>
        {busy ? "Deleting…" : "Delete my account"}
      </button>
    </form>
  );
}

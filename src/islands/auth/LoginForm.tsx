/** Sign in with e-mail and password (and Google when the site has it). */
import { m } from "../../i18n/m";
import type { SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { completeSignIn } from "../../client/sign-in";
import { EmailField, Field } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useSubmit } from "../forms/use-submit";
import { GoogleButton } from "./GoogleButton";
import { useHydrated } from "../forms/use-hydrated";

interface Props {
  googleClientId?: string | undefined;
  /** From ?email= (after registering), filled in by the server so nothing resets what is typed. */
  initialEmail?: string | undefined;
}

export default function LoginForm({ googleClientId, initialEmail }: Props) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit({ credentials: true });

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await run(async () => {
      const res = await call(
        api.user.auth.login.$post({ json: { email: formText(form, "email"), password: formText(form, "password") } }),
      );
      // The API speaks English (clients rely on it); the reader gets their language.
      completeSignIn(res.data, m.welcome_back());
    });
  }

  return (
    <>
      <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate>
        <EmailField defaultValue={initialEmail} error={errors.email} />
        <Field
          label={m.field_password()}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <div className="mb-4 flex justify-between gap-4 text-sm">
          <a href="/auth/sign-in-link" className="text-accent underline">
            {m.email_me_link()}
          </a>
          <a href="/auth/forgot-password" className="text-accent underline">
            {m.forgot_password()}
          </a>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
          {busy ? m.signing_in() : m.sign_in()}
        </button>
      </form>
      {googleClientId && <GoogleButton clientId={googleClientId} />}
    </>
  );
}

/**
 * Password reset in three steps (spec section 4): e-mail, the 6-digit code, the new password. The
 * e-mail is kept from step 1 to 2 and the verification token from 2 to 3, in the $reset store.
 */
import { useStore } from "@nanostores/react";
import type { SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify, notifyAfterNavigation } from "../../client/toast";
import { $reset, INITIAL_RESET, resetCodeVerified, resetCompleted, resetEmailSent } from "../../stores/auth";
import { EmailField, Field } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useSubmit } from "../forms/use-submit";
import { useHydrated } from "../forms/use-hydrated";
import { LIMITS } from "../../shared/limits";
import { m } from "../../i18n/m";
import { Emphasised } from "./Emphasised";

const TITLES = { 1: m.auth_reset_title_email, 2: m.auth_reset_title_code, 3: m.auth_reset_title_password };

export default function ForgotPasswordFlow() {
  const hydrated = useHydrated();
  const reset = useStore($reset);
  const { busy, errors, run } = useSubmit();

  const value = (event: SubmitEvent<HTMLFormElement>, name: string) =>
    formText(new FormData(event.currentTarget), name);

  async function sendEmail(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = value(event, "email").trim();
    await run(async () => {
      await call(api.user.auth["forgot-password"].$post({ json: { email } }));
      resetEmailSent(email);
      // The API speaks English (clients rely on it); the reader gets their language.
      void notify("success", m.auth_reset_sent());
    });
  }
  async function verify(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = value(event, "code").trim();
    await run(async () => {
      const res = await call(api.user.auth["verify-code"].$post({ json: { email: reset.email, code } }));
      resetCodeVerified(res.data.verificationToken);
      void notify("success", m.auth_code_verified());
    });
  }
  async function setPassword(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = value(event, "password");
    await run(async () => {
      await call(
        api.user.auth["reset-password"].$post({ json: { verificationToken: reset.verificationToken, password } }),
      );
      resetCompleted();
      notifyAfterNavigation("success", m.auth_reset_done());
      location.assign("/auth/login");
    });
  }

  return (
    <div>
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {m.auth_reset_step({ step: reset.step, title: TITLES[reset.step]() })}
      </p>
      {reset.step === 1 && (
        <form method="post" onSubmit={(e) => void sendEmail(e)} noValidate>
          <EmailField error={errors.email} />
          <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
            {busy ? m.auth_sending() : m.auth_send_code()}
          </button>
        </form>
      )}
      {reset.step === 2 && (
        <form method="post" onSubmit={(e) => void verify(e)} noValidate>
          <p className="mb-4 text-sm">
            <Emphasised text={(email) => m.auth_code_on_way({ email })} value={reset.email} />
          </p>
          <Field
            label={m.auth_code()}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            error={errors.code}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
            {busy ? m.auth_checking() : m.auth_verify_code()}
          </button>
          <button type="button" className="btn mt-3 w-full" onClick={() => $reset.set(INITIAL_RESET)}>
            {m.auth_other_email()}
          </button>
        </form>
      )}
      {reset.step === 3 && (
        <form method="post" onSubmit={(e) => void setPassword(e)} noValidate>
          <Field
            label={m.auth_new_password()}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={LIMITS.passwordMax}
            required
            error={errors.password ?? errors.verificationToken}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
            {busy ? m.auth_saving() : m.auth_set_password()}
          </button>
        </form>
      )}
    </div>
  );
}

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

const TITLES = { 1: "Enter the e-mail of your account", 2: "Enter the code we sent you", 3: "Choose a new password" };

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
      const res = await call(api.user.auth["forgot-password"].$post({ json: { email } }));
      resetEmailSent(email);
      void notify("success", res.message ?? "Password reset email sent!");
    });
  }
  async function verify(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = value(event, "code").trim();
    await run(async () => {
      const res = await call(api.user.auth["verify-code"].$post({ json: { email: reset.email, code } }));
      resetCodeVerified(res.data.verificationToken);
      void notify("success", res.message ?? "OTP verified!");
    });
  }
  async function setPassword(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = value(event, "password");
    await run(async () => {
      const res = await call(
        api.user.auth["reset-password"].$post({ json: { verificationToken: reset.verificationToken, password } }),
      );
      resetCompleted();
      notifyAfterNavigation("success", res.message ?? "Password reset successful!");
      location.assign("/auth/login");
    });
  }

  return (
    <div>
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        Step {reset.step} of 3: {TITLES[reset.step]}
      </p>
      {reset.step === 1 && (
        <form method="post" onSubmit={(e) => void sendEmail(e)} noValidate>
          <EmailField error={errors.email} />
          <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
            {busy ? "Sending…" : "Send the code"}
          </button>
        </form>
      )}
      {reset.step === 2 && (
        <form method="post" onSubmit={(e) => void verify(e)} noValidate>
          <p className="mb-4 text-sm">
            If <strong>{reset.email}</strong> has an account, a 6-digit code is on its way. It works for 10 minutes.
          </p>
          <Field
            label="Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            error={errors.code}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
            {busy ? "Checking…" : "Verify the code"}
          </button>
          <button type="button" className="btn mt-3 w-full" onClick={() => $reset.set(INITIAL_RESET)}>
            Use another e-mail
          </button>
        </form>
      )}
      {reset.step === 3 && (
        <form method="post" onSubmit={(e) => void setPassword(e)} noValidate>
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={LIMITS.passwordMax}
            required
            error={errors.password ?? errors.verificationToken}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
            {busy ? "Saving…" : "Set the new password"}
          </button>
        </form>
      )}
    </div>
  );
}

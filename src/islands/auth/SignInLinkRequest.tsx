/** Asks for a one-time sign-in link by e-mail: a way in while password sign-in is throttled. */
import { useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { EmailField } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useSubmit } from "../forms/use-submit";
import { useHydrated } from "../forms/use-hydrated";
import { m } from "../../i18n/m";
import { Emphasised } from "./Emphasised";

export default function SignInLinkRequest({ initialEmail }: { initialEmail?: string | undefined }) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();
  const [sentTo, setSentTo] = useState<string>();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), "email").trim();
    await run(async () => {
      await call(api.user.auth["sign-in-link"].$post({ json: { email } }));
      setSentTo(email);
      // The API speaks English (clients rely on it); the reader gets their language.
      void notify("success", m.auth_link_sent());
    });
  }

  if (sentTo)
    return (
      <p role="status" className="text-sm">
        <Emphasised text={(email) => m.auth_link_on_way({ email })} value={sentTo} />
      </p>
    );
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate>
      <EmailField defaultValue={initialEmail} error={errors.email} />
      <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
        {busy ? m.auth_sending() : m.email_me_link()}
      </button>
    </form>
  );
}

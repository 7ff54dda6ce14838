/** Asks for a one-time sign-in link by e-mail: a way in while password sign-in is throttled. */
import { useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { EmailField } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useSubmit } from "../forms/use-submit";
import { useHydrated } from "../forms/use-hydrated";

export default function SignInLinkRequest({ initialEmail }: { initialEmail?: string | undefined }) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();
  const [sentTo, setSentTo] = useState<string>();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), "email").trim();
    await run(async () => {
      const res = await call(api.user.auth["sign-in-link"].$post({ json: { email } }));
      setSentTo(email);
      void notify("success", res.message ?? "Sign-in link sent");
    });
  }

  if (sentTo)
    return (
      <p role="status" className="text-sm">
        If an account has the address <strong>{sentTo}</strong>, a sign-in link is on its way. It works once, for 15
        minutes.
      </p>
    );
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate>
      <EmailField defaultValue={initialEmail} error={errors.email} />
      <button type="submit" className="btn-primary w-full" disabled={busy || !hydrated}>
        {busy ? "Sending…" : "E-mail me a sign-in link"}
      </button>
    </form>
  );
}

/**
 * Signs in with the token of an e-mailed link. It asks for a click first: mail scanners that open
 * every link must not use up its one sign-in.
 */
import { api, call } from "../../client/api";
import { completeSignIn } from "../../client/sign-in";
import { useSubmit } from "../forms/use-submit";
import { useHydrated } from "../forms/use-hydrated";
import { m } from "../../i18n/m";

export default function SignInWithLink({ token }: { token: string }) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit({ credentials: true });

  async function signIn() {
    await run(async () => {
      const res = await call(api.user.auth["sign-in-link"].verify.$post({ json: { token } }));
      // The API speaks English (clients rely on it); the reader gets their language.
      completeSignIn(res.data, m.welcome_back());
    });
  }

  return (
    <div>
      {errors.token && (
        <p role="alert" className="mb-4 text-sm text-danger">
          {errors.token}
        </p>
      )}
      <button type="button" className="btn-primary w-full" disabled={busy || !hydrated} onClick={() => void signIn()}>
        {busy ? m.signing_in() : m.sign_in()}
      </button>
    </div>
  );
}

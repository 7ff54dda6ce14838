/** After any way of signing in (password or Google): keep the session and go on. */
import { notifyAfterNavigation } from "./toast";
import { afterSignInPath, signIn } from "../stores/auth";
import { safeRedirectTarget } from "../shared/routes";
import type { SelfUser } from "../shared/user";

/** What the sign-in endpoints answer. */
export interface SignedIn {
  user: SelfUser;
  tokens: { accessToken: string };
}

/** Stores the session and goes on: to /interests the first time, else where the reader was heading. */
export function completeSignIn(data: SignedIn, message: string): void {
  signIn(data.user, data.tokens.accessToken);
  notifyAfterNavigation("success", message);
  const target = safeRedirectTarget(new URLSearchParams(location.search).get("redirect"));
  location.assign(afterSignInPath(data.user, target));
}

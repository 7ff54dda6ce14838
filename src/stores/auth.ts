/**
 * Auth state (spec section 3): the user, persisted as version 1 of its shape and nothing else; the
 * access token kept separately in local storage; the password-reset flow in memory only.
 */
import { atom, computed } from "nanostores";
import { persistentAtom } from "@nanostores/persistent";
import type { SelfUser } from "../shared/user";

export { AUTH_STORAGE_KEY } from "../shared/appearance-script";
import { AUTH_STORAGE_KEY } from "../shared/appearance-script";
export const ACCESS_TOKEN_STORAGE_KEY = "accessToken";
export const AUTH_SHAPE_VERSION = 1;

export interface PersistedAuth {
  version: typeof AUTH_SHAPE_VERSION;
  user: SelfUser | null;
}
const EMPTY_AUTH: PersistedAuth = { version: AUTH_SHAPE_VERSION, user: null };

/** Anything that is not version 1 (older, newer, corrupt) is dropped rather than misread. */
export function decodeAuth(raw: string): PersistedAuth {
  try {
    const value = JSON.parse(raw) as Partial<PersistedAuth> | null;
    if (value && value.version === AUTH_SHAPE_VERSION && typeof value.user === "object") {
      return { version: AUTH_SHAPE_VERSION, user: value.user ?? null };
    }
  } catch {
    // Fall through to the empty state.
  }
  return EMPTY_AUTH;
}

export const $auth = persistentAtom<PersistedAuth>(AUTH_STORAGE_KEY, EMPTY_AUTH, {
  encode: JSON.stringify,
  decode: decodeAuth,
});
export const $user = computed($auth, (a) => a.user);
/** "" means no token (persistent atoms store strings). */
export const $accessToken = persistentAtom<string>(ACCESS_TOKEN_STORAGE_KEY, "");

export type ResetStep = 1 | 2 | 3;
export interface ResetState {
  step: ResetStep;
  email: string;
  verificationToken: string;
}
export const INITIAL_RESET: ResetState = { step: 1, email: "", verificationToken: "" };
export const $reset = atom<ResetState>(INITIAL_RESET);

export function setUser(user: SelfUser | null): void {
  $auth.set({ version: AUTH_SHAPE_VERSION, user });
}

/** Login and Google login success: store the user and the access token. */
export function signIn(user: SelfUser, accessToken: string): void {
  setUser(user);
  $accessToken.set(accessToken);
}

export function setAccessToken(token: string): void {
  $accessToken.set(token);
}

/** Where a fresh sign-in goes next (section 4): a first sign-in chooses interests, then goes on to `target`. */
export function afterSignInPath(user: SelfUser, target: string): string {
  if (user.interests.length > 0) return target;
  return target && target !== "/" ? `/interests?redirect=${encodeURIComponent(target)}` : "/interests";
}

/** Logout (and any ended session): clears the user, the token and the reset state. */
export function clearSession(): void {
  setUser(null);
  $accessToken.set("");
  $reset.set(INITIAL_RESET);
}

/** Step 1 -> 2 when forgot-password succeeds, remembering the e-mail. */
export function resetEmailSent(email: string): void {
  $reset.set({ step: 2, email, verificationToken: "" });
}
/** Step 2 -> 3 when the code is verified, keeping the verification token. */
export function resetCodeVerified(verificationToken: string): void {
  $reset.set({ ...$reset.get(), step: 3, verificationToken });
}
/** Step 3 -> 1 when the reset succeeds, clearing e-mail and token. */
export function resetCompleted(): void {
  $reset.set(INITIAL_RESET);
}

/**
 * The session cookies: httpOnly, SameSite=Lax, Secure when the site is served over https. Beside them
 * a `signed_in` marker that scripts can read (it holds no secret): shared pages are the same for
 * everyone, and the marker tells their inline script and enhancers/session.ts to fill in the reader.
 */
import { SIGNED_IN_COOKIE } from "../../shared/appearance-script.ts";

export const ACCESS_COOKIE = "access_token";
export const REFRESH_COOKIE = "refresh_token";
export { SIGNED_IN_COOKIE };
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** However active, a session ends this long after sign-in: then the password (or Google) is asked again. */
export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

export interface CookieSpec {
  name: string;
  value: string;
  maxAge: number;
  /** Default true; only the marker is readable by scripts. */
  httpOnly?: boolean;
}

function serialize({ name, value, maxAge, httpOnly = true }: CookieSpec, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}${httpOnly ? "; HttpOnly" : ""}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The cookies a sign-in or a rotation sets. Without a new refresh token only the access one changes. */
export function sessionCookies(tokens: { accessToken: string; refreshToken?: string | null }): CookieSpec[] {
  const out: CookieSpec[] = [{ name: ACCESS_COOKIE, value: tokens.accessToken, maxAge: SESSION_TTL_SECONDS }];
  if (tokens.refreshToken) out.push({ name: REFRESH_COOKIE, value: tokens.refreshToken, maxAge: SESSION_TTL_SECONDS });
  out.push({ name: SIGNED_IN_COOKIE, value: "1", maxAge: SESSION_TTL_SECONDS, httpOnly: false });
  return out;
}

export function clearedCookies(): CookieSpec[] {
  return [
    ...[ACCESS_COOKIE, REFRESH_COOKIE].map((name) => ({ name, value: "", maxAge: 0 })),
    { name: SIGNED_IN_COOKIE, value: "", maxAge: 0, httpOnly: false },
  ];
}

export function setCookieHeaders(specs: CookieSpec[], secure: boolean): string[] {
  return specs.map((s) => serialize(s, secure));
}

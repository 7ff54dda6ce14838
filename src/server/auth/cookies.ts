/** The session cookies: httpOnly, SameSite=Lax, Secure when the site is served over https. */
export const ACCESS_COOKIE = "access_token";
export const REFRESH_COOKIE = "refresh_token";
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface CookieSpec {
  name: string;
  value: string;
  maxAge: number;
}

function serialize({ name, value, maxAge }: CookieSpec, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The cookies a sign-in or a rotation sets. Without a new refresh token only the access one changes. */
export function sessionCookies(tokens: { accessToken: string; refreshToken?: string | null }): CookieSpec[] {
  const out: CookieSpec[] = [{ name: ACCESS_COOKIE, value: tokens.accessToken, maxAge: SESSION_TTL_SECONDS }];
  if (tokens.refreshToken) out.push({ name: REFRESH_COOKIE, value: tokens.refreshToken, maxAge: SESSION_TTL_SECONDS });
  return out;
}

export function clearedCookies(): CookieSpec[] {
  return [ACCESS_COOKIE, REFRESH_COOKIE].map((name) => ({ name, value: "", maxAge: 0 }));
}

export function setCookieHeaders(specs: CookieSpec[], secure: boolean): string[] {
  return specs.map((s) => serialize(s, secure));
}

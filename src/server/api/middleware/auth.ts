/**
 * Puts the caller on the context: the access token (Bearer header, else the access_token cookie),
 * or, when that expired or is absent, the refresh token (`refresh-token` header, else cookie), in
 * which case the pair is rotated and the new access token comes back in `x-access-token`.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  sessionCookies,
  setCookieHeaders,
  type CookieSpec,
} from "../../auth/cookies.ts";
import { UnauthorizedError } from "../../errors.ts";
import type { ApiEnv } from "../types.ts";
import type { UserRow } from "../../db/schema/index.ts";

/** The token of an `Authorization: Bearer <token>` header's value. */
export const bearerIn = (header: string | undefined): string | undefined =>
  header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() || undefined : undefined;

export function bearerToken(c: Context): string | undefined {
  return bearerIn(c.req.header("authorization"));
}

export function writeCookies<E extends { Variables: Pick<ApiEnv["Variables"], "app"> }>(
  c: Context<E>,
  specs: CookieSpec[],
): void {
  const { app } = c.var as Pick<ApiEnv["Variables"], "app">;
  const secure = app.config.PUBLIC_URL?.startsWith("https:") ?? false;
  for (const value of setCookieHeaders(specs, secure)) c.header("Set-Cookie", value, { append: true });
}

export const identify: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const access = bearerToken(c) ?? getCookie(c, ACCESS_COOKIE);
  const refresh = c.req.header("refresh-token") ?? getCookie(c, REFRESH_COOKIE);
  const found = await c.var.app.services.sessions.authenticate(access, refresh);
  c.set("user", found.status === "ok" ? found.user : null);
  c.set("sessionId", found.status === "ok" ? found.sessionId : null);
  c.set("authFailure", found.status === "expired" || found.status === "invalid" ? found.status : null);
  if (found.status === "ok" && found.rotated) {
    c.header("x-access-token", found.rotated.accessToken);
    writeCookies(c, sessionCookies(found.rotated));
  }
  await next();
};

/** What a handler behind requireUser knows: the caller is there. */
export interface SignedInEnv {
  Variables: Omit<ApiEnv["Variables"], "user" | "sessionId"> & { user: UserRow; sessionId: string };
}

/** Use on routes that need a signed-in caller; the handlers after it see `c.var.user` as set. */
export const requireUser: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  if (!c.var.user) throw new UnauthorizedError();
  await next();
};

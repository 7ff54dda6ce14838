/** Puts the caller on the context: Bearer header first, then the access_token cookie. */
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { UnauthorizedError } from "../../errors.ts";
import type { ApiEnv } from "../types.ts";

export const ACCESS_COOKIE = "access_token";
export const REFRESH_COOKIE = "refresh_token";

/** A Set-Cookie value that removes an httpOnly token cookie (which page scripts cannot touch). */
export function expiredCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

export const identify: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const header = c.req.header("authorization");
  const bearer = header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : undefined;
  const token = bearer || getCookie(c, ACCESS_COOKIE);
  const found = await c.var.app.services.sessions.fromAccessToken(token);
  c.set("user", found.status === "ok" ? found.user : null);
  c.set("authFailure", found.status === "none" || found.status === "ok" ? null : found.status);
  await next();
};

/** Use on routes that need a signed-in caller. */
export const requireUser: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.var.user) throw new UnauthorizedError();
  await next();
};

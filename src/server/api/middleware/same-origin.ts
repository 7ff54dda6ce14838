/**
 * Refuses cross-site writes that would ride on the browser's cookies (CSRF), and any write a browser
 * marks as cross-site. Bearer-authenticated clients carry no ambient authority and pass.
 */
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../../auth/cookies.ts";
import { ForbiddenError } from "../../errors.ts";
import type { ApiEnv } from "../types.ts";
import { bearerToken } from "./auth.ts";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const CROSS_SITE_REFUSED = "Requests from other sites are not allowed";

export const sameOriginWrites: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (WRITES.has(c.req.method)) {
    const site = c.req.header("sec-fetch-site");
    if (site === "cross-site") throw new ForbiddenError(CROSS_SITE_REFUSED);
    const usesCookies = !bearerToken(c) && !!(getCookie(c, ACCESS_COOKIE) || getCookie(c, REFRESH_COOKIE));
    if (usesCookies) {
      const origin = c.req.header("origin");
      const allowed = [
        new URL(c.req.url).origin,
        c.var.app.config.PUBLIC_URL && new URL(c.var.app.config.PUBLIC_URL).origin,
      ];
      if (site === "same-site" || (origin && !allowed.includes(origin))) throw new ForbiddenError(CROSS_SITE_REFUSED);
    }
  }
  await next();
};

/**
 * Runs before every page: finds this process's AppContext, resolves the reader from the access_token
 * cookie, picks the appearance for the first paint, and sends readers of personal pages to login.
 */
import { defineMiddleware } from "astro:middleware";
import { ACCESS_COOKIE, REFRESH_COOKIE, clearedCookies, sessionCookies } from "./server/auth/cookies.ts";
import { APPEARANCE_COOKIE, parseAppearance } from "./shared/appearance.ts";
import { FLASH_COOKIE, readFlash } from "./shared/flash.ts";
import { isProtectedPath, loginUrl } from "./shared/routes.ts";

const DEV_APP_KEY = Symbol.for("inkwell.devApp");

export const onRequest = defineMiddleware(async (context, next) => {
  const { locals, cookies, url } = context;
  // Prerendering has no request context; there is nothing to look up.
  if (context.isPrerendered) return next();
  locals.app ??= (globalThis as Record<symbol, App.Locals["app"] | undefined>)[DEV_APP_KEY]!;
  if (!locals.app) throw new Error("The application context was not handed to Astro");

  const found = await locals.app.services.sessions.authenticate(
    cookies.get(ACCESS_COOKIE)?.value,
    cookies.get(REFRESH_COOKIE)?.value,
  );
  locals.user = found.status === "ok" ? locals.app.services.users.toSelf(found.user) : null;
  const secure = locals.app.config.PUBLIC_URL?.startsWith("https:") ?? false;
  const cookieChanges =
    found.status === "ok" && found.rotated
      ? sessionCookies(found.rotated)
      : found.status === "invalid"
        ? clearedCookies()
        : [];
  for (const c of cookieChanges) {
    cookies.set(c.name, c.value, { path: "/", maxAge: c.maxAge, httpOnly: true, sameSite: "lax", secure });
  }
  // The choice made on this device wins; the account's choice covers a new device.
  const chosen = cookies.get(APPEARANCE_COOKIE)?.value;
  locals.appearance = chosen || !locals.user ? parseAppearance(chosen) : locals.user.settings;

  locals.flash = readFlash(cookies.get(FLASH_COOKIE)?.value);
  if (locals.flash) cookies.delete(FLASH_COOKIE, { path: "/" });

  if (!locals.user && isProtectedPath(url.pathname)) {
    return context.redirect(loginUrl(`${url.pathname}${url.search}`), 302);
  }
  const response = await next();
  if (!response.headers.has("cache-control")) {
    response.headers.set("Cache-Control", locals.user ? "private, no-store" : "no-cache");
  }
  return response;
});

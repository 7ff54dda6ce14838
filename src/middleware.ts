/**
 * Runs before every page: finds this process's AppContext and, for pages of one reader, resolves
 * the reader from the session cookies, picks the appearance for the first paint, and sends readers
 * of personal pages to login. Shared pages (the same HTML for everyone, see server/http/pages.ts)
 * skip all of it: they are rendered without cookies and must not ask who is reading.
 */
import { defineMiddleware } from "astro:middleware";
import { ACCESS_COOKIE, REFRESH_COOKIE, clearedCookies, sessionCookies } from "./server/auth/cookies.ts";
import { APPEARANCE_COOKIE, DEFAULT_APPEARANCE, parseAppearance } from "./shared/appearance.ts";
import { isProtectedPath, loginUrl } from "./shared/routes.ts";
import { DEFAULT_LOCALE, LANG_COOKIE, type Locale } from "./shared/locale.ts";
import { negotiateLocale } from "./server/i18n/negotiate.ts";
import { inLocale } from "./server/i18n/request-locale.ts";

const DEV_APP_KEY = Symbol.for("inkwell.devApp");

export const onRequest = defineMiddleware(async (context, next) => {
  const { locals, cookies, url } = context;
  // Prerendering has no request context; there is nothing to look up.
  if (context.isPrerendered) return next();
  locals.app ??= (globalThis as Record<symbol, App.Locals["app"] | undefined>)[DEV_APP_KEY]!;
  if (!locals.app) throw new Error("The application context was not handed to Astro");
  if (locals.sharedRender) {
    // The inline script in BaseLayout applies the reader's own appearance before the first paint.
    locals.appearance = DEFAULT_APPEARANCE;
    // The page server put the language of this copy in its key (http/page-locale.ts).
    locals.locale ??= DEFAULT_LOCALE;
    return inLocale(locals.locale, next);
  }

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
    cookies.set(c.name, c.value, {
      path: "/",
      maxAge: c.maxAge,
      httpOnly: c.httpOnly ?? true,
      sameSite: "lax",
      secure,
    });
  }
  // The choice made on this device wins; the account's choice covers a new device.
  const chosen = cookies.get(APPEARANCE_COOKIE)?.value;
  locals.appearance = chosen || !locals.user ? parseAppearance(chosen) : locals.user.settings;

  locals.locale = negotiateLocale({
    setting: locals.user?.language,
    cookie: cookies.get(LANG_COOKIE)?.value,
    acceptLanguage: context.request.headers.get("accept-language") ?? undefined,
  }) satisfies Locale;

  if (!locals.user && isProtectedPath(url.pathname)) {
    return context.redirect(loginUrl(`${url.pathname}${url.search}`), 302);
  }
  const response = await inLocale(locals.locale, next);
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
});

/**
 * The language is part of a shared page's cache key: one copy per language, never per reader.
 * A shared render never looks the reader up, so it follows the switcher's cookie (which signing in
 * and the settings page set from the account's choice) and otherwise Accept-Language.
 */
import type { IncomingMessage } from "node:http";
import { LANG_COOKIE, isLocale, DEFAULT_LOCALE, type Locale } from "../../shared/locale.ts";
import { negotiateLocale } from "../i18n/negotiate.ts";
import { cookieValue } from "./page-render.ts";

export function requestLocale(req: IncomingMessage): Locale {
  return negotiateLocale({
    cookie: cookieValue(req.headers.cookie, LANG_COOKIE),
    acceptLanguage: req.headers["accept-language"],
  });
}

/** A space never appears in a key's address (URLs encode it), so it separates the language. */
export const withLocale = (key: string, locale: Locale) => `${key} ${locale}`;

export function splitLocale(full: string): { key: string; locale: Locale } {
  const at = full.lastIndexOf(" ");
  const locale = full.slice(at + 1);
  return at < 0 || !isLocale(locale) ? { key: full, locale: DEFAULT_LOCALE } : { key: full.slice(0, at), locale };
}

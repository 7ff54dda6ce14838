/**
 * The messages (decision 020). On the server the locale comes from the request
 * (server/i18n/request-locale.ts); in the browser from `<html lang>`, which the server set.
 * Import `m` from here, never from src/paraglide directly, so the browser side is set up first.
 */
import { baseLocale, isLocale, overwriteGetLocale } from "../paraglide/runtime.js";

if (typeof document !== "undefined") {
  overwriteGetLocale(() => {
    const lang = document.documentElement.lang;
    return isLocale(lang) ? lang : baseLocale;
  });
}

export { m } from "../paraglide/messages.js";
export { getLocale } from "../paraglide/runtime.js";

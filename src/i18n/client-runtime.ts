/**
 * What the browser gets in place of src/paraglide/runtime.js when src/i18n imports it
 * (vite-client-runtime.ts): the page's language is `<html lang>`, which the server chose. It imports
 * nothing, so it travels inside the island that uses it rather than as a request of its own.
 */
export const baseLocale = "en";
export const experimentalStaticLocale = undefined;

export function getLocale(): string {
  return (typeof document === "undefined" ? "" : document.documentElement.lang) || baseLocale;
}

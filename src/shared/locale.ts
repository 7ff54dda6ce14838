/**
 * The interface's languages (issue 39, decision 020) and the languages a story may be written in.
 * The same list: a story in a language the interface speaks can be searched with its stemming.
 */
export const LOCALES = ["en", "fr", "de", "es", "pt-BR", "ja", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie the language switcher sets (and signing in, from the account's setting). */
export const LANG_COOKIE = "lang";
export const LANG_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** Right to left for Arabic; every other language here reads left to right. */
export const textDirection = (locale: Locale): "rtl" | "ltr" => (locale === "ar" ? "rtl" : "ltr");

/** Each language in its own words, as the switcher lists them (never translated). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  de: "Deutsch",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  ja: "日本語",
  ar: "العربية",
};

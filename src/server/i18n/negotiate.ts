/**
 * Which language a page is in: the signed-in person's setting, else the switcher's cookie, else the
 * browser's Accept-Language (negotiator, q-values and prefixes: `fr-CA` gets French), else English.
 */
import Negotiator from "negotiator";
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "../../shared/locale.ts";

export interface LocaleSources {
  setting?: string | null | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** Accept-Language headers repeat (one per browser set-up): their answers are remembered. */
const byHeader = new Map<string, Locale>();

export function fromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let found = byHeader.get(header);
  if (found) return found;
  const best = new Negotiator({ headers: { "accept-language": header } }).languages([...LOCALES])[0];
  found = isLocale(best) ? best : DEFAULT_LOCALE;
  if (byHeader.size >= 1000) byHeader.clear();
  if (header.length <= 200) byHeader.set(header, found);
  return found;
}

export function negotiateLocale(sources: LocaleSources): Locale {
  if (isLocale(sources.setting)) return sources.setting;
  if (isLocale(sources.cookie)) return sources.cookie;
  return fromAcceptLanguage(sources.acceptLanguage);
}

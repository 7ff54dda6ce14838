/**
 * A story's language when its writer did not say: a guess from its words (franc-min, trigram
 * statistics over the languages the site knows), or the writer's own language when the text is too
 * short to tell. The writer can always set it in the story's settings.
 */
import { franc } from "franc-min";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/locale.ts";

/** franc's ISO 639-3 codes for the site's languages. */
const BY_CODE: Record<string, Locale> = {
  eng: "en",
  fra: "fr",
  deu: "de",
  spa: "es",
  por: "pt-BR",
  jpn: "ja",
  arb: "ar",
};
const ONLY = Object.keys(BY_CODE);
/** Below this many characters the guess is a coin toss: the fallback answers. */
const MIN_LENGTH = 20;

export function guessLanguage(text: string, fallback: Locale | null | undefined): Locale {
  const sample = text.slice(0, 4000);
  const code = sample.trim().length >= MIN_LENGTH ? franc(sample, { only: ONLY, minLength: MIN_LENGTH }) : "und";
  return BY_CODE[code] ?? fallback ?? DEFAULT_LOCALE;
}

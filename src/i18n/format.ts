/** Numbers and dates in the page's language, through Intl (decision 020). */
import { getLocale } from "../paraglide/runtime.js";

const numbers = new Map<string, Intl.NumberFormat>();

/**
 * A plural message's inputs: `count` picks the form, `n` is the number as the language writes it,
 * followed by "+" when it is a lower bound (`atLeast`: "200+" stories match).
 */
export function counted(count: number, atLeast = false): { count: number; n: string } {
  const locale = getLocale();
  let format = numbers.get(locale);
  if (!format) numbers.set(locale, (format = new Intl.NumberFormat(locale)));
  return { count, n: `${format.format(count)}${atLeast ? "+" : ""}` };
}

const dates = new Map<string, Intl.DateTimeFormat>();

/** A date as the page's language writes it ("26 nov. 2026", "2026年11月26日"). */
export function formatDate(iso: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }): string {
  // Making a DateTimeFormat costs far more than using one (a story page writes a dozen dates).
  const key = `${getLocale()} ${JSON.stringify(options)}`;
  let format = dates.get(key);
  if (!format) dates.set(key, (format = new Intl.DateTimeFormat(getLocale(), options)));
  return format.format(typeof iso === "string" ? new Date(iso) : iso);
}

/** Stands for a part of a sentence that is markup (a link, an emphasis): see `aroundSlot`. */
export const SLOT = "\u0000";

/**
 * The words before and after `SLOT` in a message, so a link or an emphasis goes where the language
 * puts it ("You liked {what}" / "{what}を高く評価しました"): `aroundSlot(m.key({ what: SLOT }))`.
 */
export function aroundSlot(text: string): [before: string, after: string] {
  const at = text.indexOf(SLOT);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + SLOT.length)];
}

/**
 * The text side of a search, free of the database: the words of a query, the tsquery strings built
 * from them (letters and digits only, so nothing typed is read as tsquery syntax), the typo
 * candidates, and the escaped highlights. Used by services/search.ts.
 */
import { escapeHtml } from "../content/escape-html.ts";

/** At most this many words of a query are searched (the rest would only slow the query down). */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** The last word is a prefix from this length: shorter prefixes match half the dictionary. */
const PREFIX_FROM = 3;

/** Markers ts_headline puts around matches; turned into <mark> after everything else is escaped. */
export const START = "\u0001";
export const STOP = "\u0002";

/** The words of a query: letters and digits, lower-cased, at most MAX_WORDS. */
export function queryWords(q: string): string[] {
  const words =
    q
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/**
 * A tsquery string from words (each with its alternatives). Safe by construction: only letters,
 * digits, `|`, `&`, parentheses and `:*` ever reach to_tsquery.
 */
export function tsqueryText(alternatives: string[][], lastIsPrefix: boolean): string {
  return alternatives
    .map((alts, i) => {
      const last = i === alternatives.length - 1;
      const terms = alts.map((w, k) => (last && k === 0 && lastIsPrefix && w.length >= PREFIX_FROM ? `${w}:*` : w));
      return `(${terms.join(" | ")})`;
    })
    .join(" & ");
}

/** A marker, or a run of text without markers. */
const HIGHLIGHT_PARTS = new RegExp(`${START}|${STOP}|[^${START}${STOP}]+`, "g");

/**
 * HTML from a ts_headline result: the text escaped, then the markers turned into balanced <mark>
 * elements (a stray marker in someone's text can never open an element that is not closed).
 */
export function markHighlights(text: string): string {
  let out = "";
  let open = false;
  for (const [part] of text.matchAll(HIGHLIGHT_PARTS)) {
    if (part === START) {
      if (!open) out += "<mark>";
      open = true;
    } else if (part === STOP) {
      if (open) out += "</mark>";
      open = false;
    } else out += escapeHtml(part);
  }
  return open ? `${out}</mark>` : out;
}

/** The two tsqueries of a search: whole words (anywhere), and with the last word as a prefix (heads only). */
export interface Queries {
  exact: string;
  /** Set while the last word is being typed; matched against titles, subtitles and tags. */
  prefix: string | null;
}
export function queriesFor(alternatives: string[][], typing: boolean): Queries {
  const last = alternatives.at(-1)?.[0] ?? "";
  return {
    exact: tsqueryText(alternatives, false),
    prefix: typing && last.length >= PREFIX_FROM ? tsqueryText(alternatives, true) : null,
  };
}

/** The word with each pair of neighbouring letters swapped ("feild" -> "efild", "field", ...). */
export function adjacentSwaps(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...out];
}

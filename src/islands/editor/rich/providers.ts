/**
 * Which site a link on its own line comes from, for the editor's embed card. The editor never asks
 * that site anything: the name comes from the address alone.
 */
import { isFediversePost, playerFor } from "../../../shared/embeds";
import { m } from "../../../i18n/m";

/**
 * What the story page will make of the address (src/shared/embeds.ts, the renderer's own rules): a
 * player's name (a brand, the same in every language), "Fediverse post" in the page's language, or
 * the host of a link card.
 */
export function embedProvider(url: string): string {
  const player = playerFor(url);
  if (player) return player.name;
  if (isFediversePost(url)) return m.rich_fediverse_post();
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return m.rich_link_card();
  }
}

/**
 * A bare http(s) address that reads back as the same link when written alone on a line: a host
 * name with a dot, no spaces, escapes or character references, no trailing punctuation (GFM leaves
 * that out of the link), and parentheses that pair up.
 */
export function isEmbeddable(url: string): boolean {
  const address = /^https?:\/\/[a-z\d-]+(\.[a-z\d-]+)+(:\d+)?([/?#][^\s<>\\`"]*)?$/i;
  if (!address.test(url) || /&#?\w+;/.test(url) || /[.,:;!?*_~'"]$/.test(url)) return false;
  let depth = 0;
  for (const ch of url) {
    if (ch === "(") depth++;
    else if (ch === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

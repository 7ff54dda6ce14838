/**
 * A story's player cards (content/cards.ts): the button appears with this script, and pressing it
 * puts in the player's frame, only from an address shared/embeds.ts makes (the page's CSP allows
 * frames from those origins only). Nothing is asked of the other site before that press. Loaded
 * only by story pages that have a player (components/EmbedPlayers.astro).
 */
import { m } from "../i18n/m";
import { isPlayerSrc } from "../shared/embeds";

/** What a player may do in its frame: run, go full screen, open its own site in a new tab. */
const SANDBOX = "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation";

function play(card: HTMLElement, src: string): void {
  const frame = document.createElement("iframe");
  frame.src = src;
  frame.title = card.dataset.embedTitle || m.page_fix_embedded_player();
  frame.loading = "lazy";
  frame.className = "embed-frame";
  frame.setAttribute("sandbox", SANDBOX);
  frame.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
  frame.allowFullscreen = true;
  // Players check where they are shown: the site's origin, never the story's full address.
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  card.querySelector(".embed-stage")?.replaceWith(frame);
  // The button that had the focus is gone: the player takes it, so the keyboard stays in place.
  frame.focus();
}

export function enableEmbeds(): void {
  for (const card of document.querySelectorAll<HTMLElement>("[data-embed-src]")) {
    const src = card.dataset.embedSrc ?? "";
    const button = card.querySelector<HTMLButtonElement>(".embed-load");
    if (!button || !isPlayerSrc(src)) continue;
    button.hidden = false;
    button.addEventListener("click", () => play(card, src), { once: true });
  }
}

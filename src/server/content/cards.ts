/**
 * A story's cards (decision 017): what the Markdown stays portable for, made into the page's blocks.
 * Runs on the sanitised tree, so everything here is ours, built from text and addresses the
 * sanitiser already checked:
 * - a callout, GitHub's alert (`> [!NOTE]` first in a quote) → `<aside class="callout …" role="note">`;
 * - an embed, a bare http(s) link alone in a paragraph of its own → a card that loads nothing from
 *   the other site (a player's frame only when the reader presses play: enhancers/embeds.ts);
 * - a picture alone in its paragraph with a title (its caption) or a width (`#wide`, `#full` at the
 *   end of its address) → `<figure>` with the caption as `<figcaption>`.
 * Mail, feeds and the fediverse get the plain forms of these (outbound-html.ts).
 */
import type { Element, ElementContent, Root, RootContent, Text } from "hast";
import { toString } from "hast-util-to-string";
import { CALLOUT_MARKER } from "../../shared/callout-marker.ts";
import { isFediversePost, playerFor, type Player } from "../../shared/embeds.ts";
import { DEFAULT_LOCALE, type Locale } from "../../shared/locale.ts";
// The few messages the cards need, each alone: the Markdown workers load this file, and the whole
// catalogue would add about half a second to each worker's start.
import { last39_callout_caution } from "../../paraglide/messages/last39_callout_caution.js";
import { last39_callout_important } from "../../paraglide/messages/last39_callout_important.js";
import { last39_embed_from } from "../../paraglide/messages/last39_embed_from.js";
import { last39_embed_gist_title } from "../../paraglide/messages/last39_embed_gist_title.js";
import { last39_embed_note } from "../../paraglide/messages/last39_embed_note.js";
import { last39_embed_pen_title } from "../../paraglide/messages/last39_embed_pen_title.js";
import { last39_embed_play_video } from "../../paraglide/messages/last39_embed_play_video.js";
import { last39_embed_run_pen } from "../../paraglide/messages/last39_embed_run_pen.js";
import { last39_embed_show_gist } from "../../paraglide/messages/last39_embed_show_gist.js";
import { last39_embed_video_title } from "../../paraglide/messages/last39_embed_video_title.js";
import { last39_fediverse_post_on } from "../../paraglide/messages/last39_fediverse_post_on.js";
import { rich_callout_note } from "../../paraglide/messages/rich_callout_note.js";
import { rich_callout_tip } from "../../paraglide/messages/rich_callout_tip.js";
import { rich_callout_warning } from "../../paraglide/messages/rich_callout_warning.js";

export { CALLOUT_MARKER };

const m = {
  last39_callout_caution,
  last39_callout_important,
  last39_embed_from,
  last39_embed_gist_title,
  last39_embed_note,
  last39_embed_pen_title,
  last39_embed_play_video,
  last39_embed_run_pen,
  last39_embed_show_gist,
  last39_embed_video_title,
  last39_fediverse_post_on,
  rich_callout_note,
  rich_callout_tip,
  rich_callout_warning,
};
/** A callout's title, in the story's language. */
const CALLOUTS = {
  note: m.rich_callout_note,
  tip: m.rich_callout_tip,
  important: m.last39_callout_important,
  warning: m.rich_callout_warning,
  caution: m.last39_callout_caution,
};
type CalloutKind = keyof typeof CALLOUTS;
/** The picture widths a writer can ask for, as the address's fragment. */
export const IMAGE_WIDTHS = ["wide", "full"] as const;

const el = (tagName: string, properties: Element["properties"], children: ElementContent[] = []): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});
const text = (value: string): Text => ({ type: "text", value });
const isBlank = (node: RootContent | ElementContent) => node.type === "text" && node.value.trim() === "";
const significant = <T extends RootContent | ElementContent>(nodes: T[]) => nodes.filter((n) => !isBlank(n));

/** `> [!NOTE]` as an aside with its title (in the story's language); the marker's own line is dropped. */
function callout(quote: Element, locale: Locale): Element | null {
  const first = significant(quote.children)[0];
  if (first?.type !== "element" || first.tagName !== "p") return null;
  const lead = first.children[0];
  if (lead?.type !== "text") return null;
  const match = CALLOUT_MARKER.exec(lead.value);
  if (!match) return null;
  const kind = match[1]!.toLowerCase() as CalloutKind;
  lead.value = lead.value.slice(match[0].length);
  if (lead.value === "") first.children.shift();
  const body = significant(first.children).length ? quote.children : quote.children.filter((n) => n !== first);
  return el("aside", { className: ["callout", `callout-${kind}`], role: "note" }, [
    el("p", { className: ["callout-title"] }, [text(CALLOUTS[kind]({}, { locale }))]),
    ...significant(body),
  ]);
}

/** The one link a paragraph holds, when it holds nothing else and its text is its own address. */
function bareLink(p: Element): string | null {
  const [only, ...rest] = significant(p.children);
  if (rest.length || only?.type !== "element" || only.tagName !== "a") return null;
  const href = String(only.properties.href ?? "");
  if (!/^https?:\/\//i.test(href) || toString(only).trim() !== href) return null;
  return href;
}

const linkTo = (href: string, className: string, children: ElementContent[]) =>
  el("a", { href, className: [className] }, children);

/** What a player's button does, in the story's language. */
const ACTIONS: Record<Player["provider"], typeof m.last39_embed_play_video> = {
  youtube: m.last39_embed_play_video,
  vimeo: m.last39_embed_play_video,
  gist: m.last39_embed_show_gist,
  codepen: m.last39_embed_run_pen,
};

/** The player's frame's accessible name, in the story's language. */
function frameTitle(player: Player, locale: Locale): string {
  const user = player.by ?? "";
  if (player.provider === "gist") return m.last39_embed_gist_title({ user }, { locale });
  if (player.provider === "codepen") return m.last39_embed_pen_title({ user }, { locale });
  return m.last39_embed_video_title({ name: player.name }, { locale });
}

function embed(href: string, locale: Locale): Element {
  const url = new URL(href);
  const player = playerFor(href);
  if (player)
    return el(
      "div",
      {
        className: ["embed", "embed-player", `embed-${player.provider}`],
        dataEmbedSrc: player.src,
        dataEmbedTitle: frameTitle(player, locale),
      },
      [
        el("div", { className: ["embed-stage"] }, [
          el("p", { className: ["embed-provider"] }, [text(player.name)]),
          // Shown by the page's script: without it the card is the link below.
          el("button", { type: "button", className: ["embed-load"], hidden: true }, [
            text(ACTIONS[player.provider]({}, { locale })),
            el("span", { className: ["sr-only"] }, [
              text(` ${m.last39_embed_from({ name: player.name }, { locale })}`),
            ]),
          ]),
          el("p", { className: ["embed-note"] }, [text(m.last39_embed_note({ name: player.name }, { locale }))]),
        ]),
        linkTo(href, "embed-link", [text(href)]),
      ],
    );
  // Part of the story's body, so in the story's language (not the reader's).
  const label = isFediversePost(href) ? m.last39_fediverse_post_on({ host: url.host }, { locale }) : url.host;
  return el("div", { className: ["embed", "embed-card", isFediversePost(href) ? "embed-fediverse" : "embed-web"] }, [
    linkTo(href, "embed-link", [
      el("span", { className: ["embed-provider"] }, [text(label)]),
      el("span", { className: ["embed-address"] }, [text(href)]),
    ]),
  ]);
}

/** A picture alone in its paragraph, with a caption or a width: a figure. */
function figure(p: Element): Element | null {
  const [only, ...rest] = significant(p.children);
  if (rest.length || only?.type !== "element" || only.tagName !== "img") return null;
  const src = String(only.properties.src ?? "");
  const width = IMAGE_WIDTHS.find((w) => src.endsWith(`#${w}`));
  const caption = typeof only.properties.title === "string" ? only.properties.title.trim() : "";
  if (!width && !caption) return null;
  if (width) only.properties.src = src.slice(0, -(width.length + 1));
  // The caption is said once, by the figure (a title would repeat it as a tooltip).
  delete only.properties.title;
  return el("figure", width ? { className: [`figure-${width}`] } : {}, [
    only,
    ...(caption ? [el("figcaption", {}, [text(caption)])] : []),
  ]);
}

/**
 * Each card in place: callouts anywhere, embeds and figures among the story's own blocks. `locale`
 * is the story's language, which the words the cards add are written in.
 */
export function cards({ locale = DEFAULT_LOCALE }: { locale?: Locale } = {}) {
  return (tree: Root) => {
    const walk = (parent: Root | Element, top: boolean) => {
      parent.children = parent.children.map((node) => {
        if (node.type !== "element") return node;
        if (node.tagName === "blockquote") {
          const made = callout(node, locale);
          if (made) {
            walk(made, false);
            return made;
          }
        }
        if (node.tagName === "p") {
          const href = top ? bareLink(node) : null;
          if (href) return embed(href, locale);
          return figure(node) ?? node;
        }
        walk(node, false);
        return node;
      });
    };
    walk(tree, true);
  };
}

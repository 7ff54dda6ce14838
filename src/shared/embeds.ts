/**
 * Embeds: a bare link on its own line in a story. The renderer turns a link to one of these players
 * into a card that asks nothing of the other site until the reader presses play; only then does the
 * page's script (enhancers/embeds.ts) put in a frame, and only from an address made here. The page's
 * CSP allows frames from exactly EMBED_FRAME_ORIGINS, so a frame from anywhere else cannot load.
 */

export interface Player {
  /** For class names and tests. */
  provider: "youtube" | "vimeo" | "gist" | "codepen";
  /** The name a reader knows. */
  name: string;
  /** The frame's address (a video's plays at once: the reader pressed play), on EMBED_FRAME_ORIGINS. */
  src: string;
  /** Whose gist or pen it is. The card's words (its button, the frame's name) are in the story's
   *  language: content/cards.ts writes them from the catalogue. */
  by?: string;
}

export const EMBED_FRAME_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://codepen.io",
  "https://gist.github.com",
] as const;

const YOUTUBE_ID = /^[\w-]{11}$/;
const segments = (url: URL) => url.pathname.split("/").filter(Boolean);

function youtube(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m|music)\./, "");
  const path = segments(url);
  let id: string | undefined;
  if (host === "youtu.be") id = path[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (path[0] === "watch") id = url.searchParams.get("v") ?? undefined;
    else if (["embed", "shorts", "live", "v"].includes(path[0] ?? "")) id = path[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The player for a link, or null when the link is not to a player we know. */
export function playerFor(href: string): Player | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^www\./, "");
  const path = segments(url);
  const yt = youtube(url);
  if (yt)
    return {
      provider: "youtube",
      name: "YouTube",
      src: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1`,
    };
  if ((host === "vimeo.com" && /^\d+$/.test(path[0] ?? "")) || (host === "player.vimeo.com" && path[0] === "video")) {
    const [id, hash] = host === "vimeo.com" ? path : path.slice(1);
    if (id && /^\d+$/.test(id)) {
      // An unlisted video's address carries its key after the number.
      const key = hash && /^[\da-f]+$/i.test(hash) ? `&h=${hash}` : "";
      return {
        provider: "vimeo",
        name: "Vimeo",
        src: `https://player.vimeo.com/video/${id}?autoplay=1${key}`,
      };
    }
  }
  if (host === "gist.github.com" && path.length === 2) {
    const [user, id] = path as [string, string];
    if (/^[\w-]{1,39}$/.test(user) && /^[\da-f]{5,40}$/i.test(id))
      return {
        provider: "gist",
        name: "GitHub Gist",
        src: `https://gist.github.com/${user}/${id}.pibb`,
        by: user,
      };
  }
  if (host === "codepen.io" && path.length >= 3 && ["pen", "full", "details", "embed"].includes(path[1]!)) {
    const [user, , id] = path as [string, string, string];
    if (/^[\w-]{1,40}$/.test(user) && /^[\w]{3,20}$/.test(id))
      return {
        provider: "codepen",
        name: "CodePen",
        src: `https://codepen.io/${user}/embed/${id}?default-tab=result`,
        by: user,
      };
  }
  return null;
}

/** Whether a frame address is one playerFor makes (the page's script checks before it loads one). */
export function isPlayerSrc(src: string): boolean {
  try {
    const url = new URL(src);
    return (EMBED_FRAME_ORIGINS as readonly string[]).includes(url.origin) && url.username === "" && url.port === "";
  } catch {
    return false;
  }
}

/**
 * A post on the fediverse (Mastodon's `/@user/123`, and `/users/x/statuses/123` as most servers
 * name their statuses), shown as a link card: what the link is, without asking its server anything.
 */
export function isFediversePost(href: string): boolean {
  try {
    const path = new URL(href).pathname;
    return /^\/@[\w.-]+(@[\w.-]+)?\/\d+\/?$/.test(path) || /^\/users\/[\w.-]+\/statuses\/\d+\/?$/.test(path);
  } catch {
    return false;
  }
}

/** True when a rendered body has a player card: its page then loads the script and allows the frames. */
// A "<" in a story's text is always escaped, so only a card's own tag can match.
export const hasPlayer = (html: string): boolean => /<div [^>]*data-embed-src="/.test(html);

/**
 * One-shot messages that survive a server redirect (e.g. "Post not found" then home). They travel as
 * a key in the address (`/?notice=post-not-found`), never as text, so nobody can make the site
 * display words of their choosing, and the page they land on stays the same for every reader.
 */
export const NOTICE_PARAM = "notice";
export const FLASH_MESSAGES = {
  "post-not-found": { kind: "error", message: "Post not found" },
} as const;
export type FlashKey = keyof typeof FLASH_MESSAGES;
export type Flash = (typeof FLASH_MESSAGES)[FlashKey];

export function readFlash(key: string | null | undefined): Flash | null {
  return key && Object.hasOwn(FLASH_MESSAGES, key) ? FLASH_MESSAGES[key as FlashKey] : null;
}

/** The address that shows `key` once on arrival. */
export function withNotice(path: string, key: FlashKey): string {
  return `${path}${path.includes("?") ? "&" : "?"}${NOTICE_PARAM}=${key}`;
}

/**
 * Where a missing story is rendered: the notFound page (404, for crawlers) that sends a browser home
 * with "Post not found", as the spec asks.
 */
export const POST_NOT_FOUND_PATH = "/404-post-not-found";
export const GO_HOME_ATTRIBUTE = "data-go-home-with";

/**
 * One-shot messages that survive a server redirect (e.g. "Post not found" then home). The cookie
 * carries a key, never text, so nobody can make the site display words of their choosing.
 */
export const FLASH_COOKIE = "flash";
export const FLASH_MESSAGES = {
  "post-not-found": { kind: "error", message: "Post not found" },
} as const;
export type FlashKey = keyof typeof FLASH_MESSAGES;
export type Flash = (typeof FLASH_MESSAGES)[FlashKey];

export function readFlash(key: string | undefined): Flash | null {
  return key && key in FLASH_MESSAGES ? FLASH_MESSAGES[key as FlashKey] : null;
}

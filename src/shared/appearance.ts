/**
 * Appearance (theme + light/dark mode). Remembered in a cookie (and on the account once signed in)
 * so the server renders the first paint with it; "system" lets CSS follow prefers-color-scheme.
 */
import { DEFAULT_MODE, DEFAULT_THEME, MODES, THEMES, type Mode, type Theme } from "./user.ts";

export const APPEARANCE_COOKIE = "appearance";
export const APPEARANCE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export interface Appearance {
  theme: Theme;
  mode: Mode;
}

export const DEFAULT_APPEARANCE: Appearance = { theme: DEFAULT_THEME, mode: DEFAULT_MODE };

export function parseAppearance(raw: string | null | undefined): Appearance {
  const [theme, mode] = (raw ?? "").split(".");
  return {
    theme: (THEMES as readonly string[]).includes(theme ?? "") ? (theme as Theme) : DEFAULT_THEME,
    mode: (MODES as readonly string[]).includes(mode ?? "") ? (mode as Mode) : DEFAULT_MODE,
  };
}

export function serializeAppearance(a: Appearance): string {
  return `${a.theme}.${a.mode}`;
}

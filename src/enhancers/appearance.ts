/** Applies a theme/mode choice at once and remembers it (cookie via the server, and the account). */
import { MODES, THEMES, type Mode, type Theme } from "../shared/user";

const isTheme = (v: unknown): v is Theme => typeof v === "string" && (THEMES as readonly string[]).includes(v);
const isMode = (v: unknown): v is Mode => typeof v === "string" && (MODES as readonly string[]).includes(v);

/** The page's theme and mode as the inline script (or the server) set them. */
export function currentAppearance(): { theme: Theme; mode: Mode } {
  const { theme, mode } = document.documentElement.dataset;
  return { theme: isTheme(theme) ? theme : THEMES[0], mode: isMode(mode) ? mode : "system" };
}

/** Whether the page shows its dark palette now ("system" asks the device). */
export function showsDark(): boolean {
  const { mode } = currentAppearance();
  return mode === "dark" || (mode === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
}

export async function saveAppearance(theme: Theme, mode: Mode): Promise<void> {
  document.documentElement.dataset.theme = theme;
  document.documentElement.dataset.mode = mode;
  document.dispatchEvent(new CustomEvent("appearance-changed"));
  await fetch("/appearance", {
    method: "POST",
    body: new URLSearchParams({ theme, mode }),
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  }).catch(() => {
    // The choice already shows; it will be saved with the next change.
  });
}

export async function applyAppearance(form: HTMLFormElement): Promise<void> {
  const data = new FormData(form);
  const theme = data.get("theme");
  const mode = data.get("mode");
  if (isTheme(theme) && isMode(mode)) await saveAppearance(theme, mode);
}

/** The topbar's one-click switch: the other of light and dark, whatever the device prefers. */
export function toggleDark(): Promise<void> {
  return saveAppearance(currentAppearance().theme, showsDark() ? "light" : "dark");
}

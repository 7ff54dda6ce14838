/** Applies a theme/mode choice at once and remembers it (cookie via the server, and the account). */
import { MODES, THEMES } from "../shared/user";

export async function applyAppearance(form: HTMLFormElement): Promise<void> {
  const data = new FormData(form);
  const theme = data.get("theme");
  const mode = data.get("mode");
  if (typeof theme !== "string" || typeof mode !== "string") return;
  if (!(THEMES as readonly string[]).includes(theme) || !(MODES as readonly string[]).includes(mode)) return;
  document.documentElement.dataset.theme = theme;
  document.documentElement.dataset.mode = mode;
  await fetch(form.action, {
    method: "POST",
    body: new URLSearchParams({ theme, mode }),
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  }).catch(() => {
    // The choice already shows; it will be saved with the next change.
  });
}

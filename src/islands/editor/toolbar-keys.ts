import type { KeyboardEvent } from "react";

/** ArrowLeft/ArrowRight move focus along a toolbar's buttons, wrapping (WAI-ARIA toolbar pattern). */
export function arrowsAlongToolbar(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
  const buttons = [...event.currentTarget.querySelectorAll("button")];
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  buttons[(i + (event.key === "ArrowRight" ? 1 : buttons.length - 1)) % buttons.length]?.focus();
  event.preventDefault();
}

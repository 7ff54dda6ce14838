import type { KeyboardEvent } from "react";

/**
 * ArrowLeft/ArrowRight move focus along a toolbar's buttons, wrapping (WAI-ARIA toolbar pattern), in
 * the direction the toolbar reads: right to left (Arabic), ArrowLeft goes to the next button.
 */
export function arrowsAlongToolbar(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
  const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
  const forward = event.key === (rtl ? "ArrowLeft" : "ArrowRight");
  const buttons = [...event.currentTarget.querySelectorAll("button")];
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  buttons[(i + (forward ? 1 : buttons.length - 1)) % buttons.length]?.focus();
  event.preventDefault();
}

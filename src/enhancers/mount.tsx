/**
 * The one way a page script puts an island into a shared page: into the element the page keeps for
 * it, once. The island replaces what the slot held (static counters, static comments); a slot it
 * already took is left alone, so running a page script twice (a second personal call, cards
 * appended by "Load more") mounts nothing twice.
 */
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";

const MOUNTED = "data-island";

/** Mounts `island` into `slot`; returns false when the slot was already taken. */
export function mountIsland(slot: Element, island: ReactNode): boolean {
  if (slot.hasAttribute(MOUNTED)) return false;
  slot.setAttribute(MOUNTED, "");
  createRoot(slot).render(island);
  return true;
}

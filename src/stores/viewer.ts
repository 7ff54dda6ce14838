/**
 * The reader's own state for the page on screen (GET /api/user/viewer), once known. Written only in
 * the browser, by enhancers/session.ts: server renders never touch it.
 */
import { atom } from "nanostores";
import type { ViewerState } from "../shared/viewer";

export const $viewer = atom<ViewerState | null>(null);

/** Runs `fn` once the reader is known to be signed in (at once if they already are). */
export function whenSignedIn(fn: (state: ViewerState & { user: NonNullable<ViewerState["user"]> }) => void): void {
  const unbind = $viewer.subscribe((state) => {
    if (!state?.user) return;
    queueMicrotask(() => unbind());
    fn(state as ViewerState & { user: NonNullable<ViewerState["user"]> });
  });
}

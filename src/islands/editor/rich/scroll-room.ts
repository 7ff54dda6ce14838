/**
 * How far from the window's edges the rich editor keeps the caret when it scrolls it into sight
 * (ProseMirror's scrollThreshold and scrollMargin, read each time it scrolls). At the top: below the
 * bars pinned there (the site's bar and the editor's action bar, marked data-pinned-top), which
 * covered the caret when the writer went up through a long story, as ProseMirror counted from the
 * window's top edge. At the foot: above the formatting bar a phone pins there (global.css).
 */

/** The formatting bar pinned at a phone's foot is about 48 px high: the caret stays this far above. */
const BAR_ROOM = 64;
/** Room between the caret and the bars above it. */
const GAP = 8;

/** The lowest edge of the bars pinned at the top now (none in focus mode: they are hidden or gone). */
export function pinnedTopBottom(): number {
  if (typeof document === "undefined") return 0;
  let bottom = 0;
  for (const bar of document.querySelectorAll("[data-pinned-top]")) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0) bottom = Math.max(bottom, box.bottom);
  }
  // Never more than half the window: the caret must have somewhere to be.
  return Math.max(0, Math.min(bottom, window.innerHeight / 2));
}

/** The editor's props, their top side measured whenever ProseMirror asks (the bars change height). */
export const scrollRoom = () => ({
  scrollThreshold: {
    get top() {
      return pinnedTopBottom();
    },
    right: 0,
    bottom: BAR_ROOM,
    left: 0,
  },
  scrollMargin: {
    get top() {
      return pinnedTopBottom() + GAP;
    },
    right: 5,
    bottom: BAR_ROOM,
    left: 5,
  },
});

/**
 * How far from the window's edges the caret is kept when it is scrolled into sight. At the top: below
 * the bars pinned there (the site's bar and the editor's action bar, marked data-pinned-top), which
 * covered the caret when the writer went up through a long story. At the foot: above the formatting
 * bar a phone pins there (global.css, with the page's scroll-padding-bottom).
 *
 * Two scrollers bring the caret into sight, and both are told. ProseMirror scrolls when a change of its
 * own asks to (scrollThreshold and scrollMargin, read each time it scrolls). The browser scrolls when
 * it moves the caret itself: an ArrowUp between two lines of text is the browser's, and ProseMirror
 * scrolls after it only when it reads the new selection within 50 ms of the key (on a loaded machine it
 * often does not). The browser's scrolling keeps to the page's scroll-padding, so that is set from the
 * bars too (`scrollPadding`).
 */
import { Plugin } from "@milkdown/kit/prose/state";
import { $prose } from "@milkdown/kit/utils";

/** The formatting bar pinned at a phone's foot is about 48 px high: the caret stays this far above. */
const BAR_ROOM = 64;
/** Room between the caret and the bars above it. */
const GAP = 8;

/**
 * The bars, looked up again only when one has left the page or the bars' sizes are measured again
 * (`scrollPadding`): ProseMirror asks for the room at each keystroke, and a query of the whole document
 * (the editor's thousands of elements in a long story) cost about 0.7 ms a key in a CPU profile.
 */
let known: HTMLElement[] | null = null;
const bars = (fresh = false) => {
  if (fresh || !known || known.length === 0 || known.some((bar) => !bar.isConnected))
    known = [...document.querySelectorAll<HTMLElement>("[data-pinned-top]")];
  return known;
};
/** Never more than half the window: the caret must have somewhere to be. */
const atMostHalf = (px: number) => Math.max(0, Math.min(px, window.innerHeight / 2));

/** The lowest edge of the bars pinned at the top now (none in focus mode: they are hidden or gone). */
export function pinnedTopBottom(): number {
  if (typeof document === "undefined") return 0;
  let bottom = 0;
  for (const bar of bars()) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0) bottom = Math.max(bottom, box.bottom);
  }
  return atMostHalf(bottom);
}

/**
 * The lowest edge of the bars once they are stuck at the top (each bar's `top` plus its height), as
 * the page scrolls up: measured where they are now, the action bar not yet stuck reads lower.
 */
function stuckBottom(): number {
  let bottom = 0;
  for (const bar of bars()) {
    const style = getComputedStyle(bar);
    const height = bar.getBoundingClientRect().height;
    if (height > 0 && (style.position === "sticky" || style.position === "fixed"))
      bottom = Math.max(bottom, (parseFloat(style.top) || 0) + height);
  }
  return atMostHalf(bottom);
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

/**
 * While the editor is on the page, the page's scroll-padding-top is the bars' stuck height (and the
 * gap), measured again whenever a bar changes size (the save status wraps, focus mode hides the site's
 * bar) or the window does.
 */
export const scrollPadding = $prose(
  () =>
    new Plugin({
      view: () => {
        const root = document.documentElement;
        const watched = new Set<Element>();
        const observe = () => {
          for (const bar of bars(true)) {
            if (watched.has(bar)) continue;
            watched.add(bar);
            resize.observe(bar);
          }
        };
        const measure = () => {
          observe();
          root.style.scrollPaddingTop = `${stuckBottom() + GAP}px`;
        };
        const resize = new ResizeObserver(measure);
        // The first measure is the observer's first report, made after the browser's own layout: measured
        // here, while the editor is being made, it forced a layout of the whole page (about 60 ms of the
        // editor's opening in a CPU profile on this machine).
        observe();
        if (watched.size === 0) requestAnimationFrame(measure);
        window.addEventListener("resize", measure);
        return {
          destroy: () => {
            resize.disconnect();
            window.removeEventListener("resize", measure);
            root.style.removeProperty("scroll-padding-top");
          },
        };
      },
    }),
);

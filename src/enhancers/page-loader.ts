/** Drives the full-screen loader (components/PageLoader.astro). */
const SHOW_AFTER_MS = 150;
let timer: ReturnType<typeof setTimeout> | undefined;

function loader() {
  return document.getElementById("page-loader");
}
export function showPageLoader(): void {
  loader()?.removeAttribute("hidden");
}
export function hidePageLoader(): void {
  clearTimeout(timer);
  loader()?.setAttribute("hidden", "");
}
function showSoon() {
  clearTimeout(timer);
  timer = setTimeout(showPageLoader, SHOW_AFTER_MS);
}

function isPageNavigation(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return false;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return false;
  const samePage = url.pathname === location.pathname && url.search === location.search;
  return !(samePage && url.hash);
}

/** Shows the loader when a navigation takes longer than a blink; hides it when a page is shown again. */
export function watchNavigations(): void {
  document.addEventListener("click", (event) => {
    // Let islands claim the click first (they call preventDefault).
    setTimeout(() => {
      if (isPageNavigation(event)) showSoon();
    }, 0);
  });
  document.addEventListener("submit", (event) => {
    setTimeout(() => {
      if (!event.defaultPrevented) showSoon();
    }, 0);
  });
  window.addEventListener("pageshow", hidePageLoader);
}

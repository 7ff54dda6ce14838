/** "Load more": fetches the next page's items as HTML (our own server-rendered fragment) and appends them. */
import { m } from "../i18n/m";
import { loadListPage } from "../stores/query";
import { notify } from "../client/toast";

export function enableLoadMore(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-load-more]");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    void loadNext(link);
  });
}

async function loadNext(link: HTMLAnchorElement) {
  const list = link.closest("section")?.querySelector("[data-post-list]");
  const source = link.dataset.loadMore;
  if (!list || !source || link.getAttribute("aria-busy") === "true") return;
  link.setAttribute("aria-busy", "true");
  try {
    const doc = new DOMParser().parseFromString(await loadListPage(source), "text/html");
    const items = [...doc.body.querySelectorAll(":scope > li")];
    list.append(...items);
    // Islands of the reader's own (save buttons) mount on the new cards too.
    document.dispatchEvent(new CustomEvent("posts-appended", { detail: items }));
    const next = doc.querySelector<HTMLTemplateElement>("template[data-next-page]")?.dataset.nextPage;
    if (next) {
      const url = new URL(source, location.href);
      url.searchParams.set("page", next);
      link.dataset.loadMore = `${url.pathname}${url.search}`;
      const visible = new URL(link.href);
      visible.searchParams.set("page", next);
      link.href = visible.toString();
    } else {
      link.parentElement?.remove();
    }
    items[0]?.querySelector<HTMLAnchorElement>("h2 a")?.focus();
  } catch {
    void notify("error", m.page_fix_load_more_failed());
  } finally {
    link.removeAttribute("aria-busy");
  }
}

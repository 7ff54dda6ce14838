/**
 * Times the server wrote in UTC (`<time data-local-time>`), shown in the reader's own time zone once
 * the page runs, as the page's language writes them (`<html lang>`, not the browser's); later pages
 * appended by "Load more" too.
 */
function localise(root: ParentNode) {
  const locale = document.documentElement.lang || undefined;
  for (const t of root.querySelectorAll<HTMLTimeElement>("time[data-local-time]")) {
    const when = new Date(t.dateTime);
    if (!Number.isNaN(when.getTime()))
      t.textContent = when.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
  }
}

export function enableLocalTimes(): void {
  localise(document);
  document.addEventListener("posts-appended", () => localise(document));
}

/** The reading list page: archive, move back and remove, each taking the story off this part of the list. */
import { m } from "../i18n/m";
import { api, call, reportApiError } from "../client/api";
import { notify, notifyAfterNavigation } from "../client/toast";

async function act(button: HTMLButtonElement): Promise<void> {
  const item = button.closest("li");
  const archiveId = button.dataset.bookmarkArchive;
  const removeId = button.dataset.bookmarkRemove;
  button.disabled = true;
  try {
    await (archiveId
      ? call(
          api.user.bookmarks[":postId"].$patch({
            param: { postId: archiveId },
            json: { archived: button.dataset.archived === "true" },
          }),
        )
      : call(api.user.bookmarks.toggle.$post({ json: { postId: removeId! } })));
    const list = item?.parentElement;
    item?.remove();
    // Said in the page's language, not the API's English message.
    const message = !archiveId
      ? m.page_fix_bookmark_removed()
      : button.dataset.archived === "true"
        ? m.page_fix_bookmark_archived()
        : m.page_fix_bookmark_restored();
    // The last one gone: the page shows its empty state (and says what happened after the reload).
    if (list && list.children.length === 0) {
      notifyAfterNavigation("success", message);
      location.reload();
    } else void notify("success", message);
  } catch (err) {
    button.disabled = false;
    reportApiError(err);
  }
}

export function enableReadingList(): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
      "button[data-bookmark-archive], button[data-bookmark-remove]",
    );
    if (button && !button.disabled) void act(button);
  });
}

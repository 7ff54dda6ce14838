/** The reading list page: archive, move back and remove, each taking the story off this part of the list. */
import { api, call, reportApiError } from "../client/api";
import { notify, notifyAfterNavigation } from "../client/toast";

async function act(button: HTMLButtonElement): Promise<void> {
  const item = button.closest("li");
  const archiveId = button.dataset.bookmarkArchive;
  const removeId = button.dataset.bookmarkRemove;
  button.disabled = true;
  try {
    const res = archiveId
      ? await call(
          api.user.bookmarks[":postId"].$patch({
            param: { postId: archiveId },
            json: { archived: button.dataset.archived === "true" },
          }),
        )
      : await call(api.user.bookmarks.toggle.$post({ json: { postId: removeId! } }));
    const list = item?.parentElement;
    item?.remove();
    const message = res.message ?? "Done";
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

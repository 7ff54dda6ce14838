/** Delete buttons on post lists: confirm, delete through the API, say so, and remove the row. */
import { m } from "../i18n/m";
import { api, call, reportApiError } from "../client/api";
import { notify, notifyAfterNavigation } from "../client/toast";

export function enableDeletePost(): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-delete-post]");
    if (!button) return;
    const id = button.dataset.deletePost!;
    if (!window.confirm(m.page_fix_confirm_delete({ title: button.dataset.title || m.untitled_draft() }))) return;
    button.disabled = true;
    call(api.post[":id"].$delete({ param: { id } }))
      .then(() => {
        // The page's language, not the API's English message.
        const message = m.page_fix_post_deleted();
        // On the post's own page there is nothing left to show: go home and say so there.
        if (button.dataset.afterDelete) {
          notifyAfterNavigation("success", message);
          location.assign(button.dataset.afterDelete);
          return;
        }
        button.closest("li")?.remove();
        void notify("success", message);
      })
      .catch((err: unknown) => {
        button.disabled = false;
        reportApiError(err);
      });
  });
}

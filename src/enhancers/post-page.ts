/** The post page's islands, for signed-in readers only (the page itself is shared by everyone). */
import type { PostPageData } from "../shared/post-page";
import { whenSignedIn } from "../stores/viewer";
import { countView } from "./views";

export function enablePostPage(): void {
  const el = document.getElementById("post-page-data");
  if (!el) return;
  const data = JSON.parse(el.textContent ?? "null") as PostPageData | null;
  if (!data) return;
  // Published stories only (a draft's page is its author's preview).
  if (data.comments) countView(data.postId);
  whenSignedIn((state) => {
    void import("./mount-post").then(({ mountPostPage }) => mountPostPage(data, state));
  });
}

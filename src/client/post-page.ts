/** The post page's islands, for signed-in readers only (the page itself is shared by everyone). */
import type { PostPageData } from "../shared/post-page";
import { whenSignedIn } from "../stores/viewer";

export function enablePostPage(): void {
  const el = document.getElementById("post-page-data");
  if (!el) return;
  const data = JSON.parse(el.textContent ?? "null") as PostPageData | null;
  if (!data) return;
  whenSignedIn((state) => {
    void import("../islands/reactions/mount-post").then(({ mountPostPage }) => mountPostPage(data, state));
  });
}

/**
 * Follow on an author's shared page (/@username). The cached page holds only the signed-out link
 * (sign in, then come back here); the reader's own state (do they follow, are they the author, are
 * they blocked with them) comes from the page's one personal call and never from the markup.
 */
import { m } from "../i18n/m";
import { $profile } from "../stores/people";
import { whenSignedIn } from "../stores/viewer";
import type { PublicUser } from "../shared/user";
import FollowButton from "../islands/people/FollowButton";
import { mountIsland } from "./mount";

export function enableAuthorFollow(): void {
  const slot = document.querySelector<HTMLElement>("[data-author-follow]");
  if (!slot) return;
  const author = JSON.parse(slot.dataset.authorFollow ?? "null") as Pick<
    PublicUser,
    "_id" | "username" | "firstName" | "lastName"
  > | null;
  if (!author) return;
  whenSignedIn((state) => {
    if (state.user._id === author._id || state.hidden.includes(author._id)) return;
    const count = document.querySelector<HTMLElement>("[data-author-of] [data-testid='followers-count']");
    const followers = Number(count?.textContent ?? 0);
    const user: PublicUser = {
      ...author,
      interests: [],
      isFriend: state.following.includes(author._id),
      isBlocked: false,
      stats: { followers, following: 0, posts: 0 },
      createdAt: "",
    };
    // The count beside the name follows what the button did.
    $profile.listen((p) => {
      if (!count || p?._id !== author._id) return;
      count.textContent = String(p.stats.followers);
      const word = document.querySelector("[data-author-of] [data-followers-word]");
      if (word) word.textContent = m.page_fix_followers_word({ count: p.stats.followers });
    });
    const island = document.createElement("div");
    slot.replaceWith(island);
    mountIsland(island, <FollowButton user={user} asProfile />);
  });
}

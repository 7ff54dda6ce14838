/**
 * Mounts the signed-in reader's islands on a shared post page: like/share/report in place of the
 * static counters, the comment form and thread in place of the static comments, and Follow beside
 * the author, from the page's JSON and the reader's state.
 */
import { mountIsland } from "./mount";
import type { Comment } from "../shared/comment";
import type { PostPageData } from "../shared/post-page";
import type { PublicUser, SelfUser } from "../shared/user";
import { canModerate } from "../shared/user";
import type { ViewerState } from "../shared/viewer";
import Comments from "../islands/comments/Comments";
import FollowButton from "../islands/people/FollowButton";
import PostActions from "../islands/post-page/PostActions";

function withoutHidden(comments: Comment[], hidden: Set<string>): Comment[] {
  return comments
    .filter((c) => !hidden.has(c.author._id))
    .map((c) => ({ ...c, replies: c.replies?.filter((r) => !hidden.has(r.author._id)) }));
}

export function mountPostPage(data: PostPageData, state: ViewerState & { user: SelfUser }): void {
  const isAuthor = state.user._id === data.author._id;
  const hidden = new Set(state.hidden);
  const counters = {
    postId: data.postId,
    iLiked: state.likedPosts.includes(data.postId),
    stats: state.stats[data.postId] ?? data.stats,
  };

  const actions = document.querySelector<HTMLElement>("[data-post-actions]");
  if (actions && !actions.hasChildNodes()) {
    document.querySelector("[data-static-responses]")?.remove();
    actions.hidden = false;
    mountIsland(
      actions,
      <PostActions
        initial={counters}
        url={data.url}
        title={data.title}
        isAuthor={isAuthor}
        saved={state.savedPosts.includes(data.postId)}
      />,
    );
  }

  const comments = document.querySelector<HTMLElement>("[data-comments]");
  if (comments && data.comments) {
    const shown = withoutHidden(data.comments.comments, new Set([...hidden, ...state.muted]));
    const removed = data.comments.comments.length - shown.length;
    const initial = {
      ...data.comments,
      comments: shown,
      meta: { ...data.comments.meta, total: data.comments.meta.total - removed },
    };
    mountIsland(
      comments,
      <Comments post={counters} initial={initial} meId={state.user._id} moderator={canModerate(state.user)} />,
    );
  }

  const follow = document.querySelector<HTMLElement>("[data-follow-slot]");
  if (follow && !isAuthor && !hidden.has(data.author._id)) {
    const author: PublicUser = {
      ...data.author,
      interests: [],
      isFriend: state.following.includes(data.author._id),
      isBlocked: false,
      stats: { followers: 0, following: 0, posts: 0 },
      createdAt: "",
    };
    mountIsland(follow, <FollowButton user={author} />);
  }
}

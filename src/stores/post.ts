/**
 * One post's reactions (spec section 4): a like flips iLiked and moves totalLikes by one at once,
 * before the answer, and rolls back if the call fails; a comment and a share raise their counts.
 */
import { map } from "nanostores";
import type { PostStats } from "../shared/post";

export interface PostState {
  postId: string;
  iLiked: boolean;
  stats: PostStats;
}

export function createPostStore(initial: PostState) {
  const $post = map<PostState>(initial);
  return {
    $post,
    /** Optimistic like toggle; `call` asks the server; on failure the previous state comes back. */
    async toggleLike(call: (postId: string) => Promise<{ iLiked: boolean; stats: PostStats }>): Promise<void> {
      const before = $post.get();
      const iLiked = !before.iLiked;
      $post.set({
        ...before,
        iLiked,
        stats: { ...before.stats, totalLikes: Math.max(0, before.stats.totalLikes + (iLiked ? 1 : -1)) },
      });
      try {
        const answer = await call(before.postId);
        $post.set({ ...$post.get(), iLiked: answer.iLiked, stats: answer.stats });
      } catch (err) {
        $post.set(before);
        throw err;
      }
    },
    commentAdded(stats?: PostStats) {
      const now = $post.get();
      $post.setKey("stats", stats ?? { ...now.stats, totalComments: now.stats.totalComments + 1 });
    },
    commentsRemoved(stats: PostStats) {
      $post.setKey("stats", stats);
    },
    shared(stats?: PostStats) {
      const now = $post.get();
      $post.setKey("stats", stats ?? { ...now.stats, totalShares: now.stats.totalShares + 1 });
    },
  };
}
export type PostStore = ReturnType<typeof createPostStore>;

const stores = new Map<string, PostStore>();
/**
 * One store per post on the page, shared by its islands (the like/share bar and the comments). In the
 * browser only: on the server a module-level map would be shared by every request, carry one
 * reader's likes into another's page, and grow with every story rendered.
 */
export function postStore(initial: PostState): PostStore {
  if (typeof window === "undefined") return createPostStore(initial);
  let store = stores.get(initial.postId);
  if (!store) {
    store = createPostStore(initial);
    stores.set(initial.postId, store);
  }
  return store;
}

/** How many posts have a shared store (tests check the server never fills the map). */
export const sharedPostStores = (): number => stores.size;

/** The like button: it shows at once and rolls back if the server refuses. */
import { m } from "../../i18n/m";
import { useStore } from "@nanostores/react";
import LineIcon from "../ui/LineIcon";
import { api, call, reportApiError } from "../../client/api";
import type { CountersStore } from "../../stores/post-counters";
import { useHydrated } from "../forms/use-hydrated";

export default function LikeButton({ store }: { store: CountersStore }) {
  const hydrated = useHydrated();
  const post = useStore(store.$counters);
  async function like() {
    try {
      await store.toggleLike(async (postId) => (await call(api.post.likes.toggle.$post({ json: { postId } }))).data);
    } catch (err) {
      reportApiError(err);
    }
  }
  return (
    <button
      type="button"
      className="btn aria-pressed:border-accent aria-pressed:bg-accent-soft"
      aria-pressed={post.iLiked}
      disabled={!hydrated}
      onClick={() => void like()}
    >
      <LineIcon name="heart" filled={post.iLiked} /> {post.iLiked ? m.liked() : m.like()}
      <span data-testid="like-count">{post.stats.totalLikes}</span>
    </button>
  );
}

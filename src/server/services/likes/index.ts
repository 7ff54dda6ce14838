/**
 * Likes: a toggle per reader and story, written in batches (db/batch.ts) so a burst of likes is
 * one statement; each story's counter moves once by what really changed.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { NotFoundError } from "../../errors.ts";
import type { PostStats } from "../../../shared/post.ts";
import type { EventBus } from "../../events.ts";
import { createBatcher } from "../../db/batch.ts";
import { likedBy } from "./liked-by.ts";
import { POST_MESSAGES } from "../posts/messages.ts";
import type { PostCounters } from "../posts/counters.ts";

export function createLikeService(db: Db, { openPost }: PostCounters, events?: EventBus) {
  type LikeToggled = {
    n: number;
    liked: boolean;
    total_likes: number;
    total_comments: number;
    total_shares: number;
    author_id: string;
    title: string;
  };
  /**
   * Many people's like toggles in one statement. The stories' rows are locked in id order first, so
   * two batches touching the same stories wait for each other instead of deadlocking; a story's
   * counter is read after its update (all its toggles in the batch see the same total).
   */
  async function toggleLikes(items: { userId: string; postId: string }[]): Promise<(LikeToggled | undefined)[]> {
    const input = JSON.stringify(items.map((t, n) => ({ n, user_id: t.userId, post_id: t.postId })));
    const { rows } = await db.execute<LikeToggled>(sql`
      with input as (
        select * from jsonb_to_recordset(${input}::jsonb) as t(n int, user_id uuid, post_id uuid)
      ),
      locked as (
        select p.id, p.author_id from posts p
        where p.id in (select post_id from input) and p.status = 'published'
        order by p.id
        for no key update
      ),
      target as (
        select i.n, i.user_id, i.post_id from input i join locked p on p.id = i.post_id
        where not exists (
          select 1 from blocks b
          where (b.blocker_id = i.user_id and b.blocked_id = p.author_id)
             or (b.blocker_id = p.author_id and b.blocked_id = i.user_id)
        )
      ),
      removed as (
        delete from likes l using target t where l.user_id = t.user_id and l.post_id = t.post_id
        returning l.user_id, l.post_id
      ),
      added as (
        insert into likes (user_id, post_id)
        select t.user_id, t.post_id from target t
        where not exists (select 1 from removed r where r.user_id = t.user_id and r.post_id = t.post_id)
        on conflict do nothing
        returning user_id, post_id
      ),
      delta as (
        select post_id, sum(d)::int as d
        from (select post_id, 1 as d from added union all select post_id, -1 as d from removed) changes
        group by post_id
      ),
      moved as (
        update posts p set total_likes = p.total_likes + delta.d
        from delta where p.id = delta.post_id
        returning p.id, p.total_likes
      )
      select t.n,
        not exists (select 1 from removed r where r.user_id = t.user_id and r.post_id = t.post_id) as liked,
        coalesce(m.total_likes, p.total_likes) as total_likes, p.total_comments, p.total_shares, p.author_id, p.title
      from target t join posts p on p.id = t.post_id left join moved m on m.id = t.post_id
    `);
    const byIndex = new Map(rows.map((r) => [Number(r.n), r]));
    return items.map((_, n) => byIndex.get(n));
  }
  const likeToggles = createBatcher(toggleLikes, { key: (t) => `${t.userId}:${t.postId}`, concurrency: 1 });

  return {
    /**
     * Toggles go out in batches (db/batch.ts): one statement for all the toggles that arrived
     * while the last batch was running. For each: the story must be published and nobody on either
     * side of a block; the like is removed if there was one, else added; each story's counter moves
     * once by what really changed. Only when nothing matched is the reason looked up (not found, or
     * blocked).
     */
    async toggleLike(userId: string, postId: string): Promise<{ iLiked: boolean; stats: PostStats }> {
      const row = await likeToggles.add({ userId, postId });
      if (!row) {
        await openPost(userId, postId);
        throw new NotFoundError(POST_MESSAGES.notFound);
      }
      const result = {
        iLiked: row.liked,
        stats: { totalLikes: row.total_likes, totalComments: row.total_comments, totalShares: row.total_shares },
      };
      events?.emit("post-changed", { postId, what: "counters" });
      if (result.iLiked) events?.emit("liked", { actorId: userId, postId, authorId: row.author_id, title: row.title });
      return result;
    },

    /** Which of these posts the viewer liked. */
    likedBy: (viewerId: string | null | undefined, postIds: string[]) => likedBy(db, viewerId, postIds),
  };
}
export type LikeService = ReturnType<typeof createLikeService>;

/**
 * The reader's own state for a shared page, in one call: who they are, their unread count, whom they
 * are blocked with, and for the page's stories their current counters and whether they liked them
 * (the shared HTML's counters may be a few seconds old), and which of its people they follow.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { follows, likes, posts, type UserRow } from "../db/schema/index.ts";
import type { PostStats } from "../../shared/post.ts";
import type { ViewerState } from "../../shared/viewer.ts";
import type { Relations } from "./relations.ts";
import { toSelfUser } from "./users.ts";

interface Deps {
  db: Db;
  relations: Relations;
  unreadCount: (userId: string) => Promise<number>;
}

export function createViewerService({ db, relations, unreadCount }: Deps) {
  async function followed(userId: string, people: string[]): Promise<string[]> {
    if (people.length === 0) return [];
    const rows = await db
      .select({ id: follows.followeeId })
      .from(follows)
      .where(and(eq(follows.followerId, userId), inArray(follows.followeeId, people)));
    return rows.map((r) => r.id);
  }
  /** Counters and the reader's like for each story, in one query. */
  async function storyState(userId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: posts.id,
        totalLikes: posts.totalLikes,
        totalComments: posts.totalComments,
        totalShares: posts.totalShares,
        liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${userId} and ${likes.postId} = ${posts.id})`,
      })
      .from(posts)
      .where(and(inArray(posts.id, ids), eq(posts.status, "published")));
  }
  return {
    async state(user: UserRow, asked: { posts?: string[]; people?: string[] }): Promise<ViewerState> {
      const [unread, hidden, stories, following] = await Promise.all([
        unreadCount(user.id),
        relations.blockedEitherWayIds(user.id),
        storyState(user.id, asked.posts ?? []),
        followed(user.id, asked.people ?? []),
      ]);
      const stats: Record<string, PostStats> = {};
      for (const s of stories) {
        stats[s.id] = { totalLikes: s.totalLikes, totalComments: s.totalComments, totalShares: s.totalShares };
      }
      return {
        user: toSelfUser(user),
        unreadCount: unread,
        hidden,
        likedPosts: stories.filter((s) => s.liked).map((s) => s.id),
        stats,
        following,
      };
    },
  };
}
export type ViewerService = ReturnType<typeof createViewerService>;

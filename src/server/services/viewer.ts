/**
 * The reader's own state for a shared page, in one call: who they are, their unread count, whom they
 * are blocked with, and for the page's stories their current counters and whether they liked them
 * (the shared HTML's counters may be a few seconds old), and which of its people they follow.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { follows, likes, posts, type UserRow } from "../db/schema/index.ts";
import type { PostStats } from "../../shared/post.ts";
import type { PublicUser } from "../../shared/user.ts";
import type { ViewerState } from "../../shared/viewer.ts";
import type { Blocking } from "./blocks.ts";
import type { CacheLayer } from "../cache/layer.ts";
import { editableBy } from "./posts/access.ts";
import { toSelfUser } from "../db/contract-shapes.ts";

/** A reader's state is asked again after this; their own writes and new notifications forget it at once. */
export const VIEWER_TTL_MS = 5_000;

interface Deps {
  db: Db;
  blocking: Blocking;
  caches: CacheLayer;
  unreadCount: (userId: string) => Promise<number>;
  suggested: (userId: string, limit: number) => Promise<PublicUser[]>;
  statsOf: (userId: string) => Promise<PublicUser["stats"]>;
  savedAmong: (userId: string, postIds: string[]) => Promise<string[]>;
}

interface Asked {
  posts?: string[];
  people?: string[];
  suggest?: number;
}

export function createViewerService({ db, blocking, caches, unreadCount, suggested, statsOf, savedAmong }: Deps) {
  // One page view is one call; a reader moving between pages asks about the same few things.
  // Forgotten through `reader:<id>`: the reader's writes, notifications, blocks, ended sessions.
  const recent = caches.personal<ViewerState>("personal call", VIEWER_TTL_MS);
  async function followed(userId: string, people: string[]): Promise<string[]> {
    if (people.length === 0) return [];
    const rows = await db
      .select({ id: follows.followeeId })
      .from(follows)
      .where(and(eq(follows.followerId, userId), inArray(follows.followeeId, people)));
    return rows.map((r) => r.id);
  }
  /**
   * Counters and the reader's like for each published story, and whether the reader may edit it (the
   * rule the editor and the API apply, mayEditPost, whatever its status), in one query.
   */
  async function storyState(userId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: posts.id,
        published: sql<boolean>`${posts.status} = 'published'`,
        totalLikes: posts.totalLikes,
        totalComments: posts.totalComments,
        totalShares: posts.totalShares,
        liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${userId} and ${likes.postId} = ${posts.id})`,
        editable: sql<boolean>`(${editableBy(userId)})`,
      })
      .from(posts)
      .where(inArray(posts.id, ids));
  }
  async function compute(user: UserRow, asked: Asked): Promise<ViewerState> {
    const [unread, hidden, muted, rows, following, people, counts, saved] = await Promise.all([
      unreadCount(user.id),
      blocking.blockedEitherWayIds(user.id),
      blocking.mutedBy(user.id),
      storyState(user.id, asked.posts ?? []),
      followed(user.id, asked.people ?? []),
      asked.suggest ? suggested(user.id, asked.suggest) : undefined,
      statsOf(user.id),
      savedAmong(user.id, asked.posts ?? []),
    ]);
    const stories = rows.filter((s) => s.published);
    const stats: Record<string, PostStats> = {};
    for (const s of stories) {
      stats[s.id] = { totalLikes: s.totalLikes, totalComments: s.totalComments, totalShares: s.totalShares };
    }
    return {
      user: toSelfUser(user, counts),
      unreadCount: unread,
      hidden,
      muted,
      hiddenTags: user.hiddenTags,
      likedPosts: stories.filter((s) => s.liked).map((s) => s.id),
      savedPosts: saved,
      editablePosts: rows.filter((s) => s.editable).map((s) => s.id),
      stats,
      following,
      ...(people ? { suggested: people } : {}),
    };
  }
  return {
    /** The reader's state for these stories and people, remembered for a few seconds. */
    state(user: UserRow, asked: Asked): Promise<ViewerState> {
      const key = `${user.tokenVersion}|${asked.posts?.join(",") ?? ""}|${asked.people?.join(",") ?? ""}|${asked.suggest ?? 0}`;
      return recent.get(user.id, key, () => compute(user, asked));
    },
  };
}
export type ViewerService = ReturnType<typeof createViewerService>;

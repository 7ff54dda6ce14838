/**
 * The reader's own state for a shared page, in one call: who they are, their unread count, whom they
 * are blocked with, and for the page's stories their current counters and whether they liked them
 * (the shared HTML's counters may be a few seconds old), and which of its people they follow.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { posts, type UserRow } from "../db/schema/index.ts";
import type { PostStats } from "../../shared/post.ts";
import type { PublicUser } from "../../shared/user.ts";
import type { ViewerState } from "../../shared/viewer.ts";
import type { CacheLayer } from "../cache/layer.ts";
import { editableBy } from "./posts/access.ts";
import { toSelfUser } from "../db/contract-shapes.ts";

/** A reader's state is asked again after this; their own writes and new notifications forget it at once. */
export const VIEWER_TTL_MS = 5_000;

interface Deps {
  db: Db;
  caches: CacheLayer;
  suggested: (userId: string, limit: number) => Promise<PublicUser[]>;
}

interface Asked {
  posts?: string[];
  people?: string[];
  suggest?: number;
}

/** A list of ids as a uuid array (an empty one matches nothing). */
const uuidArray = (ids: string[]) =>
  ids.length
    ? sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`
    : sql`'{}'::uuid[]`;

interface StoryState {
  id: string;
  published: boolean;
  totalLikes: number;
  totalComments: number;
  totalShares: number;
  liked: boolean;
  editable: boolean;
}
/** Everything of a reader's state the database holds, read in one statement (as JSON: the same on both engines). */
interface StoredState {
  unread: number;
  hidden: string[];
  muted: string[];
  stats: PublicUser["stats"];
  stories: StoryState[];
  following: string[];
  saved: string[];
}

export function createViewerService({ db, caches, suggested }: Deps) {
  // One page view is one call; a reader moving between pages asks about the same few things.
  // Forgotten through `reader:<id>`: the reader's writes, notifications, blocks, ended sessions.
  const recent = caches.personal<ViewerState>("personal call", VIEWER_TTL_MS);
  /**
   * The reader's unread count, whom they are blocked with either way and whom they muted, their own
   * counts, and for the page's stories and people: counters, their like and bookmark, whether they
   * may edit it (mayEditPost's rule), whether they follow them. One statement rather than seven: on
   * the embedded database each is a turn of its one thread, on PostgreSQL each took a connection of
   * the pool at once; the rules are the ones blocks.ts, users.ts, bookmarks.ts and the inbox apply.
   */
  async function stored(userId: string, postIds: string[], people: string[]): Promise<StoredState> {
    const { rows } = await db.execute<{ state: StoredState | string }>(sql`select json_build_object(
      'unread', (select count(*)::int from notifications n where n.recipient_id = ${userId} and not n.read),
      'hidden', (select coalesce(json_agg(distinct case when b.blocker_id = ${userId} then b.blocked_id else b.blocker_id end), '[]')
        from blocks b where b.blocker_id = ${userId} or b.blocked_id = ${userId}),
      'muted', (select coalesce(json_agg(m.muted_id order by m.muted_id), '[]') from mutes m where m.muter_id = ${userId}),
      'stats', json_build_object(
        'followers', (select count(*)::int from follows f where f.followee_id = ${userId}),
        'following', (select count(*)::int from follows f where f.follower_id = ${userId}),
        'posts', (select count(*)::int from posts p where p.author_id = ${userId} and p.status = 'published')),
      'stories', (select coalesce(json_agg(json_build_object(
          'id', ${posts.id},
          'published', ${posts.status} = 'published',
          'totalLikes', ${posts.totalLikes},
          'totalComments', ${posts.totalComments},
          'totalShares', ${posts.totalShares},
          'liked', exists (select 1 from likes l where l.user_id = ${userId} and l.post_id = ${posts.id}),
          'editable', (${editableBy(userId)}))), '[]')
        from ${posts} where ${posts.id} = any(${uuidArray(postIds)})),
      'following', (select coalesce(json_agg(f.followee_id), '[]') from follows f
        where f.follower_id = ${userId} and f.followee_id = any(${uuidArray(people)})),
      'saved', (select coalesce(json_agg(k.post_id), '[]') from bookmarks k
        where k.user_id = ${userId} and k.post_id = any(${uuidArray(postIds)}))
    ) as state`);
    const state = rows[0]!.state;
    return typeof state === "string" ? (JSON.parse(state) as StoredState) : state;
  }
  async function compute(user: UserRow, asked: Asked): Promise<ViewerState> {
    const [state, people] = await Promise.all([
      stored(user.id, asked.posts ?? [], asked.people ?? []),
      asked.suggest ? suggested(user.id, asked.suggest) : undefined,
    ]);
    const stories = state.stories.filter((s) => s.published);
    const stats: Record<string, PostStats> = {};
    for (const s of stories) {
      stats[s.id] = { totalLikes: s.totalLikes, totalComments: s.totalComments, totalShares: s.totalShares };
    }
    return {
      user: toSelfUser(user, state.stats),
      unreadCount: state.unread,
      hidden: state.hidden,
      muted: state.muted,
      hiddenTags: user.hiddenTags,
      likedPosts: stories.filter((s) => s.liked).map((s) => s.id),
      savedPosts: state.saved,
      editablePosts: state.stories.filter((s) => s.editable).map((s) => s.id),
      stats,
      following: state.following,
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

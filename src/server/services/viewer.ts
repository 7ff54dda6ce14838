/**
 * The reader's own state for a shared page, in one call: who they are, their unread count, whom they
 * are blocked with, and which of the page's stories they liked and people they follow.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { follows, type UserRow } from "../db/schema/index.ts";
import type { ViewerState } from "../../shared/viewer.ts";
import type { Relations } from "./relations.ts";
import { toSelfUser } from "./users.ts";

interface Deps {
  db: Db;
  relations: Relations;
  unreadCount: (userId: string) => Promise<number>;
  likedBy: (userId: string, postIds: string[]) => Promise<Set<string>>;
}

export function createViewerService({ db, relations, unreadCount, likedBy }: Deps) {
  async function followed(userId: string, people: string[]): Promise<string[]> {
    if (people.length === 0) return [];
    const rows = await db
      .select({ id: follows.followeeId })
      .from(follows)
      .where(and(eq(follows.followerId, userId), inArray(follows.followeeId, people)));
    return rows.map((r) => r.id);
  }
  return {
    async state(user: UserRow, asked: { posts?: string[]; people?: string[] }): Promise<ViewerState> {
      const [unread, hidden, liked, following] = await Promise.all([
        unreadCount(user.id),
        relations.blockedEitherWayIds(user.id),
        asked.posts?.length ? likedBy(user.id, asked.posts) : new Set<string>(),
        followed(user.id, asked.people ?? []),
      ]);
      return { user: toSelfUser(user), unreadCount: unread, hidden, likedPosts: [...liked], following };
    },
  };
}
export type ViewerService = ReturnType<typeof createViewerService>;

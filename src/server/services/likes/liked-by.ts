/** Which of some stories a reader liked: the one query behind every `iLiked` (lists, a post, the personal call). */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { likes } from "../../db/schema/index.ts";

export async function likedBy(db: Db, viewerId: string | null | undefined, postIds: string[]): Promise<Set<string>> {
  if (!viewerId || postIds.length === 0) return new Set();
  const rows = await db
    .select({ id: likes.postId })
    .from(likes)
    .where(and(eq(likes.userId, viewerId), inArray(likes.postId, postIds)));
  return new Set(rows.map((r) => r.id));
}

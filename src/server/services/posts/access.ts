/** Who may edit a story (and so join its live editing room): its owner. Co-authors extend this. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema/index.ts";

export async function mayEditPost(db: Db, postId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.authorId, userId)))
    .limit(1);
  return !!row;
}

/** A story's accepted co-authors, after its owner, for bylines, JSON-LD and feeds: one query per list. */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postAuthors, users } from "../../db/schema/index.ts";
import type { Author, PostSummary } from "../../../shared/post.ts";

export async function withCoauthors<T extends PostSummary>(db: Db, list: T[]): Promise<T[]> {
  if (!list.length) return list;
  const rows = await db
    .select({
      postId: postAuthors.postId,
      _id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
    })
    .from(postAuthors)
    .innerJoin(users, eq(users.id, postAuthors.userId))
    .where(
      and(
        inArray(
          postAuthors.postId,
          list.map((p) => p._id),
        ),
        eq(postAuthors.status, "accepted"),
      ),
    )
    .orderBy(asc(postAuthors.position), asc(postAuthors.createdAt));
  const byPost = new Map<string, Author[]>();
  for (const { postId, avatar, ...a } of rows)
    byPost.set(postId, [...(byPost.get(postId) ?? []), { ...a, ...(avatar ? { avatar } : {}) }]);
  for (const p of list) {
    const co = byPost.get(p._id);
    if (co) p.coauthors = co;
  }
  return list;
}

/** Everyone in the byline, owner first. */
export const authorsOf = (p: PostSummary): Author[] => [p.author, ...(p.coauthors ?? [])];

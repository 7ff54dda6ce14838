/** What the three parts of the post service share: reading a post with its author, and a page of summaries. */
import { and, count, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { POST_MESSAGES } from "./messages.ts";
import { editableBy } from "./access.ts";
import { withCoauthors } from "./bylines.ts";
import { posts, users } from "../../db/schema/index.ts";
import { NotFoundError } from "../../errors.ts";
import { authorColumns, summaryColumns, toSummary } from "../../db/contract-shapes.ts";
import type { Paging } from "../../../shared/schemas/posts.ts";
import type { PostSummary } from "../../../shared/post.ts";

export interface PostPage {
  posts: PostSummary[];
  meta: { page: number; limit: number; total: number };
}

export function postQueries(db: Db) {
  async function withAuthor(where: SQL) {
    const [row] = await db
      .select({ post: posts, author: authorColumns })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(where)
      .limit(1);
    return row;
  }

  /** A story the caller may edit: theirs, or one they accepted to co-author (404 otherwise). */
  async function ownPost(authorId: string, id: string) {
    const row = await withAuthor(and(eq(posts.id, id), editableBy(authorId))!);
    if (!row) throw new NotFoundError(POST_MESSAGES.notFound);
    return row;
  }

  /**
   * One page of summaries (no bodies) and the total. The total is counted on the stories alone (every
   * story has its author) unless `where` names the author's columns (`byAuthorName`).
   */
  async function page(
    where: SQL,
    order: SQL[],
    paging: Paging,
    { byAuthorName = false }: { byAuthorName?: boolean } = {},
  ): Promise<PostPage> {
    const counted = db.select({ n: count() }).from(posts);
    const [rows, [total]] = await Promise.all([
      db
        .select({ post: summaryColumns, author: authorColumns })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .where(where)
        .orderBy(...order)
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      (byAuthorName ? counted.innerJoin(users, eq(users.id, posts.authorId)) : counted).where(where),
    ]);
    return {
      posts: await withCoauthors(
        db,
        rows.map((r) => toSummary(r.post, r.author)),
      ),
      meta: { page: paging.page, limit: paging.limit, total: total?.n ?? 0 },
    };
  }

  return { withAuthor, ownPost, page };
}
export type PostQueries = ReturnType<typeof postQueries>;

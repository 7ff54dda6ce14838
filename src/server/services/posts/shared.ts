/** What the three parts of the post service share: reading a post with its author, and a page of summaries. */
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
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
   * story has its author) unless `where` names the author's columns (`byAuthorName`). Past the first
   * page the page's ids are found first and joined after (a deferred join): the stories skipped are
   * read from the index alone rather than joined to their authors and dropped (the last page of the
   * latest of 20,000 stories: the statement 48 -> 8 ms). `total`: where the total may come from
   * instead of counting (a count remembered for the same list: feeds.ts).
   */
  async function page(
    where: SQL,
    order: SQL[],
    paging: Paging,
    {
      byAuthorName = false,
      total: remembered = (count) => count(),
    }: { byAuthorName?: boolean; total?: (count: () => Promise<number>) => Promise<number> } = {},
  ): Promise<PostPage> {
    const counted = db.select({ n: count() }).from(posts);
    // The id last, so stories published at the same moment keep one order from page to page.
    order = [...order, desc(posts.id)];
    const skipped = (paging.page - 1) * paging.limit;
    const summaries = db
      .select({ post: summaryColumns, author: authorColumns })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId));
    const idsQuery = db.select({ id: posts.id }).from(posts);
    const pageIds = (byAuthorName ? idsQuery.innerJoin(users, eq(users.id, posts.authorId)) : idsQuery)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(skipped);
    const countNow = async () => {
      const [row] = await (byAuthorName ? counted.innerJoin(users, eq(users.id, posts.authorId)) : counted).where(
        where,
      );
      return row?.n ?? 0;
    };
    const [rows, total] = await Promise.all([
      skipped === 0
        ? summaries
            .where(where)
            .orderBy(...order)
            .limit(paging.limit)
        : summaries.where(inArray(posts.id, pageIds)).orderBy(...order),
      remembered(countNow),
    ]);
    return {
      posts: await withCoauthors(
        db,
        rows.map((r) => toSummary(r.post, r.author)),
      ),
      meta: { page: paging.page, limit: paging.limit, total },
    };
  }

  return { withAuthor, ownPost, page };
}
export type PostQueries = ReturnType<typeof postQueries>;

/** What the three parts of the post service share: reading a post with its author, and a page of summaries. */
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { POST_MESSAGES } from "./messages.ts";
import { editableBy } from "./access.ts";
import { withCoauthors } from "./bylines.ts";
import { posts, users } from "../../db/schema/index.ts";
import { NotFoundError } from "../../errors.ts";
import { authorColumns, summaryColumns, toSummary } from "../../db/contract-shapes.ts";
import type { Paging } from "../../../shared/schemas/posts.ts";
import type { PostSummary } from "../../../shared/post.ts";

/**
 * A list newest first remembers the place of every ANCHOR_EVERY-th story it was asked past (its
 * publication time exactly as the database holds it, and its id): a deep page starts from the nearest
 * place before it and skips fewer than ANCHOR_EVERY stories, however long the list (the last page of
 * 100,000 stories skipped them all, read from the index: 2.4x the time of the last page of 2,000). A
 * place is found from the nearest place known before it, so walking a whole list finds each once.
 */
export const ANCHOR_EVERY = 500;

/** The sort key of a list's (k × ANCHOR_EVERY)-th story newest first; none past the list's end. */
export interface Anchor {
  at: string;
  id: string;
}
/** A list's places found so far, by k. */
export type Anchors = Map<number, Promise<Anchor | undefined>>;

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
   * instead of counting (a count remembered for the same list: feeds.ts). `anchors`: where a list
   * ordered newest first (`order` is the publication time alone) keeps its places, remembered as its
   * total is; a page past the first place starts from the last place before it.
   */
  async function page(
    where: SQL,
    order: SQL[],
    paging: Paging,
    {
      byAuthorName = false,
      total: remembered = (count) => count(),
      anchors,
    }: {
      byAuthorName?: boolean;
      total?: (count: () => Promise<number>) => Promise<number>;
      anchors?: () => Promise<Anchors>;
    } = {},
  ): Promise<PostPage> {
    const counted = db.select({ n: count() }).from(posts);
    // The id last, so stories published at the same moment keep one order from page to page.
    order = [...order, desc(posts.id)];
    let skipped = (paging.page - 1) * paging.limit;
    let after: SQL | undefined;
    if (anchors && !byAuthorName && skipped >= ANCHOR_EVERY) {
      const k = Math.floor(skipped / ANCHOR_EVERY);
      const anchor = await placeOf(where, await anchors(), k);
      if (anchor) {
        after = past(anchor);
        skipped -= k * ANCHOR_EVERY;
      }
    }
    const summaries = db
      .select({ post: summaryColumns, author: authorColumns })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId));
    const idsQuery = db.select({ id: posts.id }).from(posts);
    const pageIds = (byAuthorName ? idsQuery.innerJoin(users, eq(users.id, posts.authorId)) : idsQuery)
      .where(after ? and(where, after) : where)
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
      paging.page === 1
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

  /** Stories after `anchor` newest first: the (status, published_at, id) index walks this row order. */
  const past = (anchor: Anchor) =>
    sql`(${posts.publishedAt}, ${posts.id}) < (${anchor.at}::timestamptz, ${anchor.id}::uuid)`;

  /** The k-th place of a list newest first, found (once) from the nearest place known before it. */
  function placeOf(where: SQL, known: Anchors, k: number): Promise<Anchor | undefined> {
    let place = known.get(k);
    if (place) return place;
    let from = 0;
    for (const j of known.keys()) if (j < k && j > from) from = j;
    place = (async () => {
      const start = from ? await known.get(from) : undefined;
      if (from && !start) return undefined;
      const [row] = await db
        .select({ at: sql<string>`${posts.publishedAt}::text`, id: posts.id })
        .from(posts)
        .where(start ? and(where, past(start)) : where)
        .orderBy(desc(posts.publishedAt), desc(posts.id))
        .limit(1)
        .offset((k - from) * ANCHOR_EVERY - 1);
      return row;
    })();
    known.set(k, place);
    place.catch(() => known.delete(k));
    return place;
  }

  return { withAuthor, ownPost, page };
}
export type PostQueries = ReturnType<typeof postQueries>;

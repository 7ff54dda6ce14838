/**
 * The sitemap's addresses: every published story (not a cross-posted one: its canonical address is on
 * another site, which a sitemap may not list) and every author who published. They are read in
 * batches along the primary key, so a sitemap of any size is written as a stream and a process holds
 * one batch at a time. Past SITEMAP_MAX_URLS addresses a file (50,000: the protocol's limit), the
 * sitemap becomes an index of numbered parts (http/sitemap-xml.ts); a part is a window of this order.
 */
import { and, asc, count, countDistinct, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts, users } from "../../db/schema/index.ts";

/** Rows read per statement while a sitemap streams. */
const BATCH = 5_000;

export interface SitemapEntry {
  /** The address's path, e.g. `/post/slug` or the author's page. */
  slug: string;
  lastmod: Date;
}

const listed = and(eq(posts.status, "published"), isNull(posts.canonicalUrl));

export function createSitemap(db: Db) {
  /** Rows `offset` to `offset + limit` of a keyed query, `BATCH` at a time, following the key after the first. */
  async function* windowed<T extends { id: string }>(
    read: (after: string | null, offset: number, take: number) => Promise<T[]>,
    offset: number,
    limit: number,
  ): AsyncGenerator<T[]> {
    let after: string | null = null;
    let left = limit;
    while (left > 0) {
      const rows = await read(after, after === null ? offset : 0, Math.min(BATCH, left));
      if (rows.length === 0) return;
      yield rows;
      left -= rows.length;
      after = rows[rows.length - 1]!.id;
    }
  }

  return {
    /** How many stories and authors the sitemap lists. */
    async sitemapCounts(): Promise<{ posts: number; authors: number }> {
      const [stories, authors] = await Promise.all([
        db.select({ n: count() }).from(posts).where(listed),
        db
          .select({ n: countDistinct(posts.authorId) })
          .from(posts)
          .where(eq(posts.status, "published")),
      ]);
      return { posts: stories[0]?.n ?? 0, authors: authors[0]?.n ?? 0 };
    },

    /** Published stories' slugs and last changes, `limit` from `offset` in the key's order, in batches. */
    async *sitemapPosts(offset = 0, limit = Number.MAX_SAFE_INTEGER): AsyncGenerator<SitemapEntry[]> {
      for await (const rows of windowed(
        (after, skip, take) =>
          db
            .select({ id: posts.id, slug: posts.slug, lastmod: posts.updatedAt })
            .from(posts)
            .where(and(listed, after ? gt(posts.id, after) : undefined))
            .orderBy(asc(posts.id))
            .offset(skip)
            .limit(take),
        offset,
        limit,
      ))
        yield rows.map((r) => ({ slug: r.slug, lastmod: r.lastmod }));
    },

    /** Authors with a published story and when they last published, like `sitemapPosts`. */
    async *sitemapAuthors(offset = 0, limit = Number.MAX_SAFE_INTEGER): AsyncGenerator<SitemapEntry[]> {
      for await (const rows of windowed(
        (after, skip, take) =>
          db
            .select({ id: users.id, slug: users.username, lastmod: sql<Date>`max(${posts.publishedAt})` })
            .from(posts)
            .innerJoin(users, eq(users.id, posts.authorId))
            .where(and(eq(posts.status, "published"), after ? gt(users.id, after) : undefined))
            .groupBy(users.id)
            .orderBy(asc(users.id))
            .offset(skip)
            .limit(take),
        offset,
        limit,
      ))
        yield rows.map((r) => ({ slug: r.slug, lastmod: new Date(r.lastmod) }));
    },
  };
}

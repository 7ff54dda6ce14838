/**
 * The sitemap's addresses: every published story (not a cross-posted one: its canonical address is on
 * another site, which a sitemap may not list) and every author who published (co-authors of a
 * published story too; the story itself is listed once). They are read in
 * batches along the primary key, so a sitemap of any size is written as a stream and a process holds
 * one batch at a time. Past SITEMAP_MAX_URLS addresses a file (50,000: the protocol's limit), the
 * sitemap becomes an index of numbered parts (http/sitemap-xml.ts); a part is a window of this order.
 */
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema/index.ts";

/** Rows read per statement while a sitemap streams. */
const BATCH = 5_000;

export interface SitemapEntry {
  /** The address's path, e.g. `/post/slug` or the author's page. */
  slug: string;
  lastmod: Date;
}

const listed = and(eq(posts.status, "published"), isNull(posts.canonicalUrl));

/** Each author of a published story with its date: its owner, and each accepted co-author. */
const authorships = sql`(
  select p.author_id as user_id, p.published_at from posts p where p.status = 'published'
  union all
  select pa.user_id, p.published_at from post_authors pa join posts p on p.id = pa.post_id
  where p.status = 'published' and pa.status = 'accepted')`;

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
        db.execute<{ n: number }>(sql`select count(distinct a.user_id)::int as n from ${authorships} a`),
      ]);
      return { posts: stories[0]?.n ?? 0, authors: Number(authors.rows[0]?.n ?? 0) };
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

    /**
     * Slugs of up to `limit` published stories, the most viewed over the last `days` first, then the
     * newest: the order in which a starting process renders story pages ahead of readers
     * (http/page-warmup.ts). Cross-posted stories too: their pages are read here as well.
     */
    async mostReadSlugs(limit: number, days = 30): Promise<string[]> {
      const { rows } = await db.execute<{ slug: string }>(sql`
        select p.slug from posts p
        left join (
          select post_id, sum(views) as views from post_daily_stats
          where day >= current_date - ${days}::int group by post_id
        ) s on s.post_id = p.id
        where p.status = 'published'
        order by coalesce(s.views, 0) desc, p.published_at desc, p.id
        limit ${limit}`);
      return rows.map((r) => r.slug);
    },

    /** Authors with a published story and when they last published, like `sitemapPosts`. */
    async *sitemapAuthors(offset = 0, limit = Number.MAX_SAFE_INTEGER): AsyncGenerator<SitemapEntry[]> {
      for await (const rows of windowed(
        async (after, skip, take) =>
          (
            await db.execute<{ id: string; slug: string; lastmod: Date | string }>(sql`
              select u.id, u.username as slug, max(a.published_at) as lastmod
              from ${authorships} a join users u on u.id = a.user_id
              where ${after ? sql`u.id > ${after}::uuid` : sql`true`}
              group by u.id order by u.id offset ${skip} limit ${take}`)
          ).rows,
        offset,
        limit,
      ))
        yield rows.map((r) => ({ slug: r.slug, lastmod: new Date(r.lastmod) }));
    },
  };
}

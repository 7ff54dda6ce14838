/**
 * Series: an author groups stories in an ordered series; each part's page shows the published parts
 * in order. Membership and order are set in one call (the list of parts); a story moved in, out or
 * around, and a part renamed or published, changes every part's page, so they are all purged.
 */
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts, series } from "../../db/schema/index.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import type { EventBus } from "../../events.ts";
import type { Series } from "../../../shared/series.ts";
import type { SeriesNav } from "../../../shared/post.ts";
import { SERIES_LIMITS, SERIES_MESSAGES } from "../../../shared/series.ts";

export function createSeries(db: Db, events: EventBus | undefined) {
  async function own(authorId: string, seriesId: string) {
    const [row] = await db
      .select()
      .from(series)
      .where(and(eq(series.id, seriesId), eq(series.authorId, authorId)));
    if (!row) throw new NotFoundError(SERIES_MESSAGES.notFound);
    return row;
  }
  async function partIds(seriesId: string) {
    const rows = await db.select({ id: posts.id }).from(posts).where(eq(posts.seriesId, seriesId));
    return rows.map((r) => r.id);
  }
  /** Every page showing the series is out of date. */
  function purge(postIds: Iterable<string>) {
    for (const postId of new Set(postIds)) events?.emit("post-changed", { postId, what: "content" });
  }

  return {
    async list(authorId: string): Promise<Series[]> {
      const rows = await db.select().from(series).where(eq(series.authorId, authorId)).orderBy(asc(series.createdAt));
      if (rows.length === 0) return [];
      const parts = await db
        .select({ _id: posts.id, slug: posts.slug, title: posts.title, status: posts.status, seriesId: posts.seriesId })
        .from(posts)
        .where(
          inArray(
            posts.seriesId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(posts.seriesPosition));
      return rows.map((r) => ({
        _id: r.id,
        title: r.title,
        posts: parts.filter((p) => p.seriesId === r.id).map(({ seriesId: _s, ...p }) => p),
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async create(authorId: string, title: string): Promise<Series> {
      const [row] = await db.insert(series).values({ authorId, title }).returning();
      return { _id: row!.id, title: row!.title, posts: [], createdAt: row!.createdAt.toISOString() };
    },

    async rename(authorId: string, seriesId: string, title: string): Promise<void> {
      await own(authorId, seriesId);
      await db.update(series).set({ title }).where(eq(series.id, seriesId));
      purge(await partIds(seriesId));
    },

    /** The stories stay, out of any series. */
    async remove(authorId: string, seriesId: string): Promise<void> {
      await own(authorId, seriesId);
      const parts = await partIds(seriesId);
      await db.transaction(async (tx) => {
        await tx.update(posts).set({ seriesId: null, seriesPosition: null }).where(eq(posts.seriesId, seriesId));
        await tx.delete(series).where(eq(series.id, seriesId));
      });
      purge(parts);
    },

    /** Makes these stories, in this order, the series's parts; the ones left out leave it. */
    async setParts(authorId: string, seriesId: string, postIds: string[]): Promise<void> {
      await own(authorId, seriesId);
      const before = await partIds(seriesId);
      const moved: string[] = [];
      await db.transaction(async (tx) => {
        if (postIds.length) {
          const mine = await tx
            .select({ id: posts.id, seriesId: posts.seriesId })
            .from(posts)
            .where(and(inArray(posts.id, postIds), eq(posts.authorId, authorId)));
          if (mine.length !== postIds.length)
            throw new ValidationError([{ field: "postIds", message: SERIES_MESSAGES.notYourStory }]);
          // Parts of another series: that series's pages change too.
          const others = [...new Set(mine.map((m) => m.seriesId).filter((s): s is string => !!s && s !== seriesId))];
          if (others.length) {
            const siblings = await tx
              .select({ id: posts.id })
              .from(posts)
              .where(and(inArray(posts.seriesId, others), isNotNull(posts.seriesId)));
            moved.push(...siblings.map((s) => s.id));
          }
        }
        await tx.update(posts).set({ seriesId: null, seriesPosition: null }).where(eq(posts.seriesId, seriesId));
        for (const [i, id] of postIds.entries()) {
          await tx
            .update(posts)
            .set({ seriesId, seriesPosition: i + 1 })
            .where(eq(posts.id, id));
        }
        await tx.update(series).set({ updatedAt: new Date() }).where(eq(series.id, seriesId));
      });
      purge([...before, ...postIds, ...moved]);
    },

    /** What a part's page shows: the series's published parts in order. */
    async nav(seriesId: string): Promise<SeriesNav | undefined> {
      const [head] = await db.select({ title: series.title }).from(series).where(eq(series.id, seriesId));
      if (!head) return undefined;
      const parts = await db
        .select({ _id: posts.id, slug: posts.slug, title: posts.title })
        .from(posts)
        .where(and(eq(posts.seriesId, seriesId), eq(posts.status, "published")))
        .orderBy(asc(posts.seriesPosition));
      return { _id: seriesId, title: head.title, parts };
    },

    /** A part changed (title, address, status, gone): its siblings' pages list it. */
    siblingsChanged: async (seriesId: string | null) => {
      if (seriesId) purge(await partIds(seriesId));
    },

    /** The author's stories a series may take (newest first), and the series each is in. */
    async candidates(authorId: string) {
      return db
        .select({ _id: posts.id, title: posts.title, status: posts.status, seriesId: posts.seriesId })
        .from(posts)
        .where(eq(posts.authorId, authorId))
        .orderBy(desc(posts.updatedAt))
        .limit(SERIES_LIMITS.postsMax * 2);
    },
  };
}
export type SeriesService = ReturnType<typeof createSeries>;

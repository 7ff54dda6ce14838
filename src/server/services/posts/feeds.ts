/**
 * Lists of stories: latest, top and by tag, recommended ("for you" by interests), a person's stories
 * and drafts, related stories, RSS and the topic catalogue (the sitemap: sitemap.ts). Lists many readers share are
 * cached for seconds and made each reader's own (their likes) afterwards.
 */
import { and, desc, eq, inArray, ne, notInArray, sql, type SQL } from "drizzle-orm";
import { authoredBy } from "./access.ts";
import { withCoauthors } from "./bylines.ts";
import type { Db } from "../../db/client.ts";
import { POST_MESSAGES } from "./messages.ts";
import { sqlArray } from "../../db/sql.ts";
import { posts, topics, users } from "../../db/schema/index.ts";
import { NotFoundError } from "../../errors.ts";
import type { CacheLayer } from "../../cache/layer.ts";
import { cacheTag, storyTags } from "../../cache/tags.ts";
import type { Blocking } from "../blocks.ts";
import { authorColumns, summaryColumns, toPost, toSummary } from "../../db/contract-shapes.ts";
import { likedBy } from "../likes/liked-by.ts";
import type { Anchors, PostPage, PostQueries } from "./shared.ts";
import type { Post, PostSummary, Topic } from "../../../shared/post.ts";
import type { Paging } from "../../../shared/schemas/posts.ts";

/** How "top" and the anonymous feed weigh engagement: comments count double. */
const engagement = sql`(${posts.totalLikes} + 2 * ${posts.totalComments} + ${posts.totalShares})`;
/** Engagement decaying with age (hours), so the feed moves. */
const hotness = sql`((${engagement} + 1) / power(extract(epoch from (now() - coalesce(${posts.publishedAt}, ${posts.createdAt}))) / 3600 + 2, 1.5))`;

/** How many of the newest stories the feed ranks: ranking all of them on every request does not scale. */
export const FEED_CANDIDATES = 1000;
/** Stories whose titles a related list compares: the newest of those sharing the most tags. */
const RELATED_CANDIDATES = 50;
/** Related posts change slowly; computing them per reader does not pay. */
const RELATED_TTL_MS = 60_000;
/** Feeds may be this old for readers; the writer's own change clears them at once. */
export const FEED_TTL_MS = 10_000;
/**
 * A list's total (every page of a topic, an author, the latest) is counted once and kept until a story
 * is published, changed or removed (a count of a topic's 10,000 stories reads them all: 85 ms of
 * 100,000 stories on the embedded database, against 15 ms for the page itself); likes leave it.
 */
const TOTAL_TTL_MS = 60_000;

/** What related stories are found from: a published post's tags and title. */
export type RelatedSource = Pick<PostSummary, "_id" | "tags" | "title" | "status">;

export type ListOptions = Paging & { sort: "latest" | "top"; tag?: string | undefined; author?: string | undefined };

export function createPostFeeds(db: Db, { page }: PostQueries, blocking: Blocking, caches: CacheLayer) {
  /** Stories carrying none of the reader's hidden topics. */
  const withoutTopics = (topics: string[]) => sql`not (${posts.tags} && ${sqlArray(topics, "text")})`;

  /** Stories in one of these languages (none given: every language). */
  const inLanguages = (languages: string[]) => sql`${posts.language} = any(${sqlArray(languages, "text")})`;

  /**
   * Whose stories and which topics the reader's lists leave out, and the languages they keep (the
   * topics and languages joined into one part of a cache key).
   */
  async function setAside(viewerId: string | null | undefined): Promise<[string[], string[], string[]]> {
    if (!viewerId) return [[], [], []];
    const [people, [me]] = await Promise.all([
      blocking.hiddenFrom(viewerId),
      db.select({ tags: users.hiddenTags, languages: users.feedLanguages }).from(users).where(eq(users.id, viewerId)),
    ]);
    return [people, [...(me?.tags ?? [])].sort(), [...(me?.languages ?? [])].sort()];
  }

  function computeList(
    opts: ListOptions,
    hidden: string[],
    topics: string[] = [],
    languages: string[] = [],
  ): Promise<PostPage> {
    const filters: SQL[] = [eq(posts.status, "published")];
    // `@>` is what the tags' GIN index answers (`= any(tags)` read every story).
    if (opts.tag) filters.push(sql`${posts.tags} @> ${sqlArray([opts.tag], "text")}`);
    if (opts.author) {
      filters.push(
        sql`(${users.usernameKey} = ${opts.author.normalize("NFKC").toLowerCase()} or ${users.id}::text = ${opts.author})`,
      );
    }
    if (hidden.length) filters.push(notInArray(posts.authorId, hidden));
    // A topic page shows its own topic even to someone who hid it (they came to see it).
    const topicsOut = topics.filter((t) => t !== opts.tag);
    if (topicsOut.length) filters.push(withoutTopics(topicsOut));
    if (languages.length) filters.push(inLanguages(languages));
    const order = opts.sort === "top" ? [desc(engagement), desc(posts.publishedAt)] : [desc(posts.publishedAt)];
    // The order and the page do not change the total.
    const totalKey = `${opts.tag ?? ""}:${opts.author ?? ""}:${hidden.join(",")}:${topicsOut.join(",")}:${languages.join(",")}`;
    return page(and(...filters)!, order, opts, {
      byAuthorName: !!opts.author,
      total: (count) => totals.get(totalKey, count),
      // "Top" moves with every like; newest first moves only when a story comes or goes.
      anchors:
        opts.sort === "latest" ? () => places.get(totalKey, () => Promise.resolve<Anchors>(new Map())) : undefined,
    });
  }

  function computeRecommended(
    interests: string[],
    hidden: string[],
    paging: Paging,
    topics: string[] = [],
    languages: string[] = [],
  ): Promise<PostPage> {
    const order = interests.length
      ? [desc(sql`(${posts.tags} && ${sqlArray(interests, "text")})`), desc(hotness)]
      : [desc(hotness)];
    const candidates = db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.status, "published"))
      .orderBy(desc(posts.publishedAt))
      .limit(FEED_CANDIDATES);
    const filters: SQL[] = [eq(posts.status, "published"), inArray(posts.id, candidates)];
    if (hidden.length) filters.push(notInArray(posts.authorId, hidden));
    if (topics.length) filters.push(withoutTopics(topics));
    if (languages.length) filters.push(inLanguages(languages));
    return page(and(...filters)!, order, paging);
  }

  /** The reader's own view of a shared page: which of its posts they liked (the cached page is not touched). */
  async function personalise(result: PostPage, viewerId: string | null | undefined): Promise<PostPage> {
    if (!viewerId || result.posts.length === 0) return result;
    const set = await likedBy(
      db,
      viewerId,
      result.posts.map((p) => p._id),
    );
    return { ...result, posts: result.posts.map((p) => ({ ...p, iLiked: set.has(p._id) })) };
  }

  // Feeds many readers share: a story's text or status, its counters, or an author's name or picture
  // (feeds carry them) clears them, in every process (cache/purger.ts).
  const clearedBy = (tag: string) => tag === cacheTag.feed || tag === cacheTag.counters || tag.startsWith("user:");
  const feeds = caches.shared<PostPage>("feeds", FEED_TTL_MS, clearedBy);
  const listChanged = (tag: string) => tag === cacheTag.feed || tag.startsWith("user:");
  const totals = caches.shared<number>("list totals", TOTAL_TTL_MS, listChanged);
  // Deep pages of a list newest first start from these (shared.ts, ANCHOR_EVERY), kept as the totals
  // are; a place found while the list changes goes into a map the change has already dropped.
  const places = caches.shared<Anchors>("list anchors", TOTAL_TTL_MS, listChanged);
  // Related stories: a story's list goes when the story itself (its tags, its title) or a story or
  // person it shows changes, as the pages showing it do (their counters after COUNTER_DELAY_MS); a
  // story published meanwhile joins the lists within RELATED_TTL_MS.
  const relatedCache = caches.tagged<PostPage>("related stories", RELATED_TTL_MS, (page, key) => [
    cacheTag.post(key.slice(0, key.indexOf(":"))),
    ...storyTags(page.posts),
  ]);

  /**
   * Stories sharing a tag with `tags`: most shared tags first, then the closest titles. One statement
   * with its total (a window count, not a second statement over the same rows); the shared tags are
   * counted by one comparison per tag of the source (at most five) rather than an array intersection
   * per candidate, which cost as much as the rest of the ranking on the embedded database. Titles are
   * compared (trigram similarity, most of the statement's cost) only for the RELATED_CANDIDATES
   * newest of the stories sharing the most tags, and authors joined only for those: 7.6 -> 2.9 ms a
   * list on 2,000 stories, and bounded however many stories share a tag.
   */
  async function rankedByTags(base: SQL, tags: string[], title: string, limit: number): Promise<PostPage> {
    if (tags.length === 0) return { posts: [], meta: { page: 1, limit, total: 0 } };
    const shared = sql.join(
      tags.map((tag) => sql`(${tag} = any(${posts.tags}))::int`),
      sql` + `,
    );
    const candidates = db.$with("candidates").as(
      db
        .select({
          id: posts.id,
          title: posts.title,
          publishedAt: posts.publishedAt,
          shared: sql<number>`${shared}`.as("shared"),
          total: sql<number>`count(*) over ()`.as("total"),
        })
        .from(posts)
        .where(and(base, sql`${posts.tags} && ${sqlArray(tags, "text")}`))
        // By the output column: the tags are compared once a row.
        .orderBy(desc(sql`"shared"`), desc(posts.publishedAt))
        .limit(RELATED_CANDIDATES),
    );
    const rows = await db
      .with(candidates)
      .select({ post: summaryColumns, author: authorColumns, total: sql<number>`${candidates.total}`.mapWith(Number) })
      .from(candidates)
      .innerJoin(posts, eq(posts.id, candidates.id))
      .innerJoin(users, eq(users.id, posts.authorId))
      .orderBy(
        desc(candidates.shared),
        desc(sql`similarity(${candidates.title}, ${title})`),
        desc(candidates.publishedAt),
      )
      .limit(limit);
    return {
      posts: await withCoauthors(
        db,
        rows.map((r) => toSummary(r.post, r.author)),
      ),
      meta: { page: 1, limit, total: rows[0]?.total ?? 0 },
    };
  }

  const service = {
    /** Published posts, filtered and sorted: shared by readers (cached), then made the reader's own. */
    async list(opts: ListOptions, viewerId?: string | null): Promise<PostPage> {
      // A block works both ways: neither sees the other's stories in any list; a mute and a hidden
      // topic hide one way.
      const [hidden, topics, languages] = await setAside(viewerId);
      // A person's own list of stories (an author page) shows every language: the filter is for feeds.
      const kept = opts.author ? [] : languages;
      const key = `list:${opts.sort}:${opts.tag ?? ""}:${opts.author ?? ""}:${opts.page}:${opts.limit}:${hidden.join(",")}:${topics.join(",")}:${kept.join(",")}`;
      return personalise(await feeds.get(key, () => computeList(opts, hidden, topics, kept)), viewerId);
    },

    /** The writer's drafts: their own and those they co-author. */
    drafts(authorId: string, paging: Paging): Promise<PostPage> {
      return page(and(authoredBy(authorId), eq(posts.status, "draft"))!, [desc(posts.updatedAt)], paging);
    },

    async byUsername(username: string, paging: Paging, viewerId?: string | null): Promise<PostPage> {
      const key = username.normalize("NFKC").toLowerCase();
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.usernameKey, key)).limit(1);
      if (!user) throw new NotFoundError("User not found");
      if (viewerId && (await blocking.blockedEitherWay(viewerId, user.id))) {
        return { posts: [], meta: { page: paging.page, limit: paging.limit, total: 0 } };
      }
      return service.byAuthor(user.id, paging, viewerId);
    },

    /** A person's published stories, newest first (the caller has checked blocks). */
    async byAuthor(authorId: string, paging: Paging, viewerId?: string | null): Promise<PostPage> {
      const result = await page(
        and(authoredBy(authorId), eq(posts.status, "published"))!,
        [desc(posts.publishedAt)],
        paging,
      );
      return personalise(result, viewerId);
    },

    /**
     * Signed in: the reader's interests first; otherwise (and after those) by recency and engagement,
     * among the newest FEED_CANDIDATES stories (found through the published_at index).
     */
    async recommended(viewer: { id: string | null; interests: string[] } | null, paging: Paging): Promise<PostPage> {
      const interests = [...(viewer?.interests ?? [])].sort();
      const [hidden, topics, languages] = await setAside(viewer?.id);
      const key = `rec:${interests.join(",")}:${paging.page}:${paging.limit}:${hidden.join(",")}:${topics.join(",")}:${languages.join(",")}`;
      const compute = () => computeRecommended(interests, hidden, paging, topics, languages);
      return personalise(await feeds.get(key, compute), viewer?.id);
    },

    /**
     * Shared tags first, then the closest titles (trigram similarity), never the post itself. Only
     * posts sharing a tag are ranked (the GIN index finds them); with none, the newest stories.
     * Cached for a minute per post. `source`: the post's id, or the post itself when the caller has
     * it already (no second look-up).
     */
    async related(source: string | RelatedSource, limit: number, viewerId?: string | null): Promise<PostPage> {
      const postId = typeof source === "string" ? source : source._id;
      const shared = await relatedCache.get(`${postId}:${limit}`, () => service.computeRelated(source, limit));
      const hidden = new Set(await blocking.hiddenFrom(viewerId));
      if (hidden.size === 0) return shared;
      const shown = shared.posts.filter((p) => !hidden.has(p.author._id));
      return {
        posts: shown,
        meta: { ...shared.meta, total: shared.meta.total - (shared.posts.length - shown.length) },
      };
    },

    async computeRelated(from: string | RelatedSource, limit: number): Promise<PostPage> {
      const postId = typeof from === "string" ? from : from._id;
      const [source] =
        typeof from === "string"
          ? await db
              .select({ tags: posts.tags, title: posts.title })
              .from(posts)
              .where(and(eq(posts.id, postId), eq(posts.status, "published")))
              .limit(1)
          : from.status === "published"
            ? [from]
            : [];
      if (!source) throw new NotFoundError(POST_MESSAGES.notFound);
      const base = and(eq(posts.status, "published"), ne(posts.id, postId))!;
      const value = await rankedByTags(base, [...new Set(source.tags)], source.title, limit);
      return value.posts.length > 0 ? value : page(base, [desc(posts.publishedAt)], { page: 1, limit });
    },

    /** The newest published stories in full, for a feed: the site's, one author's or one topic's. */
    async feed(limit = 20, of: { authorId?: string; tag?: string } = {}): Promise<Post[]> {
      const rows = await db
        .select({ post: posts, author: authorColumns })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .where(
          and(
            eq(posts.status, "published"),
            of.authorId ? authoredBy(of.authorId) : undefined,
            of.tag ? sql`${posts.tags} @> array[${of.tag}]::text[]` : undefined,
          ),
        )
        .orderBy(desc(posts.publishedAt))
        .limit(limit);
      return withCoauthors(
        db,
        rows.map((r) => toPost(r.post, r.author)),
      );
    },

    async topics(): Promise<Topic[]> {
      const rows = await db
        .select({
          slug: topics.slug,
          name: topics.name,
          // Aliased by hand: inside a raw subquery Drizzle would leave "slug" ambiguous. `@>` uses the tags index.
          posts: sql<number>`(select count(*)::int from posts p where p.status = 'published' and p.tags @> array["topics"."slug"])`,
        })
        .from(topics)
        .orderBy(topics.name);
      return rows;
    },
  };
  return service;
}

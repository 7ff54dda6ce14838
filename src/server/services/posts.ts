/**
 * Posts: writing (create, drafts, update, publish, delete), reading (by slug with old-slug
 * redirects, lists, feeds, related) and the topic catalogue. Only authors touch their posts; a draft
 * is visible to its author alone, and to anyone else it does not exist (404).
 */
import { and, count, desc, eq, getTableColumns, inArray, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sqlArray } from "../db/sql.ts";
import { uniqueViolation } from "../db/errors.ts";
import { likes, posts, postSlugs, topics, users, type NewPostRow, type PostRow } from "../db/schema/index.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { markdownPool } from "../content/markdown-pool.ts";
import { slugBase, slugSuffix } from "../content/slugs.ts";
import { createTtlCache } from "./ttl-cache.ts";
import type { EventBus } from "../events.ts";
import type { Relations } from "./relations.ts";
import type { UploadService } from "./uploads.ts";
import type { Author, Post, PostSummary, Topic } from "../../shared/post.ts";
import type { CreatePostInput, DraftInput, Paging, UpdatePostInput } from "../../shared/schemas/posts.ts";

export const STALE_COPY = "This story was changed on another device or tab. Load the newer version before saving.";

/** The author fields embedded in posts and comments. */
export const authorColumns = {
  _id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
};
type AuthorRow = { _id: string; username: string; firstName: string; lastName: string; avatar: string | null };

/** How "top" and the anonymous feed weigh engagement: comments count double. */
const engagement = sql`(${posts.totalLikes} + 2 * ${posts.totalComments} + ${posts.totalShares})`;
/** Engagement decaying with age (hours), so the feed moves. */
const hotness = sql`((${engagement} + 1) / power(extract(epoch from (now() - coalesce(${posts.publishedAt}, ${posts.createdAt}))) / 3600 + 2, 1.5))`;

function toAuthor(a: AuthorRow): Author {
  return {
    _id: a._id,
    username: a.username,
    firstName: a.firstName,
    lastName: a.lastName,
    ...(a.avatar ? { avatar: a.avatar } : {}),
  };
}

/** Every column but the body: lists never need it, and it is most of a row's weight. */
export const { content: _content, contentHtml: _contentHtml, ...summaryColumns } = getTableColumns(posts);
type SummaryRow = Omit<PostRow, "content" | "contentHtml">;

/** How many of the newest stories the feed ranks: ranking all of them on every request does not scale. */
export const FEED_CANDIDATES = 1000;
/** Related posts change slowly; computing them per reader does not pay. */
const RELATED_TTL_MS = 60_000;
/** Feeds may be this old for readers; the writer's own change clears them at once. */
export const FEED_TTL_MS = 10_000;

export function toSummary(row: SummaryRow, author: AuthorRow): PostSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    ...(row.subtitle ? { subtitle: row.subtitle } : {}),
    excerpt: row.excerpt,
    ...(row.coverUrl ? { coverImage: { url: row.coverUrl, alt: row.coverAlt ?? "" } } : {}),
    tags: row.tags,
    status: row.status,
    readingTime: row.readingTime,
    author: toAuthor(author),
    stats: { totalComments: row.totalComments, totalLikes: row.totalLikes, totalShares: row.totalShares },
    iLiked: false,
    ...(row.publishedAt ? { publishedAt: row.publishedAt.toISOString() } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toPost(row: PostRow, author: AuthorRow): Post {
  return { ...toSummary(row, author), content: row.content, contentHtml: row.contentHtml };
}

/** What related stories are found from: a published post's tags and title. */
export type RelatedSource = Pick<PostSummary, "_id" | "tags" | "title" | "status">;

export interface PostPage {
  posts: PostSummary[];
  meta: { page: number; limit: number; total: number };
}

export type ListOptions = Paging & { sort: "latest" | "top"; tag?: string | undefined; author?: string | undefined };

export function createPostService(
  db: Db,
  uploads: Pick<UploadService, "ready">,
  relations: Relations,
  events?: EventBus,
) {
  /** Size of an uploaded picture in a body (and, with S3, the moment it is checked and moved in). */
  async function imageSize(src: string) {
    if (!src.startsWith("/uploads/")) return null;
    return uploads.ready(src).catch(() => null);
  }

  /** A cover must be a picture that was really uploaded (and, with S3, passes the checks now). */
  async function checkCover(cover: { url: string } | null | undefined) {
    if (cover) await uploads.ready(cover.url, "coverImage.url");
  }

  /** Rendered columns for a body: stored once here, never recomputed on read. */
  async function rendered(content: string) {
    const r = await markdownPool.render(content, imageSize);
    return { content, contentHtml: r.html, excerpt: r.excerpt, readingTime: r.readingTime };
  }

  async function slugTaken(slug: string, postId?: string) {
    const [current] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug)).limit(1);
    if (current && current.id !== postId) return true;
    const [old] = await db.select({ id: postSlugs.postId }).from(postSlugs).where(eq(postSlugs.slug, slug)).limit(1);
    return !!old && old.id !== postId;
  }

  async function uniqueSlug(title: string, postId?: string) {
    const base = slugBase(title);
    if (!(await slugTaken(base, postId))) return base;
    for (let i = 0; i < 5; i++) {
      const candidate = `${base}-${slugSuffix()}`;
      if (!(await slugTaken(candidate, postId))) return candidate;
    }
    return `${base}-${Date.now().toString(36)}`;
  }

  async function withAuthor(where: SQL) {
    const [row] = await db
      .select({ post: posts, author: authorColumns })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(where)
      .limit(1);
    return row;
  }

  async function ownPost(authorId: string, id: string) {
    const row = await withAuthor(and(eq(posts.id, id), eq(posts.authorId, authorId))!);
    if (!row) throw new NotFoundError("Post not found");
    return row;
  }

  /** One page of summaries (no bodies) and the total. */
  async function page(where: SQL, order: SQL[], paging: Paging): Promise<PostPage> {
    const [rows, [total]] = await Promise.all([
      db
        .select({ post: summaryColumns, author: authorColumns })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .where(where)
        .orderBy(...order)
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ n: count() }).from(posts).innerJoin(users, eq(users.id, posts.authorId)).where(where),
    ]);
    return {
      posts: rows.map((r) => toSummary(r.post, r.author)),
      meta: { page: paging.page, limit: paging.limit, total: total?.n ?? 0 },
    };
  }

  function computeList(opts: ListOptions, hidden: string[]): Promise<PostPage> {
    const filters: SQL[] = [eq(posts.status, "published")];
    if (opts.tag) filters.push(sql`${opts.tag} = any(${posts.tags})`);
    if (opts.author) {
      filters.push(
        sql`(${users.usernameKey} = ${opts.author.normalize("NFKC").toLowerCase()} or ${users.id}::text = ${opts.author})`,
      );
    }
    if (hidden.length) filters.push(notInArray(posts.authorId, hidden));
    const order = opts.sort === "top" ? [desc(engagement), desc(posts.publishedAt)] : [desc(posts.publishedAt)];
    return page(and(...filters)!, order, opts);
  }

  function computeRecommended(interests: string[], hidden: string[], paging: Paging): Promise<PostPage> {
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
    return page(and(...filters)!, order, paging);
  }

  /** The reader's own view of a shared page: which of its posts they liked (the cached page is not touched). */
  async function personalise(result: PostPage, viewerId: string | null | undefined): Promise<PostPage> {
    if (!viewerId || result.posts.length === 0) return result;
    const liked = await db
      .select({ id: likes.postId })
      .from(likes)
      .where(
        and(
          eq(likes.userId, viewerId),
          inArray(
            likes.postId,
            result.posts.map((p) => p._id),
          ),
        ),
      );
    const set = new Set(liked.map((l) => l.id));
    return { ...result, posts: result.posts.map((p) => ({ ...p, iLiked: set.has(p._id) })) };
  }

  /** Feeds many readers share; any write to a post clears them (see `changed`). */
  const feeds = createTtlCache<PostPage>(FEED_TTL_MS);
  const relatedCache = createTtlCache<PostPage>(RELATED_TTL_MS);
  const changed = () => {
    feeds.clear();
    relatedCache.clear();
  };
  // Feeds carry authors' names and pictures.
  events?.on("user-changed", changed);

  function coverColumns(cover: CreatePostInput["coverImage"]) {
    if (cover === undefined) return {};
    return { coverUrl: cover?.url ?? null, coverAlt: cover ? cover.alt : null };
  }

  /** The columns a save changes: only the fields sent; the body is re-rendered only when it changed. */
  async function fieldChanges(post: PostRow, input: DraftInput | UpdatePostInput): Promise<Partial<NewPostRow>> {
    const { title, subtitle, content, coverImage, tags } = input;
    return {
      ...(title !== undefined ? { title } : {}),
      ...(subtitle !== undefined ? { subtitle } : {}),
      ...(content !== undefined && content !== post.content ? await rendered(content) : {}),
      ...coverColumns(coverImage),
      ...(tags !== undefined ? { tags } : {}),
    };
  }

  /** Saves changes only if the caller's copy is the current one (or it did not say which it had). */
  async function saveIfCurrent(row: PostRow, changes: Partial<NewPostRow>, baseVersion: number | undefined) {
    if (baseVersion !== undefined && baseVersion !== row.version) throw new ConflictError(STALE_COPY, "baseVersion");
    try {
      const [saved] = await db
        .update(posts)
        .set({ ...changes, version: sql`${posts.version} + 1` })
        .where(and(eq(posts.id, row.id), eq(posts.version, row.version)))
        .returning();
      if (!saved) throw new ConflictError(STALE_COPY, "baseVersion");
      return saved;
    } catch (err) {
      if (uniqueViolation(err))
        throw new ConflictError("Another story took this address at the same moment. Save again.");
      throw err;
    }
  }

  const service = {
    /** Something readers see changed (a post, or its counters): shared feeds are recomputed. */
    changed,

    async create(authorId: string, input: CreatePostInput): Promise<Post> {
      await checkCover(input.coverImage);
      const [row] = await db
        .insert(posts)
        .values({
          authorId,
          slug: await uniqueSlug(input.title),
          title: input.title,
          subtitle: input.subtitle ?? null,
          ...(await rendered(input.content)),
          ...coverColumns(input.coverImage),
          tags: input.tags ?? [],
          status: "published",
          publishedAt: new Date(),
        })
        .returning();
      changed();
      events?.emit("post-changed", { postId: row!.id, what: "content" });
      return service.getOwn(authorId, row!.id);
    },

    /** Creates a draft, or saves into an existing one (drafts only: published stories use update). */
    async saveDraft(authorId: string, input: DraftInput): Promise<Post> {
      await checkCover(input.coverImage);
      const { _id, baseVersion, title, subtitle, content, coverImage, tags } = input;
      if (!_id) {
        const [row] = await db
          .insert(posts)
          .values({
            authorId,
            slug: await uniqueSlug(title || "untitled"),
            title: title ?? "",
            subtitle: subtitle ?? null,
            ...(await rendered(content ?? "")),
            ...coverColumns(coverImage),
            tags: tags ?? [],
            status: "draft",
          })
          .returning();
        return service.getOwn(authorId, row!.id);
      }
      const { post } = await ownPost(authorId, _id);
      if (post.status !== "draft")
        throw new ConflictError("This story is published: save changes with PUT /post/{_id}");
      const changes = await fieldChanges(post, input);
      // A draft that was never published has no address to keep: its slug follows its title.
      if (title !== undefined && title !== post.title && !post.publishedAt)
        changes.slug = await uniqueSlug(title || "untitled", post.id);
      await saveIfCurrent(post, changes, baseVersion);
      return service.getOwn(authorId, post.id);
    },

    async update(authorId: string, id: string, input: UpdatePostInput): Promise<Post> {
      await checkCover(input.coverImage);
      const { post } = await ownPost(authorId, id);
      const { baseVersion, status, title, content } = input;
      const nextTitle = title ?? post.title;
      const nextContent = content ?? post.content;
      const nextStatus = status ?? post.status;
      if (nextStatus === "published") {
        const problems = [
          ...(nextTitle.trim() ? [] : [{ field: "title", message: "Give the story a title" }]),
          ...(nextContent.trim() ? [] : [{ field: "content", message: "Write the story first" }]),
        ];
        if (problems.length) throw new ValidationError(problems);
      }
      const changes: Partial<NewPostRow> = { ...(await fieldChanges(post, input)), status: nextStatus };
      const firstPublication = nextStatus === "published" && !post.publishedAt;
      if (firstPublication) changes.publishedAt = new Date();
      const titleChanged = title !== undefined && title !== post.title;
      let oldSlug: string | undefined;
      if (firstPublication || (titleChanged && !post.publishedAt)) {
        changes.slug = await uniqueSlug(nextTitle || "untitled", post.id);
      } else if (titleChanged && post.publishedAt) {
        // A published address keeps working: the old slug will redirect to the new one.
        changes.slug = await uniqueSlug(nextTitle, post.id);
        if (changes.slug !== post.slug) oldSlug = post.slug;
      }
      const saved = await saveIfCurrent(post, changes, baseVersion);
      changed();
      events?.emit("post-changed", { postId: post.id, what: "content" });
      if (oldSlug) {
        await db.delete(postSlugs).where(eq(postSlugs.slug, saved.slug));
        await db.insert(postSlugs).values({ slug: oldSlug, postId: post.id }).onConflictDoNothing();
      }
      return service.getOwn(authorId, post.id);
    },

    async remove(authorId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(posts)
        .where(and(eq(posts.id, id), eq(posts.authorId, authorId)))
        .returning({ id: posts.id });
      if (deleted.length === 0) throw new NotFoundError("Post not found");
      changed();
      events?.emit("post-changed", { postId: id, what: "content" });
    },

    /** What a story would look like, rendered exactly as on save, without saving it. */
    async preview(author: AuthorRow, input: DraftInput): Promise<Post> {
      const now = new Date();
      const row: PostRow = {
        id: input._id ?? "00000000-0000-4000-8000-000000000000",
        authorId: author._id,
        slug: "preview",
        title: input.title ?? "",
        subtitle: input.subtitle ?? null,
        ...(await rendered(input.content ?? "")),
        coverUrl: input.coverImage?.url ?? null,
        coverAlt: input.coverImage?.alt ?? null,
        tags: input.tags ?? [],
        status: "draft",
        version: 0,
        totalLikes: 0,
        totalComments: 0,
        totalShares: 0,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      };
      return toPost(row, author);
    },

    async getOwn(authorId: string, id: string): Promise<Post> {
      const { post, author } = await ownPost(authorId, id);
      return toPost(post, author);
    },

    /**
     * A post by its address (or its id, for editors whose copy may predate a new address); an old
     * address of a published post answers where it moved.
     */
    async getBySlug(slug: string, viewerId?: string | null): Promise<{ post: Post } | { movedTo: string }> {
      const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(slug);
      const row = (await withAuthor(eq(posts.slug, slug))) ?? (isId ? await withAuthor(eq(posts.id, slug)) : undefined);
      if (row) {
        if (row.post.status === "draft" && row.post.authorId !== viewerId) throw new NotFoundError("Post not found");
        const post = toPost(row.post, row.author);
        if (viewerId) {
          const [liked] = await db
            .select({ id: likes.postId })
            .from(likes)
            .where(and(eq(likes.userId, viewerId), eq(likes.postId, post._id)))
            .limit(1);
          post.iLiked = !!liked;
        }
        return { post };
      }
      const [moved] = await db
        .select({ slug: posts.slug })
        .from(postSlugs)
        .innerJoin(posts, eq(posts.id, postSlugs.postId))
        .where(and(eq(postSlugs.slug, slug), eq(posts.status, "published")))
        .limit(1);
      if (moved) return { movedTo: moved.slug };
      throw new NotFoundError("Post not found");
    },

    /** Published posts, filtered and sorted: shared by readers (cached), then made the reader's own. */
    async list(opts: ListOptions, viewerId?: string | null): Promise<PostPage> {
      // A block works both ways: neither sees the other's stories in any list.
      const hidden = await relations.blockedEitherWayIds(viewerId);
      const key = `list:${opts.sort}:${opts.tag ?? ""}:${opts.author ?? ""}:${opts.page}:${opts.limit}:${hidden.join(",")}`;
      return personalise(await feeds.get(key, () => computeList(opts, hidden)), viewerId);
    },

    drafts(authorId: string, paging: Paging): Promise<PostPage> {
      return page(and(eq(posts.authorId, authorId), eq(posts.status, "draft"))!, [desc(posts.updatedAt)], paging);
    },

    async byUsername(username: string, paging: Paging, viewerId?: string | null): Promise<PostPage> {
      const key = username.normalize("NFKC").toLowerCase();
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.usernameKey, key)).limit(1);
      if (!user) throw new NotFoundError("User not found");
      if (viewerId && (await relations.blockedEitherWay(viewerId, user.id))) {
        return { posts: [], meta: { page: paging.page, limit: paging.limit, total: 0 } };
      }
      return service.byAuthor(user.id, paging, viewerId);
    },

    /** A person's published stories, newest first (the caller has checked blocks). */
    async byAuthor(authorId: string, paging: Paging, viewerId?: string | null): Promise<PostPage> {
      const result = await page(
        and(eq(posts.authorId, authorId), eq(posts.status, "published"))!,
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
      const hidden = await relations.blockedEitherWayIds(viewer?.id);
      const key = `rec:${interests.join(",")}:${paging.page}:${paging.limit}:${hidden.join(",")}`;
      return personalise(await feeds.get(key, () => computeRecommended(interests, hidden, paging)), viewer?.id);
    },

    /**
     * Shared tags first, then the closest titles (trigram similarity), never the post itself. Only
     * posts sharing a tag are ranked (the GIN index finds them); with none, the newest stories.
     * Cached for a minute per post.
     */
    /** `source`: the post's id, or the post itself when the caller has it already (no second look-up). */
    async related(source: string | RelatedSource, limit: number, viewerId?: string | null): Promise<PostPage> {
      const postId = typeof source === "string" ? source : source._id;
      const shared = await relatedCache.get(`${postId}:${limit}`, () => service.computeRelated(source, limit));
      const hidden = new Set(await relations.blockedEitherWayIds(viewerId));
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
      if (!source) throw new NotFoundError("Post not found");
      const tags = sqlArray(source.tags, "text");
      const shared = sql`cardinality(array(select unnest(${posts.tags}) intersect select unnest(${tags})))`;
      const base = and(eq(posts.status, "published"), ne(posts.id, postId))!;
      let value = await page(
        and(base, sql`${posts.tags} && ${tags}`)!,
        [desc(shared), desc(sql`similarity(${posts.title}, ${source.title})`), desc(posts.publishedAt)],
        { page: 1, limit },
      );
      if (value.posts.length === 0) value = await page(base, [desc(posts.publishedAt)], { page: 1, limit });
      return value;
    },

    /** Every published post's address and last change, for the sitemap. */
    sitemap(max = 50_000) {
      return db
        .select({ slug: posts.slug, updatedAt: posts.updatedAt })
        .from(posts)
        .where(eq(posts.status, "published"))
        .orderBy(desc(posts.publishedAt))
        .limit(max);
    },

    /** The latest published posts with their full (sanitised) content, for the RSS feed. */
    async feed(limit = 20): Promise<Post[]> {
      const rows = await db
        .select({ post: posts, author: authorColumns })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .where(eq(posts.status, "published"))
        .orderBy(desc(posts.publishedAt))
        .limit(limit);
      return rows.map((r) => toPost(r.post, r.author));
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
export type PostService = ReturnType<typeof createPostService>;

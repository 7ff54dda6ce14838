/**
 * What the API and the pages show of database rows: the one place rows become the contract's shapes
 * (authors, post summaries and posts, comments, public and self users), and the columns they need.
 */
import { getTableColumns, sql } from "drizzle-orm";
import { comments, users, posts, type PostRow, type UserRow } from "./schema/index.ts";
import { DELETED_COMMENT, type Comment } from "../../shared/comment.ts";
import type { Author, Post, PostSummary } from "../../shared/post.ts";
import type { PublicUser, SelfUser } from "../../shared/user.ts";

/** The author fields embedded in posts and comments. */
export const authorColumns = {
  _id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
};
export type AuthorRow = {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  profileUrl?: string | null;
};

export function toAuthor(a: AuthorRow): Author {
  return {
    _id: a._id,
    username: a.username,
    firstName: a.firstName,
    lastName: a.lastName,
    ...(a.avatar ? { avatar: a.avatar } : {}),
    ...(a.profileUrl ? { profileUrl: a.profileUrl } : {}),
  };
}

/** Every column but the body: lists never need it, and it is most of a row's weight. */
export const { content: _content, contentHtml: _contentHtml, ...summaryColumns } = getTableColumns(posts);
export type SummaryRow = Omit<PostRow, "content" | "contentHtml">;

export function toSummary(row: SummaryRow, author: AuthorRow): PostSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    ...(row.subtitle ? { subtitle: row.subtitle } : {}),
    ...(row.canonicalUrl ? { canonicalUrl: row.canonicalUrl } : {}),
    excerpt: row.excerpt,
    language: row.language,
    ...(row.coverUrl ? { coverImage: { url: row.coverUrl, alt: row.coverAlt ?? "" } } : {}),
    tags: row.tags,
    status: row.status,
    readingTime: row.readingTime,
    author: toAuthor(author),
    stats: {
      totalComments: row.totalComments,
      totalLikes: row.totalLikes,
      totalShares: row.totalShares,
      ...(row.fediverseLikes || row.fediverseBoosts
        ? { fediverse: { likes: row.fediverseLikes, boosts: row.fediverseBoosts } }
        : {}),
    },
    iLiked: false,
    ...(row.publishedAt ? { publishedAt: row.publishedAt.toISOString() } : {}),
    ...(row.scheduledAt ? { scheduledAt: row.scheduledAt.toISOString() } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toPost(row: PostRow, author: AuthorRow): Post {
  return {
    ...toSummary(row, author),
    content: row.content,
    contentHtml: row.contentHtml,
    emailSubscribers: row.emailSubscribers,
  };
}

type CommentRow = typeof comments.$inferSelect;

/** A comment with its author (or the stand-in for a deleted account); replies are filled in by the list that has them. */
export function toComment(row: CommentRow, author: AuthorRow | null): Comment {
  const base = {
    _id: row.id,
    _post: row.postId,
    ...(row.parentId ? { parentId: row.parentId } : {}),
    createdAt: row.createdAt.toISOString(),
  };
  if (!author || !row.authorId)
    return { ...base, ...DELETED_COMMENT, author: { ...DELETED_COMMENT.author }, deleted: true };
  return {
    ...base,
    content: row.content,
    ...(row.contentHtml ? { contentHtml: row.contentHtml } : {}),
    ...(row.editedAt ? { editedAt: row.editedAt.toISOString() } : {}),
    author: toAuthor(author),
  };
}

export const NOBODY = "00000000-0000-0000-0000-000000000000";

/** Columns of a public user as seen by `viewerId`, computed in the same query as the rows. */
export function publicColumns(viewerId: string | null | undefined) {
  const viewer = viewerId ?? NOBODY;
  return {
    row: users,
    // NOTE: "users"."id" by hand: Drizzle renders ${users.id} unqualified here, and inside
    // `from posts p` a bare "id" would mean p.id.
    followers: sql<number>`(select count(*)::int from follows f where f.followee_id = "users"."id")`,
    following: sql<number>`(select count(*)::int from follows f where f.follower_id = "users"."id")`,
    posts: sql<number>`(select count(*)::int from posts p where p.author_id = "users"."id" and p.status = 'published')`,
    isFriend: sql<boolean>`exists(select 1 from follows f where f.follower_id = ${viewer} and f.followee_id = "users"."id")`,
    isBlocked: sql<boolean>`exists(select 1 from blocks b where b.blocker_id = ${viewer} and b.blocked_id = "users"."id")`,
  };
}
export type PublicRow = {
  row: UserRow;
  followers: number;
  following: number;
  posts: number;
  isFriend: boolean;
  isBlocked: boolean;
};

export function toPublic(r: PublicRow): PublicUser {
  const u = r.row;
  return {
    _id: u.id,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    ...(u.avatar ? { avatar: u.avatar } : {}),
    ...(u.bio ? { bio: u.bio } : {}),
    interests: u.interests,
    isFriend: !!r.isFriend,
    isBlocked: !!r.isBlocked,
    stats: { followers: Number(r.followers), following: Number(r.following), posts: Number(r.posts) },
    createdAt: u.createdAt.toISOString(),
  };
}

export const NO_STATS: PublicUser["stats"] = { followers: 0, following: 0, posts: 0 };

/** The signed-in person's own view of themselves; `stats` from a counting query where one was made. */
export function toSelfUser(row: UserRow, stats: PublicUser["stats"] = NO_STATS): SelfUser {
  return {
    _id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    ...(row.avatar ? { avatar: row.avatar } : {}),
    ...(row.bio ? { bio: row.bio } : {}),
    interests: row.interests,
    isFriend: false,
    isBlocked: false,
    stats,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    settings: { theme: row.theme, mode: row.mode },
    language: row.language,
    feedLanguages: row.feedLanguages,
    newsletterContent: row.newsletterContent,
    hasPassword: row.passwordHash !== null,
    googleLinked: row.googleSub !== null,
    role: row.role,
    hiddenTags: row.hiddenTags,
  };
}

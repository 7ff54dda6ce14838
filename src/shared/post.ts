import type { Locale } from "./locale.ts";
/** The contract's Post and Author shapes (list answers omit content and contentHtml). */
export interface Author {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  avatar?: string;
  /** Someone on another server (a fediverse reply): their profile there; `username` is user@server. */
  profileUrl?: string;
}

export interface PostStats {
  totalComments: number;
  totalLikes: number;
  totalShares: number;
  /** Likes and boosts from the fediverse, apart from local likes (absent while both are 0). */
  fediverse?: { likes: number; boosts: number };
}

export interface PostSummary {
  _id: string;
  slug: string;
  title: string;
  subtitle?: string;
  /** Where the story was first published, when it is cross-posted (the page names it rel=canonical). */
  canonicalUrl?: string;
  excerpt: string;
  /** The story's language (shared/locale.ts): its page's lang, feeds, the fediverse, search stemming. */
  language: Locale;
  coverImage?: { url: string; alt: string };
  tags: string[];
  /** `hidden`: a moderator took it down (only its author and moderators see it). */
  status: "draft" | "published" | "hidden";
  readingTime: number;
  author: Author;
  /** Accepted co-authors in byline order, after `author` (the owner); absent when there are none. */
  coauthors?: Author[];
  stats: PostStats;
  iLiked: boolean;
  publishedAt?: string;
  /** A draft set to publish itself then (its author alone sees drafts). */
  scheduledAt?: string;
  createdAt: string;
  updatedAt: string;
  /** Grows with every save; send it back as `baseVersion` so a stale copy cannot overwrite newer text. */
  version: number;
}

export interface Post extends PostSummary {
  content: string;
  contentHtml: string;
  /** false: its first publication e-mails none of the author's subscribers (the author's choice). */
  emailSubscribers: boolean;
  /** The series it belongs to: its published parts in order (the page shows them). */
  series?: SeriesNav;
}

export interface SeriesNav {
  _id: string;
  title: string;
  parts: { _id: string; slug: string; title: string }[];
}

export interface Topic {
  slug: string;
  name: string;
  posts: number;
}

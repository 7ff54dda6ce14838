/**
 * What a shared page shows, named so writes can purge it (cache/purger.ts): a page calls
 * `tagPage(Astro.response.headers, ...)` with every story and person on it. The headers are read
 * by the page server (pages.ts) and never sent.
 */
export const CACHE_TAGS_HEADER = "x-cache-tags";

export const READER_TAG_PREFIX = "reader:";
export const SESSION_TAG_PREFIX = "session:";

export const cacheTag = {
  post: (id: string) => `post:${id}`,
  user: (id: string) => `user:${id}`,
  /** A person's follower count, shown on their page and in search's people (not wherever they are named). */
  followers: (id: string) => `followers:${id}`,
  /** Every page that lists stories: a new, changed or removed story changes it. */
  feed: "feed",
  /** Pages that list every author's address (the sitemap): a renamed, hidden or removed person changes them. */
  authors: "authors",
  /** Not a page: what is remembered of one reader (session look-up, personal call). */
  reader: (id: string) => `${READER_TAG_PREFIX}${id}`,
  /** Not a page: who holds a person's sessions (the session look-ups); their account or sessions changed. */
  session: (id: string) => `${SESSION_TAG_PREFIX}${id}`,
  /** Not a page: a story's counters moved (feeds list them; pages follow after COUNTER_DELAY_MS). */
  counters: "counters",
  /** Not a page: the webhook registry changed. */
  webhooks: "webhooks",
} as const;

/** Tags that name shared pages (the others name what the small caches remember). */
export function isPageTag(tag: string): boolean {
  return (
    tag === cacheTag.feed ||
    tag === cacheTag.authors ||
    tag.startsWith("post:") ||
    tag.startsWith("user:") ||
    tag.startsWith("followers:")
  );
}

export function tagPage(headers: Headers, ...tags: (string | string[])[]): void {
  const all = new Set([...(headers.get(CACHE_TAGS_HEADER)?.split(" ").filter(Boolean) ?? []), ...tags.flat()]);
  headers.set(CACHE_TAGS_HEADER, [...all].join(" "));
}

/** Tags for a list of stories: each story and each author shown. */
export function storyTags(posts: { _id: string; author: { _id: string } }[]): string[] {
  return posts.flatMap((p) => [cacheTag.post(p._id), cacheTag.user(p.author._id)]);
}

export { readerOf } from "../../shared/reader.ts";

/**
 * What a shared page shows, named so writes can purge it (cache-purge.ts): a page calls
 * `tagPage(Astro.response.headers, ...)` with every story and person on it. The headers are read
 * by the page server (pages.ts) and never sent.
 */
export const CACHE_TAGS_HEADER = "x-cache-tags";

export const READER_TAG_PREFIX = "reader:";

export const cacheTag = {
  post: (id: string) => `post:${id}`,
  user: (id: string) => `user:${id}`,
  /** Every page that lists stories: a new, changed or removed story changes it. */
  feed: "feed",
  /** Not a page: what is remembered of one reader (session look-up, personal call). */
  reader: (id: string) => `${READER_TAG_PREFIX}${id}`,
} as const;

export function tagPage(headers: Headers, ...tags: (string | string[])[]): void {
  const all = new Set([...(headers.get(CACHE_TAGS_HEADER)?.split(" ").filter(Boolean) ?? []), ...tags.flat()]);
  headers.set(CACHE_TAGS_HEADER, [...all].join(" "));
}

/** Tags for a list of stories: each story and each author shown. */
export function storyTags(posts: { _id: string; author: { _id: string } }[]): string[] {
  return posts.flatMap((p) => [cacheTag.post(p._id), cacheTag.user(p.author._id)]);
}

export { readerOf } from "../../shared/reader.ts";

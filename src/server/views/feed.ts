/**
 * Which stories a list shows, in one place: home's tabs render their first page with it, and
 * "Load more" (pages/fragments/posts.astro) renders every later page with the same call.
 */
import type { PageContext } from "../context.ts";
import type { PostPage } from "../services/posts/index.ts";
import { listPostsSchema, pagingSchema, type Paging } from "../../shared/schemas/posts.ts";

export type FeedName = "recommended" | "latest" | "top" | "drafts" | "user";
const FEEDS: readonly FeedName[] = ["recommended", "latest", "top", "drafts", "user"];

export interface FeedRequest {
  feed: FeedName;
  paging: Paging;
  /** Latest and Top only. */
  tag?: string | undefined;
  /** The "user" feed: whose stories. */
  username?: string | undefined;
}

/** For whom: the reader's id (likes, blocks) and the interests "For you" picks by (null: Recommended). */
export interface FeedReader {
  id: string | null;
  interests: string[] | null;
}

/** A feed request from query parameters, or null when they do not make one. */
export function parseFeedRequest(params: Record<string, string>): FeedRequest | null {
  const feed = (params.feed ?? "latest") as FeedName;
  if (!FEEDS.includes(feed)) return null;
  const paging = pagingSchema.safeParse(params);
  if (!paging.success) return null;
  if (feed === "user" && !params.username) return null;
  let tag: string | undefined;
  if (feed === "latest" || feed === "top") {
    const parsed = listPostsSchema.shape.tag.safeParse(params.tag);
    if (params.tag !== undefined && !parsed.success) return null;
    tag = parsed.success ? parsed.data : undefined;
  }
  return { feed, paging: paging.data, tag, username: params.username };
}

/** One page of a feed; null when it needs a signed-in reader and there is none (drafts). */
export async function loadFeed(app: PageContext, req: FeedRequest, reader: FeedReader): Promise<PostPage | null> {
  const { posts } = app.services;
  switch (req.feed) {
    case "recommended":
      return posts.recommended(reader.interests ? { id: reader.id, interests: reader.interests } : null, req.paging);
    case "drafts":
      return reader.id ? posts.drafts(reader.id, req.paging) : null;
    case "user":
      return posts.byUsername(req.username!, req.paging, reader.id);
    default:
      return posts.list({ ...req.paging, sort: req.feed, tag: req.tag }, reader.id);
  }
}

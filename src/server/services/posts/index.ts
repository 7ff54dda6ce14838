/**
 * Posts: writing (create, drafts, update, publish, delete, history), scheduled publishing, reading
 * (by slug with old-slug redirects) and feeds (lists, recommended, related, the topic catalogue). Only
 * authors touch their posts; a draft is visible to its author alone, and to anyone else it does not
 * exist (404).
 */
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../../events.ts";
import type { Blocking } from "../blocks.ts";
import type { UploadService } from "../uploads.ts";
import type { CacheLayer } from "../../cache/layer.ts";
import { createPostFeeds } from "./feeds.ts";
import { createPostReading } from "./reading.ts";
import { postQueries } from "./shared.ts";
import { createScheduling } from "./scheduling.ts";
import { createPostWriting } from "./writing.ts";
import { createSeries } from "./series.ts";
import { createSitemap } from "./sitemap.ts";

export type { PostPage } from "./shared.ts";
export { FEED_CANDIDATES, FEED_TTL_MS, type ListOptions, type RelatedSource } from "./feeds.ts";
export { POST_MESSAGES } from "./messages.ts";

export function createPostService(
  db: Db,
  uploads: Pick<UploadService, "ready">,
  blocking: Blocking,
  caches: CacheLayer,
  events?: EventBus,
) {
  const queries = postQueries(db);
  const feeds = createPostFeeds(db, queries, blocking, caches);
  const series = createSeries(db, events);
  return {
    ...feeds,
    series,
    ...createPostReading(db, queries, (seriesId) => series.nav(seriesId)),
    ...createPostWriting(db, uploads, queries, events, series.siblingsChanged),
    ...createScheduling(db, queries, events),
    ...createSitemap(db),
  };
}
export type PostService = ReturnType<typeof createPostService>;

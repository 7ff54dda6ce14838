/**
 * A story's settings as its co-authors' open editors take them in live (decision 018): after any save
 * that changed them (live or not, the editor or the API), the story's room hears them as stored.
 */
import { isDeepStrictEqual } from "node:util";
import type { PostRow } from "../../db/schema/index.ts";
import type { EventBus } from "../../events.ts";
import type { LiveSettings } from "../../../shared/realtime.ts";

export function liveSettings(row: PostRow): LiveSettings {
  return {
    tags: row.tags,
    coverImage: row.coverUrl ? { url: row.coverUrl, alt: row.coverAlt ?? "" } : null,
    canonicalUrl: row.canonicalUrl,
    emailSubscribers: row.emailSubscribers,
  };
}

/** Tells the story's room when a save moved its settings. */
export function announceSettings(events: EventBus | undefined, before: PostRow, saved: PostRow): void {
  const settings = liveSettings(saved);
  if (isDeepStrictEqual(liveSettings(before), settings)) return;
  events?.emit("story-settings-changed", { postId: saved.id, version: saved.version, settings });
}

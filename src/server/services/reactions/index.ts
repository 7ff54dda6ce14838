/**
 * Likes, comments, shares and reports, one module each. Each write and its counter change happen in
 * one transaction, and the counter moves only when a row really changed, so counts equal rows under
 * any concurrency. Nobody can react to the posts of someone they blocked or who blocked them.
 */
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../../events.ts";
import type { CacheLayer } from "../../cache/layer.ts";
import type { Blocking } from "../blocks.ts";
import { createComments } from "./comments.ts";
import { createLikes } from "./likes.ts";
import { createReports } from "./reports.ts";
import { createShares } from "./shares.ts";
import { reactionRows } from "./shared.ts";

export { COMMENT_MESSAGES } from "./comments.ts";
export { REPORT_MESSAGES } from "./reports.ts";

export function createReactionService(db: Db, blocking: Blocking, caches: CacheLayer, events?: EventBus) {
  const rows = reactionRows(db, blocking);
  return {
    ...createLikes(db, rows, events),
    ...createComments(db, blocking, caches, rows, events),
    ...createShares(db, rows, events),
    ...createReports(db, rows),
  };
}
export type ReactionService = ReturnType<typeof createReactionService>;

/** Shares: each one counted on its story, with the platform it went to. */
import type { Db } from "../db/client.ts";
import { shares } from "../db/schema/index.ts";
import type { PostStats } from "../../shared/post.ts";
import type { EventBus } from "../events.ts";
import type { PostCounters } from "./posts/counters.ts";

export function createShareService(db: Db, { move, openPost }: PostCounters, events?: EventBus) {
  return {
    async share(
      userId: string,
      postId: string,
      platform: (typeof shares.$inferInsert)["platform"],
    ): Promise<{ stats: PostStats }> {
      const result = await db.transaction(async (tx) => {
        await openPost(userId, postId, tx);
        await tx.insert(shares).values({ userId, postId, platform });
        return { stats: await move(tx, postId, "totalShares", 1) };
      });
      events?.emit("post-changed", { postId, what: "counters" });
      events?.emit("shared", { actorId: userId, postId });
      return result;
    },
  };
}

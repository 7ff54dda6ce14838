/**
 * Turns domain events into purges of the shared page cache, in this process and (with PostgreSQL)
 * in every other one. Text, status, comments and names purge at once, so the next view shows them;
 * likes and shares purge at most once per `COUNTER_DELAY_MS` per story, so a burst of likes does not
 * re-render a page per like (counters may lag that long).
 */
import type { EventBus } from "../events.ts";
import { cacheTag } from "./cache-tags.ts";

export const COUNTER_DELAY_MS = 5_000;

export interface PurgeMessage {
  tags: string[];
  delayMs?: number;
}

export interface CachePurger {
  /** Purges here and tells the other processes. */
  purge(message: PurgeMessage): void;
  /** A purge another process announced. */
  received(message: PurgeMessage): void;
  close(): void;
}

export function createCachePurger(
  events: EventBus,
  purgeLocal: (tags: string[]) => void,
  broadcast: (message: PurgeMessage) => void = () => {},
): CachePurger {
  const pending = new Map<string, NodeJS.Timeout>();

  function apply({ tags, delayMs }: PurgeMessage) {
    if (!delayMs) return void purgeLocal(tags);
    const waiting = tags.filter((t) => !pending.has(t));
    for (const tag of waiting) {
      const timer = setTimeout(() => {
        pending.delete(tag);
        purgeLocal([tag]);
      }, delayMs);
      timer.unref();
      pending.set(tag, timer);
    }
  }
  const purger: CachePurger = {
    purge(message) {
      apply(message);
      broadcast(message);
    },
    received: apply,
    close() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      events.off("post-changed", onPost);
      events.off("user-changed", onUser);
    },
  };

  function onPost({ postId, what }: { postId: string; what: "content" | "comments" | "counters" }) {
    const post = cacheTag.post(postId);
    if (what === "content") purger.purge({ tags: [post, cacheTag.feed] });
    else if (what === "comments") purger.purge({ tags: [post] });
    else purger.purge({ tags: [post], delayMs: COUNTER_DELAY_MS });
  }
  function onUser({ userId }: { userId: string }) {
    purger.purge({ tags: [cacheTag.user(userId)] });
  }
  events.on("post-changed", onPost);
  events.on("user-changed", onUser);
  return purger;
}

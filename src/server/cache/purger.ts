/**
 * Turns domain events into purges of the shared page cache, in this process and (with PostgreSQL)
 * in every other one. Text, status, comments and names purge at once, so the next view shows them;
 * likes and shares purge at most once per `COUNTER_DELAY_MS` per story, so a burst of likes does not
 * re-render a page per like (counters may lag that long). `reader:<id>` tags carry, to the other
 * processes, that a person's own remembered state (session look-up, personal call) is out of date.
 */
import type { EventBus } from "../events.ts";
import { cacheTag } from "./cache-tags.ts";

export const COUNTER_DELAY_MS = 5_000;

/** Events after which a person's own remembered state is out of date (this process forgets by itself). */
const READER_EVENTS = ["reader-wrote", "unread-count", "sessions-ended", "self-changed"] as const;

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

/** Messages to the other processes go out together, at most this often (one NOTIFY for a burst). */
export const BROADCAST_BATCH_MS = 50;

export function createCachePurger(
  events: EventBus,
  purgeLocal: (tags: string[]) => void,
  send: (message: PurgeMessage) => void = () => {},
): CachePurger {
  const pending = new Map<string, NodeJS.Timeout>();
  // Tags waiting to be sent, grouped by their delay (0: purge at once).
  const outbox = new Map<number, Set<string>>();
  let flushTimer: NodeJS.Timeout | undefined;
  function flush() {
    flushTimer = undefined;
    for (const [delayMs, tags] of outbox) send(delayMs ? { tags: [...tags], delayMs } : { tags: [...tags] });
    outbox.clear();
  }
  function broadcast({ tags, delayMs = 0 }: PurgeMessage) {
    let group = outbox.get(delayMs);
    if (!group) outbox.set(delayMs, (group = new Set()));
    for (const tag of tags) group.add(tag);
    if (!flushTimer) {
      flushTimer = setTimeout(flush, BROADCAST_BATCH_MS);
      flushTimer.unref();
    }
  }

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
      if (flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      events.off("post-changed", onPost);
      events.off("user-changed", onUser);
      for (const event of READER_EVENTS) events.off(event, onReader);
    },
  };

  function onPost({ postId, what }: { postId: string; what: "content" | "comments" | "counters" }) {
    const post = cacheTag.post(postId);
    if (what === "content") purger.purge({ tags: [post, cacheTag.feed] });
    else if (what === "comments") purger.purge({ tags: [post] });
    else purger.purge({ tags: [post], delayMs: COUNTER_DELAY_MS });
  }
  function onUser({ userId }: { userId: string }) {
    purger.purge({ tags: [cacheTag.user(userId), cacheTag.reader(userId)] });
  }
  /** The person's own remembered state (session look-ups, the personal call) in the other processes. */
  function onReader({ userId }: { userId: string }) {
    broadcast({ tags: [cacheTag.reader(userId)] });
  }
  events.on("post-changed", onPost);
  events.on("user-changed", onUser);
  for (const event of READER_EVENTS) events.on(event, onReader);
  return purger;
}

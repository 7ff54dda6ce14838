/**
 * Turns domain events into purge tags and clears them through the one purge path (cache/layer.ts),
 * in this process and in every other one (with PostgreSQL, through the realtime adapter's
 * LISTEN/NOTIFY). Whatever decides who may do or see what (an ended session, a block or mute, a
 * story's text or status, a person's name) is urgent: it goes out at once and the write's answer
 * waits until every other process has acknowledged it (cache/settle.ts); so is whatever a person
 * changed about themselves (their next request may reach another process); those issued in one turn
 * of the event loop (a batch of likes answering together) go out as one message, acknowledged once.
 * The rest goes out together every `BROADCAST_BATCH_MS`. Likes and shares purge a story's page at most once per
 * `COUNTER_DELAY_MS` (counters may lag that long), so a burst of likes does not re-render it per like;
 * such a delayed purge of counters is soft: shared pages showing them are marked stale (their next
 * reader gets the page while it is rendered again) instead of dropped, so a like never makes a reader
 * wait for a render.
 */
import type { EventBus } from "../events.ts";
import { holdAnswerFor } from "./settle.ts";
import { cacheTag } from "./tags.ts";

export const COUNTER_DELAY_MS = 5_000;
/** Messages that need no acknowledgement go out together, at most this often (one NOTIFY for a burst). */
export const BROADCAST_BATCH_MS = 50;

export interface PurgeMessage {
  tags: string[];
  delayMs?: number;
}

/** How purges reach the other processes (none on PGlite). */
export interface PurgeTransport {
  send(message: PurgeMessage): void;
  /** Resolves once every other process has applied it (or has not answered in time: it is logged). */
  sendAndWait(message: PurgeMessage): Promise<void>;
}

export interface CachePurger {
  /** Purges here and tells the other processes; `urgent` holds the current answer until they applied it. */
  purge(message: PurgeMessage, urgent?: boolean): void;
  /** A purge another process announced. */
  received(message: PurgeMessage): void;
  /** Where to send purges from now on (the realtime server, once it is up). */
  connect(transport: PurgeTransport): void;
  close(): void;
}

/** `soft`: only counters changed; shared pages may be served once more while they are rendered again. */
export type PurgeLocal = (tags: string[], soft?: boolean) => void;

export function createCachePurger(events: EventBus, purgeLocal: PurgeLocal): CachePurger {
  let transport: PurgeTransport | undefined;
  const pending = new Map<string, NodeJS.Timeout>();
  // Tags waiting to be sent, grouped by their delay (0: purge at once).
  const outbox = new Map<number, Set<string>>();
  let flushTimer: NodeJS.Timeout | undefined;
  function flush() {
    flushTimer = undefined;
    for (const [delayMs, tags] of outbox) transport?.send(delayMs ? { tags: [...tags], delayMs } : { tags: [...tags] });
    outbox.clear();
  }
  function broadcast({ tags, delayMs = 0 }: PurgeMessage) {
    if (!transport) return;
    let group = outbox.get(delayMs);
    if (!group) outbox.set(delayMs, (group = new Set()));
    for (const tag of tags) group.add(tag);
    if (!flushTimer) {
      flushTimer = setTimeout(flush, BROADCAST_BATCH_MS);
      flushTimer.unref();
    }
  }

  // Urgent tags of this turn of the event loop, and the acknowledgement every write among them waits for.
  let urgentTags: Set<string> | undefined;
  let urgentDone: Promise<void> | undefined;
  function sendUrgent(to: PurgeTransport, tags: string[]): Promise<void> {
    if (!urgentTags) {
      const batch = (urgentTags = new Set());
      urgentDone = new Promise<void>((resolve) =>
        setImmediate(() => {
          urgentTags = undefined;
          void to.sendAndWait({ tags: [...batch] }).then(resolve);
        }),
      );
    }
    for (const tag of tags) urgentTags.add(tag);
    return urgentDone!;
  }

  function apply({ tags, delayMs }: PurgeMessage) {
    if (!delayMs) return void purgeLocal(tags);
    const waiting = tags.filter((t) => !pending.has(t));
    for (const tag of waiting) {
      const timer = setTimeout(() => {
        pending.delete(tag);
        purgeLocal([tag], true);
      }, delayMs);
      timer.unref();
      pending.set(tag, timer);
    }
  }
  const purger: CachePurger = {
    purge(message, urgent = false) {
      apply(message);
      if (urgent && transport && !message.delayMs) holdAnswerFor(sendUrgent(transport, message.tags));
      else broadcast(message);
    },
    received: apply,
    connect(to) {
      transport = to;
    },
    close() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      if (flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      for (const [event, fn] of listeners) events.off(event, fn as never);
    },
  };

  const reader = cacheTag.reader;
  const listeners: [keyof import("../events.ts").DomainEvents, (payload: never) => void][] = [
    [
      "post-changed",
      ({ postId, what }: { postId: string; what: "content" | "comments" | "counters" }) => {
        const post = cacheTag.post(postId);
        if (what === "content") purger.purge({ tags: [post, cacheTag.feed] }, true);
        else if (what === "comments") purger.purge({ tags: [post] });
        else {
          purger.purge({ tags: [cacheTag.counters] });
          purger.purge({ tags: [post], delayMs: COUNTER_DELAY_MS });
        }
      },
    ],
    [
      "user-changed",
      ({ userId }: { userId: string }) =>
        purger.purge(
          { tags: [cacheTag.user(userId), cacheTag.authors, cacheTag.session(userId), reader(userId)] },
          true,
        ),
    ],
    [
      "sessions-ended",
      ({ userId }: { userId: string }) => purger.purge({ tags: [cacheTag.session(userId), reader(userId)] }, true),
    ],
    ["separated", ({ userIds }: { userIds: string[] }) => purger.purge({ tags: userIds.map(reader) }, true)],
    // A follower count is a counter: the pages showing it (the author's, search's people) follow
    // within COUNTER_DELAY_MS; the pages only naming the person (their stories, others' related
    // stories, comments) do not show it.
    [
      "followers-changed",
      ({ userId }: { userId: string }) =>
        purger.purge({ tags: [cacheTag.followers(userId)], delayMs: COUNTER_DELAY_MS }),
    ],
    ["webhooks-changed", () => purger.purge({ tags: [cacheTag.webhooks] }, true)],
    // A person's own writes (their personal call, suggestions, the session row with their topics) are
    // urgent: their very next request may reach another process, and must show what they just did.
    ["reader-wrote", ({ userId }: { userId: string }) => purger.purge({ tags: [reader(userId)] }, true)],
    // Someone else's doing (a like, a reply): a count may follow within a batch.
    ["unread-count", ({ userId }: { userId: string }) => purger.purge({ tags: [reader(userId)] })],
    [
      "self-changed",
      ({ userId }: { userId: string }) => purger.purge({ tags: [cacheTag.session(userId), reader(userId)] }, true),
    ],
  ];
  for (const [event, fn] of listeners) events.on(event, fn as never);
  return purger;
}

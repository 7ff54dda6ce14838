import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EventBus } from "../events.ts";
import { BROADCAST_BATCH_MS, COUNTER_DELAY_MS, createCachePurger, type PurgeMessage } from "./cache-purge.ts";

describe("createCachePurger", () => {
  let events: EventBus;
  let purged: string[][];
  let sent: PurgeMessage[];
  beforeEach(() => {
    vi.useFakeTimers();
    events = new EventBus();
    purged = [];
    sent = [];
  });
  afterEach(() => vi.useRealTimers());
  const start = () =>
    createCachePurger(
      events,
      (tags) => purged.push(tags),
      (m) => sent.push(m),
    );

  it("purges a story and the feeds at once when its text changes, and tells the other processes", () => {
    start();
    events.emit("post-changed", { postId: "p1", what: "content" });
    expect(purged).toEqual([["post:p1", "feed"]]);
    vi.advanceTimersByTime(BROADCAST_BATCH_MS);
    expect(sent).toEqual([{ tags: ["post:p1", "feed"] }]);
  });

  it("tells the other processes about a burst in one message", () => {
    start();
    for (let i = 0; i < 20; i++) events.emit("post-changed", { postId: `p${i % 2}`, what: "comments" });
    for (let i = 0; i < 20; i++) events.emit("post-changed", { postId: "p9", what: "counters" });
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(BROADCAST_BATCH_MS);
    expect(sent).toEqual([{ tags: ["post:p0", "post:p1"] }, { tags: ["post:p9"], delayMs: COUNTER_DELAY_MS }]);
  });

  it("purges a story's page at once for comments, and a person's pages when they change", () => {
    start();
    events.emit("post-changed", { postId: "p1", what: "comments" });
    events.emit("user-changed", { userId: "u1" });
    expect(purged).toEqual([["post:p1"], ["user:u1", "reader:u1"]]);
  });

  it("purges once per delay for a burst of likes", () => {
    start();
    for (let i = 0; i < 50; i++) events.emit("post-changed", { postId: "p1", what: "counters" });
    expect(purged).toEqual([]);
    vi.advanceTimersByTime(COUNTER_DELAY_MS);
    expect(purged).toEqual([["post:p1"]]);
    events.emit("post-changed", { postId: "p1", what: "counters" });
    vi.advanceTimersByTime(COUNTER_DELAY_MS);
    expect(purged).toEqual([["post:p1"], ["post:p1"]]);
  });

  it("tells the other processes when a reader's own state changed, and leaves this one's pages alone", () => {
    start();
    events.emit("reader-wrote", { userId: "u1" });
    events.emit("sessions-ended", { userId: "u2" });
    expect(purged).toEqual([]);
    vi.advanceTimersByTime(BROADCAST_BATCH_MS);
    expect(sent).toEqual([{ tags: ["reader:u1", "reader:u2"] }]);
  });

  it("applies what another process announced without announcing it again", () => {
    const purger = start();
    purger.received({ tags: ["post:x"] });
    expect(purged).toEqual([["post:x"]]);
    expect(sent).toEqual([]);
  });

  it("stops listening when closed", () => {
    start().close();
    events.emit("user-changed", { userId: "u1" });
    expect(purged).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EventBus } from "../events.ts";
import { BROADCAST_BATCH_MS, COUNTER_DELAY_MS, createCachePurger, type PurgeMessage } from "./purger.ts";
import { answerAfterPurges } from "./settle.ts";

describe("createCachePurger", () => {
  let events: EventBus;
  let purged: string[][];
  /** Purges of counters only: shared pages go stale instead of being dropped. */
  let softened: string[][];
  let sent: PurgeMessage[];
  let urgent: PurgeMessage[];
  let acknowledge: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    events = new EventBus();
    purged = [];
    softened = [];
    sent = [];
    urgent = [];
  });
  afterEach(() => vi.useRealTimers());
  const start = () => {
    const purger = createCachePurger(events, (tags, soft) => (soft ? softened : purged).push(tags));
    purger.connect({
      send: (m) => sent.push(m),
      sendAndWait: (m) => {
        urgent.push(m);
        return new Promise<void>((resolve) => (acknowledge = resolve));
      },
    });
    return purger;
  };

  it("purges a story and the feeds at once when its text changes, and tells the other processes at once", () => {
    start();
    events.emit("post-changed", { postId: "p1", what: "content" });
    expect(purged).toEqual([["post:p1", "feed"]]);
    vi.advanceTimersByTime(0);
    expect(urgent).toEqual([{ tags: ["post:p1", "feed"] }]);
    vi.advanceTimersByTime(BROADCAST_BATCH_MS);
    expect(sent).toEqual([]);
  });

  it("holds the answer of a write until the other processes acknowledged its urgent purges", async () => {
    vi.useRealTimers();
    start();
    let answered = false;
    const answer = answerAfterPurges(() => {
      events.emit("sessions-ended", { userId: "u1" });
      return Promise.resolve("ok");
    }).then((v) => (answered = Boolean(v)));
    await new Promise((r) => setTimeout(r, 20));
    expect(urgent).toEqual([{ tags: ["session:u1", "reader:u1"] }]);
    expect(purged).toEqual([["session:u1", "reader:u1"]]);
    expect(answered).toBe(false);
    acknowledge();
    await answer;
    expect(answered).toBe(true);
  });

  it("sends the urgent purges of writes answering together as one message, each answer held until it is acknowledged", async () => {
    vi.useRealTimers();
    start();
    const answered: string[] = [];
    const writes = ["u1", "u2", "u3"].map((userId) =>
      answerAfterPurges(() => {
        events.emit("reader-wrote", { userId });
        return Promise.resolve(userId);
      }).then((who) => answered.push(who)),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(urgent).toEqual([{ tags: ["reader:u1", "reader:u2", "reader:u3"] }]);
    expect(answered).toEqual([]);
    acknowledge();
    await Promise.all(writes);
    expect(answered.sort()).toEqual(["u1", "u2", "u3"]);
    // A later write goes out on its own.
    const later = answerAfterPurges(() => {
      events.emit("reader-wrote", { userId: "u4" });
      return Promise.resolve("u4");
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(urgent).toEqual([{ tags: ["reader:u1", "reader:u2", "reader:u3"] }, { tags: ["reader:u4"] }]);
    acknowledge();
    await later;
  });

  it("tells the other processes about a burst of comments and likes in one message each", () => {
    start();
    for (let i = 0; i < 20; i++) events.emit("post-changed", { postId: `p${i % 2}`, what: "comments" });
    for (let i = 0; i < 20; i++) events.emit("post-changed", { postId: "p9", what: "counters" });
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(BROADCAST_BATCH_MS);
    expect(sent).toEqual([
      { tags: ["post:p0", "post:p1", "counters"] },
      { tags: ["post:p9"], delayMs: COUNTER_DELAY_MS },
    ]);
  });

  it("purges a story's page at once for comments, and a person's pages when they change", () => {
    start();
    events.emit("post-changed", { postId: "p1", what: "comments" });
    events.emit("user-changed", { userId: "u1" });
    expect(purged).toEqual([["post:p1"], ["user:u1", "authors", "session:u1", "reader:u1"]]);
  });

  it("softly purges a story's page once per delay for a burst of likes, and the feeds' counters at once", () => {
    start();
    for (let i = 0; i < 50; i++) events.emit("post-changed", { postId: "p1", what: "counters" });
    expect(softened).toEqual([]);
    expect(purged).toHaveLength(50);
    expect(purged.every((tags) => tags.join() === "counters")).toBe(true);
    vi.advanceTimersByTime(COUNTER_DELAY_MS);
    expect(softened).toEqual([["post:p1"]]);
    events.emit("post-changed", { postId: "p1", what: "counters" });
    vi.advanceTimersByTime(COUNTER_DELAY_MS);
    expect(softened).toEqual([["post:p1"], ["post:p1"]]);
    expect(purged.every((tags) => tags.join() === "counters")).toBe(true);
  });

  it("softly purges only the pages showing a person's follower count when it moves, here and in other processes", () => {
    const purger = start();
    events.emit("followers-changed", { userId: "u1" });
    purger.received({ tags: ["followers:u2"], delayMs: COUNTER_DELAY_MS });
    vi.advanceTimersByTime(COUNTER_DELAY_MS);
    expect(softened).toEqual([["followers:u1"], ["followers:u2"]]);
    expect(purged).toEqual([]);
    expect(sent).toEqual([{ tags: ["followers:u1"], delayMs: COUNTER_DELAY_MS }]);
  });

  it("forgets a person's own writes everywhere at once; someone else's doing is batched; a block is urgent", () => {
    start();
    events.emit("reader-wrote", { userId: "u1" });
    events.emit("self-changed", { userId: "u4" });
    events.emit("unread-count", { userId: "u5", unreadCount: 1 });
    events.emit("separated", { userIds: ["u2", "u3"] });
    expect(purged).toEqual([["reader:u1"], ["session:u4", "reader:u4"], ["reader:u5"], ["reader:u2", "reader:u3"]]);
    expect(urgent).toEqual([]);
    // The urgent ones of one turn of the event loop go out together, as soon as it ends.
    vi.advanceTimersByTime(0);
    expect(urgent).toEqual([{ tags: ["reader:u1", "session:u4", "reader:u4", "reader:u2", "reader:u3"] }]);
    vi.advanceTimersByTime(BROADCAST_BATCH_MS);
    expect(sent).toEqual([{ tags: ["reader:u5"] }]);
  });

  it("applies what another process announced without announcing it again", () => {
    const purger = start();
    purger.received({ tags: ["post:x"] });
    expect(purged).toEqual([["post:x"]]);
    expect(sent).toEqual([]);
    expect(urgent).toEqual([]);
  });

  it("stops listening when closed", () => {
    start().close();
    events.emit("user-changed", { userId: "u1" });
    expect(purged).toEqual([]);
  });
});

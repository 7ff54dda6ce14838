import { afterEach, describe, expect, it } from "vitest";
import { cleanStores } from "nanostores";
import { createPagedList } from "./paged-list";
import { createCountersStore, type CountersState } from "./post-counters";

const stats = { totalComments: 2, totalLikes: 5, totalShares: 1 };
/** Every store a test makes, cleaned after it (nanostores' own tests do the same). */
const made: Parameters<typeof cleanStores> = [];
const counters = (initial: CountersState) => {
  const store = createCountersStore(initial);
  made.push(store.$counters);
  return store;
};
afterEach(() => cleanStores(...made.splice(0)));

describe("like (section 4)", () => {
  it("flips iLiked and moves totalLikes by one before the answer arrives", async () => {
    const store = counters({ postId: "p", iLiked: false, stats });
    let release: (v: { iLiked: boolean; stats: typeof stats }) => void = () => {};
    const pending = store.toggleLike(() => new Promise((r) => (release = r)));
    expect(store.$counters.get()).toMatchObject({ iLiked: true, stats: { totalLikes: 6 } });
    release({ iLiked: true, stats: { ...stats, totalLikes: 9 } });
    await pending;
    expect(store.$counters.get().stats.totalLikes).toBe(9);
  });

  it("unliking moves the count down by one", () => {
    const store = counters({ postId: "p", iLiked: true, stats });
    const pending = store.toggleLike(() => new Promise(() => {}));
    expect(store.$counters.get()).toMatchObject({ iLiked: false, stats: { totalLikes: 4 } });
    void pending;
  });

  it("rolls back when the call fails", async () => {
    const store = counters({ postId: "p", iLiked: false, stats });
    await expect(store.toggleLike(() => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    expect(store.$counters.get()).toEqual({ postId: "p", iLiked: false, stats });
  });
});

describe("comments and shares (section 4)", () => {
  it("a new comment goes first and raises totalComments by one", () => {
    const store = counters({ postId: "p", iLiked: false, stats });
    const list = createPagedList<{ id: string }>();
    made.push(list.$list);
    list.received(1, [{ id: "old" }], 1);
    list.prepend({ id: "new" });
    store.commentAdded();
    expect(list.$list.get().items.map((c) => c.id)).toEqual(["new", "old"]);
    expect(store.$counters.get().stats.totalComments).toBe(3);
  });

  it("a share raises totalShares by one", () => {
    const store = counters({ postId: "p", iLiked: false, stats });
    store.shared();
    expect(store.$counters.get().stats.totalShares).toBe(2);
  });
});

describe("counter stores on the server", () => {
  it("are never kept between renders, so one reader's likes cannot reach another's page", async () => {
    const { countersStore, sharedCounterStores } = await import("./post-counters");
    const forAda = countersStore({ postId: "p", iLiked: true, stats });
    const forBob = countersStore({ postId: "p", iLiked: false, stats });
    expect(forAda).not.toBe(forBob);
    expect(forBob.$counters.get().iLiked).toBe(false);
    expect(sharedCounterStores()).toBe(0);
  });
});

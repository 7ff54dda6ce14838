import { describe, expect, it } from "vitest";
import type { PublicUser } from "../shared/user";
import { createPagedList } from "./paged-list";
import { $profile, $suggested, followMessage, setFriend } from "./people";
import { createPostStore } from "./post";

const stats = { totalComments: 2, totalLikes: 5, totalShares: 1 };

describe("like (section 4)", () => {
  it("flips iLiked and moves totalLikes by one before the answer arrives", async () => {
    const store = createPostStore({ postId: "p", iLiked: false, stats });
    let release: (v: { iLiked: boolean; stats: typeof stats }) => void = () => {};
    const pending = store.toggleLike(() => new Promise((r) => (release = r)));
    expect(store.$post.get()).toMatchObject({ iLiked: true, stats: { totalLikes: 6 } });
    release({ iLiked: true, stats: { ...stats, totalLikes: 9 } });
    await pending;
    expect(store.$post.get().stats.totalLikes).toBe(9);
  });

  it("unliking moves the count down by one", () => {
    const store = createPostStore({ postId: "p", iLiked: true, stats });
    const pending = store.toggleLike(() => new Promise(() => {}));
    expect(store.$post.get()).toMatchObject({ iLiked: false, stats: { totalLikes: 4 } });
    void pending;
  });

  it("rolls back when the call fails", async () => {
    const store = createPostStore({ postId: "p", iLiked: false, stats });
    await expect(store.toggleLike(() => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    expect(store.$post.get()).toEqual({ postId: "p", iLiked: false, stats });
  });
});

describe("comments and shares (section 4)", () => {
  it("a new comment goes first and raises totalComments by one", () => {
    const store = createPostStore({ postId: "p", iLiked: false, stats });
    const list = createPagedList<{ id: string }>();
    list.received(1, [{ id: "old" }], 1);
    list.prepend({ id: "new" });
    store.commentAdded();
    expect(list.$list.get().items.map((c) => c.id)).toEqual(["new", "old"]);
    expect(store.$post.get().stats.totalComments).toBe(3);
  });

  it("a share raises totalShares by one", () => {
    const store = createPostStore({ postId: "p", iLiked: false, stats });
    store.shared();
    expect(store.$post.get().stats.totalShares).toBe(2);
  });
});

describe("paging (section 4)", () => {
  it("replaces on page 1 and appends on later pages", () => {
    const list = createPagedList<number>();
    list.received(1, [1, 2], 5);
    list.received(2, [3, 4], 5);
    expect(list.$list.get().items).toEqual([1, 2, 3, 4]);
    expect(list.hasMore()).toBe(true);
    list.received(1, [9], 1);
    expect(list.$list.get()).toMatchObject({ items: [9], page: 1, total: 1 });
    expect(list.hasMore()).toBe(false);
  });
});

describe("follow (section 4)", () => {
  const person = (id: string, isFriend = false): PublicUser => ({
    _id: id,
    username: id,
    firstName: "Ada",
    lastName: "Lovelace",
    interests: [],
    isFriend,
    isBlocked: false,
    stats: { followers: 3, following: 0, posts: 0 },
    createdAt: "",
  });

  it("flips isFriend on the suggested list and on the viewed profile", () => {
    $suggested.set([person("a"), person("b")]);
    $profile.set(person("a"));
    setFriend("a", true);
    expect($suggested.get().map((u) => u.isFriend)).toEqual([true, false]);
    expect($profile.get()).toMatchObject({ isFriend: true, stats: { followers: 4 } });
    setFriend("a", false);
    expect($profile.get()).toMatchObject({ isFriend: false, stats: { followers: 3 } });
  });

  it("says so in the spec's words", () => {
    expect(followMessage({ firstName: "Ada", lastName: "Lovelace" }, true)).toBe(
      "You have successfully followed Ada Lovelace",
    );
    expect(followMessage({ firstName: "Ada", lastName: "Lovelace" }, false)).toBe(
      "You have successfully unfollowed Ada Lovelace",
    );
  });
});

describe("post stores on the server", () => {
  it("are never kept between renders, so one reader's likes cannot reach another's page", async () => {
    const { postStore, sharedPostStores } = await import("./post");
    const forAda = postStore({ postId: "p", iLiked: true, stats });
    const forBob = postStore({ postId: "p", iLiked: false, stats });
    expect(forAda).not.toBe(forBob);
    expect(forBob.$post.get().iLiked).toBe(false);
    expect(sharedPostStores()).toBe(0);
  });
});

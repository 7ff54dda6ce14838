/** Follows, blocks and one's own activity through the real API. */
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { follows } from "../../src/server/db/schema/index.ts";
import { suiteWithTwoPeople, type Person } from "../support/api-calls.ts";
import { insertUser } from "../support/test-app.ts";

const s = suiteWithTwoPeople();

describe("follow", () => {
  it("toggles with counts, lists connections, and never follows oneself", async () => {
    const a = await insertUser(s.app, { firstName: "Cleo" });
    const b = await insertUser(s.app, { firstName: "Dev" });
    const on = (await (await s.send("POST", "/user/toggle-follow", { userId: b.user.id }, a)).json()).data;
    expect(on.isFriend).toBe(true);
    expect(on.user.stats.followers).toBe(1);
    const followers = (await (await s.get(`/user/connections?type=followers`, b)).json()).data;
    expect(followers.users.map((u: { _id: string }) => u._id)).toEqual([a.user.id]);
    const following = (await (await s.get(`/user/connections?type=following&userId=${a.user.id}`, b)).json()).data;
    expect(following.users[0]).toMatchObject({ _id: b.user.id, isFriend: false });
    expect((await s.send("POST", "/user/toggle-follow", { userId: a.user.id }, a)).status).toBe(400);
    expect((await s.get(`/user/connections?type=fans`, a)).status).toBe(400);
    const off = (await (await s.send("POST", "/user/toggle-follow", { userId: b.user.id }, a)).json()).data;
    expect(off).toMatchObject({ isFriend: false, user: { stats: { followers: 0 } } });
  });

  it("suggests people with the same interests, never oneself or people already followed", async () => {
    const me = await insertUser(s.app, { interests: ["rare-topic"] });
    const alike = await insertUser(s.app, { interests: ["rare-topic"] });
    const followed = await insertUser(s.app, { interests: ["rare-topic"] });
    await s.send("POST", "/user/toggle-follow", { userId: followed.user.id }, me);
    const ids = (await (await s.get("/user/suggested?limit=20", me)).json()).data.users.map(
      (u: { _id: string }) => u._id,
    );
    expect(ids[0]).toBe(alike.user.id);
    expect(ids).not.toContain(me.user.id);
    expect(ids).not.toContain(followed.user.id);
  });

  it("counts a person's published stories, followers and following from the rows", async () => {
    const writer = await insertUser(s.app);
    const fan = await insertUser(s.app);
    await s.publish(writer, "One");
    await s.publish(writer, "Two");
    await s.send("POST", "/post/draft", { title: "Not counted" }, writer);
    await s.send("POST", "/user/toggle-follow", { userId: writer.user.id }, fan);
    const profile = (await (await s.get(`/user/profile/${writer.user.id}`, fan)).json()).data.user;
    expect(profile).toMatchObject({ isFriend: true, stats: { posts: 2, followers: 1, following: 0 } });
  });

  it("suggests people to someone with no interests too", async () => {
    const blank = await insertUser(s.app, { interests: [] });
    // Without interests, the most followed come first: someone with three followers is near the top.
    const star = await insertUser(s.app);
    for (const fan of await Promise.all([insertUser(s.app), insertUser(s.app), insertUser(s.app)]))
      await s.send("POST", "/user/toggle-follow", { userId: star.user.id }, fan);
    const res = await s.get("/user/suggested?limit=3", blank);
    expect(res.status).toBe(200);
    const users = (await res.json()).data.users as { _id: string; stats: { followers: number } }[];
    expect(users).toHaveLength(3);
    expect(users.map((u) => u._id)).not.toContain(blank.user.id);
    const followers = users.map((u) => u.stats.followers);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    expect(followers[0]).toBeGreaterThanOrEqual(3);
  });

  it("shows a profile by id or username", async () => {
    const byName = (await (await s.get(`/user/profile/${s.ann.user.username.toUpperCase()}`)).json()).data.user;
    expect(byName._id).toBe(s.ann.user.id);
    expect(byName).not.toHaveProperty("email");
    expect((await s.get(`/user/profile/nobody-by-that-name`)).status).toBe(404);
  });
});

describe("blocking", () => {
  it("shows a block in both people's personal calls at once, and an unblock too", async () => {
    const a = await insertUser(s.app);
    const b = await insertUser(s.app);
    const hidden = async (who: Person) => (await (await s.get("/user/viewer", who)).json()).data.hidden as string[];
    // Both personal calls are remembered for a few seconds before the block.
    expect([await hidden(a), await hidden(b)]).toEqual([[], []]);
    expect((await s.send("POST", "/user/toggle-block", { userId: b.user.id }, a)).status).toBe(200);
    expect([await hidden(a), await hidden(b)]).toEqual([[b.user.id], [a.user.id]]);
    expect((await s.send("POST", "/user/toggle-block", { userId: b.user.id }, a)).status).toBe(200);
    expect([await hidden(a), await hidden(b)]).toEqual([[], []]);
  });

  it("hides the blocker from the blocked person too, in every list", async () => {
    const a = await insertUser(s.app, { interests: ["bothways"] });
    const b = await insertUser(s.app, { interests: ["bothways"] });
    const c = await insertUser(s.app);
    await s.send("POST", "/user/toggle-follow", { userId: c.user.id }, a);
    await s.send("POST", "/user/toggle-follow", { userId: c.user.id }, b);
    const tags = ["bothways"];
    const aPost = await s.publish(a, "Blocker's words");
    await s.send("PUT", `/post/${aPost._id}`, { tags }, a);
    const bPost = await s.publish(b, "Blocked one's words");
    await s.send("PUT", `/post/${bPost._id}`, { tags }, b);
    await s.send("POST", "/post/comments/create", { postId: bPost._id, content: "A commented" }, a);

    expect((await s.send("POST", "/user/toggle-block", { userId: b.user.id }, a)).status).toBe(200);
    // b, who was blocked, is shown nothing of a.
    const ids = async (path: string) =>
      ((await (await s.get(path, b)).json()).data.posts as { _id: string }[]).map((p) => p._id);
    for (const path of [
      "/post?sort=latest&limit=50",
      "/post?sort=top&limit=50",
      "/post?tag=bothways",
      "/post/recommended?limit=50",
    ])
      expect(await ids(path), path).not.toContain(aPost._id);
    expect(await ids(`/post/user/${a.user.username}`)).toEqual([]);
    expect(await ids(`/post/related?postId=${bPost._id}&limit=10`)).not.toContain(aPost._id);
    const comments = (await (await s.get(`/post/comments?postId=${bPost._id}`, b)).json()).data.comments as {
      author: { _id: string };
    }[];
    expect(comments.map((x) => x.author._id)).not.toContain(a.user.id);
    const followers = (await (await s.get(`/user/connections?type=followers&userId=${c.user.id}`, b)).json()).data
      .users as { _id: string }[];
    expect(followers.map((u) => u._id)).not.toContain(a.user.id);
    // Others still see a's story and comment.
    expect((await (await s.get(`/post/comments?postId=${bPost._id}`, c)).json()).data.comments).toHaveLength(1);
  });

  it("stops every interaction both ways, removes follows, hides content and suggestions, and undoes", async () => {
    const a = await insertUser(s.app, { interests: ["blocktopic"] });
    const b = await insertUser(s.app, { interests: ["blocktopic"] });
    await s.send("POST", "/user/toggle-follow", { userId: b.user.id }, a);
    await s.send("POST", "/user/toggle-follow", { userId: a.user.id }, b);
    const aPost = await s.publish(a, "By A");
    const bPost = await s.publish(b, "By B");
    await s.send("POST", "/post/comments/create", { postId: aPost._id, content: "B was here" }, b);

    const block = await s.send("POST", "/user/toggle-block", { userId: b.user.id }, a);
    expect(await block.json()).toMatchObject({ message: "Success!", data: { isBlocked: true } });
    const [left] = await s.app.database.db
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.followerId, b.user.id));
    expect(left!.n).toBe(0);

    for (const [who, other, post] of [
      [a, b, bPost],
      [b, a, aPost],
    ] as const) {
      expect((await s.send("POST", "/user/toggle-follow", { userId: other.user.id }, who)).status).toBe(403);
      expect((await s.send("POST", "/post/likes/toggle", { postId: post._id }, who)).status).toBe(403);
      expect((await s.send("POST", "/post/comments/create", { postId: post._id, content: "hi" }, who)).status).toBe(
        403,
      );
      expect((await s.send("POST", "/post/shares", { postId: post._id, platform: "x" }, who)).status).toBe(403);
    }

    const feed = (await (await s.get(`/post?author=${b.user.username}`, a)).json()).data.posts;
    expect(feed).toEqual([]);
    const comments = (await (await s.get(`/post/comments?postId=${aPost._id}`, a)).json()).data.comments;
    expect(comments).toEqual([]);
    const suggested = (await (await s.get("/user/suggested?limit=20", a)).json()).data.users.map(
      (u: { _id: string }) => u._id,
    );
    expect(suggested).not.toContain(b.user.id);
    const suggestedToB = (await (await s.get("/user/suggested?limit=20", b)).json()).data.users.map(
      (u: { _id: string }) => u._id,
    );
    expect(suggestedToB).not.toContain(a.user.id);
    expect((await (await s.get(`/user/profile/${b.user.id}`, a)).json()).data.user.isBlocked).toBe(true);

    expect((await (await s.send("POST", "/user/toggle-block", { userId: b.user.id }, a)).json()).data.isBlocked).toBe(
      false,
    );
    expect((await s.send("POST", "/post/likes/toggle", { postId: bPost._id }, a)).status).toBe(200);
  });
});

describe("activity", () => {
  it("lists one's own actions, newest first", async () => {
    const me = await insertUser(s.app);
    const post = await s.publish(s.ann, "Someone else's");
    const mine = await s.publish(me, "My own");
    await s.send("POST", "/post/likes/toggle", { postId: post._id }, me);
    await s.send("POST", "/post/comments/create", { postId: post._id, content: "Nice" }, me);
    await s.send("POST", "/user/toggle-follow", { userId: s.ann.user.id }, me);
    const res = (await (await s.get("/user/activity", me)).json()).data;
    expect(res.activity.map((a: { type: string }) => a.type)).toEqual(["follow", "comment", "like", "post"]);
    expect(res.activity[3].post.slug).toBe(mine.slug);
    expect(res.meta.total).toBe(4);
  });
});

/** Likes, comments, shares, reports, follows and blocks through the real API. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { comments, follows, likes, posts } from "../../src/server/db/schema/index.ts";
import { createTestApi, insertUser, jsonRequest } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
type Person = Awaited<ReturnType<typeof insertUser>>;
let ann: Person;
let ben: Person;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  ann = await insertUser(app, { firstName: "Ann", interests: ["science"] });
  ben = await insertUser(app, { firstName: "Ben", interests: ["science"] });
});
afterAll(async () => {
  await app.close();
});

const send = async (method: string, path: string, body: unknown, who?: Person) =>
  api.request(`/api${path}`, jsonRequest(method, body, who?.token));
const get = async (path: string, who?: Person) =>
  api.request(`/api${path}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
const publish = async (who: Person, title = "A story") =>
  (await (await send("POST", "/post/create", { title, content: "Words." }, who)).json()).data.post as {
    _id: string;
    slug: string;
  };

describe("likes", () => {
  it("toggles, with the count and iLiked following", async () => {
    const post = await publish(ann);
    const on = await (await send("POST", "/post/likes/toggle", { postId: post._id }, ben)).json();
    expect(on.data).toEqual({ iLiked: true, stats: { totalComments: 0, totalLikes: 1, totalShares: 0 } });
    expect((await (await get(`/post/${post.slug}`, ben)).json()).data.post.iLiked).toBe(true);
    expect((await (await get(`/post/${post.slug}`, ann)).json()).data.post.iLiked).toBe(false);
    const off = await (await send("POST", "/post/likes/toggle", { postId: post._id }, ben)).json();
    expect(off.data).toEqual({ iLiked: false, stats: { totalComments: 0, totalLikes: 0, totalShares: 0 } });
  });

  it("keeps totalLikes equal to the rows when 50 people toggle at once", async () => {
    const post = await publish(ann);
    const people = await Promise.all(Array.from({ length: 50 }, () => insertUser(app)));
    const shownNow = async () => (await (await get(`/post/${post.slug}`)).json()).data.post.stats.totalLikes as number;
    const rowsNow = async () =>
      (await app.database.db.select({ n: count() }).from(likes).where(eq(likes.postId, post._id)))[0]!.n;
    // Everyone likes at once, then a third change their mind at once.
    await Promise.all(people.map((p) => send("POST", "/post/likes/toggle", { postId: post._id }, p)));
    await Promise.all(
      people.filter((_, i) => i % 3 === 0).map((p) => send("POST", "/post/likes/toggle", { postId: post._id }, p)),
    );
    expect(await rowsNow()).toBe(50 - 17);
    expect(await shownNow()).toBe(50 - 17);
    // Ten people double-click: both toggles apply, in order, so each ends where it began.
    const clicks = await Promise.all(
      people
        .slice(0, 10)
        .flatMap((p) => [
          send("POST", "/post/likes/toggle", { postId: post._id }, p),
          send("POST", "/post/likes/toggle", { postId: post._id }, p),
        ]),
    );
    const liked = await Promise.all(clicks.map(async (r) => (await r.json()).data.iLiked as boolean));
    for (let i = 0; i < 10; i++) expect([liked[2 * i], liked[2 * i + 1]]).toEqual([i % 3 === 0, i % 3 !== 0]);
    expect(await rowsNow()).toBe(50 - 17);
    expect(await shownNow()).toBe(50 - 17);
  });

  it("answers each of many toggles sent together, even when one of them cannot be written", async () => {
    const post = await publish(ann);
    const people = await Promise.all(Array.from({ length: 5 }, () => insertUser(app)));
    const gone = randomUUID(); // no such account: its like breaks the foreign key
    const results = await Promise.allSettled([
      ...people.map((p) => app.services.reactions.toggleLike(p.user.id, post._id)),
      app.services.reactions.toggleLike(gone, post._id),
    ]);
    expect(results.slice(0, 5).map((r) => r.status)).toEqual(Array(5).fill("fulfilled"));
    expect(results[5]!.status).toBe("rejected");
    const [row] = await app.database.db.select({ n: count() }).from(likes).where(eq(likes.postId, post._id));
    expect(row!.n).toBe(5);
    expect((await (await get(`/post/${post.slug}`)).json()).data.post.stats.totalLikes).toBe(5);
  });

  it("leaves the story's modified date alone: a like, a comment or a share is not an edit", async () => {
    const post = await publish(ann, "Not edited");
    const modified = async () =>
      (
        await app.database.db.select({ at: posts.updatedAt }).from(posts).where(eq(posts.id, post._id))
      )[0]!.at.getTime();
    const before = await modified();
    expect((await send("POST", "/post/likes/toggle", { postId: post._id }, ben)).status).toBe(200);
    expect((await send("POST", "/post/comments/create", { postId: post._id, content: "Nice" }, ben)).status).toBe(201);
    expect((await send("POST", "/post/shares", { postId: post._id, platform: "x" }, ben)).status).toBe(200);
    expect(await modified()).toBe(before);
    const [row] = await app.database.db.select().from(posts).where(eq(posts.id, post._id));
    expect([row!.totalLikes, row!.totalComments, row!.totalShares]).toEqual([1, 1, 1]);
  });

  it("refuses drafts, unknown posts and bad bodies", async () => {
    const draft = (await (await send("POST", "/post/draft", { title: "d" }, ann)).json()).data.post;
    expect((await send("POST", "/post/likes/toggle", { postId: draft._id }, ben)).status).toBe(404);
    expect((await send("POST", "/post/likes/toggle", { postId: "nope" }, ben)).status).toBe(400);
    expect((await send("POST", "/post/likes/toggle", { postId: draft._id })).status).toBe(401);
  });
});

describe("comments", () => {
  it("adds newest first with the count, nests replies one level, and deletes one's own", async () => {
    const post = await publish(ann);
    const first = await (
      await send("POST", "/post/comments/create", { postId: post._id, content: " First! " }, ben)
    ).json();
    expect(first.data.stats.totalComments).toBe(1);
    expect(first.data.comment).toMatchObject({ _post: post._id, content: "First!", author: { _id: ben.user.id } });
    const second = (
      await (await send("POST", "/post/comments/create", { postId: post._id, content: "Second" }, ann)).json()
    ).data;
    const reply = (
      await (
        await send(
          "POST",
          "/post/comments/create",
          { postId: post._id, content: "A reply", parentId: first.data.comment._id },
          ann,
        )
      ).json()
    ).data;
    expect(reply.stats.totalComments).toBe(3);
    const nested = await send(
      "POST",
      "/post/comments/create",
      { postId: post._id, content: "Too deep", parentId: reply.comment._id },
      ben,
    );
    expect(nested.status).toBe(400);

    const list = (await (await get(`/post/comments?postId=${post._id}`)).json()).data;
    expect(list.comments.map((c: { content: string }) => c.content)).toEqual(["Second", "First!"]);
    expect(list.comments[1].replies.map((c: { content: string }) => c.content)).toEqual(["A reply"]);
    expect(list.meta).toEqual({ page: 1, limit: 10, total: 2 });

    expect(
      (
        await api.request(`/api/post/comments/${second.comment._id}`, {
          method: "DELETE",
          headers: { authorization: `Bearer ${ben.token}` },
        })
      ).status,
    ).toBe(404);
    const gone = await api.request(`/api/post/comments/${first.data.comment._id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${ben.token}` },
    });
    expect((await gone.json()).data.stats.totalComments).toBe(1);
  });

  it.each([
    [{ content: "" }, "content"],
    [{ content: "x".repeat(5001) }, "content"],
    [{ parentId: "nope" }, "parentId"],
  ])("refuses %o", async (over, field) => {
    const post = await publish(ann);
    const res = await send("POST", "/post/comments/create", { postId: post._id, content: "ok", ...over }, ben);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe(field);
  });
});

describe("shares and reports", () => {
  it("records a share on a listed platform", async () => {
    const post = await publish(ann);
    expect((await send("POST", "/post/shares", { postId: post._id, platform: "myspace" }, ben)).status).toBe(400);
    const res = await (await send("POST", "/post/shares", { postId: post._id, platform: "copy" }, ben)).json();
    expect(res.data.stats.totalShares).toBe(1);
  });

  it("takes one open report per person and post, never on one's own story", async () => {
    const post = await publish(ann);
    expect((await send("POST", `/post-report/${post._id}`, { reason: "rude", description: "" }, ben)).status).toBe(400);
    const first = await send(
      "POST",
      `/post-report/${post._id}`,
      { reason: "spam", description: "Selling things" },
      ben,
    );
    expect(first.status).toBe(201);
    expect((await first.json()).data.report).toMatchObject({ reason: "spam", status: "open" });
    expect((await send("POST", `/post-report/${post._id}`, { reason: "hate", description: "" }, ben)).status).toBe(409);
    expect((await send("POST", `/post-report/${post._id}`, { reason: "spam", description: "" }, ann)).status).toBe(403);
  });
});

describe("follow", () => {
  it("toggles with counts, lists connections, and never follows oneself", async () => {
    const a = await insertUser(app, { firstName: "Cleo" });
    const b = await insertUser(app, { firstName: "Dev" });
    const on = (await (await send("POST", "/user/toggle-follow", { userId: b.user.id }, a)).json()).data;
    expect(on.isFriend).toBe(true);
    expect(on.user.stats.followers).toBe(1);
    const followers = (await (await get(`/user/connections?type=followers`, b)).json()).data;
    expect(followers.users.map((u: { _id: string }) => u._id)).toEqual([a.user.id]);
    const following = (await (await get(`/user/connections?type=following&userId=${a.user.id}`, b)).json()).data;
    expect(following.users[0]).toMatchObject({ _id: b.user.id, isFriend: false });
    expect((await send("POST", "/user/toggle-follow", { userId: a.user.id }, a)).status).toBe(400);
    expect((await get(`/user/connections?type=fans`, a)).status).toBe(400);
    const off = (await (await send("POST", "/user/toggle-follow", { userId: b.user.id }, a)).json()).data;
    expect(off).toMatchObject({ isFriend: false, user: { stats: { followers: 0 } } });
  });

  it("suggests people with the same interests, never oneself or people already followed", async () => {
    const me = await insertUser(app, { interests: ["rare-topic"] });
    const alike = await insertUser(app, { interests: ["rare-topic"] });
    const followed = await insertUser(app, { interests: ["rare-topic"] });
    await send("POST", "/user/toggle-follow", { userId: followed.user.id }, me);
    const ids = (await (await get("/user/suggested?limit=20", me)).json()).data.users.map(
      (u: { _id: string }) => u._id,
    );
    expect(ids[0]).toBe(alike.user.id);
    expect(ids).not.toContain(me.user.id);
    expect(ids).not.toContain(followed.user.id);
  });

  it("counts a person's published stories, followers and following from the rows", async () => {
    const writer = await insertUser(app);
    const fan = await insertUser(app);
    await publish(writer, "One");
    await publish(writer, "Two");
    await send("POST", "/post/draft", { title: "Not counted" }, writer);
    await send("POST", "/user/toggle-follow", { userId: writer.user.id }, fan);
    const profile = (await (await get(`/user/profile/${writer.user.id}`, fan)).json()).data.user;
    expect(profile).toMatchObject({ isFriend: true, stats: { posts: 2, followers: 1, following: 0 } });
  });

  it("suggests people to someone with no interests too", async () => {
    const blank = await insertUser(app, { interests: [] });
    const res = await get("/user/suggested?limit=3", blank);
    expect(res.status).toBe(200);
    expect((await res.json()).data.users.length).toBeGreaterThan(0);
  });

  it("shows a profile by id or username", async () => {
    const byName = (await (await get(`/user/profile/${ann.user.username.toUpperCase()}`)).json()).data.user;
    expect(byName._id).toBe(ann.user.id);
    expect(byName).not.toHaveProperty("email");
    expect((await get(`/user/profile/nobody-by-that-name`)).status).toBe(404);
  });
});

describe("blocking", () => {
  it("shows a block in both people's personal calls at once, and an unblock too", async () => {
    const a = await insertUser(app);
    const b = await insertUser(app);
    const hidden = async (who: Person) => (await (await get("/user/viewer", who)).json()).data.hidden as string[];
    // Both personal calls are remembered for a few seconds before the block.
    expect([await hidden(a), await hidden(b)]).toEqual([[], []]);
    expect((await send("POST", "/user/toggle-block", { userId: b.user.id }, a)).status).toBe(200);
    expect([await hidden(a), await hidden(b)]).toEqual([[b.user.id], [a.user.id]]);
    expect((await send("POST", "/user/toggle-block", { userId: b.user.id }, a)).status).toBe(200);
    expect([await hidden(a), await hidden(b)]).toEqual([[], []]);
  });

  it("hides the blocker from the blocked person too, in every list", async () => {
    const a = await insertUser(app, { interests: ["bothways"] });
    const b = await insertUser(app, { interests: ["bothways"] });
    const c = await insertUser(app);
    await send("POST", "/user/toggle-follow", { userId: c.user.id }, a);
    await send("POST", "/user/toggle-follow", { userId: c.user.id }, b);
    const tags = ["bothways"];
    const aPost = await publish(a, "Blocker's words");
    await send("PUT", `/post/${aPost._id}`, { tags }, a);
    const bPost = await publish(b, "Blocked one's words");
    await send("PUT", `/post/${bPost._id}`, { tags }, b);
    await send("POST", "/post/comments/create", { postId: bPost._id, content: "A commented" }, a);

    expect((await send("POST", "/user/toggle-block", { userId: b.user.id }, a)).status).toBe(200);
    // b, who was blocked, is shown nothing of a.
    const ids = async (path: string) =>
      ((await (await get(path, b)).json()).data.posts as { _id: string }[]).map((p) => p._id);
    for (const path of [
      "/post?sort=latest&limit=50",
      "/post?sort=top&limit=50",
      "/post?tag=bothways",
      "/post/recommended?limit=50",
    ])
      expect(await ids(path), path).not.toContain(aPost._id);
    expect(await ids(`/post/user/${a.user.username}`)).toEqual([]);
    expect(await ids(`/post/related?postId=${bPost._id}&limit=10`)).not.toContain(aPost._id);
    const comments = (await (await get(`/post/comments?postId=${bPost._id}`, b)).json()).data.comments as {
      author: { _id: string };
    }[];
    expect(comments.map((x) => x.author._id)).not.toContain(a.user.id);
    const followers = (await (await get(`/user/connections?type=followers&userId=${c.user.id}`, b)).json()).data
      .users as { _id: string }[];
    expect(followers.map((u) => u._id)).not.toContain(a.user.id);
    // Others still see a's story and comment.
    expect((await (await get(`/post/comments?postId=${bPost._id}`, c)).json()).data.comments).toHaveLength(1);
  });

  it("stops every interaction both ways, removes follows, hides content and suggestions, and undoes", async () => {
    const a = await insertUser(app, { interests: ["blocktopic"] });
    const b = await insertUser(app, { interests: ["blocktopic"] });
    await send("POST", "/user/toggle-follow", { userId: b.user.id }, a);
    await send("POST", "/user/toggle-follow", { userId: a.user.id }, b);
    const aPost = await publish(a, "By A");
    const bPost = await publish(b, "By B");
    await send("POST", "/post/comments/create", { postId: aPost._id, content: "B was here" }, b);

    const block = await send("POST", "/user/toggle-block", { userId: b.user.id }, a);
    expect(await block.json()).toMatchObject({ message: "Success!", data: { isBlocked: true } });
    const [left] = await app.database.db.select({ n: count() }).from(follows).where(eq(follows.followerId, b.user.id));
    expect(left!.n).toBe(0);

    for (const [who, other, post] of [
      [a, b, bPost],
      [b, a, aPost],
    ] as const) {
      expect((await send("POST", "/user/toggle-follow", { userId: other.user.id }, who)).status).toBe(403);
      expect((await send("POST", "/post/likes/toggle", { postId: post._id }, who)).status).toBe(403);
      expect((await send("POST", "/post/comments/create", { postId: post._id, content: "hi" }, who)).status).toBe(403);
      expect((await send("POST", "/post/shares", { postId: post._id, platform: "x" }, who)).status).toBe(403);
    }

    const feed = (await (await get(`/post?author=${b.user.username}`, a)).json()).data.posts;
    expect(feed).toEqual([]);
    const comments = (await (await get(`/post/comments?postId=${aPost._id}`, a)).json()).data.comments;
    expect(comments).toEqual([]);
    const suggested = (await (await get("/user/suggested?limit=20", a)).json()).data.users.map(
      (u: { _id: string }) => u._id,
    );
    expect(suggested).not.toContain(b.user.id);
    const suggestedToB = (await (await get("/user/suggested?limit=20", b)).json()).data.users.map(
      (u: { _id: string }) => u._id,
    );
    expect(suggestedToB).not.toContain(a.user.id);
    expect((await (await get(`/user/profile/${b.user.id}`, a)).json()).data.user.isBlocked).toBe(true);

    expect((await (await send("POST", "/user/toggle-block", { userId: b.user.id }, a)).json()).data.isBlocked).toBe(
      false,
    );
    expect((await send("POST", "/post/likes/toggle", { postId: bPost._id }, a)).status).toBe(200);
  });
});

describe("activity", () => {
  it("lists one's own actions, newest first", async () => {
    const me = await insertUser(app);
    const post = await publish(ann, "Someone else's");
    const mine = await publish(me, "My own");
    await send("POST", "/post/likes/toggle", { postId: post._id }, me);
    await send("POST", "/post/comments/create", { postId: post._id, content: "Nice" }, me);
    await send("POST", "/user/toggle-follow", { userId: ann.user.id }, me);
    const res = (await (await get("/user/activity", me)).json()).data;
    expect(res.activity.map((a: { type: string }) => a.type)).toEqual(["follow", "comment", "like", "post"]);
    expect(res.activity[3].post.slug).toBe(mine.slug);
    expect(res.meta.total).toBe(4);
  });
});

describe("writes racing each other", () => {
  it("comments and shares arriving while the story is unpublished get 201 or 404, never an error, and the counter matches", async () => {
    for (let round = 0; round < 3; round++) {
      const post = await publish(ann, `Racing ${round}`);
      const reactions = Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0
          ? send("POST", "/post/shares", { postId: post._id, platform: "x" }, ben)
          : send("POST", "/post/comments/create", { postId: post._id, content: `Quick ${i}` }, ben),
      );
      const unpublish = send("PUT", `/post/${post._id}`, { status: "draft" }, ann);
      const statuses = (await Promise.all([...reactions, unpublish])).map((r) => r.status);
      expect(
        statuses.every((s) => [200, 201, 404].includes(s)),
        statuses.join(","),
      ).toBe(true);
      const [row] = await app.database.db.select().from(posts).where(eq(posts.id, post._id));
      const kept = await app.database.db.select({ n: count() }).from(comments).where(eq(comments.postId, post._id));
      expect(row!.totalComments).toBe(kept[0]!.n);
    }
  });

  it("a comment deleted twice at once lowers the count once", async () => {
    const post = await publish(ann, "Deleted twice");
    const created = await (
      await send("POST", "/post/comments/create", { postId: post._id, content: "Hi" }, ben)
    ).json();
    const id = created.data.comment._id as string;
    const both = await Promise.all([
      send("DELETE", `/post/comments/${id}`, {}, ben),
      send("DELETE", `/post/comments/${id}`, {}, ben),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    const [row] = await app.database.db.select().from(posts).where(eq(posts.id, post._id));
    expect(row!.totalComments).toBe(0);
  });
});

/** Likes through the real API: toggles, counters under concurrency, and what a like may touch. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { likes, posts } from "../../src/server/db/schema/index.ts";
import { suiteWithTwoPeople } from "../support/api-calls.ts";
import { insertUser } from "../support/test-app.ts";

const s = suiteWithTwoPeople();

describe("likes", () => {
  it("toggles, with the count and iLiked following", async () => {
    const post = await s.publish(s.ann);
    const on = await (await s.send("POST", "/post/likes/toggle", { postId: post._id }, s.ben)).json();
    expect(on.data).toEqual({ iLiked: true, stats: { totalComments: 0, totalLikes: 1, totalShares: 0 } });
    expect((await (await s.get(`/post/${post.slug}`, s.ben)).json()).data.post.iLiked).toBe(true);
    expect((await (await s.get(`/post/${post.slug}`, s.ann)).json()).data.post.iLiked).toBe(false);
    const off = await (await s.send("POST", "/post/likes/toggle", { postId: post._id }, s.ben)).json();
    expect(off.data).toEqual({ iLiked: false, stats: { totalComments: 0, totalLikes: 0, totalShares: 0 } });
  });

  it("keeps totalLikes equal to the rows when 50 people toggle at once", async () => {
    const post = await s.publish(s.ann);
    const people = await Promise.all(Array.from({ length: 50 }, () => insertUser(s.app)));
    const shownNow = async () =>
      (await (await s.get(`/post/${post.slug}`)).json()).data.post.stats.totalLikes as number;
    const rowsNow = async () =>
      (await s.app.database.db.select({ n: count() }).from(likes).where(eq(likes.postId, post._id)))[0]!.n;
    // Everyone likes at once, then a third change their mind at once.
    await Promise.all(people.map((p) => s.send("POST", "/post/likes/toggle", { postId: post._id }, p)));
    await Promise.all(
      people.filter((_, i) => i % 3 === 0).map((p) => s.send("POST", "/post/likes/toggle", { postId: post._id }, p)),
    );
    expect(await rowsNow()).toBe(50 - 17);
    expect(await shownNow()).toBe(50 - 17);
    // Ten people double-click: both toggles apply, in order, so each ends where it began.
    const clicks = await Promise.all(
      people
        .slice(0, 10)
        .flatMap((p) => [
          s.send("POST", "/post/likes/toggle", { postId: post._id }, p),
          s.send("POST", "/post/likes/toggle", { postId: post._id }, p),
        ]),
    );
    const liked = await Promise.all(clicks.map(async (r) => (await r.json()).data.iLiked as boolean));
    for (let i = 0; i < 10; i++) expect([liked[2 * i], liked[2 * i + 1]]).toEqual([i % 3 === 0, i % 3 !== 0]);
    expect(await rowsNow()).toBe(50 - 17);
    expect(await shownNow()).toBe(50 - 17);
  });

  it("answers each of many toggles sent together, even when one of them cannot be written", async () => {
    const post = await s.publish(s.ann);
    const people = await Promise.all(Array.from({ length: 5 }, () => insertUser(s.app)));
    const gone = randomUUID(); // no such account: its like breaks the foreign key
    const results = await Promise.allSettled([
      ...people.map((p) => s.app.services.likes.toggleLike(p.user.id, post._id)),
      s.app.services.likes.toggleLike(gone, post._id),
    ]);
    expect(results.slice(0, 5).map((r) => r.status)).toEqual(Array(5).fill("fulfilled"));
    expect(results[5]!.status).toBe("rejected");
    const [row] = await s.app.database.db.select({ n: count() }).from(likes).where(eq(likes.postId, post._id));
    expect(row!.n).toBe(5);
    expect((await (await s.get(`/post/${post.slug}`)).json()).data.post.stats.totalLikes).toBe(5);
  });

  it("leaves the story's modified date alone: a like, a comment or a share is not an edit", async () => {
    const post = await s.publish(s.ann, "Not edited");
    const modified = async () =>
      (
        await s.app.database.db.select({ at: posts.updatedAt }).from(posts).where(eq(posts.id, post._id))
      )[0]!.at.getTime();
    const before = await modified();
    expect((await s.send("POST", "/post/likes/toggle", { postId: post._id }, s.ben)).status).toBe(200);
    expect((await s.send("POST", "/post/comments/create", { postId: post._id, content: "Nice" }, s.ben)).status).toBe(
      201,
    );
    expect((await s.send("POST", "/post/shares", { postId: post._id, platform: "x" }, s.ben)).status).toBe(200);
    expect(await modified()).toBe(before);
    const [row] = await s.app.database.db.select().from(posts).where(eq(posts.id, post._id));
    expect([row!.totalLikes, row!.totalComments, row!.totalShares]).toEqual([1, 1, 1]);
  });

  it("refuses drafts, unknown posts and bad bodies", async () => {
    const draft = (await (await s.send("POST", "/post/draft", { title: "d" }, s.ann)).json()).data.post;
    expect((await s.send("POST", "/post/likes/toggle", { postId: draft._id }, s.ben)).status).toBe(404);
    expect((await s.send("POST", "/post/likes/toggle", { postId: "nope" }, s.ben)).status).toBe(400);
    expect((await s.send("POST", "/post/likes/toggle", { postId: draft._id })).status).toBe(401);
  });
});

/** Likes through the real API: toggles, counters under concurrency, and what a like may touch. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { AppContext } from "../../src/server/context.ts";
import { likes, posts } from "../../src/server/db/schema/index.ts";
import { apiCalls, type Person } from "../support/api-calls.ts";
import { createTestApi, insertUser } from "../support/test-app.ts";

let app: AppContext;
let ann: Person;
let ben: Person;
let send: ReturnType<typeof apiCalls>["send"];
let get: ReturnType<typeof apiCalls>["get"];
let publish: ReturnType<typeof apiCalls>["publish"];

beforeAll(async () => {
  const made = await createTestApi({ RATE_LIMITS: "off" });
  app = made.app;
  ({ send, get, publish } = apiCalls(made.api));
  ann = await insertUser(app, { firstName: "Ann", interests: ["science"] });
  ben = await insertUser(app, { firstName: "Ben", interests: ["science"] });
});
afterAll(async () => {
  await app.close();
});

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
      ...people.map((p) => app.services.likes.toggleLike(p.user.id, post._id)),
      app.services.likes.toggleLike(gone, post._id),
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

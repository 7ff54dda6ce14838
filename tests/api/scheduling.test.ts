/**
 * Scheduled publishing: setting and cancelling a time, what is refused, publishing when due (by the
 * check every process runs, never twice), and the followers' notification a publish brings. Both
 * engines; on PostgreSQL two server contexts race for the same due stories.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { blocks, follows, notifications, posts } from "../../src/server/db/schema/index.ts";
import { apiCalls } from "../support/api-calls.ts";
import { createTestApi, createTestContext, insertUser, type Person } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
let author: Person;
let follower: Person;
let blockedFollower: Person;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  author = await insertUser(app, { firstName: "Hana", lastName: "Writer" });
  follower = await insertUser(app, { firstName: "Ivo" });
  blockedFollower = await insertUser(app, { firstName: "Jun" });
  await app.database.db.insert(follows).values([
    { followerId: follower.user.id, followeeId: author.user.id },
    { followerId: blockedFollower.user.id, followeeId: author.user.id },
  ]);
  await app.database.db.insert(blocks).values({ blockerId: author.user.id, blockedId: blockedFollower.user.id });
});
afterAll(async () => {
  await app.close();
});

const { send, get } = apiCalls(
  () => api,
  () => author,
);
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

async function draft(title = "Tomorrow's news", content = "Written today, read tomorrow.") {
  const res = await send("POST", "/post/draft", { title, content });
  return (await res.json()).data.post as { _id: string; slug: string; version: number };
}
async function row(id: string) {
  const [r] = await app.database.db.select().from(posts).where(eq(posts.id, id));
  return r!;
}
/** Moves a scheduled story's time into the past, as if its minute had come. */
async function makeDue(...ids: string[]) {
  await app.database.db
    .update(posts)
    .set({ scheduledAt: new Date(Date.now() - 1000) })
    .where(inArray(posts.id, ids));
}
async function toldAbout(personId: string, postId: string) {
  return app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, personId), eq(notifications.postId, postId)));
}

describe("setting a time", () => {
  it("schedules a draft, moves the time, and cancels it; the draft says when", async () => {
    const post = await draft();
    const at = inMinutes(90);
    const res = await send("POST", `/post/${post._id}/schedule`, { publishAt: at });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toMatch(/^Scheduled/);
    expect(body.data.post).toMatchObject({ status: "draft", scheduledAt: at });

    const later = inMinutes(120);
    await send("POST", `/post/${post._id}/schedule`, { publishAt: later });
    const drafts = await (await get("/post/drafts")).json();
    expect(drafts.data.posts.find((p: { _id: string }) => p._id === post._id).scheduledAt).toBe(later);

    const cancel = await send("DELETE", `/post/${post._id}/schedule`, undefined);
    expect(cancel.status).toBe(200);
    expect((await cancel.json()).data.post.scheduledAt).toBeUndefined();
    expect((await row(post._id)).scheduledAt).toBeNull();
  });

  it("takes a time with its offset and keeps the instant", async () => {
    const post = await draft();
    const instant = new Date(Date.now() + 3 * 3600_000);
    instant.setUTCSeconds(0, 0);
    const local = new Date(instant.getTime() + 5.5 * 3600_000).toISOString().slice(0, 19) + "+05:30";
    const res = await send("POST", `/post/${post._id}/schedule`, { publishAt: local });
    expect((await res.json()).data.post.scheduledAt).toBe(instant.toISOString());
  });

  it("refuses a time in the past, too far ahead or not a time, and changes nothing", async () => {
    const post = await draft();
    for (const [publishAt, message] of [
      [inMinutes(-1), "Pick a time in the future"],
      [inMinutes(60 * 24 * 400), "Pick a time within 366 days"],
      ["tomorrow at nine", "Give a date and time, like 2026-12-01T09:00:00+01:00"],
      [42, "Give a date and time, like 2026-12-01T09:00:00+01:00"],
    ] as const) {
      const res = await send("POST", `/post/${post._id}/schedule`, { publishAt });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([{ field: "publishAt", message }]);
    }
    expect((await row(post._id)).scheduledAt).toBeNull();
  });

  it("refuses a draft without a title or text, a published story, someone else's and a visitor", async () => {
    const empty = await draft("", "");
    const res = await send("POST", `/post/${empty._id}/schedule`, { publishAt: inMinutes(5) });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.map((e: { field: string }) => e.field)).toEqual(["title", "content"]);

    const published = (await (await send("POST", "/post/create", { title: "Out", content: "Already." })).json()).data
      .post as { _id: string };
    const again = await send("POST", `/post/${published._id}/schedule`, { publishAt: inMinutes(5) });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("This story is already published");

    const mine = await draft();
    const theirs = await send("POST", `/post/${mine._id}/schedule`, { publishAt: inMinutes(5) }, follower);
    expect(theirs.status).toBe(404);
    const visitor = await send("POST", `/post/${mine._id}/schedule`, { publishAt: inMinutes(5) }, null);
    expect(visitor.status).toBe(401);
    expect((await send("DELETE", `/post/${mine._id}/schedule`, undefined, follower)).status).toBe(404);
    expect((await row(mine._id)).scheduledAt).toBeNull();
  });

  it("a stale copy cannot schedule: 409", async () => {
    const post = await draft();
    await send("POST", "/post/draft", { _id: post._id, content: "Changed elsewhere." });
    const res = await send("POST", `/post/${post._id}/schedule`, {
      publishAt: inMinutes(5),
      baseVersion: post.version,
    });
    expect(res.status).toBe(409);
  });
});

describe("publishing when the time comes", () => {
  it("publishes what was saved last, tells followers once, and not a follower across a block", async () => {
    const post = await draft("Scheduled words", "First version.");
    await send("POST", `/post/${post._id}/schedule`, { publishAt: inMinutes(30) });
    // Still being edited after scheduling: the newest save is what goes out.
    await send("POST", "/post/draft", { _id: post._id, content: "Final version." });
    expect(await app.services.posts.publishDue()).not.toContain(post._id);

    await makeDue(post._id);
    await app.services.posts.publishDue();
    const published = await row(post._id);
    expect(published).toMatchObject({ status: "published", scheduledAt: null, content: "Final version." });
    expect(published.publishedAt).not.toBeNull();
    const page = await get(`/post/${published.slug}`, null);
    expect(page.status).toBe(200);
    expect((await page.json()).data.post.content).toBe("Final version.");

    await app.services.notifications.drain();
    const told = await toldAbout(follower.user.id, post._id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: "system", actorId: author.user.id });
    expect(told[0]!.message).toBe(`Hana Writer published “Scheduled words”`);
    expect(await toldAbout(blockedFollower.user.id, post._id)).toHaveLength(0);
    expect(await app.services.posts.publishDue()).not.toContain(post._id);
  });

  it("publishes each due story exactly once when several checks race (two servers on PostgreSQL)", async () => {
    const others = app.database.engine === "postgres" ? [await createTestContext({ RATE_LIMITS: "off" })] : [];
    try {
      const due = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => draft(`Race ${i}`, `Story ${i}.`)));
      for (const d of due) await send("POST", `/post/${d._id}/schedule`, { publishAt: inMinutes(10) });
      await makeDue(...due.map((d) => d._id));
      const contexts = [app, ...others];
      const results = await Promise.all(
        [0, 1, 2, 3].map((i) => contexts[i % contexts.length]!.services.posts.publishDue()),
      );
      const ids = results.flat().filter((id) => due.some((d) => d._id === id));
      // No story was published by two checks (another file's check may have taken some first).
      expect(new Set(ids).size).toBe(ids.length);
      for (const d of due) expect((await row(d._id)).status).toBe("published");
      await Promise.all(contexts.map((c) => c.services.notifications.drain()));
      for (const d of due) expect(await toldAbout(follower.user.id, d._id)).toHaveLength(1);
    } finally {
      for (const o of others) await o.close();
    }
  });

  it("a draft emptied after it was scheduled waits instead of going out blank", async () => {
    const post = await draft("Emptied", "Soon gone.");
    await send("POST", `/post/${post._id}/schedule`, { publishAt: inMinutes(5) });
    await send("POST", "/post/draft", { _id: post._id, content: "" });
    await makeDue(post._id);
    await app.services.posts.publishDue();
    expect(await row(post._id)).toMatchObject({ status: "draft" });
  });

  it("publishing by hand clears the time; the followers hear of it once", async () => {
    const post = await draft("By hand", "Could not wait.");
    await send("POST", `/post/${post._id}/schedule`, { publishAt: inMinutes(60) });
    const res = await send("PUT", `/post/${post._id}`, { status: "published" });
    expect((await res.json()).data.post.scheduledAt).toBeUndefined();
    await send("PUT", `/post/${post._id}`, { content: "Edited after." });
    await app.services.notifications.drain();
    expect(await toldAbout(follower.user.id, post._id)).toHaveLength(1);
  });

  it("the check each server runs publishes a story by itself within its interval", async () => {
    const quick = await createTestApi({ RATE_LIMITS: "off", SCHEDULE_CHECK_MS: "100" });
    try {
      const writer = await insertUser(quick.app, { firstName: "Kai" });
      const there = apiCalls(quick.api, () => writer);
      const created = await there.send("POST", "/post/draft", {
        title: "On its own",
        content: "Nobody pressed publish.",
      });
      const id = (await created.json()).data.post._id as string;
      const publishAt = new Date(Date.now() + 1500).toISOString();
      const res = await there.send("POST", `/post/${id}/schedule`, { publishAt });
      expect(res.status).toBe(200);
      await expect
        .poll(async () => (await quick.app.database.db.select().from(posts).where(eq(posts.id, id)))[0]!.status, {
          timeout: 10_000,
          interval: 100,
        })
        .toBe("published");
    } finally {
      await quick.app.close();
    }
  });
});

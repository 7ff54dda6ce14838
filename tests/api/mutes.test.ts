/**
 * Muting: one-sided and silent. The muted person's stories and comments leave the reader's feeds and
 * their notifications stop; their profile still lists their stories; they are not told. Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createTestApi, insertUser, jsonRequest, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";

let app: AppContext;
let api: Api;
let reader: Person;
let loud: Person;
let quiet: Person;
let loudPost: { _id: string; slug: string };
let quietPost: { _id: string; slug: string };

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  reader = await insertUser(app, { firstName: "Rhea" });
  loud = await insertUser(app, { firstName: "Loud" });
  quiet = await insertUser(app, { firstName: "Quiet" });
  loudPost = await publish(loud, "Shouting again");
  quietPost = await publish(quiet, "A calm note");
  await send("POST", "/post/comments/create", { postId: quietPost._id, content: "LOUD COMMENT" }, loud);
  await send("POST", "/post/comments/create", { postId: quietPost._id, content: "Kind words" }, reader);
});
afterAll(async () => {
  await app.close();
});

const { send, read: get } = apiCalls(
  () => api,
  () => reader,
);
async function publish(who: Person, title: string) {
  const res = await send("POST", "/post/create", { title: `${title} ${Date.now()}`, content: "Words." }, who);
  return (await res.json()).data.post as { _id: string; slug: string };
}
const ids = (posts: { _id: string }[]) => posts.map((p) => p._id);

describe("muting someone", () => {
  it("takes their stories and comments out of the reader's feeds, and puts them back on unmute", async () => {
    const mute = await send("POST", "/user/toggle-mute", { userId: loud.user.id });
    expect(mute.status).toBe(200);
    const body = await mute.json();
    expect(body.data).toEqual({ isMuted: true });
    expect(body.message).toMatch(/^Muted/);

    const latest = await get("/post?limit=50");
    expect(ids(latest.data.posts)).toContain(quietPost._id);
    expect(ids(latest.data.posts)).not.toContain(loudPost._id);
    expect(ids((await get("/post/recommended?limit=50")).data.posts)).not.toContain(loudPost._id);
    const comments = await get(`/post/comments?postId=${quietPost._id}`);
    expect(comments.data.comments.map((c: { content: string }) => c.content)).toEqual(["Kind words"]);
    // Others still see everything.
    expect(ids((await get("/post?limit=50", quiet)).data.posts)).toContain(loudPost._id);
    expect(ids((await get("/post?limit=50", null)).data.posts)).toContain(loudPost._id);
    // Their own list of stories is still theirs to visit.
    expect(ids((await get(`/post/user/${loud.user.username}`)).data.posts)).toContain(loudPost._id);
    // The personal call tells the shared pages whom to hide.
    expect((await get("/user/viewer")).data.muted).toEqual([loud.user.id]);
    const list = await get("/user/muted");
    expect(list.data.users.map((u: { _id: string }) => u._id)).toEqual([loud.user.id]);

    const unmute = await send("POST", "/user/toggle-mute", { userId: loud.user.id });
    expect(await unmute.json()).toMatchObject({ data: { isMuted: false }, message: expect.stringMatching(/^Unmuted/) });
    expect(ids((await get("/post?limit=50")).data.posts)).toContain(loudPost._id);
    expect((await get("/user/viewer")).data.muted).toEqual([]);
  });

  it("is silent: the muted person is not told, can still follow and like, but the reader hears nothing", async () => {
    await send("POST", "/user/toggle-mute", { userId: loud.user.id });
    const readerPost = await publish(reader, "Read by the loud one");
    expect((await send("POST", "/post/likes/toggle", { postId: readerPost._id }, loud)).status).toBe(200);
    expect((await send("POST", "/user/toggle-follow", { userId: reader.user.id }, loud)).status).toBe(200);
    await app.services.notifications.drain();
    const mine = await get("/user/notifications");
    expect(mine.data.notifications.filter((n: { actor?: { _id: string } }) => n.actor?._id === loud.user.id)).toEqual(
      [],
    );
    const theirs = await get("/user/notifications", loud);
    expect(JSON.stringify(theirs.data.notifications)).not.toMatch(/mute/i);
    const profile = await get(`/user/profile/${reader.user.id}`, loud);
    expect(JSON.stringify(profile.data.user)).not.toMatch(/mute/i);
    await send("POST", "/user/toggle-mute", { userId: loud.user.id });
  });

  it("refuses oneself, nobody, a bad id and a visitor, and changes nothing", async () => {
    const self = await send("POST", "/user/toggle-mute", { userId: reader.user.id });
    expect(self.status).toBe(400);
    expect((await self.json()).message).toBe("That is you");
    const nobody = await send("POST", "/user/toggle-mute", { userId: "00000000-0000-4000-8000-000000000000" });
    expect(nobody.status).toBe(404);
    const bad = await send("POST", "/user/toggle-mute", { userId: "x" });
    expect(bad.status).toBe(400);
    const visitor = await api.request("/api/user/toggle-mute", jsonRequest("POST", { userId: loud.user.id }));
    expect(visitor.status).toBe(401);
    expect((await api.request("/api/user/muted")).status).toBe(401);
    expect((await get("/user/muted")).data.users).toEqual([]);
  });
});

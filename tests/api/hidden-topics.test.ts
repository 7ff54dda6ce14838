/**
 * Followed and hidden topics: a reader follows a tag and its stories come first in "For you"; hides a tag and stories carrying it leave their latest, top and "For you"
 * lists; the tag's own page still shows them (they went there on purpose); others see everything.
 * Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createTestApi, insertUser, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";

let app: AppContext;
let api: Api;
let reader: Person;
let other: Person;
let writer: Person;
let cryptoPost: { _id: string };
let gardenPost: { _id: string };
const topic = `crypto${Date.now().toString(36)}`;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  reader = await insertUser(app, { firstName: "Rhea", interests: ["gardening", topic] });
  other = await insertUser(app, { firstName: "Otto" });
  writer = await insertUser(app, { firstName: "Wren" });
  cryptoPost = await publish("Coins again", [topic, "money"]);
  gardenPost = await publish("Tomatoes in November", ["gardening"]);
});
afterAll(async () => {
  await app.close();
});

const { send, read: get } = apiCalls(
  () => api,
  () => reader,
);
async function publish(title: string, tags: string[]) {
  const res = await send("POST", "/post/create", { title: `${title} ${Date.now()}`, content: "Words.", tags }, writer);
  expect(res.status).toBe(201);
  return (await res.json()).data.post as { _id: string };
}
const ids = (body: { data: { posts: { _id: string }[] } }) => body.data.posts.map((p) => p._id);

describe("hiding a topic", () => {
  it("takes its stories out of the reader's lists, keeps its own page, and shows them again on a second press", async () => {
    const hide = await send("POST", "/user/hidden-tags/toggle", { tag: ` ${topic.toUpperCase()} ` });
    expect(hide.status).toBe(200);
    const body = await hide.json();
    // It was one of their interests: hiding it unfollows it.
    expect(body.data).toEqual({ hidden: true, hiddenTags: [topic], interests: ["gardening"] });
    expect(body.message).toMatch(/^Hidden/);

    const latest = await get("/post?limit=50");
    expect(ids(latest)).toContain(gardenPost._id);
    expect(ids(latest)).not.toContain(cryptoPost._id);
    expect(ids(await get("/post?limit=50&sort=top"))).not.toContain(cryptoPost._id);
    const forYou = await get("/post/recommended?limit=50");
    expect(ids(forYou)).toContain(gardenPost._id);
    expect(ids(forYou)).not.toContain(cryptoPost._id);
    // Another tag on the same story does not bring it back.
    expect(ids(await get("/post?limit=50&tag=money"))).not.toContain(cryptoPost._id);
    // The topic's own page is where they went on purpose.
    expect(ids(await get(`/post?limit=50&tag=${topic}`))).toContain(cryptoPost._id);
    // Others, signed in or not, see everything.
    expect(ids(await get("/post?limit=50", other))).toContain(cryptoPost._id);
    expect(ids(await get("/post?limit=50", null))).toContain(cryptoPost._id);
    // The shared pages learn it from the personal call, and settings from the user.
    expect((await get("/user/viewer")).data.hiddenTags).toEqual([topic]);
    expect((await get("/user")).data.hiddenTags).toEqual([topic]);

    const show = await send("POST", "/user/hidden-tags/toggle", { tag: topic });
    expect(await show.json()).toMatchObject({
      data: { hidden: false, hiddenTags: [] },
      message: expect.stringMatching(/^Shown/),
    });
    expect(ids(await get("/post?limit=50"))).toContain(cryptoPost._id);
    expect((await get("/user/viewer")).data.hiddenTags).toEqual([]);
  });

  it("stops at 50 topics with a clear message and changes nothing", async () => {
    for (let i = 0; i < 50; i++) {
      expect((await send("POST", "/user/hidden-tags/toggle", { tag: `t${i}` }, other)).status).toBe(200);
    }
    const refused = await send("POST", "/user/hidden-tags/toggle", { tag: "one-more" }, other);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      success: false,
      message: "You can hide at most 50 topics: show one again first",
    });
    const tags = (await get("/user/viewer", other)).data.hiddenTags as string[];
    expect(tags).toHaveLength(50);
    expect(tags).not.toContain("one-more");
    // Showing one again still works at the limit.
    const show = await send("POST", "/user/hidden-tags/toggle", { tag: "t0" }, other);
    expect((await show.json()).data.hiddenTags).toHaveLength(49);
  });

  it("refuses bad input and strangers", async () => {
    const bad = await send("POST", "/user/hidden-tags/toggle", { tag: "no spaces!" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      success: false,
      errors: [{ field: "tag", message: "Use letters, digits and dashes in tags" }],
    });
    expect((await send("POST", "/user/hidden-tags/toggle", { tag: topic, extra: 1 })).status).toBe(400);
    expect((await send("POST", "/user/hidden-tags/toggle", {})).status).toBe(400);
    const anonymous = await send("POST", "/user/hidden-tags/toggle", { tag: topic }, null);
    expect(anonymous.status).toBe(401);
    expect((await get("/user/viewer")).data.hiddenTags).toEqual([]);
  });
});

describe("following a topic", () => {
  it("puts its stories first in For you, and following and hiding undo each other", async () => {
    const fan = await insertUser(app, { firstName: "Fay", interests: [] });
    const niche = `looms${Date.now().toString(36)}`;
    const story = await publish("About looms", [niche]);
    // Newer stories without the topic come after it once it is followed.
    await publish("Something else", ["misc"]);
    const follow = await send("POST", "/user/followed-tags/toggle", { tag: niche }, fan);
    expect(follow.status).toBe(200);
    expect(await follow.json()).toMatchObject({
      data: { following: true, interests: [niche], hiddenTags: [] },
      message: "Following: stories about this topic come first in For you",
    });
    expect(ids(await get("/post/recommended?limit=5", fan))[0]).toBe(story._id);
    expect((await get("/user", fan)).data.interests).toEqual([niche]);

    // Hiding a followed topic unfollows it; following a hidden one shows it again.
    const hide = await (await send("POST", "/user/hidden-tags/toggle", { tag: niche }, fan)).json();
    expect(hide.data).toEqual({ hidden: true, hiddenTags: [niche], interests: [] });
    const again = await (await send("POST", "/user/followed-tags/toggle", { tag: niche }, fan)).json();
    expect(again.data).toEqual({ following: true, interests: [niche], hiddenTags: [] });
    const unfollow = await (await send("POST", "/user/followed-tags/toggle", { tag: niche }, fan)).json();
    expect(unfollow).toMatchObject({
      data: { following: false, interests: [] },
      message: expect.stringMatching(/^Unfollowed/),
    });
  });

  it("stops at 20 topics with a clear message, and refuses bad input and strangers", async () => {
    const many = await insertUser(app, { firstName: "Max", interests: Array.from({ length: 20 }, (_, i) => `t${i}`) });
    const refused = await send("POST", "/user/followed-tags/toggle", { tag: "one-more" }, many);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe("You can follow at most 20 topics: unfollow one first");
    expect((await get("/user", many)).data.interests).toHaveLength(20);
    expect((await send("POST", "/user/followed-tags/toggle", { tag: "t0" }, many)).status).toBe(200);
    expect((await send("POST", "/user/followed-tags/toggle", { tag: "not a tag!" }, many)).status).toBe(400);
    expect((await send("POST", "/user/followed-tags/toggle", { tag: "fine" }, null)).status).toBe(401);
  });
});

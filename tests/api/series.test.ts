/**
 * Series: an author groups stories in order; each part's answer (and page) carries the published
 * parts in order; moving, renaming and deleting keep every part right. Both engines.
 */
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createTestApi, insertUser, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";

let app: AppContext;
let api: Api;
let author: Person;
let other: Person;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  author = await insertUser(app, { firstName: "Sera" });
  other = await insertUser(app, { firstName: "Otto" });
});
afterAll(async () => {
  await app.close();
});

const { send, read: get } = apiCalls(
  () => api,
  () => author,
);
async function publish(title: string, who: Person = author) {
  const res = await send("POST", "/post/create", { title: `${title} ${Date.now()}`, content: "Words." }, who);
  return (await res.json()).data.post as { _id: string; slug: string; title: string };
}
async function draft(title: string) {
  const res = await send("POST", "/post/draft", { title, content: "Not yet." });
  return (await res.json()).data.post as { _id: string; slug: string; title: string };
}
async function newSeries(title: string) {
  const res = await send("POST", "/post/series", { title });
  expect(res.status).toBe(201);
  return (await res.json()).data.series as { _id: string };
}

describe("series", () => {
  it("groups stories in order; each published part shows the others, drafts stay out of sight", async () => {
    const one = await publish("Part one");
    const two = await publish("Part two");
    const three = await draft("Part three, unfinished");
    const s = await newSeries("Learning Rust");
    const set = await send("PUT", `/post/series/${s._id}/posts`, { postIds: [two._id, one._id, three._id] });
    expect(set.status).toBe(200);
    const saved = await set.json();
    expect(saved.message).toBe("Series saved");
    expect(saved.data.series.posts.map((p: { _id: string }) => p._id)).toEqual([two._id, one._id, three._id]);
    expect(saved.data.series.posts[2].status).toBe("draft");

    // A reader of part one sees the published parts in the author's order.
    const page = (await get(`/post/${one.slug}`, null)).data.post;
    expect(page.series).toEqual({
      _id: s._id,
      title: "Learning Rust",
      parts: [
        { _id: two._id, slug: two.slug, title: two.title },
        { _id: one._id, slug: one.slug, title: one.title },
      ],
    });
    // Publishing the third adds it for everyone.
    // Publishing gives it its address for good (the draft's may have been taken meanwhile).
    const published = await send("PUT", `/post/${three._id}`, { status: "published" });
    three.slug = (await published.json()).data.post.slug;
    const parts = (await get(`/post/${two.slug}`, null)).data.post.series.parts.map((p: { _id: string }) => p._id);
    expect(parts).toEqual([two._id, one._id, three._id]);
    // Reordered and renamed.
    await send("PUT", `/post/series/${s._id}/posts`, { postIds: [one._id, two._id, three._id] });
    expect((await send("PATCH", `/post/series/${s._id}`, { title: "Rust, slowly" })).status).toBe(200);
    const after = (await get(`/post/${one.slug}`, null)).data.post.series;
    expect(after.title).toBe("Rust, slowly");
    expect(after.parts.map((p: { _id: string }) => p._id)).toEqual([one._id, two._id, three._id]);
    // A story out of any series carries none.
    await send("PUT", `/post/series/${s._id}/posts`, { postIds: [one._id, two._id] });
    expect((await get(`/post/${three.slug}`, null)).data.post.series).toBeUndefined();
  });

  it("moves a story from one series to another; deleting a series keeps its stories", async () => {
    const a = await publish("Moving part");
    const first = await newSeries("First");
    const second = await newSeries("Second");
    await send("PUT", `/post/series/${first._id}/posts`, { postIds: [a._id] });
    await send("PUT", `/post/series/${second._id}/posts`, { postIds: [a._id] });
    const mine = (await get("/post/series")).data.series as { _id: string; posts: { _id: string }[] }[];
    expect(mine.find((x) => x._id === first._id)!.posts).toEqual([]);
    expect(mine.find((x) => x._id === second._id)!.posts.map((p) => p._id)).toEqual([a._id]);
    const gone = await send("DELETE", `/post/series/${second._id}`, undefined);
    expect((await gone.json()).message).toBe("Series deleted: its stories stay, on their own");
    const page = (await get(`/post/${a.slug}`, null)).data.post;
    expect(page.series).toBeUndefined();
    expect(page._id).toBe(a._id);
  });

  it("takes only the author's own stories, and only the author touches their series", async () => {
    const s = await newSeries("Mine");
    const theirs = await publish("Not yours", other);
    const refused = await send("PUT", `/post/series/${s._id}/posts`, { postIds: [theirs._id] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: [{ field: "postIds", message: "Add only your own stories" }],
    });
    const twice = await send("PUT", `/post/series/${s._id}/posts`, { postIds: [theirs._id, theirs._id] });
    expect((await twice.json()).errors[0].message).toBe("Give each story once");
    // Someone else's series does not exist for them.
    expect((await send("PATCH", `/post/series/${s._id}`, { title: "Taken" }, other)).status).toBe(404);
    expect((await send("DELETE", `/post/series/${s._id}`, undefined, other)).status).toBe(404);
    expect((await send("PUT", `/post/series/${s._id}/posts`, { postIds: [] }, other)).status).toBe(404);
    expect((await get("/post/series", other)).data.series).toEqual([]);
    expect((await send("POST", "/post/series", { title: "x" }, null)).status).toBe(401);
    const empty = await send("POST", "/post/series", { title: "   " });
    expect(await empty.json()).toMatchObject({ errors: [{ field: "title", message: "Give the series a title" }] });
    expect((await send("PATCH", "/post/series/not-an-id", { title: "x" })).status).toBe(400);
    expect((await get("/post/series")).data.series.find((x: { _id: string }) => x._id === s._id).title).toBe("Mine");
  });

  it("goes into the data download: each part's front matter names its series and place", async () => {
    const part = await publish("Exported part");
    const s = await newSeries("Exported series");
    await send("PUT", `/post/series/${s._id}/posts`, { postIds: [part._id] });
    const res = await api.request("/api/user/export", { headers: { authorization: `Bearer ${author.token}` } });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const text = strFromU8(files[`stories/${part.slug}.md`]!);
    expect(text).toContain("series: Exported series\nseries_part: 1\n");
  });
});

/** The reading list: save, archive, restore, remove; what it never shows; who may ask. Both engines. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createTestApi, insertUser, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";

let app: AppContext;
let api: Api;
let reader: Person;
let writer: Person;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  writer = await insertUser(app, { firstName: "Wanda" });
  reader = await insertUser(app, { firstName: "Rhea" });
});
afterAll(async () => {
  await app.close();
});

const { send, get } = apiCalls(() => api);

async function publish(author: Person, title = `Story ${Math.random().toString(36).slice(2, 8)}`) {
  const res = await send("POST", "/post/create", { title, content: "Worth reading later." }, author);
  expect(res.status).toBe(201);
  return (await res.json()).data.post as { _id: string; slug: string; title: string };
}
async function toggle(postId: string, who: Person = reader) {
  return send("POST", "/user/bookmarks/toggle", { postId }, who);
}
async function list(who: Person = reader, query = "") {
  const res = await get(`/user/bookmarks${query}`, who);
  expect(res.status).toBe(200);
  return (await res.json()).data as {
    bookmarks: { post: { _id: string; title: string }; savedAt: string; archived: boolean }[];
    meta: { page: number; limit: number; total: number };
  };
}

describe("reading list", () => {
  it("saves a story, lists the most recently saved first, and a second toggle removes it", async () => {
    const someone = await insertUser(app);
    const first = await publish(writer);
    const second = await publish(writer);
    const saved = await toggle(first._id, someone);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ message: "Saved to your reading list", data: { saved: true } });
    await toggle(second._id, someone);
    const now = await list(someone);
    expect(now.bookmarks.map((b) => b.post._id)).toEqual([second._id, first._id]);
    expect(now.bookmarks[0]).toMatchObject({ archived: false, post: { title: second.title } });
    expect(Date.parse(now.bookmarks[0]!.savedAt)).not.toBeNaN();
    expect(now.meta).toEqual({ page: 1, limit: 10, total: 2 });

    const removed = await toggle(second._id, someone);
    expect(await removed.json()).toMatchObject({ message: "Removed from your reading list", data: { saved: false } });
    expect((await list(someone)).bookmarks.map((b) => b.post._id)).toEqual([first._id]);
  });

  it("archives and restores, and each part pages on its own", async () => {
    const someone = await insertUser(app);
    const stories = [await publish(writer), await publish(writer), await publish(writer)];
    for (const s of stories) await toggle(s._id, someone);
    const archived = await send("PATCH", `/user/bookmarks/${stories[0]!._id}`, { archived: true }, someone);
    expect(await archived.json()).toMatchObject({ message: "Moved to the archive", data: { archived: true } });
    expect((await list(someone)).meta.total).toBe(2);
    const archive = await list(someone, "?archived=true");
    expect(archive.bookmarks).toMatchObject([{ post: { _id: stories[0]!._id }, archived: true }]);
    const pageTwo = await list(someone, "?limit=1&page=2");
    expect(pageTwo.bookmarks.map((b) => b.post._id)).toEqual([stories[1]!._id]);
    expect(pageTwo.meta).toEqual({ page: 2, limit: 1, total: 2 });

    const restored = await send("PATCH", `/user/bookmarks/${stories[0]!._id}`, { archived: false }, someone);
    expect(await restored.json()).toMatchObject({ message: "Back on your reading list", data: { archived: false } });
    expect((await list(someone)).meta.total).toBe(3);
    expect((await list(someone, "?archived=true")).meta.total).toBe(0);
  });

  it("never shows a story that is no longer published, and forgets a deleted one", async () => {
    const someone = await insertUser(app);
    const unpublished = await publish(writer);
    const deleted = await publish(writer);
    await toggle(unpublished._id, someone);
    await toggle(deleted._id, someone);
    await send("PUT", `/post/${unpublished._id}`, { status: "draft" }, writer);
    await send("DELETE", `/post/${deleted._id}`, undefined, writer);
    expect((await list(someone)).bookmarks).toEqual([]);
    // Published again, it is back where it was saved.
    await send("PUT", `/post/${unpublished._id}`, { status: "published" }, writer);
    expect((await list(someone)).bookmarks.map((b) => b.post._id)).toEqual([unpublished._id]);
  });

  it("works across a block neither way: no saving, and what was saved is hidden", async () => {
    const blocker = await insertUser(app);
    const someone = await insertUser(app);
    const story = await publish(blocker);
    const other = await publish(blocker);
    await toggle(story._id, someone);
    expect((await send("POST", "/user/toggle-block", { userId: someone.user.id }, blocker)).status).toBe(200);
    const refused = await toggle(other._id, someone);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("You cannot interact with this person");
    expect((await list(someone)).bookmarks).toEqual([]);
  });

  it("the personal call says which of a page's stories are saved", async () => {
    const someone = await insertUser(app);
    const saved = await publish(writer);
    const notSaved = await publish(writer);
    await toggle(saved._id, someone);
    const res = await get(`/user/viewer?posts=${saved._id},${notSaved._id}`, someone);
    expect((await res.json()).data.savedPosts).toEqual([saved._id]);
  });
});

describe("reading list refusals", () => {
  it("needs a signed-in reader for every call", async () => {
    const story = await publish(writer);
    expect((await get("/user/bookmarks")).status).toBe(401);
    expect((await send("POST", "/user/bookmarks/toggle", { postId: story._id })).status).toBe(401);
    expect((await send("PATCH", `/user/bookmarks/${story._id}`, { archived: true })).status).toBe(401);
  });

  it("answers 404 for a draft, a missing story, and archiving what was never saved; saves nothing", async () => {
    const someone = await insertUser(app);
    const draft = await send("POST", "/post/draft", { title: "Not yet", content: "Soon" }, writer);
    const draftId = (await draft.json()).data.post._id as string;
    const notFound = await toggle(draftId, someone);
    expect(notFound.status).toBe(404);
    expect((await notFound.json()).message).toBe("Post not found");
    expect((await toggle("00000000-0000-4000-8000-000000000000", someone)).status).toBe(404);
    const story = await publish(writer);
    const never = await send("PATCH", `/user/bookmarks/${story._id}`, { archived: true }, someone);
    expect(never.status).toBe(404);
    expect((await never.json()).message).toBe("This story is not on your reading list");
    expect((await list(someone)).meta.total).toBe(0);
  });

  it.each([
    ["POST", "/user/bookmarks/toggle", { postId: "not-an-id" }, "postId"],
    ["POST", "/user/bookmarks/toggle", { postId: "00000000-0000-4000-8000-000000000000", extra: 1 }, "extra"],
    ["PATCH", "/user/bookmarks/PLACEHOLDER", { archived: "yes" }, "archived"],
    ["PATCH", "/user/bookmarks/nope", { archived: true }, "postId"],
  ] as const)("%s %s with %o is a 400 naming %s", async (method, path, body, field) => {
    const story = await publish(writer);
    await toggle(story._id);
    const res = await send(method, path.replace("PLACEHOLDER", story._id), body, reader);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.success).toBe(false);
    expect(answer.errors.map((e: { field?: string }) => e.field)).toContain(field);
    expect((await list(reader, "?archived=true")).meta.total).toBe(0);
  });

  it("refuses a bad list query", async () => {
    const res = await get("/user/bookmarks?archived=maybe", reader);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([{ field: "archived", message: "archived is true or false" }]);
  });
});

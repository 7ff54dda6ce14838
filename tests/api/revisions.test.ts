/** A story's history: what is kept, folding, the bound, reading and restoring, and who may. Both engines. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { postRevisions } from "../../src/server/db/schema/index.ts";
import { REVISIONS_KEPT } from "../../src/server/services/posts/revisions.ts";
import { apiCalls } from "../support/api-calls.ts";
import { createTestApi, insertUser, type Person } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
let author: Person;
let stranger: Person;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  author = await insertUser(app, { firstName: "Hana" });
  stranger = await insertUser(app, { firstName: "Sol" });
});
afterAll(async () => {
  await app.close();
});

const { send, get } = apiCalls(
  () => api,
  () => author,
);

interface Summary {
  _id: string;
  version: number;
  title: string;
  words: number;
}
async function history(postId: string) {
  const res = await get(`/post/${postId}/revisions?limit=50`);
  expect(res.status).toBe(200);
  return (await res.json()).data as { revisions: Summary[]; meta: { total: number } };
}
async function saveDraft(body: Record<string, unknown>) {
  const res = await send("POST", "/post/draft", body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).data.post as { _id: string; version: number; content: string; slug: string };
}

describe("history of a story", () => {
  it("folds a draft's autosaves into one revision, and keeps one per publish and update", async () => {
    const draft = await saveDraft({ title: "Notes", content: "one" });
    await saveDraft({ _id: draft._id, content: "one two" });
    const last = await saveDraft({ _id: draft._id, content: "one two three" });
    let now = await history(draft._id);
    expect(now.revisions).toHaveLength(1);
    expect(now.revisions[0]).toMatchObject({ version: last.version, title: "Notes", words: 3 });

    await send("PUT", `/post/${draft._id}`, { status: "published" });
    await send("PUT", `/post/${draft._id}`, { content: "one two three four" });
    now = await history(draft._id);
    // Publishing changed no text, so it is the same revision; the update is a new one.
    expect(now.revisions.map((r) => r.words)).toEqual([4, 3]);
    expect(now.meta.total).toBe(2);
  });

  it("a draft's autosave older than ten minutes starts a new revision", async () => {
    const draft = await saveDraft({ title: "Slow writer", content: "morning" });
    await app.database.db
      .update(postRevisions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(postRevisions.postId, draft._id));
    await saveDraft({ _id: draft._id, content: "morning and evening" });
    expect((await history(draft._id)).revisions.map((r) => r.words)).toEqual([3, 1]);
  });

  it("reads a revision in full and restores it as a new save, keeping what it replaced", async () => {
    const first = await send("POST", "/post/create", { title: "Version one", content: "The first telling." });
    const post = (await first.json()).data.post as { _id: string; version: number };
    const second = await send("PUT", `/post/${post._id}`, { title: "Version two", content: "A second telling." });
    const current = (await second.json()).data.post as { version: number; slug: string };
    const [newer, older] = (await history(post._id)).revisions;
    expect(newer!.title).toBe("Version two");

    const read = await get(`/post/${post._id}/revisions/${older!._id}`);
    expect((await read.json()).data.revision).toMatchObject({ title: "Version one", content: "The first telling." });

    const stale = await send("POST", `/post/${post._id}/revisions/${older!._id}/restore`, { baseVersion: 1 });
    expect(stale.status).toBe(409);
    const restored = await send("POST", `/post/${post._id}/revisions/${older!._id}/restore`, {
      baseVersion: current.version,
    });
    expect(restored.status).toBe(200);
    const body = await restored.json();
    expect(body.message).toMatch(/^Restored/);
    expect(body.data.post).toMatchObject({ title: "Version one", content: "The first telling." });
    expect(body.data.post.version).toBe(current.version + 1);
    const titles = (await history(post._id)).revisions.map((r) => r.title);
    expect(titles).toEqual(["Version one", "Version two", "Version one"]);
    // Readers see the restored text at the story's address.
    const page = await get(`/post/${body.data.post.slug}`, null);
    expect((await page.json()).data.post.title).toBe("Version one");
  });

  it("keeps the state a story had before its first edit when it has no history yet", async () => {
    const post = (await (await send("POST", "/post/create", { title: "Old story", content: "As written." })).json())
      .data.post as { _id: string };
    await app.database.db.delete(postRevisions).where(eq(postRevisions.postId, post._id));
    await send("PUT", `/post/${post._id}`, { content: "As edited later." });
    const titles = (await history(post._id)).revisions.map((r) => r.words);
    expect(titles).toEqual([3, 2]);
  });

  it(`keeps the newest ${REVISIONS_KEPT}`, async () => {
    const post = (await (await send("POST", "/post/create", { title: "Busy", content: "edit 0" })).json()).data
      .post as { _id: string };
    for (let i = 1; i <= REVISIONS_KEPT + 2; i++) await send("PUT", `/post/${post._id}`, { content: `edit ${i}` });
    const rows = await app.database.db.select().from(postRevisions).where(eq(postRevisions.postId, post._id));
    expect(rows).toHaveLength(REVISIONS_KEPT);
    expect(rows.map((r) => r.content)).toContain(`edit ${REVISIONS_KEPT + 2}`);
    expect(rows.map((r) => r.content)).not.toContain("edit 0");
  });
});

describe("history refusals", () => {
  it("is the author's alone: others get 404 and change nothing, visitors 401", async () => {
    const post = (await (await send("POST", "/post/create", { title: "Mine", content: "Private past." })).json()).data
      .post as { _id: string; version: number };
    const [rev] = (await history(post._id)).revisions;
    expect((await get(`/post/${post._id}/revisions`, stranger)).status).toBe(404);
    expect((await get(`/post/${post._id}/revisions/${rev!._id}`, stranger)).status).toBe(404);
    const restore = await send("POST", `/post/${post._id}/revisions/${rev!._id}/restore`, {}, stranger);
    expect(restore.status).toBe(404);
    expect((await get(`/post/${post._id}/revisions`, null)).status).toBe(401);
    expect((await history(post._id)).revisions).toHaveLength(1);
  });

  it("answers 404 for a revision of another story and 400 for ids that are not ids", async () => {
    const a = (await (await send("POST", "/post/create", { title: "A", content: "a" })).json()).data.post;
    const b = (await (await send("POST", "/post/create", { title: "B", content: "b" })).json()).data.post;
    const [revOfB] = (await history(b._id)).revisions;
    const cross = await get(`/post/${a._id}/revisions/${revOfB!._id}`);
    expect(cross.status).toBe(404);
    expect((await cross.json()).message).toBe("Revision not found");
    const bad = await get(`/post/${a._id}/revisions/nope`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([{ field: "revisionId", message: "Revision not found" }]);
    const extra = await send("POST", `/post/${a._id}/revisions/${revOfB!._id}/restore`, { baseVersion: "x" });
    expect(extra.status).toBe(400);
  });

  it("anonymous readers still read stories (the history's guard covers only its own addresses)", async () => {
    const post = (await (await send("POST", "/post/create", { title: "Public", content: "Open." })).json()).data
      .post as { slug: string };
    expect((await get(`/post/${post.slug}`, null)).status).toBe(200);
  });
});

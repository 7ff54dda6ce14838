/**
 * A story's settings (tags, cover, canonical address, e-mail) between co-authors editing it live
 * (decision 018), with the real socket.io client against the real server and database: a save that
 * changes them, made any way, is heard at once in the story's room as stored; a save of the body alone
 * (what a co-author's editor sends when it changed no setting) leaves them as they are.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { posts } from "../../src/server/db/schema/index.ts";
import { createApi } from "../../src/server/api/app.ts";
import type { LiveSettings } from "../../src/shared/realtime.ts";
import { coeditClient, joinAsBrowser as join, type CoeditClient } from "../support/coedit-client.ts";
import { coauthorCalls } from "../support/coauthors.ts";
import { insertUser, jsonRequest } from "../support/test-app.ts";
import { realtimeSuite } from "../support/realtime-suite.ts";

const rt = realtimeSuite();

const calls = coauthorCalls(
  () => createApi(rt.app),
  () => rt.app,
);
const editor = (token: string) => coeditClient(rt.url, token, {}, rt.open);
const stored = async (postId: string) =>
  (await rt.app.database.db.select().from(posts).where(eq(posts.id, postId)))[0]!;
type Heard = { postId: string; version: number } & LiveSettings;

/** The next settings the client's socket hears. */
const nextSettings = (e: CoeditClient) => new Promise<Heard>((resolve) => e.socket.once("coedit:settings", resolve));
async function send(token: string, method: "POST" | "PUT", path: string, body: Record<string, unknown>) {
  const res = await createApi(rt.app).request(`/api${path}`, jsonRequest(method, body, token));
  const json = (await res.json()) as { data?: { post: { version: number; tags: string[] } } };
  return { status: res.status, post: json.data?.post ?? null };
}

describe("a story's settings between co-authors editing it live", () => {
  it("tags saved by one are heard by the other, and the other's save of the body keeps them", async () => {
    const owner = await insertUser(rt.app);
    const post = await calls.draft(owner, "Settings shared", "Body.");
    const co = await calls.coauthor(owner, post._id);
    const a = await editor(owner.token);
    const b = await editor(co.token);
    await join(a, post._id);
    await join(b, post._id);

    const heard = nextSettings(b);
    const saved = await send(owner.token, "POST", "/post/draft", {
      _id: post._id,
      baseVersion: post.version,
      tags: ["gardening", "Tomatoes"],
    });
    expect(saved.status).toBe(200);
    expect(await heard).toEqual({
      postId: post._id,
      version: saved.post!.version,
      tags: ["gardening", "tomatoes"],
      coverImage: null,
      canonicalUrl: null,
      emailSubscribers: true,
    });

    // The co-author's editor saves its body (it changed no setting, so it sends none): the tags stay.
    const body = await send(co.token, "POST", "/post/draft", {
      _id: post._id,
      baseVersion: saved.post!.version,
      title: "Settings shared",
      subtitle: null,
      content: "Body, and more.",
    });
    expect(body).toMatchObject({ status: 200, post: { tags: ["gardening", "tomatoes"] } });
    expect(await stored(post._id)).toMatchObject({ content: "Body, and more.", tags: ["gardening", "tomatoes"] });
  });

  it("a save that changes no setting is not announced; one through the API that does is", async () => {
    const owner = await insertUser(rt.app);
    const post = await calls.draft(owner, "Quiet saves", "Body.");
    const b = await editor(owner.token);
    await join(b, post._id);
    const heard = nextSettings(b);
    const words = await send(owner.token, "POST", "/post/draft", { _id: post._id, content: "Other words." });
    expect(words.status).toBe(200);
    // The first settings heard are those of the later save: the save of words alone said nothing.
    const later = await send(owner.token, "POST", "/post/draft", {
      _id: post._id,
      canonicalUrl: "https://example.org/first",
      emailSubscribers: false,
    });
    expect(await heard).toMatchObject({
      version: later.post!.version,
      canonicalUrl: "https://example.org/first",
      emailSubscribers: false,
    });
  });

  it("a published story's update that changes its tags is heard by the co-author's editor", async () => {
    const owner = await insertUser(rt.app);
    const co = await insertUser(rt.app);
    const post = await calls.coWritten(owner, co, "Published together", "Body.");
    const b = await editor(co.token);
    await join(b, post._id);
    const heard = nextSettings(b);
    const updated = await send(owner.token, "PUT", `/post/${post._id}`, { tags: ["news"] });
    expect(updated.status).toBe(200);
    expect(await heard).toMatchObject({ postId: post._id, version: updated.post!.version, tags: ["news"] });
  });
});

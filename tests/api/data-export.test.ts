/** "Download my data": a zip of everything the caller put in, nothing of anyone else's. Both engines. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { parse } from "yaml";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createTestApi, insertUser, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";

let app: AppContext;
let api: Api;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
});
afterAll(async () => {
  await app.close();
});

const { send } = apiCalls(() => api);

describe("exporting my data", () => {
  it("gives a zip with stories and drafts as Markdown, and the rest as JSON, only mine", async () => {
    const me = await insertUser(app, { firstName: "Ines", lastName: "Export", bio: "Writes at dawn." });
    const other = await insertUser(app, { firstName: "Otto" });
    const story = (
      await (
        await send(
          "POST",
          "/post/create",
          {
            title: "Dawn: notes",
            subtitle: "Early",
            content: "# Light\n\nIt comes *slowly*.",
            tags: ["mornings"],
            canonicalUrl: "https://ines.example.org/dawn",
          },
          me,
        )
      ).json()
    ).data.post as { _id: string; slug: string };
    await send("POST", "/post/draft", { title: "Unfinished", content: "Half a thought" }, me);
    const theirs = (
      await (await send("POST", "/post/create", { title: "Otto's", content: "Not Ines's." }, other)).json()
    ).data.post as { _id: string; slug: string };
    await send("POST", "/post/comments/create", { postId: theirs._id, content: "Nice one, Otto" }, me);
    await send("POST", "/post/comments/create", { postId: story._id, content: "Otto was here" }, other);
    await send("POST", "/post/likes/toggle", { postId: theirs._id }, me);
    await send("POST", "/user/toggle-follow", { userId: other.user.id }, me);
    await send("POST", "/user/bookmarks/toggle", { postId: theirs._id }, me);

    const res = await api.request("/api/user/export", { headers: { authorization: `Bearer ${me.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="inkwell-.+\.zip"$/);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const text = (name: string) => strFromU8(files[name]!);
    expect(Object.keys(files).sort()).toEqual(
      [
        "README.txt",
        "comments.json",
        "drafts/unfinished.md",
        "likes.json",
        "people.json",
        "profile.json",
        "reading-list.json",
        "shares.json",
        `stories/${story.slug}.md`,
      ].sort(),
    );

    const md = text(`stories/${story.slug}.md`);
    const [, front, body] = md.split(/^---$/m);
    expect(parse(front!)).toMatchObject({
      title: "Dawn: notes",
      subtitle: "Early",
      tags: ["mornings"],
      status: "published",
      canonical_url: "https://ines.example.org/dawn",
    });
    expect(body!.trim()).toBe("# Light\n\nIt comes *slowly*.");
    expect(text("drafts/unfinished.md")).toContain("status: draft");

    expect(JSON.parse(text("profile.json"))).toMatchObject({
      firstName: "Ines",
      bio: "Writes at dawn.",
      email: me.user.email,
    });
    expect(JSON.parse(text("comments.json"))).toEqual([
      expect.objectContaining({ content: "Nice one, Otto", story: { slug: theirs.slug, title: "Otto's" } }),
    ]);
    expect(JSON.parse(text("people.json"))).toMatchObject({
      following: [{ username: other.user.username, name: `Otto ${other.user.lastName}` }],
      followers: [],
    });
    expect(JSON.parse(text("likes.json"))).toEqual([expect.objectContaining({ slug: theirs.slug })]);
    expect(JSON.parse(text("reading-list.json"))).toEqual([expect.objectContaining({ slug: theirs.slug })]);
    // Nothing of Otto's own: not his story, not his comment, not his e-mail.
    const all = Object.values(files)
      .map((f) => strFromU8(f))
      .join("\n");
    expect(all).not.toContain("Not Ines's.");
    expect(all).not.toContain("Otto was here");
    expect(all).not.toContain(other.user.email);
  });

  it("never names another person's story once it went back to draft: not in activity, notifications or the export", async () => {
    const alice = await insertUser(app, { firstName: "Alice" });
    const bob = await insertUser(app, { firstName: "Bob" });
    const created = await send("POST", "/post/create", { title: "Out in the open", content: "Words." }, alice);
    const post = (await created.json()).data.post as { _id: string; slug: string };
    await send("POST", "/user/toggle-follow", { userId: alice.user.id }, bob);
    await send("POST", "/post/likes/toggle", { postId: post._id }, bob);
    await send("POST", "/post/comments/create", { postId: post._id, content: "Lovely, @" + alice.user.username }, bob);
    await send("POST", "/post/shares", { postId: post._id, platform: "copy" }, bob);
    expect((await send("POST", "/user/bookmarks/toggle", { postId: post._id }, bob)).status).toBe(200);
    const back = await send("PUT", `/post/${post._id}`, { status: "draft", title: "Secret new plans" }, alice);
    expect(back.status).toBe(200);
    const get = async (path: string, who: Person) =>
      (await api.request(`/api${path}`, { headers: { authorization: `Bearer ${who.token}` } })).text();

    expect(
      (await api.request(`/api/post/${post._id}`, { headers: { authorization: `Bearer ${bob.token}` } })).status,
    ).toBe(404);
    const activity = await get("/user/activity", bob);
    expect(activity).not.toContain("Secret new plans");
    expect(JSON.parse(activity).data.activity.map((a: { type: string }) => a.type)).toEqual(["follow"]);
    const res = await api.request("/api/user/export", { headers: { authorization: `Bearer ${bob.token}` } });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const all = Object.values(files)
      .map((f) => strFromU8(f))
      .join("\n");
    expect(all).not.toContain("Secret new plans");
    expect(all).not.toContain("secret-new-plans");
    expect(JSON.parse(strFromU8(files["likes.json"]!))[0]).toMatchObject({
      title: null,
      slug: null,
      unavailable: true,
    });
    // Alice still sees her own draft's new title in her notifications of Bob's like and comment
    // (written just after the answers: wait for them).
    await app.services.notifications.drain();
    expect(await get("/user/notifications", alice)).toContain("Secret new plans");
  });

  it("is for the signed-in person only", async () => {
    expect((await api.request("/api/user/export")).status).toBe(401);
  });
});

/** Co-authors: invitations, who may do what, the notification, and the event live rooms hear. Both engines. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { mayEditPost } from "../../src/server/services/posts/access.ts";
import { apiCalls } from "../support/api-calls.ts";
import { coauthorCalls } from "../support/coauthors.ts";
import { createTestApi, insertUser, type Person } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
let owner: Person;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  owner = await insertUser(app, { firstName: "Olive" });
});
afterAll(async () => {
  await app.close();
});

const { send, get } = apiCalls(() => api);
const story = coauthorCalls(
  () => api,
  () => app,
);
const draft = (title?: string) => story.draft(owner, title);
const invite = (postId: string, username: string, who: Person = owner) => story.invite(who, postId, username);
const coauthor = (postId: string) => story.coauthor(owner, postId, { firstName: "Cora" });

describe("invitations", () => {
  it("invites by username, notifies the invitee, and lists them as invited until they accept", async () => {
    const post = await draft();
    const invitee = await insertUser(app, { firstName: "Ivy" });
    const res = await invite(post._id, invitee.user.username.toUpperCase());
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Invitation sent");
    expect(body.data.authors.map((a: { role: string; status: string }) => [a.role, a.status])).toEqual([
      ["owner", "accepted"],
      ["co-author", "invited"],
    ]);
    const inbox = (await (await get("/user/notifications", invitee)).json()).data.notifications;
    expect(inbox[0]).toMatchObject({ type: "system" });
    expect(inbox[0].message).toMatch(/invited you to co-author/);
    // Not yet: an invitation gives no right to edit.
    expect(await mayEditPost(app.database.db, post._id, invitee.user.id)).toBe(false);
    expect((await send("POST", `/post/${post._id}/coauthors/accept`, {}, invitee)).status).toBe(200);
    expect(await mayEditPost(app.database.db, post._id, invitee.user.id)).toBe(true);
    const again = await invite(post._id, invitee.user.username);
    expect(again.status).toBe(409);
  });

  it("refuses an unknown username with the error envelope, and a block either way", async () => {
    const post = await draft();
    const unknown = await invite(post._id, "nobody_by_this_name");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors[0]).toMatchObject({ field: "username" });
    expect((await send("POST", `/post/${post._id}/coauthors`, { username: 5 }, owner)).status).toBe(400);

    const blocker = await insertUser(app);
    expect((await send("POST", "/user/toggle-block", { userId: owner.user.id }, blocker)).status).toBe(200);
    const refused = await invite(post._id, blocker.user.username);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/blocked/);

    const blocked = await insertUser(app);
    expect((await send("POST", "/user/toggle-block", { userId: blocked.user.id }, owner)).status).toBe(200);
    expect((await invite(post._id, blocked.user.username)).status).toBe(403);
    const list = (await (await get(`/post/${post._id}/coauthors`, owner)).json()).data.authors;
    expect(list).toHaveLength(1);
  });

  it("an invitation cannot be accepted across a block made after it was sent", async () => {
    const post = await draft();
    const invitee = await insertUser(app);
    expect((await invite(post._id, invitee.user.username)).status).toBe(201);
    expect((await send("POST", "/user/toggle-block", { userId: invitee.user.id }, owner)).status).toBe(200);
    const refused = await send("POST", `/post/${post._id}/coauthors/accept`, {}, invitee);
    expect(refused.status).toBe(403);
    expect(await mayEditPost(app.database.db, post._id, invitee.user.id)).toBe(false);
  });

  it("declining removes the invitation; a second decline finds none", async () => {
    const post = await draft();
    const invitee = await insertUser(app);
    await invite(post._id, invitee.user.username);
    expect((await send("POST", `/post/${post._id}/coauthors/decline`, {}, invitee)).status).toBe(200);
    expect((await send("POST", `/post/${post._id}/coauthors/decline`, {}, invitee)).status).toBe(404);
    expect((await send("POST", `/post/${post._id}/coauthors/accept`, {}, invitee)).status).toBe(404);
  });
});

describe("the list", () => {
  it("names the owner first, then the co-authors, read in two statements (the story with its owner, then the rest)", async () => {
    const post = await draft();
    const co = await coauthor(post._id);
    const before = app.database.queries.count;
    const authors = await app.services.coauthors.list(co.user.id, post._id);
    expect(app.database.queries.count - before).toBe(2);
    expect(authors.map((a) => [a._id, a.role, a.status])).toEqual([
      [owner.user.id, "owner", "accepted"],
      [co.user.id, "co-author", "accepted"],
    ]);
    await expect(app.services.coauthors.list(owner.user.id, "00000000-0000-4000-8000-000000000000")).rejects.toThrow();
  });
});

describe("rights", () => {
  it("a co-author edits, publishes and schedules, but cannot delete, move the address or manage authors", async () => {
    const post = await draft();
    const co = await coauthor(post._id);
    const saved = await send("POST", "/post/draft", { _id: post._id, content: "Co-written words." }, co);
    expect(saved.status).toBe(200);
    expect((await (await get(`/post/${post._id}`, co)).json()).data.post.content).toBe("Co-written words.");
    const published = await send("PUT", `/post/${post._id}`, { status: "published" }, co);
    expect(published.status).toBe(200);
    const slug = (await published.json()).data.post.slug as string;

    const retitled = await send("PUT", `/post/${post._id}`, { title: "A new title by the co-author" }, co);
    expect(retitled.status).toBe(200);
    expect((await retitled.json()).data.post.slug).toBe(slug);

    expect((await send("DELETE", `/post/${post._id}`, undefined, co)).status).toBe(404);
    expect((await get(`/post/${slug}`)).status).toBe(200);
    const other = await insertUser(app);
    const managed = await invite(post._id, other.user.username, co);
    expect(managed.status).toBe(403);
    expect((await send("DELETE", `/post/${post._id}/coauthors/${owner.user.id}`, undefined, co)).status).toBe(403);
  });

  it("a stranger can neither read the draft, edit it, list its authors nor invite", async () => {
    const post = await draft();
    const stranger = await insertUser(app);
    expect((await get(`/post/${post._id}`, stranger)).status).toBe(404);
    expect((await send("POST", "/post/draft", { _id: post._id, content: "Mine now" }, stranger)).status).toBe(404);
    expect((await send("PUT", `/post/${post._id}`, { title: "Mine" }, stranger)).status).toBe(404);
    expect((await get(`/post/${post._id}/coauthors`, stranger)).status).toBe(404);
    expect((await invite(post._id, stranger.user.username, stranger)).status).toBe(404);
    expect((await get(`/post/${post._id}/coauthors`)).status).toBe(401);
  });

  it("removing or leaving ends the right at once and tells live rooms who lost it", async () => {
    const post = await draft();
    const first = await coauthor(post._id);
    const second = await coauthor(post._id);
    const heard: { postId: string; removedUserIds: string[] }[] = [];
    const listener = (e: { postId: string; removedUserIds: string[] }) => heard.push(e);
    app.events.on("coauthors-changed", listener);
    try {
      const removed = await send("DELETE", `/post/${post._id}/coauthors/${first.user.id}`, undefined, owner);
      expect(removed.status).toBe(200);
      expect((await send("POST", "/post/draft", { _id: post._id, content: "Still me?" }, first)).status).toBe(404);
      expect((await send("POST", `/post/${post._id}/coauthors/leave`, {}, second)).status).toBe(200);
      expect(await mayEditPost(app.database.db, post._id, second.user.id)).toBe(false);
    } finally {
      app.events.off("coauthors-changed", listener);
    }
    expect(heard).toEqual([
      { postId: post._id, removedUserIds: [first.user.id] },
      { postId: post._id, removedUserIds: [second.user.id] },
    ]);
  });
});

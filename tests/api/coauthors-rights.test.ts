/**
 * Co-authors' part of the writing tools: the invitation's notification and its state, the drafts
 * list, revisions naming who made each, scheduling and restoring by a co-author, and each author's
 * stats. Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { apiCalls } from "../support/api-calls.ts";
import { coauthorCalls } from "../support/coauthors.ts";
import { createTestApi, insertUser, type Person } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
let owner: Person;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  owner = await insertUser(app, { firstName: "Olive", lastName: "Owner" });
});
afterAll(async () => {
  await app.close();
});

const { send, get } = apiCalls(() => api);
const story = coauthorCalls(
  () => api,
  () => app,
);
const data = async (res: Response | Promise<Response>) => {
  const r = await res;
  expect(r.status).toBeLessThan(300);
  return (await r.json()).data;
};

const draft = (title?: string) => story.draft(owner, title);
const invite = (postId: string, username: string) => story.invite(owner, postId, username);
const coauthor = (postId: string, firstName = "Cora") =>
  story.coauthor(owner, postId, { firstName, lastName: "Writer" });
type Invitation = {
  invitation?: { postId: string; status: string; title?: string };
  actor?: { _id: string; firstName: string };
};
const invitationsOf = async (who: Person, postId: string) =>
  ((await data(get("/user/notifications", who))).notifications as Invitation[]).filter(
    (n) => n.invitation?.postId === postId,
  );

describe("the invitation's notification", () => {
  it("carries the story's id and its state: invited, then accepted, or closed once declined", async () => {
    const post = await draft();
    const [taker, decliner] = [await insertUser(app), await insertUser(app)];
    expect((await invite(post._id, taker.user.username)).status).toBe(201);
    expect((await invite(post._id, decliner.user.username)).status).toBe(201);
    expect((await invitationsOf(taker, post._id)).map((n) => n.invitation!.status)).toEqual(["invited"]);

    expect((await send("POST", `/post/${post._id}/coauthors/accept`, {}, taker)).status).toBe(200);
    expect((await send("POST", `/post/${post._id}/coauthors/decline`, {}, decliner)).status).toBe(200);
    expect((await invitationsOf(taker, post._id)).map((n) => n.invitation!.status)).toEqual(["accepted"]);
    expect((await invitationsOf(decliner, post._id)).map((n) => n.invitation!.status)).toEqual(["closed"]);
    // Other notifications carry no invitation.
    const all = (await data(get("/user/notifications", owner))).notifications as Invitation[];
    expect(all.every((n) => n.invitation === undefined)).toBe(true);
  });

  it("names who invited and the story's title (for the reader's language), the title no more once closed", async () => {
    const post = await draft("Winter notes");
    const [taker, decliner] = [await insertUser(app), await insertUser(app)];
    expect((await invite(post._id, taker.user.username)).status).toBe(201);
    expect((await invite(post._id, decliner.user.username)).status).toBe(201);
    const [open] = await invitationsOf(taker, post._id);
    expect(open!.actor).toMatchObject({ _id: owner.user.id, firstName: "Olive" });
    expect(open!.invitation).toEqual({ postId: post._id, status: "invited", title: "Winter notes" });

    expect((await send("POST", `/post/${post._id}/coauthors/accept`, {}, taker)).status).toBe(200);
    expect((await send("POST", `/post/${post._id}/coauthors/decline`, {}, decliner)).status).toBe(200);
    expect((await invitationsOf(taker, post._id))[0]!.invitation!.title).toBe("Winter notes");
    const [closed] = await invitationsOf(decliner, post._id);
    expect(closed!.invitation).toEqual({ postId: post._id, status: "closed" });
    expect(closed!.actor).toMatchObject({ _id: owner.user.id });
  });
});

describe("a co-author's writing tools", () => {
  it("lists the accepted draft among the co-author's drafts, but not an invitation not yet accepted", async () => {
    const post = await draft();
    const co = await coauthor(post._id);
    const pending = await insertUser(app);
    expect((await invite(post._id, pending.user.username)).status).toBe(201);
    const ids = async (who: Person) =>
      ((await data(get("/post/drafts", who))).posts as { _id: string }[]).map((p) => p._id);
    expect(await ids(co)).toContain(post._id);
    expect(await ids(owner)).toContain(post._id);
    expect(await ids(pending)).not.toContain(post._id);
  });

  it("each revision names who made it, in the list and in full; a co-author's save is not folded into the owner's", async () => {
    const post = await draft();
    const co = await coauthor(post._id, "Rev");
    await data(send("POST", "/post/draft", { _id: post._id, content: "The co-author's words." }, co));
    const list = (await data(get(`/post/${post._id}/revisions`, co))).revisions as {
      _id: string;
      editor?: { _id: string; username: string; name: string };
    }[];
    expect(list.map((r) => r.editor?._id)).toEqual([co.user.id, owner.user.id]);
    expect(list[0]!.editor).toEqual({ _id: co.user.id, username: co.user.username, name: "Rev Writer" });
    const full = (await data(get(`/post/${post._id}/revisions/${list[1]!._id}`, co))).revision;
    expect(full.editor._id).toBe(owner.user.id);
    expect(full.content).toBe("First words.");

    // Restoring is a save too: it is the restorer's revision.
    await data(send("POST", `/post/${post._id}/revisions/${list[1]!._id}/restore`, {}, co));
    const after = (await data(get(`/post/${post._id}/revisions`, owner))).revisions as { editor?: { _id: string } }[];
    expect(after[0]!.editor?._id).toBe(co.user.id);
  });

  it("a co-author schedules the draft and cancels it", async () => {
    const post = await draft();
    const co = await coauthor(post._id);
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = (await data(send("POST", `/post/${post._id}/schedule`, { publishAt }, co))).post;
    expect(scheduled.scheduledAt).toBe(publishAt);
    expect((await send("DELETE", `/post/${post._id}/schedule`, undefined, co)).status).toBe(200);
    const stranger = await insertUser(app);
    expect((await send("POST", `/post/${post._id}/schedule`, { publishAt }, stranger)).status).toBe(404);
  });
});

describe("stats", () => {
  it("count a co-authored story, and its likes, for each author", async () => {
    const post = await draft(`Stats together ${Date.now()}`);
    const co = await coauthor(post._id);
    await data(send("PUT", `/post/${post._id}`, { status: "published" }, owner));
    const reader = await insertUser(app);
    await data(send("POST", "/post/likes/toggle", { postId: post._id }, reader));
    for (const who of [owner, co]) {
      const stats = (await data(get("/user/stats?days=7", who))) as {
        totals: { likes: number };
        stories: { _id: string; likes: number }[];
      };
      expect(stats.stories.find((s) => s._id === post._id)?.likes).toBe(1);
      expect(stats.totals.likes).toBeGreaterThanOrEqual(1);
    }
    const stranger = await insertUser(app);
    const theirs = (await data(get("/user/stats?days=7", stranger))) as { totals: { likes: number }; stories: [] };
    expect(theirs.stories).toEqual([]);
    expect(theirs.totals.likes).toBe(0);
  });
});

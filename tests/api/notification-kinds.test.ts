/**
 * Every notification carries its kind and the words its sentence needs (issue 39), so the interface
 * says it in the reader's language; the English `message` stays for API clients, and a row stored
 * before kinds were still answers its message. Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { notifications as notificationsTable } from "../../src/server/db/schema/index.ts";
import type { Notification } from "../../src/shared/notification.ts";
import { createTestApi, insertUser, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";

let app: AppContext;
let api: Api;
let moderator: Person;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  moderator = await insertUser(app, { firstName: "Moe", role: "moderator" });
});
afterAll(async () => {
  await app.close();
});

const { send, get } = apiCalls(() => api);
async function inbox(who: Person): Promise<Notification[]> {
  await app.services.notifications.drain();
  return (await (await get("/user/notifications?limit=50", who)).json()).data.notifications;
}
async function publish(who: Person, title: string) {
  const res = await send("POST", "/post/create", { title, content: "Words." }, who);
  expect(res.status).toBe(201);
  return (await res.json()).data.post as { _id: string; slug: string };
}
async function comment(who: Person, postId: string, content: string, parentId?: string) {
  const res = await send("POST", "/post/comments/create", { postId, content, ...(parentId ? { parentId } : {}) }, who);
  expect(res.status).toBe(201);
  return (await res.json()).data.comment as { _id: string };
}
async function ok(method: string, path: string, body: unknown, who: Person) {
  const res = await send(method, path, body, who);
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}
/**
 * What the interface needs of each: kind, params, and who is named. Sorted, not in the order of the
 * list: notifications written in one batch share their time.
 */
const shapes = (list: Notification[]) =>
  list
    .map((n) => ({ type: n.type, kind: n.kind, params: n.params, actor: n.actor?.firstName }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
const sorted = <T>(list: T[]) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe("a notification's kind and parameters", () => {
  it("are stored for what people do: like, comment, reply, share, follow, mention, publication, invitation", async () => {
    const author = await insertUser(app, { firstName: "Ana" });
    const fan = await insertUser(app, { firstName: "Fin" });
    const named = await insertUser(app, { firstName: "Ned" });
    await ok("POST", "/user/toggle-follow", { userId: author.user.id }, fan);
    const post = await publish(author, "Tides");
    await ok("POST", "/post/likes/toggle", { postId: post._id }, fan);
    const said = await comment(fan, post._id, `Lovely, @${named.user.username}`);
    await ok("POST", "/post/shares", { postId: post._id, platform: "copy" }, fan);
    await comment(author, post._id, "Thank you", said._id);
    const draft = (await (await send("POST", "/post/draft", { title: "Together", content: "." }, author)).json()).data
      .post as { _id: string };
    await ok("POST", `/post/${draft._id}/coauthors`, { username: named.user.username }, author);

    const forAuthor = await inbox(author);
    expect(shapes(forAuthor)).toEqual(
      sorted([
        { type: "follow", kind: "follow", params: {}, actor: "Fin" },
        { type: "like", kind: "like", params: { title: "Tides" }, actor: "Fin" },
        { type: "comment", kind: "comment", params: { title: "Tides" }, actor: "Fin" },
        { type: "share", kind: "share", params: { title: "Tides" }, actor: "Fin" },
      ]),
    );
    // The API's message stays English, as documented.
    expect(forAuthor.find((n) => n.kind === "like")?.message).toMatch(/^Fin .* liked your story “Tides”$/);
    expect(shapes(await inbox(fan))).toEqual(
      sorted([
        { type: "system", kind: "published", params: { title: "Tides" }, actor: "Ana" },
        { type: "reply", kind: "reply", params: { title: "Tides" }, actor: "Ana" },
      ]),
    );
    const forNamed = await inbox(named);
    expect(shapes(forNamed)).toEqual(
      sorted([
        { type: "system", kind: "mention", params: { title: "Tides" }, actor: "Fin" },
        { type: "system", kind: "coauthor-invite", params: { title: "Together" }, actor: "Ana" },
      ]),
    );
    expect(forNamed.find((n) => n.kind === "mention")!.message).toMatch(/mentioned you in a comment on “Tides”$/);
  });

  it("are stored for moderation notices: a story hidden, restored or held, a comment removed, reports' outcomes, suspensions", async () => {
    const writer = await insertUser(app, { firstName: "Wes" });
    const reader = await insertUser(app, { firstName: "Rita" });
    const hidden = await publish(writer, "Loud");
    await ok("POST", `/post-report/${hidden._id}`, { reason: "spam", description: "" }, reader);
    await ok("POST", `/moderation/posts/${hidden._id}/hide`, { reason: "Spam links" }, moderator);
    await ok("POST", `/moderation/posts/${hidden._id}/restore`, { reason: "Links removed" }, moderator);
    const kept = await publish(writer, "Quiet");
    await ok("POST", `/post-report/${kept._id}`, { reason: "spam", description: "" }, reader);
    await ok("POST", `/moderation/posts/${kept._id}/dismiss`, { reason: "" }, moderator);
    const rude = await comment(writer, kept._id, "Rude words");
    const fine = await comment(writer, kept._id, "Fine words");
    for (const c of [rude, fine])
      await ok("POST", `/comment-report/${c._id}`, { reason: "harassment", description: "" }, reader);
    await ok("POST", `/moderation/comments/${rude._id}/remove`, { reason: "Insults" }, moderator);
    await ok("POST", `/moderation/comments/${fine._id}/dismiss`, { reason: "" }, moderator);
    await ok("POST", `/moderation/users/${writer.user.id}/suspend`, { reason: "Spam again", days: 3 }, moderator);
    await ok("POST", `/moderation/users/${writer.user.id}/unsuspend`, { reason: "Appeal heard" }, moderator);
    await ok("POST", `/moderation/users/${writer.user.id}/suspend`, { reason: "For good now" }, moderator);

    // Suspended, the writer cannot call the API: the service answers what it would.
    await app.services.notifications.drain();
    const forWriter = (await app.services.notifications.list(writer.user.id, "all", { page: 1, limit: 50 }))
      .notifications;
    const until = forWriter.find((n) => n.kind === "suspended" && n.params?.until)?.params?.until;
    expect(Date.parse(until ?? "")).toBeGreaterThan(Date.now());
    expect(shapes(forWriter)).toEqual(
      sorted([
        { type: "system", kind: "story-hidden", params: { title: "Loud", reason: "Spam links" }, actor: undefined },
        {
          type: "system",
          kind: "story-restored",
          params: { title: "Loud", reason: "Links removed" },
          actor: undefined,
        },
        { type: "system", kind: "comment-removed", params: { title: "Quiet", reason: "Insults" }, actor: undefined },
        { type: "system", kind: "suspended", params: { reason: "Spam again", until }, actor: undefined },
        { type: "system", kind: "unsuspended", params: { reason: "Appeal heard" }, actor: undefined },
        { type: "system", kind: "suspended", params: { reason: "For good now" }, actor: undefined },
      ]),
    );
    expect(forWriter.find((n) => n.kind === "story-hidden")!.message).toBe(
      "A moderator hid your story “Loud”. Why: Spam links",
    );
    expect(shapes(await inbox(reader)).map(({ kind, params }) => ({ kind, params }))).toEqual(
      sorted([
        { kind: "report-story-hidden", params: { title: "Loud" } },
        { kind: "report-story-dismissed", params: { title: "Quiet" } },
        { kind: "report-comment-removed", params: { title: "Quiet" } },
        { kind: "report-comment-dismissed", params: { title: "Quiet" } },
      ]),
    );
  });

  it("is held back by many reports: its author is told so, by kind", async () => {
    const writer = await insertUser(app, { firstName: "Hal" });
    const post = await publish(writer, "Reported by many");
    const elsewhere = await publish(moderator, "Somewhere");
    for (let i = 0; i < 5; i++) {
      // A reader whose report has weight: here for days (insertUser's default) and has commented.
      const reader = await insertUser(app, { firstName: `R${i}` });
      await comment(reader, elsewhere._id, "Thoughtful words");
      await ok("POST", `/post-report/${post._id}`, { reason: "spam", description: "" }, reader);
    }
    const held = (await inbox(writer)).find((n) => n.kind === "story-held");
    expect(held).toMatchObject({ type: "system", params: { title: "Reported by many" } });
    // Dismissing brings it back, told without a reason.
    await ok("POST", `/moderation/posts/${post._id}/dismiss`, { reason: "" }, moderator);
    expect((await inbox(writer))[0]).toMatchObject({ kind: "story-restored", params: { title: "Reported by many" } });
  });

  it("comes with the live push too", async () => {
    const writer = await insertUser(app);
    const pushed: Notification[] = [];
    const listener = ({ recipientId, notification }: { recipientId: string; notification: Notification }) => {
      if (recipientId === writer.user.id) pushed.push(notification);
    };
    app.events.on("notification", listener);
    try {
      const post = await publish(writer, "Pushed");
      const fan = await insertUser(app);
      await ok("POST", "/post/likes/toggle", { postId: post._id }, fan);
      await app.services.notifications.drain();
      await ok("POST", `/moderation/posts/${post._id}/hide`, { reason: "Off topic" }, moderator);
      expect(pushed.map((n) => ({ kind: n.kind, params: n.params }))).toEqual([
        { kind: "like", params: { title: "Pushed" } },
        { kind: "story-hidden", params: { title: "Pushed", reason: "Off topic" } },
      ]);
    } finally {
      app.events.off("notification", listener);
    }
  });

  it("is absent on a row stored before kinds were, which still answers its message", async () => {
    const reader = await insertUser(app);
    await app.database.db
      .insert(notificationsTable)
      .values({ recipientId: reader.user.id, type: "system", message: "An old notice, in English" });
    const [old] = await inbox(reader);
    expect(old).toMatchObject({ type: "system", message: "An old notice, in English" });
    expect(old).not.toHaveProperty("kind");
    expect(old).not.toHaveProperty("params");
  });
});

/** Notifications: when they are created, listing and marking them, and the live push. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { attachRealtime } from "../../src/server/realtime/io.ts";
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

const { send, get } = apiCalls(() => api);
const inbox = async (who: Person, query = "") => (await (await get(`/user/notifications${query}`, who)).json()).data;
const publish = async (who: Person, title = "A story") =>
  (await (await send("POST", "/post/create", { title, content: "Words." }, who)).json()).data.post as {
    _id: string;
    slug: string;
  };

describe("creation", () => {
  it("tells the author of a like, a comment and a share, never the actor, and never twice for one like", async () => {
    const author = await insertUser(app, { firstName: "Ana", lastName: "Author" });
    const fan = await insertUser(app, { firstName: "Fin", lastName: "Fan" });
    const post = await publish(author, "Tides");
    await send("POST", "/post/likes/toggle", { postId: post._id }, fan);
    await send("POST", "/post/likes/toggle", { postId: post._id }, fan);
    await send("POST", "/post/likes/toggle", { postId: post._id }, fan);
    await send("POST", "/post/comments/create", { postId: post._id, content: "Lovely" }, fan);
    await send("POST", "/post/shares", { postId: post._id, platform: "copy" }, fan);
    await send("POST", "/post/likes/toggle", { postId: post._id }, author);
    await expect.poll(async () => (await inbox(author)).meta.total).toBe(3);
    const list = await inbox(author);
    expect(list.notifications.map((n: { type: string }) => n.type).sort()).toEqual(["comment", "like", "share"]);
    const like = list.notifications.find((n: { type: string }) => n.type === "like");
    expect(like).toMatchObject({
      message: "Fin Fan liked your story “Tides”",
      read: false,
      actor: { _id: fan.user.id },
      post: { slug: post.slug },
    });
    expect(list.unreadCount).toBe(3);
    expect((await inbox(fan)).meta.total).toBe(0);
  });

  it("stores a burst of likes together, each once, with the unread count rising by one each", async () => {
    const author = await insertUser(app, { firstName: "Busy", lastName: "Author" });
    const post = await publish(author, "Popular");
    const fans = await Promise.all(
      Array.from({ length: 8 }, (_, i) => insertUser(app, { firstName: `Fan${i}`, lastName: "Reader" })),
    );
    const counts: number[] = [];
    const pushed: string[] = [];
    const onCount = ({ userId, unreadCount }: { userId: string; unreadCount: number }) => {
      if (userId === author.user.id) counts.push(unreadCount);
    };
    const onNote = ({ recipientId, notification }: { recipientId: string; notification: { message: string } }) => {
      if (recipientId === author.user.id) pushed.push(notification.message);
    };
    app.events.on("unread-count", onCount);
    app.events.on("notification", onNote);
    try {
      await Promise.all(fans.map((fan) => send("POST", "/post/likes/toggle", { postId: post._id }, fan)));
      await expect.poll(() => counts.length).toBe(8);
    } finally {
      app.events.off("unread-count", onCount);
      app.events.off("notification", onNote);
    }
    expect([...counts].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pushed.sort()).toEqual(fans.map((_, i) => `Fan${i} Reader liked your story “Popular”`).sort());
    const list = await inbox(author);
    expect(list.meta.total).toBe(8);
    expect(list.unreadCount).toBe(8);
  });

  it("tells the commenter of a reply, and the author of the comment on their story", async () => {
    const author = await insertUser(app);
    const commenter = await insertUser(app);
    const replier = await insertUser(app, { firstName: "Rae" });
    const post = await publish(author);
    const first = (
      await (await send("POST", "/post/comments/create", { postId: post._id, content: "Hm" }, commenter)).json()
    ).data.comment;
    await send("POST", "/post/comments/create", { postId: post._id, content: "Indeed", parentId: first._id }, replier);
    await expect
      .poll(async () => (await inbox(commenter)).notifications.map((n: { type: string }) => n.type))
      .toEqual(["reply"]);
    await expect
      .poll(async () => (await inbox(author)).notifications.map((n: { type: string }) => n.type))
      .toEqual(["comment", "comment"]);
  });

  it("tells of a follow once, however often it is toggled, and nothing between people who block each other", async () => {
    const a = await insertUser(app);
    const b = await insertUser(app);
    for (let i = 0; i < 3; i++) await send("POST", "/user/toggle-follow", { userId: a.user.id }, b);
    await expect.poll(async () => (await inbox(a)).meta.total).toBe(1);
    const post = await publish(a);
    await send("POST", "/user/toggle-block", { userId: b.user.id }, a);
    // The like across the block is refused, so there is nothing to tell (and no wait needed to see it).
    const like = await send("POST", "/post/likes/toggle", { postId: post._id }, b);
    expect(like.status).toBe(403);
    expect((await (await get(`/post/${post.slug}`, a)).json()).data.post.stats.totalLikes).toBe(0);
    expect((await inbox(a)).meta.total).toBe(1);
  });
});

describe("reading and marking", () => {
  it("filters by read state, marks one (own only) and all", async () => {
    const me = await insertUser(app);
    const others = await Promise.all([insertUser(app), insertUser(app), insertUser(app)]);
    const post = await publish(me);
    for (const o of others) await send("POST", "/post/likes/toggle", { postId: post._id }, o);
    await expect.poll(async () => (await inbox(me)).unreadCount).toBe(3);
    const [firstNote] = (await inbox(me, "?limit=1")).notifications;
    const marked = await send("PATCH", `/user/notifications/mark-as-read/${firstNote._id}`, undefined, me);
    expect((await marked.json()).data).toEqual({ unreadCount: 2 });
    expect(
      (await (await send("PATCH", `/user/notifications/mark-as-read/${firstNote._id}`, undefined, me)).json()).data
        .unreadCount,
    ).toBe(2);
    expect(
      (await send("PATCH", `/user/notifications/mark-as-read/${firstNote._id}`, undefined, others[0])).status,
    ).toBe(404);
    expect((await inbox(me, "?read=read")).notifications.map((n: { _id: string }) => n._id)).toEqual([firstNote._id]);
    expect((await inbox(me, "?read=unread")).meta.total).toBe(2);
    expect((await (await get("/user/notifications/unread-count", me)).json()).data).toEqual({ unreadCount: 2 });
    expect((await (await send("PATCH", "/user/notifications/mark-all-as-read", undefined, me)).json()).data).toEqual({
      unreadCount: 0,
    });
    expect((await inbox(me, "?read=unread")).meta.total).toBe(0);
    expect((await get("/user/notifications?read=new", me)).status).toBe(400);
    expect((await api.request("/api/user/notifications")).status).toBe(401);
  });

  it("pages through a long list, each notification once and in the list's order, the read filter kept", async () => {
    const me = await insertUser(app);
    const others = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => insertUser(app)));
    const post = await publish(me);
    for (const o of others) await send("POST", "/post/likes/toggle", { postId: post._id }, o);
    await expect.poll(async () => (await inbox(me)).meta.total).toBe(7);
    const all = (await inbox(me, "?limit=50")).notifications.map((n: { _id: string }) => n._id);
    const paged: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const list = await inbox(me, `?limit=2&page=${page}`);
      expect(list.meta).toEqual({ page, limit: 2, total: 7 });
      paged.push(...list.notifications.map((n: { _id: string }) => n._id));
    }
    expect(paged).toEqual(all);
    await send("PATCH", `/user/notifications/mark-as-read/${all[1]}`, undefined, me);
    const unread = await inbox(me, "?read=unread&limit=2&page=2");
    expect(unread.notifications.map((n: { _id: string }) => n._id)).toEqual([all[3], all[4]]);
  });
});

describe("live", () => {
  it("pushes a like to the author's sockets as notification and unread-count, and to nobody else", async () => {
    const server = http.createServer();
    const io = attachRealtime(server, app);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const author = await insertUser(app, { firstName: "Liv" });
    const fan = await insertUser(app, { firstName: "Bo", lastName: "B" });
    const bystander = await insertUser(app);
    const sockets: Socket[] = [];
    const open = (token: string) => {
      const s = connect(url, { auth: { token }, transports: ["websocket"], reconnection: false, forceNew: true });
      sockets.push(s);
      return new Promise<Socket>((resolve) => s.once("online-users", () => resolve(s)));
    };
    try {
      const [mine, theirs] = await Promise.all([open(author.token), open(bystander.token)]);
      const stray: unknown[] = [];
      theirs.on("notification", (n) => stray.push(n));
      const pushed = new Promise<{ message: string }>((resolve) => mine.once("notification", resolve));
      const counted = new Promise<{ unreadCount: number }>((resolve) => mine.once("unread-count", resolve));
      const post = await publish(author, "Live one");
      await send("POST", "/post/likes/toggle", { postId: post._id }, fan);
      expect((await pushed).message).toBe("Bo B liked your story “Live one”");
      expect((await counted).unreadCount).toBe(1);
      expect(stray).toEqual([]);
    } finally {
      for (const s of sockets) s.disconnect();
      await io.close(); // and the HTTP server
    }
  });
});

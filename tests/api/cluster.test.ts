/**
 * Several server processes on one PostgreSQL: two real `main.ts` processes share events and presence
 * through @socket.io/postgres-adapter. Only with DATABASE_URL (the test command's PostgreSQL run):
 * the embedded database belongs to a single process by design.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { io as connect, type Socket } from "socket.io-client";
import type { AppContext } from "../../src/server/context.ts";
import { SOCKET_EVENTS } from "../../src/shared/realtime.ts";
import { sql } from "drizzle-orm";
import {
  createTestContext,
  insertUser,
  jsonRequest,
  TEST_PASSWORD,
  TEST_SECRET,
  type Person,
} from "../support/test-app.ts";
import { runMain } from "../support/run-main.ts";
import { COUNTER_DELAY_MS } from "../../src/server/cache/purger.ts";
import { tempDirs } from "../support/temp-dirs.ts";

const databaseUrl = process.env.DATABASE_URL ?? "";

let app: AppContext;
let urlA: string;
let urlB: string;
const stops: (() => Promise<unknown>)[] = [];
const sockets: Socket[] = [];

/** The processes' data folders, removed after the file. */
const tempDir = tempDirs();

/** The real entry point on the test PostgreSQL, with `processes` server processes on one port. */
function mainOnPostgres(processes: number, env: Record<string, string> = {}) {
  const run = runMain({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: tempDir("cluster"),
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: TEST_SECRET,
    WEB_CONCURRENCY: String(processes),
    ...env,
  });
  return { run };
}

function processOnPostgres(env: Record<string, string> = {}) {
  // One process each, on its own port: the test talks to each by address.
  const { run } = mainOnPostgres(1, env);
  stops.push(async () => {
    run.child.kill("SIGTERM");
    await run.exited;
  });
  return run.listening();
}

function socketTo(url: string, who: Person) {
  const socket = connect(url, {
    auth: { token: who.token },
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}
const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
const call = (url: string, method: string, route: string, body: unknown, who: Person) =>
  fetch(`${url}/api${route}`, jsonRequest(method, body, who.token));

/**
 * One request on a connection of its own (no keep-alive agent): under node:cluster, connections take
 * turns between the processes, so consecutive calls reach each of them.
 */
const once = (url: string, method: string, pathname: string, headers: Record<string, string> = {}, body?: unknown) =>
  new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${url}${pathname}`,
      {
        method,
        agent: false,
        headers:
          text === undefined
            ? headers
            : { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)), ...headers },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
    req.on("error", reject);
    req.end(text);
  });

describe.skipIf(!databaseUrl)("two processes on one PostgreSQL", () => {
  beforeAll(async () => {
    app = await createTestContext();
    [urlA, urlB] = await Promise.all([processOnPostgres(), processOnPostgres()]);
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(stops.map((stop) => stop()));
    await app?.close();
  }, 30_000);

  it("delivers a like handled by one process to the author's socket on the other", async () => {
    const author = await insertUser(app, { firstName: "Cleo" });
    const fan = await insertUser(app, { firstName: "Dev", lastName: "D" });
    const onB = socketTo(urlB, author);
    await next(onB, SOCKET_EVENTS.onlineUsers);
    const pushed = next<{ message: string }>(onB, SOCKET_EVENTS.notification);
    const counted = next<{ unreadCount: number }>(onB, SOCKET_EVENTS.unreadCount);

    const created = await call(urlA, "POST", "/post/create", { title: "Across", content: "Words." }, author);
    const { post } = ((await created.json()) as { data: { post: { _id: string } } }).data;
    expect((await call(urlA, "POST", "/post/likes/toggle", { postId: post._id }, fan)).status).toBe(200);

    expect((await pushed).message).toBe("Dev D liked your story “Across”");
    expect((await counted).unreadCount).toBe(1);
  });

  it("sends a person's notification through PostgreSQL only when another process has their socket", async () => {
    // What the processes tell each other, as PostgreSQL carries it (the adapter's channel).
    const listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    const carried: string[] = [];
    listener.on("notification", (n) => carried.push(n.payload ?? ""));
    await listener.query('LISTEN "socket.io#/"');
    try {
      const author = await insertUser(app, { firstName: "Iris" });
      const early = await insertUser(app, { firstName: "Early" });
      const late = await insertUser(app, { firstName: "Late" });
      const created = await call(urlA, "POST", "/post/create", { title: "Quiet", content: "Words." }, author);
      const { post } = ((await created.json()) as { data: { post: { _id: string } } }).data;
      // The author is offline everywhere: nobody is told, in any process.
      expect((await call(urlA, "POST", "/post/likes/toggle", { postId: post._id }, early)).status).toBe(200);
      // Its notification is stored after the answer: the author connects only once it is (else, on a
      // loaded machine, it could be delivered to the socket that connected in between).
      await expect
        .poll(async () => {
          const { rows } = await app.database.db.execute<{ n: number }>(
            sql`select count(*)::int as n from notifications where recipient_id = ${author.user.id}`,
          );
          return rows[0]?.n;
        })
        .toBe(1);
      const onB = socketTo(urlB, author);
      await next(onB, SOCKET_EVENTS.onlineUsers);
      // Connected on B: a like handled by A goes through PostgreSQL to B.
      const pushed = next<{ message: string }>(onB, SOCKET_EVENTS.notification);
      expect((await call(urlA, "POST", "/post/likes/toggle", { postId: post._id }, late)).status).toBe(200);
      await pushed;
      // NOTIFYs arrive in commit order: had the first like been carried, it would be here by now.
      // Other suites share the database (and the channel): only this story's likes count.
      const aboutThisStory = () => carried.filter((p) => p.includes("liked your story") && p.includes(post._id));
      await expect.poll(() => aboutThisStory().length).toBe(1);
      expect(aboutThisStory()[0]).toContain("Late");
    } finally {
      await listener.end();
    }
  });

  it("shares presence: one list, online and offline announced across processes", async () => {
    const watcher = await insertUser(app);
    const ada = await insertUser(app);
    const onA = socketTo(urlA, watcher);
    await next(onA, SOCKET_EVENTS.onlineUsers);
    const cameOnline = new Promise<{ userId: string }>((resolve) =>
      onA.on(SOCKET_EVENTS.userOnline, (p: { userId: string }) => p.userId === ada.user.id && resolve(p)),
    );
    const onB = socketTo(urlB, ada);
    const watcherOnB = new Promise<void>((resolve) =>
      onB.on(SOCKET_EVENTS.userOnline, (p: { userId: string }) => p.userId === watcher.user.id && resolve()),
    );
    const listOnB = await next<string[]>(onB, SOCKET_EVENTS.onlineUsers);
    expect(listOnB).toContain(ada.user.id);
    // A's news of the watcher travels through PostgreSQL: in B's list already, or announced just after.
    if (!listOnB.includes(watcher.user.id)) await watcherOnB;
    expect(new Set(listOnB).size).toBe(listOnB.length);
    await cameOnline;

    // A second tab on the other process is still one person: no second announcement, no offline yet.
    const onA2 = socketTo(urlA, ada);
    const listOnA = await next<string[]>(onA2, SOCKET_EVENTS.onlineUsers);
    expect(listOnA.filter((id) => id === ada.user.id)).toHaveLength(1);
    const wentOffline = new Promise<{ userId: string }>((resolve) =>
      onA.on(SOCKET_EVENTS.userOffline, (p: { userId: string }) => p.userId === ada.user.id && resolve(p)),
    );
    onB.disconnect();
    onA2.disconnect();
    expect((await wentOffline).userId).toBe(ada.user.id);
  });

  it("disconnects a socket on one process when its session logs out on the other", async () => {
    const ada = await insertUser(app);
    const onB = socketTo(urlB, ada);
    await next(onB, SOCKET_EVENTS.onlineUsers);
    const dropped = next<string>(onB, "disconnect");
    expect((await call(urlA, "DELETE", "/user/auth/logout", undefined, ada)).status).toBe(200);
    expect(await dropped).toBe("io server disconnect");
  });

  it("purges a shared page on the other process when a story changes", async () => {
    const author = await insertUser(app);
    const created = await call(
      urlA,
      "POST",
      "/post/create",
      { title: "Cached twice", content: "First words." },
      author,
    );
    const { post } = ((await created.json()) as { data: { post: { _id: string; slug: string } } }).data;
    const page = async (url: string) => {
      const res = await fetch(`${url}/post/${post.slug}`);
      return { cache: res.headers.get("x-cache"), text: await res.text() };
    };
    // Cached on B once the purge announcing the new story (sent within 50 ms) has come and gone.
    await expect.poll(async () => (await page(urlB)).cache, { timeout: 5_000 }).toBe("HIT");
    expect((await call(urlA, "PUT", `/post/${post._id}`, { content: "Second words." }, author)).status).toBe(200);
    // The purge travels through PostgreSQL's LISTEN/NOTIFY: within moments, not within the 60 s freshness.
    await expect.poll(async () => (await page(urlB)).text, { timeout: 5_000 }).toContain("Second words.");
  });

  it("makes a liked story's page stale on the other process after the counters' delay; a follow leaves it cached", async () => {
    const author = await insertUser(app);
    const reader = await insertUser(app);
    const created = await call(urlA, "POST", "/post/create", { title: "Liked elsewhere", content: "Words." }, author);
    const { post } = ((await created.json()) as { data: { post: { _id: string; slug: string } } }).data;
    // Each read on a connection of its own, from B.
    const page = () => once(urlB, "GET", `/post/${post.slug}`);
    await expect.poll(async () => (await page()).headers["x-cache"], { timeout: 5_000 }).toBe("HIT");
    expect((await call(urlA, "POST", "/post/likes/toggle", { postId: post._id }, reader)).status).toBe(200);
    expect((await page()).headers["x-cache"]).toBe("HIT");
    await new Promise((resolve) => setTimeout(resolve, COUNTER_DELAY_MS + 500));
    // Past the delay B's next reader gets the page at once while B renders it again; then the count.
    const stale = await page();
    expect(stale.headers["x-cache"]).toBe("STALE");
    expect(stale.body).toContain("0 likes");
    await expect.poll(async () => (await page()).body, { timeout: 5_000 }).toContain("1 like");
    // A follow moves the author's follower count: her story page, which does not show it, stays.
    expect((await call(urlA, "POST", "/user/toggle-follow", { userId: author.user.id }, reader)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, COUNTER_DELAY_MS + 500));
    expect((await page()).headers["x-cache"]).toBe("HIT");
  });
});

/**
 * What decides who may do or see what holds in every process by the very next request: ten calls on
 * fresh connections right after the write answers, half to each process, after both remembered it.
 */
describe.skipIf(!databaseUrl)("two processes on one PostgreSQL: refused or hidden at once, everywhere", () => {
  beforeAll(async () => {
    app = await createTestContext();
    const quick = { SCHEDULE_CHECK_MS: "100" };
    [urlA, urlB] = await Promise.all([processOnPostgres(quick), processOnPostgres(quick)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    await app?.close();
  }, 30_000);

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const asked = (token: string) => once(urlB, "GET", "/api/user", bearer(token));
  /** Both processes have remembered the session (its look-up is cached for a few seconds). */
  async function remembered(token: string) {
    for (const url of [urlA, urlB, urlA, urlB])
      expect((await once(url, "GET", "/api/user", bearer(token))).status).toBe(200);
  }
  async function statusesRightAfter(token: string) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => once(i % 2 ? urlA : urlB, "GET", "/api/user", bearer(token))),
    );
    return answers.map((a) => a.status);
  }
  const refusedEverywhere = Array<number>(10).fill(401);
  /**
   * The ids of an author's stories in one process's latest list (a fresh connection); the list's total
   * (kept per list, cleared with it) must say as many.
   */
  const latestBy = async (url: string, username: string) => {
    const { posts, meta } = JSON.parse((await once(url, "GET", `/api/post?sort=latest&author=${username}`)).body)
      .data as { posts: { _id: string }[]; meta: { total: number } };
    expect(meta.total).toBe(posts.length);
    return posts.map((p) => p._id);
  };

  it("refuses a session logged out on the other process", async () => {
    const ada = await insertUser(app);
    await remembered(ada.token);
    expect((await once(urlA, "DELETE", "/api/user/auth/logout", bearer(ada.token))).status).toBe(200);
    expect(await statusesRightAfter(ada.token)).toEqual(refusedEverywhere);
  });

  it("refuses every session ended by logging out everywhere, but the one that asked stays signed out too", async () => {
    const ada = await insertUser(app);
    const phone = await app.services.sessions.issue(ada.user);
    await remembered(phone.accessToken);
    expect((await once(urlA, "DELETE", "/api/user/auth/sessions", bearer(ada.token))).status).toBe(200);
    expect(await statusesRightAfter(phone.accessToken)).toEqual(refusedEverywhere);
    expect(await statusesRightAfter(ada.token)).toEqual(refusedEverywhere);
  });

  it("refuses the other sessions after a password change on the other process", async () => {
    const ada = await insertUser(app);
    const laptop = await app.services.sessions.issue(ada.user);
    await remembered(laptop.accessToken);
    const changed = await once(urlA, "POST", "/api/user/password", bearer(ada.token), {
      currentPassword: TEST_PASSWORD,
      newPassword: "another long test passphrase",
    });
    expect(changed.status).toBe(200);
    expect(await statusesRightAfter(laptop.accessToken)).toEqual(refusedEverywhere);
    // The session that changed it goes on.
    expect((await asked(ada.token)).status).toBe(200);
  });

  it("refuses a suspended person's sessions in every process", async () => {
    const admin = await insertUser(app, { role: "admin" });
    const troll = await insertUser(app);
    await remembered(troll.token);
    const suspended = await once(urlA, "POST", `/api/moderation/users/${troll.user.id}/suspend`, bearer(admin.token), {
      reason: "Spam",
      days: 1,
    });
    expect(suspended.status).toBe(200);
    expect(await statusesRightAfter(troll.token)).toEqual(refusedEverywhere);
  });

  it("refuses a deleted account's sessions in every process", async () => {
    const ada = await insertUser(app);
    await remembered(ada.token);
    const deleted = await once(urlA, "DELETE", "/api/user/me", bearer(ada.token), { password: TEST_PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await statusesRightAfter(ada.token)).toEqual(refusedEverywhere);
  });

  it("ends the session in every process when an old refresh token is used again", async () => {
    const ada = await insertUser(app);
    await remembered(ada.token);
    const rotated = await once(urlA, "POST", "/api/user/auth/refresh", { "refresh-token": ada.refreshToken }, {});
    expect(rotated.status).toBe(200);
    // Reused after the grace that covers a page's racing requests: a stolen token.
    await app.database.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '1 hour' where session_id = ${ada.sessionId} and used_at is not null`,
    );
    const reused = await once(urlA, "POST", "/api/user/auth/refresh", { "refresh-token": ada.refreshToken }, {});
    expect(reused.status).toBe(401);
    const fresh = JSON.parse(rotated.body).data.tokens.accessToken as string;
    expect(await statusesRightAfter(fresh)).toEqual(refusedEverywhere);
  });

  it("shows a person's own writes on their very next request, whichever process takes it", async () => {
    const ada = await insertUser(app);
    const author = await insertUser(app);
    const story = JSON.parse(
      (await once(urlA, "POST", "/api/post/create", bearer(author.token), { title: "Saved", content: "Words." })).body,
    ).data.post as { _id: string };
    await remembered(ada.token);
    const me = async (url: string) =>
      JSON.parse((await once(url, "GET", "/api/user", bearer(ada.token))).body).data as {
        interests: string[];
        hiddenTags: string[];
      };
    const everywhere = async () => Promise.all(Array.from({ length: 6 }, (_, i) => me(i % 2 ? urlA : urlB)));
    for (let round = 0; round < 3; round++) {
      const tag = `own-${round}`;
      // Answered by one process, then asked of both (fresh connections), with nothing in between.
      const hide = await once(round % 2 ? urlB : urlA, "POST", "/api/user/hidden-tags/toggle", bearer(ada.token), {
        tag,
      });
      expect(hide.status).toBe(200);
      for (const seen of await everywhere()) expect(seen.hiddenTags).toContain(tag);
      const follow = await once(round % 2 ? urlA : urlB, "POST", "/api/user/followed-tags/toggle", bearer(ada.token), {
        tag,
      });
      expect(follow.status).toBe(200);
      for (const seen of await everywhere()) {
        expect(seen.interests).toContain(tag);
        expect(seen.hiddenTags).not.toContain(tag);
      }
    }
    // The personal call (cached per reader) after one's own bookmark.
    const saved = async (url: string) =>
      JSON.parse((await once(url, "GET", `/api/user/viewer?posts=${story._id}`, bearer(ada.token))).body).data
        .savedPosts as string[];
    expect(await Promise.all([saved(urlA), saved(urlB)])).toEqual([[], []]);
    expect(
      (await once(urlA, "POST", "/api/user/bookmarks/toggle", bearer(ada.token), { postId: story._id })).status,
    ).toBe(200);
    expect(await Promise.all([saved(urlB), saved(urlA), saved(urlB)])).toEqual(Array(3).fill([story._id]));
  });

  it("shows a block in the blocked person's personal call on the other process at once", async () => {
    const blocker = await insertUser(app);
    const reader = await insertUser(app);
    const hidden = async (url: string) =>
      JSON.parse((await once(url, "GET", "/api/user/viewer", bearer(reader.token))).body).data.hidden as string[];
    expect(await hidden(urlB)).toEqual([]);
    expect(await hidden(urlA)).toEqual([]);
    const blocked = await once(urlA, "POST", "/api/user/toggle-block", bearer(blocker.token), {
      userId: reader.user.id,
    });
    expect(blocked.status).toBe(200);
    const right = await Promise.all([hidden(urlB), hidden(urlA), hidden(urlB), hidden(urlA)]);
    expect(right).toEqual(Array(4).fill([blocker.user.id]));
  });

  it("takes a story hidden by a moderator off the other process's lists at once", async () => {
    const moderator = await insertUser(app, { role: "moderator" });
    const author = await insertUser(app);
    const created = await once(urlA, "POST", "/api/post/create", bearer(author.token), {
      title: "Soon hidden",
      content: "Words.",
    });
    const postId = JSON.parse(created.body).data.post._id as string;
    const listed = (url: string) => latestBy(url, author.user.username);
    await expect.poll(() => listed(urlB), { timeout: 2_000 }).toEqual([postId]);
    expect(await listed(urlB)).toEqual([postId]);
    const hid = await once(urlA, "POST", `/api/moderation/posts/${postId}/hide`, bearer(moderator.token), {
      reason: "Spam",
    });
    expect(hid.status).toBe(200);
    expect(await Promise.all([listed(urlB), listed(urlA), listed(urlB)])).toEqual([[], [], []]);
  });

  it("queues a story published on one process for a webhook added on the other just before", async () => {
    const admin = await insertUser(app, { role: "admin" });
    const author = await insertUser(app);
    // B remembers that no hook listens (its registry is cached) by publishing once.
    const publish = (title: string) =>
      once(urlB, "POST", "/api/post/create", bearer(author.token), { title, content: "Words." });
    expect((await publish("Before the hook")).status).toBe(201);
    const added = await once(urlA, "POST", "/api/moderation/webhooks", bearer(admin.token), {
      url: "https://hooks.example.com/inkwell",
      events: ["post.published"],
    });
    expect(added.status).toBe(201);
    const hookId = JSON.parse(added.body).data.webhook._id as string;
    const after = await publish("After the hook");
    expect(after.status).toBe(201);
    const postId = JSON.parse(after.body).data.post._id as string;
    // Queued just after the answer (never, when B did not know the hook).
    const queued = async () =>
      (
        await app.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from webhook_deliveries where webhook_id = ${hookId} and payload::text like ${`%${postId}%`}`,
        )
      ).rows[0]?.n;
    await expect.poll(queued, { timeout: 3_000 }).toBe(1);
    await once(urlA, "DELETE", `/api/moderation/webhooks/${hookId}`, bearer(admin.token));
  });

  it("shows a mute in the reader's personal call on the other process at once", async () => {
    const reader = await insertUser(app);
    const loud = await insertUser(app);
    const muted = async (url: string) =>
      JSON.parse((await once(url, "GET", "/api/user/viewer", bearer(reader.token))).body).data.muted as string[];
    expect([await muted(urlB), await muted(urlA)]).toEqual([[], []]);
    const res = await once(urlA, "POST", "/api/user/toggle-mute", bearer(reader.token), { userId: loud.user.id });
    expect(res.status).toBe(200);
    expect([await muted(urlB), await muted(urlA), await muted(urlB)]).toEqual([
      [loud.user.id],
      [loud.user.id],
      [loud.user.id],
    ]);
  });

  it("shows an author's new name on their story's page in the other process at once", async () => {
    const author = await insertUser(app, { firstName: "Oldname" });
    const created = await once(urlA, "POST", "/api/post/create", bearer(author.token), {
      title: "Renamed byline",
      content: "Words.",
    });
    const slug = JSON.parse(created.body).data.post.slug as string;
    const page = (url: string) => once(url, "GET", `/post/${slug}`);
    // Both processes hold the page.
    await expect.poll(async () => (await page(urlB)).body, { timeout: 2_000 }).toContain("Oldname");
    expect((await page(urlA)).body).toContain("Oldname");
    const renamed = await once(urlA, "PATCH", "/api/user/me", bearer(author.token), { firstName: "Newname" });
    expect(renamed.status).toBe(200);
    const views = await Promise.all([page(urlB), page(urlA), page(urlB), page(urlA)]);
    expect(views.map((v) => v.body.includes("Newname") && !v.body.includes("Oldname"))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it("shows a new comment in the other process's first comment page before that page's cache would expire", async () => {
    const author = await insertUser(app);
    const reader = await insertUser(app);
    const created = await once(urlA, "POST", "/api/post/create", bearer(author.token), {
      title: "Talk",
      content: "W.",
    });
    const postId = JSON.parse(created.body).data.post._id as string;
    const comments = async (url: string) =>
      (JSON.parse((await once(url, "GET", `/api/post/comments?postId=${postId}`)).body).data.comments as unknown[])
        .length;
    expect([await comments(urlB), await comments(urlA)]).toEqual([0, 0]);
    const said = await once(urlA, "POST", "/api/post/comments/create", bearer(reader.token), { postId, content: "Hi" });
    expect(said.status).toBe(201);
    // B cached its empty page just now for 10 s: seeing the comment well within that is B hearing of it
    // through PostgreSQL, not the cache expiring. (How fast that is belongs to the bench.)
    await expect.poll(() => comments(urlB), { timeout: 5_000, interval: 20 }).toBe(1);
    expect(await comments(urlA)).toBe(1);
  });

  it("counts a new account's first-day stories and comments over both processes", async () => {
    const fresh = await insertUser(app, { createdAt: new Date() });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const url = i % 2 ? urlA : urlB;
      statuses.push(
        (await once(url, "POST", "/api/post/create", bearer(fresh.token), { title: `S${i}`, content: "W." })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const author = await insertUser(app);
    const created = await once(urlA, "POST", "/api/post/create", bearer(author.token), {
      title: "Talk",
      content: "W.",
    });
    const postId = JSON.parse(created.body).data.post._id as string;
    const comments: number[] = [];
    for (let i = 0; i < 11; i++) {
      const url = i % 2 ? urlA : urlB;
      comments.push(
        (await once(url, "POST", "/api/post/comments/create", bearer(fresh.token), { postId, content: `C${i}` }))
          .status,
      );
    }
    expect(comments).toEqual([...Array<number>(10).fill(201), 429]);
  });

  it("lists a story the scheduler published in the other process's feed without waiting for its cache", async () => {
    const author = await insertUser(app);
    const listed = (url: string) => latestBy(url, author.user.username);
    expect(await listed(urlB)).toEqual([]);
    expect(await listed(urlA)).toEqual([]);
    const draft = await once(urlA, "POST", "/api/post/draft", bearer(author.token), {
      title: "Later",
      content: "Words.",
    });
    const postId = JSON.parse(draft.body).data.post._id as string;
    await app.database.db.execute(
      sql`update posts set scheduled_at = now() - interval '1 second' where id = ${postId}`,
    );
    // The scheduler of either process publishes it; both lists have it well before their 10 s caches
    // (filled empty above) would expire: each process heard of it.
    await expect
      .poll(
        async () =>
          (await app.database.db.execute<{ status: string }>(sql`select status from posts where id = ${postId}`))
            .rows[0]?.status,
        {
          timeout: 10_000,
          interval: 20,
        },
      )
      .toBe("published");
    await expect
      .poll(async () => [await listed(urlB), await listed(urlA)], { timeout: 5_000, interval: 20 })
      .toEqual([[postId], [postId]]);
  });
});

/**
 * Processes that have not heard of each other yet (both started at once: each greeted the other
 * before it listened). A raw LISTEN connection stands for such a process: it hears everything and
 * says nothing. A write must still reach it, and the silent one's writes would not wait for this
 * process, so this process must not answer from memory meanwhile (realtime/cluster-trust.ts).
 */
describe.skipIf(!databaseUrl)("one process on PostgreSQL beside a process it has not heard from", () => {
  let listener: pg.Client;
  const carried: string[] = [];
  let url: string;
  beforeAll(async () => {
    app = await createTestContext();
    listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    listener.on("notification", (n) => carried.push(n.payload ?? ""));
    await listener.query('LISTEN "socket.io#/"');
    url = await processOnPostgres();
  }, 120_000);
  afterAll(async () => {
    await listener?.end().catch(() => undefined);
    await Promise.all(stops.splice(0).map((stop) => stop()));
    await app?.close();
  }, 30_000);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it("still sends the purge of a logout when it knows of no other process", async () => {
    const ada = await insertUser(app);
    expect((await once(url, "DELETE", "/api/user/auth/logout", bearer(ada.token))).status).toBe(200);
    await expect.poll(() => carried.some((p) => p.includes(`session:${ada.user.id}`)), { timeout: 5_000 }).toBe(true);
  });

  it("looks a session up afresh while a listener has not said it knows this process, and caches again once it is gone", async () => {
    const ada = await insertUser(app);
    const me = () => once(url, "GET", "/api/user", bearer(ada.token));
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200);
    // Ended by a write whose purge never comes here (as from a process that does not know this one).
    await app.database.db.execute(sql`update sessions set revoked_at = now() where id = ${ada.sessionId}`);
    expect((await me()).status).toBe(401);
    // Alone again: shared pages are kept (a page's second view is a hit).
    await listener.end();
    const author = await insertUser(app);
    const created = await once(url, "POST", "/api/post/create", bearer(author.token), { title: "Kept", content: "W." });
    const slug = JSON.parse(created.body).data.post.slug as string;
    await expect
      .poll(async () => (await fetch(`${url}/post/${slug}`)).headers.get("x-cache"), { timeout: 5_000 })
      .toBe("HIT");
  });
});

describe.skipIf(!databaseUrl)("one process per core", () => {
  it("serves one port from WEB_CONCURRENCY processes and stops them all on SIGTERM", async () => {
    const { run } = mainOnPostgres(2);
    try {
      const url = await run.listening();
      expect(run.output()).toContain("2 processes");
      const health = await (await fetch(`${url}/api/health`)).json();
      expect(health.data.engine).toBe("postgres");
      run.child.kill("SIGTERM");
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain("stopping 2 server processes");
    } finally {
      if (run.child.exitCode === null) run.child.kill("SIGKILL");
    }
  }, 60_000);

  it("answers a metrics scrape for every process, whichever one it reaches", async () => {
    const token = "a-metrics-token-for-the-cluster";
    const { run } = mainOnPostgres(2, { METRICS_TOKEN: token });
    try {
      const url = await run.listening();
      const calls = 24;
      for (let i = 0; i < calls; i++) expect((await once(url, "GET", "/api/health")).status).toBe(200);
      const answered = async () => {
        const res = await once(url, "GET", "/metrics", { authorization: `Bearer ${token}` });
        expect(res.status).toBe(200);
        const ok = /^inkwell_http_requests_total\{kind="api",method="GET",status="2xx"\} (\d+)$/m.exec(res.body);
        return { requests: Number(ok?.[1] ?? 0), text: res.body };
      };
      // Each process alone holds about half: only the sum of both is every call.
      for (let scrape = 0; scrape < 2; scrape++) {
        const { requests, text } = await answered();
        expect(requests).toBe(calls);
        expect(text).toMatch(/^inkwell_scheduled_posts \d+$/m);
      }
    } finally {
      run.child.kill("SIGTERM");
      await run.exited;
    }
  }, 60_000);

  it("counts a reader's view once however many times it reloads, whichever process each reload reaches", async () => {
    const { run } = mainOnPostgres(2);
    const context = await createTestContext();
    try {
      const url = await run.listening();
      const writer = await insertUser(context, { firstName: "Vera" });
      const created = await once(
        url,
        "POST",
        "/api/post/create",
        { authorization: `Bearer ${writer.token}` },
        { title: "Counted once", content: "Words." },
      );
      expect(created.status).toBe(201);
      const postId = JSON.parse(created.body).data.post._id as string;
      const reader = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" };
      const counted: boolean[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await once(url, "POST", `/api/post/${postId}/view`, reader, {});
        expect(res.status).toBe(200);
        counted.push(JSON.parse(res.body).data.counted as boolean);
      }
      // Six reloads over two processes: the first counts, in whichever process it landed; none after.
      expect(counted).toEqual([true, false, false, false, false, false]);
    } finally {
      run.child.kill("SIGTERM");
      await run.exited;
      await context.close();
    }
  }, 60_000);
});

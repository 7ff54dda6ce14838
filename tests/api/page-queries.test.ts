/**
 * How many statements a page render sends to the database, so the page loaders (server/views) keep
 * their shape: the story read once, independent reads side by side, no look-up repeated.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/start-server.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { startTestServer } from "../support/test-server.ts";
import { apiCalls, overHttp } from "../support/api-calls.ts";

let running: RunningServer;
let ada: Person;
let bob: Person;

beforeAll(async () => {
  // The senders (e-mail, fediverse) work beside the renders: their statements stay out of the count.
  running = await startTestServer({ RATE_LIMITS: "off", NEWSLETTER_CHECK_MS: "60000", FEDERATION: "off" });
  ada = await insertUser(running.app, { firstName: "Ada", lastName: "Lovelace" });
  bob = await insertUser(running.app, { firstName: "Bob", lastName: "Babbage" });
});
afterAll(async () => {
  await running?.close();
});

const { send } = apiCalls(overHttp(() => running.url));
/** A write that must succeed: its answer's data. */
const call = async (path: string, who: Person, body: unknown) => {
  const res = await send("POST", path, body, who);
  expect(res.status, path).toBeLessThan(300);
  return (await res.json()).data;
};

/**
 * The statements one request sends (the page cache is asked not to answer); statements sent meanwhile
 * for anything else (a timer, the work an earlier request left behind) are another request's or none.
 */
async function statementsFor(path: string, headers: Record<string, string> = {}) {
  // Notifications of the writes before are written in the background: not this page's statements.
  await running.app.services.notifications.drain();
  const queries = running.app.database.queries;
  queries.log = [];
  const res = await fetch(`${running.url}${path}`, { headers: { ...headers, "cache-control": "no-cache" } });
  await res.text();
  const log = queries.log;
  queries.log = undefined;
  expect(res.status, path).toBe(200);
  const id = res.headers.get("x-request-id");
  expect(id).toBeTruthy();
  // Who holds the cookie is asked once per 5 s per session (a cache): on a slow machine that look-up
  // may fall in this request or not. It is the session's statement, not the page's.
  return log
    .filter((q) => q.reqId === id)
    .map((q) => q.sql)
    .filter((q) => !/from "sessions" inner join "users"/.test(q));
}

describe("statements per page render", () => {
  it("a post page reads its story once, then related stories and comments with their totals: 6 statements", async () => {
    const stories = [];
    for (const n of [1, 2, 3])
      stories.push(
        (await call("/post/create", ada, { title: `Gardens ${n}`, content: "Soil.", tags: ["garden"] })).post,
      );
    const first = stories[0] as { _id: string; slug: string };
    const comment = (await call("/post/comments/create", bob, { postId: first._id, content: "Lovely" })).comment;
    await call("/post/comments/create", ada, { postId: first._id, content: "Thanks", parentId: comment._id });

    const log = await statementsFor(`/post/${first.slug}?fresh=${Date.now()}`);
    // The story with its author; related stories with their count; comments with their count, then
    // replies; the co-authors of the story and of the related stories, one look-up per list (never
    // one per story). A total comes with its list, not from a second statement over the same rows.
    expect(log.filter((q) => /from "posts"/.test(q) && q.includes('"content_html"'))).toHaveLength(1);
    expect(log.filter((q) => /from "post_authors"/.test(q))).toHaveLength(2);
    expect(log.filter((q) => /^select count\(/.test(q))).toEqual([]);
    expect(log.length, log.join("\n")).toBeLessThanOrEqual(6);
  });

  it("a profile page finds the person once, with counts and the reader's state: 7 statements", async () => {
    await call("/post/create", ada, { title: "On engines", content: "Gears." });
    const cookie = `access_token=${bob.token}; refresh_token=${bob.refreshToken}`;
    const log = await statementsFor(`/profile?id=${ada.user.username}`, { cookie });
    // The person; a block either way; stories and their count; their co-authors (one look-up for the
    // list); which of them the reader liked; the bell.
    expect(log.filter((q) => /from "users" where/.test(q))).toHaveLength(1);
    expect(log.filter((q) => /from "post_authors" inner join "users"/.test(q))).toHaveLength(1);
    expect(log.length, log.join("\n")).toBeLessThanOrEqual(7);
  });

  it("a page's personal call reads the reader's state in one statement", async () => {
    const story = await call("/post/create", ada, { title: "On looms", content: "Cards." });
    const id = story.post._id as string;
    await call("/post/likes/toggle", bob, { postId: id });
    const log = await statementsFor(`/api/user/viewer?posts=${id}&people=${ada.user.id}`, {
      authorization: `Bearer ${bob.token}`,
    });
    // The unread count, blocks, mutes, the reader's counts, the stories' counters with the reader's
    // like, bookmark and right to edit, and whom they follow: seven statements before.
    expect(log, log.join("\n")).toHaveLength(1);
    const state = await (
      await fetch(`${running.url}/api/user/viewer?posts=${id}&people=${ada.user.id}`, {
        headers: { authorization: `Bearer ${bob.token}` },
      })
    ).json();
    expect(state.data.likedPosts).toEqual([id]);
    expect(state.data.stats[id].totalLikes).toBe(1);
  });
});

describe("statements per write", () => {
  it("a comment checks its story and the blocks in one statement, and moves and reads the counters in one", async () => {
    const story = (await call("/post/create", ada, { title: "On pumps", content: "Water." })).post as { _id: string };
    await running.app.services.notifications.drain();
    const queries = running.app.database.queries;
    queries.log = [];
    const res = await send("POST", "/post/comments/create", { postId: story._id, content: "Well put" }, bob);
    const log = queries.log;
    queries.log = undefined;
    expect(res.status).toBe(201);
    expect((await res.json()).data.stats.totalComments).toBe(1);
    const id = res.headers.get("x-request-id");
    const mine = log.filter((q) => q.reqId === id).map((q) => q.sql);
    // Each is a turn of the embedded database, which a transaction holds between its statements: the
    // story (locked) with whether either blocked the other; the comment; the counter moved, read back.
    const locked = mine.filter((q) => /for no key update$/.test(q));
    expect(locked, mine.join("\n")).toHaveLength(1);
    expect(locked[0]).toMatch(/exists \(select 1 from blocks where/);
    expect(mine[mine.indexOf(locked[0]!) + 1]).toMatch(/^insert into "comments"/);
    const moved = mine.filter((q) => /^update "posts" set "total_comments"/.test(q));
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatch(/returning "total_comments", "total_likes", "total_shares"$/);
    expect(mine.filter((q) => /^select "total_comments"/.test(q))).toEqual([]);
  });
});

/**
 * What blocks do between two real sites on loopback, and the Following view's pages: a reader's
 * block of a server hides it from them until they lift it; an admin's block ends that server's
 * follows, likes and boosts here (counters drop) until it is lifted; a follower the author blocked
 * gets a Reject; the view pages 20 at a time through `next`. Both sites get databases of their own on
 * PostgreSQL: every server here is 127.0.0.1, and a block left in a shared database would refuse
 * other suites' sites.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import type { RunningServer } from "../../src/server/start-server.ts";
import {
  fediverseActors,
  fediverseFollowers,
  fediversePosts,
  fediverseReactions,
} from "../../src/server/db/schema/index.ts";
import { insertUser } from "../support/test-app.ts";
import type { Person } from "../support/api-calls.ts";
import { eventually } from "../support/eventually.ts";
import { callAs, federationSite, ownDatabase } from "../support/federation-sites.ts";

// Two servers start and deliveries go through the queue: on a loaded machine this takes a while.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

/** Every site here is on 127.0.0.1: blocks name the host (any port). */
const HOST = "127.0.0.1";
/** The Following view's page (FEED_PAGE in src/server/federation/following.ts). */
const PAGE = 20;

let here: RunningServer;
let there: RunningServer;
let bob: Person;
let ada: Person;
let admin: Person;

beforeAll(async () => {
  there = await federationSite(await ownDatabase(), { RATE_LIMITS: "off" });
  here = await federationSite(await ownDatabase());
  ada = await insertUser(there.app, { firstName: "Ada" });
  admin = await insertUser(there.app, { role: "admin" });
  bob = await insertUser(here.app, { firstName: "Bob" });
});
afterAll(async () => {
  await here?.close();
  await there?.close();
});

type FeedPost = { id: string; name?: string };
const feed = async (before?: string) =>
  (
    (await (
      await callAs(here, bob.token, `/fediverse/feed${before ? `?before=${encodeURIComponent(before)}` : ""}`)
    ).json()) as { data: { posts: FeedPost[]; next?: string } }
  ).data;
const following = async () =>
  (
    (await (await callAs(here, bob.token, "/fediverse/following")).json()) as {
      data: { accounts: { id: string; state: string }[] };
    }
  ).data.accounts;
const follow = () =>
  callAs(here, bob.token, "/fediverse/following", "POST", { handle: `${there.url}/@${ada.user.username}` });
const adaFollowers = () =>
  there.app.database.db.select().from(fediverseFollowers).where(eq(fediverseFollowers.local, ada.user.id));
const publish = async (title: string) => {
  const res = await callAs(there, ada.token, "/post/create", "POST", { title, content: `${title}, in words.` });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { post: { _id: string } } }).data.post._id;
};
/** A story's fediverse counters there, as its readers see them. */
const counters = async (storyId: string) =>
  (
    (await (await fetch(`${there.url}/api/post/${storyId}`)).json()) as {
      data: { post: { stats: { fediverse?: { likes: number; boosts: number } } } };
    }
  ).data.post.stats.fediverse ?? { likes: 0, boosts: 0 };

/** Ada's stories, oldest first, and their copies in Bob's Following view. */
const stories: { id: string; title: string }[] = [];
const remoteId = async (title: string) =>
  (await eventually(feed, (f) => f.posts.some((p) => p.name === title))).posts.find((p) => p.name === title)!.id;

beforeAll(async () => {
  expect((await follow()).status).toBe(201);
  expect(await eventually(following, (a) => a[0]?.state === "following")).toMatchObject([{ state: "following" }]);
});

describe("the Following view's pages", () => {
  it("answers 20 newest first with `next`, and the rest from `next`, each story once", async () => {
    for (let n = 1; n <= PAGE + 1; n++) {
      const title = `Story ${String(n).padStart(2, "0")}`;
      stories.push({ id: await publish(title), title });
    }
    // Every delivery landed: the two pages together hold all 21.
    const both = async () => {
      const first = await feed();
      return { first, second: first.next ? await feed(first.next) : { posts: [] as FeedPost[] } };
    };
    const { first, second } = await eventually(both, (b) => b.first.posts.length + b.second.posts.length === PAGE + 1);
    const newestFirst = stories.map((s) => s.title).reverse();
    expect(first.posts.map((p) => p.name)).toEqual(newestFirst.slice(0, PAGE));
    expect(first.next).toEqual(expect.any(String));
    expect(second.posts.map((p) => p.name)).toEqual(newestFirst.slice(PAGE));
    expect(second.next).toBeUndefined();
  });

  it("loses no story when stories share a time across a page boundary", async () => {
    // All 21 at one instant (as a server that stamps a batch at once sends them): the page boundary
    // falls inside the tie, and only a cursor with the story's id as well can resume after it.
    const { db } = here.app.database;
    await db.update(fediversePosts).set({ publishedAt: new Date("2026-01-01T00:00:00.000Z") });
    const first = await feed();
    expect(first.posts).toHaveLength(PAGE);
    const second = await feed(first.next);
    expect(second.next).toBeUndefined();
    const names = [...first.posts, ...second.posts].map((p) => p.name).sort();
    expect(names).toEqual(stories.map((s) => s.title).sort());
  });

  it("refuses a `before` that is not a date, in the error envelope", async () => {
    const res = await callAs(here, bob.token, "/fediverse/feed?before=yesterday");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { success: boolean; errors: { field: string }[] };
    expect(body.success).toBe(false);
    expect(body.errors.map((e) => e.field)).toContain("before");
  });
});

describe("a reader's block of a server", () => {
  it("hides that server's stories and refuses following there; lifted, both come back", async () => {
    const blocked = await callAs(here, bob.token, "/fediverse/domain-blocks", "POST", { domain: HOST });
    expect(blocked.status).toBe(201);
    expect((await feed()).posts).toEqual([]);
    expect((await follow()).status).toBe(400);
    const during = await publish("Written during the block");

    const lifted = await callAs(here, bob.token, `/fediverse/domain-blocks/${HOST}`, "DELETE");
    expect(lifted.status).toBe(200);
    expect(((await lifted.json()) as { data: { domains: unknown[] } }).data.domains).toEqual([]);
    // What arrived meanwhile shows, and so does what comes next.
    stories.push({ id: during, title: "Written during the block" });
    expect(await remoteId("Written during the block")).toEqual(expect.any(String));
    stories.push({ id: await publish("Written after the block"), title: "Written after the block" });
    expect(await remoteId("Written after the block")).toEqual(expect.any(String));
    expect((await follow()).status).toBe(201);
    expect(await eventually(following, (a) => a[0]?.state === "following")).toMatchObject([{ state: "following" }]);
  });
});

describe("an admin's block of a server", () => {
  it("ends its people's follows, likes and boosts there and drops the counters; lifted, they are taken again", async () => {
    const liked = stories.at(-1)!;
    const likedHere = await remoteId(liked.title);
    expect((await callAs(here, bob.token, `/fediverse/posts/${likedHere}/like`, "POST")).status).toBe(200);
    expect((await callAs(here, bob.token, `/fediverse/posts/${likedHere}/boost`, "POST")).status).toBe(200);
    expect(
      await eventually(
        () => counters(liked.id),
        (c) => c.likes === 1 && c.boosts === 1,
      ),
    ).toEqual({
      likes: 1,
      boosts: 1,
    });
    expect(await eventually(adaFollowers, (r) => r.length === 1)).toHaveLength(1);

    expect((await callAs(there, admin.token, "/moderation/domain-blocks", "POST", { domain: HOST })).status).toBe(201);
    expect(await adaFollowers()).toEqual([]);
    expect(await counters(liked.id)).toEqual({ likes: 0, boosts: 0 });
    expect(
      await there.app.database.db.select().from(fediverseReactions).where(eq(fediverseReactions.postId, liked.id)),
    ).toEqual([]);

    const lifted = await callAs(there, admin.token, `/moderation/domain-blocks/${HOST}`, "DELETE");
    expect(lifted.status).toBe(200);
    expect(((await lifted.json()) as { data: { domains: unknown[] } }).data.domains).toEqual([]);
    // Following and liking from here count there again.
    expect((await follow()).status).toBe(201);
    expect(await eventually(adaFollowers, (r) => r.length === 1)).toHaveLength(1);
    const other = stories.at(-2)!;
    expect((await callAs(here, bob.token, `/fediverse/posts/${await remoteId(other.title)}/like`, "POST")).status).toBe(
      200,
    );
    expect(
      await eventually(
        () => counters(other.id),
        (c) => c.likes === 1,
      ),
    ).toEqual({ likes: 1, boosts: 0 });
  });
});

describe("a follower the author blocked", () => {
  it("gets a Reject: their follow request ends there and here", async () => {
    // Bob as Ada's site knows him, blocked by Ada (which ends his following there).
    const [bobThere] = await there.app.database.db
      .select({ userId: fediverseActors.userId })
      .from(fediverseActors)
      .where(and(eq(fediverseActors.uri, `${here.url}/ap/users/${bob.user.id}`)));
    expect((await callAs(there, ada.token, "/user/toggle-block", "POST", { userId: bobThere!.userId })).status).toBe(
      200,
    );
    expect(await eventually(adaFollowers, (r) => r.length === 0)).toEqual([]);

    const asked = await follow();
    expect(asked.status).toBe(201);
    expect(((await asked.json()) as { data: { account: { state: string } } }).data.account.state).toBe("requested");
    // The request is gone here only when Ada's site answered it with a Reject.
    expect(await eventually(following, (a) => a.length === 0)).toEqual([]);
    expect(await adaFollowers()).toEqual([]);
  });
});

/**
 * Federation between two real servers of this app on loopback (each on its own database), through
 * Fedify's signed deliveries: a reader here follows an author there, the story arrives, the reply
 * becomes a comment there, likes and boosts count and undo, edits and deletion travel, and a forged
 * or repeated activity changes nothing. The documents are checked against what Mastodon's parser
 * needs (tests/fixtures/mastodon-expectations.json, from Mastodon's account and WebFinger services).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { Create, Note, PUBLIC_COLLECTION } from "@fedify/vocab";
import type { RunningServer } from "../../src/server/start-server.ts";
import { comments, fediverseFollowers, fediverseReactions } from "../../src/server/db/schema/index.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { eventually } from "../support/eventually.ts";
import { callAs, federationSite, ownDatabase } from "../support/federation-sites.ts";

const expectations = JSON.parse(
  readFileSync(new URL("../fixtures/mastodon-expectations.json", import.meta.url), "utf8"),
) as {
  actor: { required: string[]; publicKey: string[] };
  webfinger: { required: string[] };
  nodeinfo: { required: string[] };
};

/** On PostgreSQL the second site gets a database of its own (the first uses the suite's). */
const site = (databaseUrl?: string) => federationSite(databaseUrl);

let here: RunningServer;
let there: RunningServer;
let ada: Person;
let bob: Person;

beforeAll(async () => {
  // Both sites have databases of their own on PostgreSQL: a test below blocks 127.0.0.1 as an admin of
  // `there`, which left in the suite's database would refuse other files' sites (all on 127.0.0.1).
  there = await site(await ownDatabase());
  here = await site(await ownDatabase());
  ada = await insertUser(there.app, { firstName: "Ada", lastName: "Lovelace", bio: "Numbers and looms." });
  bob = await insertUser(here.app, { firstName: "Bob", lastName: "Reader" });
}, 180_000);
afterAll(async () => {
  await here?.close();
  await there?.close();
});

const call = callAs;
/** On PostgreSQL the first site shares the suite's database with other suites: only ada's rows count. */
const adaFollowers = () =>
  there.app.database.db.select().from(fediverseFollowers).where(eq(fediverseFollowers.local, ada.user.id));
const commentsOn = (postId: string) => there.app.database.db.select().from(comments).where(eq(comments.postId, postId));
const ap = (url: string) => fetch(url, { headers: { accept: "application/activity+json" } });

describe("discovery, checked against what Mastodon reads", () => {
  it("answers WebFinger, the actor (also at the author page's address), NodeInfo and host-meta", async () => {
    const host = new URL(there.url).host;
    const finger = await fetch(`${there.url}/.well-known/webfinger?resource=acct:${ada.user.username}@${host}`);
    expect(finger.status).toBe(200);
    const jrd = (await finger.json()) as { subject: string; links: { rel: string; type?: string; href?: string }[] };
    for (const key of expectations.webfinger.required) expect(jrd).toHaveProperty(key);
    expect(jrd.subject).toBe(`acct:${ada.user.username}@${host}`);
    const self = jrd.links.find((l) => l.rel === "self" && l.type === "application/activity+json");
    expect(self?.href).toBe(`${there.url}/ap/users/${ada.user.id}`);
    expect(jrd.links.find((l) => l.rel === "http://webfinger.net/rel/profile-page")?.href).toBe(
      `${there.url}/@${ada.user.username}`,
    );

    const actor = (await (await ap(self!.href!)).json()) as Record<string, unknown>;
    for (const key of expectations.actor.required) expect(actor, key).toHaveProperty(key);
    expect(actor.type).toBe("Person");
    expect(actor.preferredUsername).toBe(ada.user.username);
    expect(actor.url).toBe(`${there.url}/@${ada.user.username}`);
    expect(actor.discoverable).toBe(true);
    expect(actor.indexable).toBe(true);
    const key = actor.publicKey as Record<string, string>;
    for (const k of expectations.actor.publicKey) expect(key).toHaveProperty(k);
    expect(key.owner).toBe(actor.id);
    expect(key.publicKeyPem).toContain("BEGIN PUBLIC KEY");
    expect((actor.endpoints as { sharedInbox: string }).sharedInbox).toBe(`${there.url}/ap/inbox`);
    expect(Array.isArray(actor.assertionMethod) ? actor.assertionMethod.length : 1).toBeGreaterThan(0);

    const byPage = (await (await ap(`${there.url}/@${ada.user.username}`)).json()) as { id: string };
    expect(byPage.id).toBe(actor.id);
    const html = await (await fetch(`${there.url}/@${ada.user.username}`)).text();
    expect(html).toContain(
      `<link rel="alternate" type="application/activity+json" href="${there.url}/ap/users/${ada.user.id}"`,
    );

    const site = (await (
      await fetch(`${there.url}/.well-known/webfinger?resource=acct:site.news@${host}`)
    ).json()) as typeof jrd;
    const siteActor = (await (await ap(site.links.find((l) => l.rel === "self")!.href!)).json()) as { type: string };
    expect(siteActor.type).toBe("Service");

    const index = (await (await fetch(`${there.url}/.well-known/nodeinfo`)).json()) as {
      links: { rel: string; href: string }[];
    };
    const info = (await (await fetch(index.links[0]!.href)).json()) as Record<string, unknown>;
    for (const k of expectations.nodeinfo.required) expect(info).toHaveProperty(k);
    expect(info.protocols).toEqual(["activitypub"]);
    expect(await (await fetch(`${there.url}/.well-known/host-meta`)).text()).toContain(
      "/.well-known/webfinger?resource={uri}",
    );
  });

  it("answers WebFinger and ActivityPub for an old username with the current actor", async () => {
    const host = new URL(there.url).host;
    const renamed = await insertUser(there.app);
    const before = renamed.user.username;
    const res = await call(there, renamed.token, "/user/me", "PATCH", { username: `${before}_new` });
    expect(res.status).toBe(200);
    const finger = await fetch(`${there.url}/.well-known/webfinger?resource=acct:${before}@${host}`);
    expect(finger.status).toBe(200);
    const jrd = (await finger.json()) as { links: { rel: string; href?: string }[] };
    expect(jrd.links.find((l) => l.rel === "self")?.href).toBe(`${there.url}/ap/users/${renamed.user.id}`);
    const actor = (await (await ap(`${there.url}/@${before}`)).json()) as { id: string; preferredUsername: string };
    expect(actor).toMatchObject({ id: `${there.url}/ap/users/${renamed.user.id}`, preferredUsername: `${before}_new` });
  });

  it("refuses an unsigned activity with 401 and stores nothing", async () => {
    const res = await fetch(`${there.url}/ap/users/${ada.user.id}/inbox`, {
      method: "POST",
      headers: { "content-type": "application/activity+json" },
      body: JSON.stringify({
        "@context": "https://www.w3.org/ns/activitystreams",
        id: "https://forged.example/follow/1",
        type: "Follow",
        actor: `${here.url}/ap/users/${bob.user.id}`,
        object: `${there.url}/ap/users/${ada.user.id}`,
      }),
    });
    expect(res.status).toBe(401);
    const rows = await adaFollowers();
    expect(rows).toEqual([]);
  });
});

describe("two sites following each other", () => {
  let storyId = "";
  let remotePostId = "";

  it("follows an author there: Follow, then Accept", async () => {
    const res = await call(here, bob.token, "/fediverse/following", "POST", {
      handle: `${there.url}/@${ada.user.username}`,
    });
    expect(res.status).toBe(201);
    const followers = await eventually(
      () => adaFollowers(),
      (rows) => rows.length === 1,
    );
    expect(followers).toHaveLength(1);
    const collection = (await (await ap(`${there.url}/ap/users/${ada.user.id}/followers`)).json()) as {
      type: string;
      totalItems: number;
    };
    expect(collection).toMatchObject({ type: "OrderedCollection", totalItems: 1 });
    const accounts = await eventually(
      async () =>
        (
          (await (await call(here, bob.token, "/fediverse/following")).json()) as {
            data: { accounts: { state: string; handle: string }[] };
          }
        ).data.accounts,
      (a) => a[0]?.state === "following",
    );
    expect(accounts[0]).toMatchObject({
      state: "following",
      handle: `${ada.user.username}@${new URL(there.url).host}`,
    });
  });

  it("publishes there, and the story arrives here", async () => {
    const created = await call(there, ada.token, "/post/create", "POST", {
      title: "On the analytical engine",
      content: "It weaves algebraic patterns.",
      tags: ["science"],
    });
    expect(created.status).toBe(201);
    storyId = ((await created.json()) as { data: { post: { _id: string } } }).data.post._id;
    const feed = await eventually(
      async () =>
        (
          (await (await call(here, bob.token, "/fediverse/feed")).json()) as {
            data: { posts: { id: string; name?: string; contentHtml: string }[] };
          }
        ).data.posts,
      (p) => p.length === 1,
    );
    expect(feed[0]?.name).toBe("On the analytical engine");
    expect(feed[0]?.contentHtml).toContain("algebraic patterns");
    remotePostId = feed[0]!.id;
    const article = (await (await ap(`${there.url}/ap/posts/${storyId}`)).json()) as Record<string, unknown>;
    expect(article).toMatchObject({
      type: "Article",
      name: "On the analytical engine",
      attributedTo: `${there.url}/ap/users/${ada.user.id}`,
    });
    expect(article.summary).toBeTruthy();
    const outbox = (await (await ap(`${there.url}/ap/users/${ada.user.id}/outbox`)).json()) as {
      type: string;
      totalItems: number;
      first: string;
    };
    expect(outbox).toMatchObject({ type: "OrderedCollection", totalItems: 1 });
    const first = (await (await ap(outbox.first)).json()) as {
      orderedItems: { type: string; object: { type: string; id: string } }[];
    };
    expect(first.orderedItems[0]).toMatchObject({
      type: "Create",
      object: { type: "Article", id: `${there.url}/ap/posts/${storyId}` },
    });
  });

  it("a reply here becomes a comment there, with the replier's name and profile", async () => {
    const res = await call(here, bob.token, `/fediverse/posts/${remotePostId}/replies`, "POST", {
      content: "What a **machine**.",
    });
    expect(res.status).toBe(201);
    const list = await eventually(
      async () =>
        (
          (await (await fetch(`${there.url}/api/post/comments?postId=${storyId}`)).json()) as {
            data: {
              comments: { content: string; contentHtml?: string; author: { firstName: string; username: string } }[];
            };
          }
        ).data.comments,
      (c) => c.length === 1,
    );
    expect(list[0]?.contentHtml).toContain("<strong>machine</strong>");
    expect(list[0]?.author.firstName).toBe("Bob Reader");
    expect(list[0]?.author.username).toBe(`${bob.user.username}@${new URL(here.url).host}`);
  });

  it("three deliveries of the same reply leave one comment", async () => {
    const ctx = (await here.app.services.fediverse.federation()).createContext(new URL(here.url), undefined);
    const actor = ctx.getActorUri(bob.user.id);
    const note = new Note({
      id: new URL(`${actor.href}/notes/again`),
      attribution: actor,
      content: "<p>Once only</p>",
      replyTarget: new URL(`${there.url}/ap/posts/${storyId}`),
      to: PUBLIC_COLLECTION,
    });
    const recipient = {
      id: new URL(`${there.url}/ap/users/${ada.user.id}`),
      inboxId: new URL(`${there.url}/ap/users/${ada.user.id}/inbox`),
    };
    const same = new Create({ id: new URL(`${note.id!.href}#create`), actor, object: note, to: PUBLIC_COLLECTION });
    await ctx.sendActivity({ identifier: bob.user.id }, recipient, same);
    await ctx.sendActivity({ identifier: bob.user.id }, recipient, same);
    // And once more under a new activity id: the Note's own id keeps it to one comment.
    await ctx.sendActivity(
      { identifier: bob.user.id },
      recipient,
      new Create({ id: new URL(`${note.id!.href}#again`), actor, object: note, to: PUBLIC_COLLECTION }),
    );
    const rows = await eventually(
      () => there.app.database.db.select().from(comments).where(eq(comments.apId, note.id!.href)),
      (r) => r.length >= 1,
    );
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await there.app.database.db.select().from(comments).where(eq(comments.apId, note.id!.href))).toHaveLength(
      rows.length,
    );
    expect(rows).toHaveLength(1);
  });

  it("likes and boosts count there, apart from local likes, and undo", async () => {
    const counts = async () => {
      const res = (await (await fetch(`${there.url}/api/post/${storyId}`)).json()) as {
        data: { post: { stats: { totalLikes: number; fediverse?: { likes: number; boosts: number } } } };
      };
      return res.data.post.stats.fediverse ?? { likes: 0, boosts: 0 };
    };
    expect((await call(here, bob.token, `/fediverse/posts/${remotePostId}/like`, "POST")).status).toBe(200);
    expect((await call(here, bob.token, `/fediverse/posts/${remotePostId}/boost`, "POST")).status).toBe(200);
    expect(await eventually(counts, (c) => c.likes === 1 && c.boosts === 1)).toEqual({ likes: 1, boosts: 1 });
    const post = (await (await fetch(`${there.url}/api/post/${storyId}`)).json()) as {
      data: { post: { slug: string; stats: { totalLikes: number } } };
    };
    expect(post.data.post.stats.totalLikes).toBe(0);
    expect((await call(here, bob.token, `/fediverse/posts/${remotePostId}/like`, "DELETE")).status).toBe(200);
    expect(await eventually(counts, (c) => c.likes === 0)).toEqual({ likes: 0, boosts: 1 });
    expect(
      await there.app.database.db.select().from(fediverseReactions).where(eq(fediverseReactions.postId, storyId)),
    ).toHaveLength(1);
    const page = await fetch(`${there.url}/post/${post.data.post.slug}`, { headers: { "cache-control": "no-cache" } });
    expect(await page.text()).toMatch(/From the fediverse: 0 likes · 1\s+boost/);
    // The boost undone as well: its Undo reaches there, the counter and the row go.
    expect((await call(here, bob.token, `/fediverse/posts/${remotePostId}/boost`, "DELETE")).status).toBe(200);
    expect(await eventually(counts, (c) => c.boosts === 0)).toEqual({ likes: 0, boosts: 0 });
    expect(
      await there.app.database.db.select().from(fediverseReactions).where(eq(fediverseReactions.postId, storyId)),
    ).toEqual([]);
  });

  it("an edit there updates the post here, title and text; deletion removes it, and the object answers 410", async () => {
    const edited = await call(there, ada.token, `/post/${storyId}`, "PUT", {
      title: "On the engine, revised",
      content: "It weaves new patterns.",
    });
    expect(edited.status).toBe(200);
    // Every field the Update carries: the title as well as the text.
    const updated = await eventually(
      async () =>
        (
          (await (await call(here, bob.token, "/fediverse/feed")).json()) as {
            data: { posts: { name?: string; contentHtml: string }[] };
          }
        ).data.posts,
      (p) => !!p[0]?.contentHtml.includes("new patterns") && p[0]?.name === "On the engine, revised",
    );
    expect(updated[0]).toMatchObject({ name: "On the engine, revised" });
    expect(updated[0]?.contentHtml).toContain("new patterns");
    expect((await call(there, ada.token, `/post/${storyId}`, "DELETE")).status).toBe(200);
    const gone = await eventually(
      async () =>
        ((await (await call(here, bob.token, "/fediverse/feed")).json()) as { data: { posts: unknown[] } }).data.posts,
      (p) => p.length === 0,
    );
    expect(gone).toEqual([]);
    const object = await ap(`${there.url}/ap/posts/${storyId}`);
    expect(object.status).toBe(410);
    expect(((await object.json()) as { type: string }).type).toBe("Tombstone");
  });

  it("blocking someone elsewhere ends following both ways, there too", async () => {
    const accounts = (
      (await (await call(here, bob.token, "/fediverse/following")).json()) as { data: { accounts: { id: string }[] } }
    ).data.accounts;
    const blocked = await call(here, bob.token, "/user/toggle-block", "POST", { userId: accounts[0]!.id });
    expect(blocked.status).toBe(200);
    const rows = await eventually(
      () => adaFollowers(),
      (r) => r.length === 0,
    );
    expect(rows).toEqual([]);
    expect(
      ((await (await call(here, bob.token, "/fediverse/following")).json()) as { data: { accounts: unknown[] } }).data
        .accounts,
    ).toEqual([]);
    // Unblocked, following again is possible.
    expect((await call(here, bob.token, "/user/toggle-block", "POST", { userId: accounts[0]!.id })).status).toBe(200);
    expect(
      (await call(here, bob.token, "/fediverse/following", "POST", { handle: `${there.url}/@${ada.user.username}` }))
        .status,
    ).toBe(201);
    await eventually(
      () => adaFollowers(),
      (r) => r.length === 1,
    );
  });

  it("unfollowing sends Undo: the follower is gone there", async () => {
    const accounts = (
      (await (await call(here, bob.token, "/fediverse/following")).json()) as { data: { accounts: { id: string }[] } }
    ).data.accounts;
    expect((await call(here, bob.token, `/fediverse/following/${accounts[0]!.id}`, "DELETE")).status).toBe(200);
    const rows = await eventually(
      () => adaFollowers(),
      (r) => r.length === 0,
    );
    expect(rows).toEqual([]);
  });

  it("refuses a handle that is not a person and a bad server name, in the error envelope", async () => {
    const bad = await call(here, bob.token, "/fediverse/following", "POST", { handle: "x" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { success: boolean }).success).toBe(false);
    const domain = await call(here, bob.token, "/fediverse/domain-blocks", "POST", { domain: "not a domain" });
    expect(domain.status).toBe(400);
    const notAdmin = await call(here, bob.token, "/moderation/domain-blocks", "POST", { domain: "spam.example" });
    expect(notAdmin.status).toBe(403);
  });

  it("an admin's block of a server removes its people's comments and refuses what comes from there", async () => {
    const admin = await insertUser(there.app, { role: "admin" });
    const host = new URL(here.url).host;
    const created = await call(there, ada.token, "/post/create", "POST", { title: "Second", content: "More." });
    const second = ((await created.json()) as { data: { post: { _id: string } } }).data.post._id;
    const ctx = (await here.app.services.fediverse.federation()).createContext(new URL(here.url), undefined);
    const actor = ctx.getActorUri(bob.user.id);
    const recipient = {
      id: new URL(`${there.url}/ap/users/${ada.user.id}`),
      inboxId: new URL(`${there.url}/ap/users/${ada.user.id}/inbox`),
    };
    const replyFrom = async (n: number) => {
      const note = new Note({
        id: new URL(`${actor.href}/notes/blocked-${n}`),
        attribution: actor,
        content: `<p>Reply ${n}</p>`,
        replyTarget: new URL(`${there.url}/ap/posts/${second}`),
        to: PUBLIC_COLLECTION,
      });
      await ctx.sendActivity(
        { identifier: bob.user.id },
        recipient,
        new Create({ id: new URL(`${note.id!.href}#create`), actor, object: note, to: PUBLIC_COLLECTION }),
      );
    };
    await replyFrom(1);
    const before = await eventually(
      () => commentsOn(second),
      (rows) => rows.length > 0,
    );
    expect(before.length).toBeGreaterThan(0);
    // A reader who blocked that server no longer sees its people's comments; others still do.
    const carol = await insertUser(there.app);
    expect((await call(there, carol.token, "/fediverse/domain-blocks", "POST", { domain: host })).status).toBe(201);
    const seen = async (token?: string) =>
      (
        (await (await call(there, token ?? "", `/post/comments?postId=${second}`)).json()) as {
          data: { comments: unknown[] };
        }
      ).data.comments.length;
    expect(await seen(carol.token)).toBe(0);
    expect(await seen()).toBe(1);
    const blocked = await call(there, admin.token, "/moderation/domain-blocks", "POST", { domain: host });
    expect(blocked.status).toBe(201);
    // Stored as the host name (no port): the block covers that server on every port.
    expect(((await blocked.json()) as { data: { domains: { domain: string }[] } }).data.domains).toEqual([
      expect.objectContaining({ domain: new URL(here.url).hostname }),
    ]);
    expect(await commentsOn(second)).toEqual([]);
    // A reply and a follow from there are not accepted any more.
    await replyFrom(2);
    expect(
      (await call(here, bob.token, "/fediverse/following", "POST", { handle: `${there.url}/@${ada.user.username}` }))
        .status,
    ).toBe(201);
    // Both delivered and handled there: here's queue empties once there took them, there's once handled.
    const queued = async (server: RunningServer) =>
      Number(
        (await server.app.database.db.execute<{ n: number }>(sql`select count(*)::int as n from fediverse_queue`))
          .rows[0]!.n,
      );
    await eventually(
      () => queued(here),
      (n) => n === 0,
      30_000,
    );
    await eventually(
      () => queued(there),
      (n) => n === 0,
      30_000,
    );
    expect(await adaFollowers()).toEqual([]);
    expect(await commentsOn(second)).toEqual([]);
    expect(
      await there.app.database.db
        .select()
        .from(comments)
        .where(eq(comments.apId, `${actor.href}/notes/blocked-2`)),
    ).toEqual([]);
  });
});

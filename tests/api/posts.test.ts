/** Posts through the real API: writing, drafts, publishing, addresses, lists, feeds and who sees what. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { markdownTimeLimitMs } from "../../src/server/content/markdown-pool.ts";
import { posts } from "../../src/server/db/schema/index.ts";
import { ANCHOR_EVERY } from "../../src/server/services/posts/shared.ts";
import { apiCalls } from "../support/api-calls.ts";
import { createTestApi, insertUser, type Person } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
let alice: Person;
let bob: Person;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  alice = await insertUser(app, { firstName: "Alice" });
  bob = await insertUser(app, { firstName: "Bob" });
});
afterAll(async () => {
  await app.close();
});

const tag = () => `t${randomUUID().slice(0, 8)}`;
const { send, get } = apiCalls(() => api);

async function publish(who: Person, over: Record<string, unknown> = {}) {
  const res = await send(
    "POST",
    "/post/create",
    { title: "A story worth telling", content: "Once upon a time.", ...over },
    who,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data.post;
}
async function draft(who: Person, over: Record<string, unknown> = {}) {
  const res = await send("POST", "/post/draft", { title: "Work in progress", content: "Half a thought", ...over }, who);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).data.post;
}

describe("create", () => {
  it("publishes with a slug from the title, rendered HTML, excerpt, reading time and the author", async () => {
    const res = await send(
      "POST",
      "/post/create",
      {
        title: "Größer als gedacht",
        subtitle: "A subtitle",
        content: "# Hi\n\nSome **bold** text.\n\n<script>alert(1)</script>",
        tags: ["Science", "science", "space"],
      },
      alice,
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Post created successfully");
    const post = body.data.post;
    expect(post).toMatchObject({
      slug: "groesser-als-gedacht",
      title: "Größer als gedacht",
      subtitle: "A subtitle",
      status: "published",
      tags: ["science", "space"],
      readingTime: 1,
      iLiked: false,
      stats: { totalComments: 0, totalLikes: 0, totalShares: 0 },
      author: { _id: alice.user.id, firstName: "Alice" },
    });
    expect(post.contentHtml).toContain("<strong>bold</strong>");
    expect(post.contentHtml).not.toContain("<script");
    expect(post.excerpt).toBe("Hi Some bold text.");
    expect(post.publishedAt).toBeTruthy();
  });

  it("gives the same title a different address", async () => {
    const a = await publish(alice, { title: "Same title here" });
    const b = await publish(bob, { title: "Same title here" });
    expect(a.slug).toBe("same-title-here");
    expect(b.slug).toMatch(/^same-title-here-[a-z0-9]{6}$/);
  });

  it("never uses a reserved word as a slug", async () => {
    const post = await publish(alice, { title: "Drafts" });
    expect(post.slug).toBe("drafts-post");
    expect((await get("/post/drafts")).status).toBe(401);
  });

  it.each([
    [{ title: "" }, "title"],
    [{ title: "x".repeat(151) }, "title"],
    [{ content: "   " }, "content"],
    [{ content: "x".repeat(100_001) }, "content"],
    [{ tags: ["a", "b", "c", "d", "e", "f"] }, "tags"],
    [{ tags: ["x".repeat(31)] }, "tags.0"],
    [{ tags: ["no spaces"] }, "tags.0"],
    [{ coverImage: { url: "https://evil.example/x.png", alt: "" } }, "coverImage.url"],
    [{ status: "published" }, "status"],
    [{ authorId: "someone" }, "authorId"],
  ])("refuses %o (field %s) and creates nothing", async (over, field) => {
    const marker = tag();
    const res = await send("POST", "/post/create", { title: `Valid ${marker}`, content: "Body", ...over }, alice);
    expect(res.status).toBe(400);
    expect((await res.json()).errors.map((e: { field: string }) => e.field)).toContain(field);
    const list = await (await get(`/post?author=${alice.user.username}&limit=50`)).json();
    expect(list.data.posts.some((p: { title: string }) => p.title.includes(marker))).toBe(false);
  });

  it("needs a signed-in author", async () => {
    expect((await send("POST", "/post/create", { title: "x", content: "y" })).status).toBe(401);
  });
});

describe("drafts", () => {
  it("saves an empty draft and updates it in place, version by version", async () => {
    const first = await draft(alice, { title: "", content: "" });
    expect(first).toMatchObject({ status: "draft", version: 1 });
    const second = await draft(alice, {
      _id: first._id,
      baseVersion: 1,
      title: "Now it has a title",
      content: "And words.",
    });
    expect(second).toMatchObject({
      _id: first._id,
      version: 2,
      title: "Now it has a title",
      slug: "now-it-has-a-title",
    });
    expect(second.contentHtml).toBe("<p>And words.</p>");
  });

  it("refuses a stale copy instead of overwriting newer text (409)", async () => {
    const d = await draft(alice);
    await draft(alice, { _id: d._id, baseVersion: 1, content: "Typed on the laptop" });
    const res = await send("POST", "/post/draft", { _id: d._id, baseVersion: 1, content: "Typed on the phone" }, alice);
    expect(res.status).toBe(409);
    expect((await res.json()).errors[0].field).toBe("baseVersion");
    const mine = await (await get(`/post/${d.slug}`, alice)).json();
    expect(mine.data.post.content).toBe("Typed on the laptop");
  });

  it("lists only the caller's drafts, newest first, paged", async () => {
    const mine = [await draft(bob, { title: "Bob one" }), await draft(bob, { title: "Bob two" })];
    await draft(alice, { title: "Alice secret" });
    const res = await (await get("/post/drafts?limit=50", bob)).json();
    const titles = res.data.posts.map((p: { title: string }) => p.title);
    expect(titles.indexOf("Bob two")).toBeLessThan(titles.indexOf("Bob one"));
    expect(titles).not.toContain("Alice secret");
    expect(res.data.meta).toMatchObject({ page: 1, limit: 50 });
    expect(res.data.meta.total).toBeGreaterThanOrEqual(mine.length);
    const paged = await (await get("/post/drafts?limit=1&page=2", bob)).json();
    expect(paged.data.posts).toHaveLength(1);
    expect(paged.data.posts[0].title).toBe(titles[1]);
  });

  it("will not save into someone else's draft or a published story", async () => {
    const d = await draft(alice);
    expect((await send("POST", "/post/draft", { _id: d._id, content: "hijack" }, bob)).status).toBe(404);
    const p = await publish(alice);
    expect((await send("POST", "/post/draft", { _id: p._id, content: "x" }, alice)).status).toBe(409);
  });
});

describe("who sees a draft", () => {
  it("is its author alone: by slug, in lists, feeds, related and others' draft lists", async () => {
    const marker = tag();
    const d = await draft(alice, { title: `Secret plans ${marker}`, tags: [marker] });
    await publish(alice, { title: `Public ${marker}`, tags: [marker] });
    expect((await get(`/post/${d.slug}`, alice)).status).toBe(200);
    expect((await get(`/post/${d.slug}`, bob)).status).toBe(404);
    expect((await get(`/post/${d.slug}`)).status).toBe(404);
    const lists = [
      `/post?tag=${marker}&limit=50`,
      `/post/user/${alice.user.username}?limit=50`,
      `/post/recommended?limit=50`,
      `/post/drafts?limit=50`,
    ];
    for (const path of lists) {
      const body = await (await get(path, bob)).json();
      expect(
        body.data.posts.map((p: { _id: string }) => p._id),
        path,
      ).not.toContain(d._id);
    }
    const any = await publish(bob, { tags: [marker] });
    const related = await (await get(`/post/related?postId=${any._id}&limit=20`)).json();
    expect(related.data.posts.map((p: { _id: string }) => p._id)).not.toContain(d._id);
    // Nor does asking for stories related to a draft tell anyone it exists.
    expect((await get(`/post/related?postId=${d._id}`, bob)).status).toBe(404);
  });
});

describe("update and delete", () => {
  it("publishes a draft only with a title and a body", async () => {
    const d = await draft(alice, { title: "", content: "" });
    const res = await send("PUT", `/post/${d._id}`, { status: "published" }, alice);
    expect(res.status).toBe(400);
    expect((await res.json()).errors.map((e: { field: string }) => e.field).sort()).toEqual(["content", "title"]);
    const ok = await send(
      "PUT",
      `/post/${d._id}`,
      { status: "published", title: "Ready now", content: "Done." },
      alice,
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.post).toMatchObject({ status: "published", slug: "ready-now" });
  });

  it("keeps an old address working after the title of a published post changes", async () => {
    const p = await publish(alice, { title: `Original title ${tag()}` });
    const res = await send("PUT", `/post/${p._id}`, { title: "A better title entirely" }, alice);
    const updated = (await res.json()).data.post;
    expect(updated.slug).toMatch(/^a-better-title-entirely/);
    const old = await get(`/post/${p.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/api/post/${updated.slug}`);
    expect((await get(`/post/${updated.slug}`)).status).toBe(200);
  });

  it("unpublishes: the post disappears for readers", async () => {
    const p = await publish(alice);
    await send("PUT", `/post/${p._id}`, { status: "draft" }, alice);
    expect((await get(`/post/${p.slug}`)).status).toBe(404);
    expect((await get(`/post/${p.slug}`, alice)).status).toBe(200);
  });

  it("is for the author only: others get 404 and nothing changes", async () => {
    const p = await publish(alice, { title: "Mine alone" });
    expect((await send("PUT", `/post/${p._id}`, { title: "Stolen" }, bob)).status).toBe(404);
    expect((await send("DELETE", `/post/${p._id}`, undefined, bob)).status).toBe(404);
    expect((await (await get(`/post/${p.slug}`)).json()).data.post.title).toBe("Mine alone");
  });

  it("deletes", async () => {
    const p = await publish(alice);
    const res = await send("DELETE", `/post/${p._id}`, undefined, alice);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("Post deleted successfully");
    expect((await get(`/post/${p.slug}`)).status).toBe(404);
  });

  it("validates ids and bodies", async () => {
    expect((await send("PUT", "/post/not-a-uuid", { title: "x" }, alice)).status).toBe(400);
    const p = await publish(alice);
    expect((await send("PUT", `/post/${p._id}`, {}, alice)).status).toBe(400);
    expect((await send("PUT", `/post/${p._id}`, { status: "archived" }, alice)).status).toBe(400);
  });
});

describe("lists", () => {
  it("filters by tag and author, sorts by latest or top, and pages with meta", async () => {
    const t = tag();
    const a = await publish(alice, { title: "First", tags: [t] });
    const b = await publish(bob, { title: "Second", tags: [t] });
    await app.database.db.update(posts).set({ totalLikes: 10 }).where(eq(posts.id, a._id));
    const latest = await (await get(`/post?tag=${t}`)).json();
    expect(latest.data.posts.map((p: { _id: string }) => p._id)).toEqual([b._id, a._id]);
    expect(latest.data.meta).toEqual({ page: 1, limit: 10, total: 2 });
    expect(latest.data.posts[0]).not.toHaveProperty("content");
    const top = await (await get(`/post?tag=${t}&sort=top`)).json();
    expect(top.data.posts.map((p: { _id: string }) => p._id)).toEqual([a._id, b._id]);
    const byBob = await (await get(`/post?tag=${t}&author=${bob.user.username}`)).json();
    expect(byBob.data.posts.map((p: { _id: string }) => p._id)).toEqual([b._id]);
    const page2 = await (await get(`/post?tag=${t}&limit=1&page=2`)).json();
    expect(page2.data.posts.map((p: { _id: string }) => p._id)).toEqual([a._id]);
  });

  it("pages through a list, each story once and in order, stories published at the same moment included", async () => {
    const t = tag();
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await publish(i % 2 ? alice : bob, { title: `Paged ${i}`, tags: [t] }));
    // Three published at the same moment: the order between them must hold from page to page.
    const moment = new Date();
    await app.database.db
      .update(posts)
      .set({ publishedAt: moment })
      .where(
        inArray(
          posts.id,
          made.slice(2, 5).map((p) => p._id),
        ),
      );
    for (const query of [`tag=${t}`, `tag=${t}&sort=top`]) {
      const all = (await (await get(`/post?${query}&limit=50`)).json()).data.posts.map((p: { _id: string }) => p._id);
      const paged: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const list = (await (await get(`/post?${query}&limit=3&page=${page}`)).json()).data;
        expect(list.meta).toEqual({ page, limit: 3, total: 7 });
        paged.push(...list.posts.map((p: { _id: string }) => p._id));
      }
      expect(paged).toEqual(all);
      expect(new Set(paged).size).toBe(7);
    }
    const byAlice = (await (await get(`/post/user/${alice.user.username}?limit=1&page=2`)).json()).data;
    const aliceAll = (await (await get(`/post/user/${alice.user.username}?limit=50`)).json()).data;
    expect(byAlice.posts.map((p: { _id: string }) => p._id)).toEqual([aliceAll.posts[1]._id]);
    expect(byAlice.meta.total).toBe(aliceAll.meta.total);
  });

  it.each(["page=0", "page=-1", "page=x", "limit=0", "limit=51", "limit=2.5", "sort=best"])(
    "answers 400 for %s",
    async (qs) => {
      const res = await get(`/post?${qs}`);
      expect(res.status).toBe(400);
      expect((await res.json()).errors[0].field).toBe(qs.split("=")[0]);
    },
  );

  it("lists a user's published posts, 404 for an unknown user", async () => {
    const t = tag();
    await publish(bob, { title: `Bob public ${t}` });
    const res = await (await get(`/post/user/${bob.user.username.toUpperCase()}?limit=50`)).json();
    expect(res.data.posts.some((p: { title: string }) => p.title === `Bob public ${t}`)).toBe(true);
    expect((await get("/post/user/nobody_here_at_all")).status).toBe(404);
  });

  it("recommends posts on the reader's interests first", async () => {
    const t = tag();
    const reader = await insertUser(app, { interests: [t] });
    const onTopic = await publish(alice, { title: "On topic", tags: [t] });
    await publish(bob, { title: "Newer but off topic" });
    const feed = await (await get("/post/recommended?limit=5", reader)).json();
    expect(feed.data.posts[0]._id).toBe(onTopic._id);
    expect((await get("/post/recommended")).status).toBe(200);
  });

  it("relates posts by shared tags first, then similar titles, never the post itself", async () => {
    const [t1, t2] = [tag(), tag()];
    const source = await publish(alice, { title: "Learning the violin", tags: [t1, t2] });
    const both = await publish(bob, { title: "Unrelated words", tags: [t1, t2] });
    const one = await publish(bob, { title: "Learning the viola", tags: [t1] });
    const res = await (await get(`/post/related?postId=${source._id}&limit=3`)).json();
    const ids = res.data.posts.map((p: { _id: string }) => p._id);
    expect(ids.slice(0, 2)).toEqual([both._id, one._id]);
    expect(ids).not.toContain(source._id);
    // Every story sharing a tag counts, not only those shown.
    const first = await (await get(`/post/related?postId=${source._id}&limit=1`)).json();
    expect(first.data.posts.map((p: { _id: string }) => p._id)).toEqual([both._id]);
    expect(first.data.meta.total).toBe(2);
    // A listed story taken back or deleted leaves the lists at once (they are kept a minute otherwise).
    expect((await send("PUT", `/post/${both._id}`, { status: "draft" }, bob)).status).toBe(200);
    const after = await (await get(`/post/related?postId=${source._id}&limit=3`)).json();
    expect(after.data.posts.map((p: { _id: string }) => p._id)).toEqual([one._id]);
    expect((await send("DELETE", `/post/${one._id}`, undefined, bob)).status).toBe(200);
    const none = await (await get(`/post/related?postId=${source._id}&limit=3`)).json();
    expect(none.data.posts.map((p: { _id: string }) => p._id)).not.toContain(one._id);
    expect((await get("/post/related?postId=nope")).status).toBe(400);
    expect((await get(`/post/related?postId=${randomUUID()}`)).status).toBe(404);
  });
});

describe("feed caching", () => {
  it("shows a writer's new, changed or deleted story at once, though feeds are cached", async () => {
    const t = tag();
    const first = await publish(alice, { title: "Cached first", tags: [t] });
    expect((await (await get(`/post?tag=${t}`)).json()).data.meta.total).toBe(1);
    const second = await publish(alice, { title: "Right after", tags: [t] });
    const after = await (await get(`/post?tag=${t}`)).json();
    expect(after.data.posts.map((p: { _id: string }) => p._id)).toEqual([second._id, first._id]);
    await send("PUT", `/post/${first._id}`, { title: "Renamed now" }, alice);
    expect((await (await get(`/post?tag=${t}`)).json()).data.posts[1].title).toBe("Renamed now");
    await send("DELETE", `/post/${second._id}`, undefined, alice);
    expect((await (await get(`/post?tag=${t}`)).json()).data.meta.total).toBe(1);
  });

  it("counts a list's stories once for all its pages and orders, and again once a story joins it", async () => {
    const t = tag();
    for (const n of [1, 2, 3]) await publish(alice, { title: `Counted ${n}`, tags: [t] });
    /**
     * The list's total, and how many statements counted stories for it (only stories: a publication's
     * newsletter, sent after its answer, counts its deliveries meanwhile).
     */
    const counted = async (path: string) => {
      app.database.queries.log = [];
      const body = await (await get(path)).json();
      const counts = app.database.queries.log.filter((q) => /select count\(\*\) from "posts"/i.test(q.sql)).length;
      app.database.queries.log = undefined;
      return { total: body.data.meta.total, counts };
    };
    expect(await counted(`/post?tag=${t}&limit=1`)).toEqual({ total: 3, counts: 1 });
    expect(await counted(`/post?tag=${t}&limit=1&page=2`)).toEqual({ total: 3, counts: 0 });
    expect(await counted(`/post?tag=${t}&limit=2&sort=top`)).toEqual({ total: 3, counts: 0 });
    await publish(bob, { title: "Joins the topic", tags: [t] });
    expect(await counted(`/post?tag=${t}&limit=1&page=3`)).toEqual({ total: 4, counts: 1 });
  });
});

describe("deep pages", () => {
  it("starts a deep page of a list newest first from a remembered place: the same stories as counting from the start, moved at once by a story published or taken back", async () => {
    const t = tag();
    const db = app.database.db;
    // More than two places' worth (ANCHOR_EVERY), three at a time published at the same moment.
    await db.execute(sql`insert into posts (author_id, slug, title, content, tags, status, published_at)
      select ${alice.user.id}::uuid, ${t} || '-' || i, 'Deep ' || i, 'Deep down.', array[${t}]::text[], 'published',
        timestamptz '2020-01-01' + (i / 3) * interval '1 second'
      from generate_series(1, ${2 * ANCHOR_EVERY + 130}) as i`);
    const expected = async () =>
      (
        await db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.status, "published"), sql`${posts.tags} @> array[${t}]::text[]`))
          .orderBy(desc(posts.publishedAt), desc(posts.id))
      ).map((r) => r.id);
    /** Page `page` of 50 and whether it was found from a remembered place. */
    const deep = async (page: number) => {
      app.database.queries.log = [];
      const body = await (await get(`/post?tag=${t}&limit=50&page=${page}`)).json();
      const placed = app.database.queries.log.some((q) => /\("posts"\."published_at", "posts"\."id"\) </.test(q.sql));
      app.database.queries.log = undefined;
      return { ids: body.data.posts.map((p: { _id: string }) => p._id), placed, total: body.data.meta.total };
    };
    let order = await expected();
    const walked: string[] = [];
    for (let page = 1; page <= 23; page++) {
      const got = await deep(page);
      expect(got.placed).toBe(page > ANCHOR_EVERY / 50);
      walked.push(...got.ids);
    }
    expect(walked).toEqual(order);

    // A story published, then one deep in the list taken back: the deep pages follow at once.
    const fresh = await publish(bob, { title: "On top now", tags: [t] });
    order = await expected();
    expect(order[0]).toBe(fresh._id);
    expect((await deep(23)).ids).toEqual(order.slice(1100, 1150));
    expect((await deep(12)).ids).toEqual(order.slice(550, 600));
    const buried = order[700]!;
    expect((await send("PUT", `/post/${buried}`, { status: "draft" }, alice)).status).toBe(200);
    order = await expected();
    const after = await deep(15);
    expect(after).toEqual({ ids: order.slice(700, 750), placed: true, total: 2 * ANCHOR_EVERY + 130 });
    // Newest first only: "top" moves with every like and counts from the start.
    expect((await deep(1)).placed).toBe(false);
    const top = await (await get(`/post?tag=${t}&limit=50&page=15&sort=top`)).json();
    expect(top.data.posts).toHaveLength(50);
  });
});

describe("interests catalogue", () => {
  it("lists the seeded topics with their published post counts", async () => {
    const before = (await (await get("/interests")).json()).data.interests;
    const science = before.find((t: { slug: string }) => t.slug === "science");
    expect(science).toMatchObject({ name: "Science" });
    expect(before.length).toBeGreaterThanOrEqual(20);
    await publish(bob, { tags: ["science"] });
    await draft(bob, { tags: ["science"] });
    const after = (await (await get("/interests")).json()).data.interests;
    expect(after.find((t: { slug: string }) => t.slug === "science").posts).toBe(science.posts + 1);
  });
});

describe("bodies built to stall the renderer", () => {
  it("answers 400 on content for a body too slow or too deep to render, saves nothing, and keeps answering", async () => {
    const before = (await app.database.db.select({ id: posts.id }).from(posts)).length;
    // The attack's cost grows faster than its length: 24,000 characters take 6-8 s here against a
    // 6.4 s limit (a faster machine finished in time), 60,000 take well over a minute against 8.5 s.
    const stars = "*_".repeat(30_000);
    expect(markdownTimeLimitMs(stars.length)).toBeLessThan(9_000);
    const slow = send("POST", "/post/create", { title: "Stars", content: stars }, alice);
    // Meanwhile, others are answered.
    const health = await get("/health");
    expect(health.status).toBe(200);
    const res = await slow;
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].field).toBe("content");
    expect(body.errors[0].message).toMatch(/too complex to render/);

    const deep = await send("POST", "/post/draft", { title: "Quotes", content: ">".repeat(99_000) }, alice);
    expect(deep.status).toBe(400);
    expect((await deep.json()).errors[0]).toEqual({
      field: "content",
      message: "Quotes and lists can be nested at most 32 levels deep",
    });
    expect((await app.database.db.select({ id: posts.id }).from(posts)).length).toBe(before);
    // A draft being edited keeps its saved text when an update is refused.
    const mine = await draft(alice, { content: "Safe words." });
    const refused = await send("PUT", `/post/${mine._id}`, { content: "> ".repeat(40) + "x" }, alice);
    expect(refused.status).toBe(400);
    expect((await (await get(`/post/${mine.slug}`, alice)).json()).data.post.content).toBe("Safe words.");
  });
});

describe("the author's own counts", () => {
  it("GET /api/user and sign-in count one's published stories and followers (drafts do not count)", async () => {
    const writer = await insertUser(app, { firstName: "Counted" });
    await publish(writer);
    await publish(writer);
    await send("POST", "/post/draft", { title: "Not yet", content: "Soon." }, writer);
    expect((await send("POST", "/user/toggle-follow", { userId: writer.user.id }, bob)).status).toBe(200);
    const me = (await (await get("/user", writer)).json()).data;
    expect(me.stats).toEqual({ followers: 1, following: 0, posts: 2 });
    const viewer = (await (await get("/user/viewer", writer)).json()).data;
    expect(viewer.user.stats.posts).toBe(2);
  });
});

describe("canonical address of a cross-posted story", () => {
  const original = "https://blog.example.org/2026/first-published-here";

  it("keeps it on create, shows it to readers, and clears it with an empty string", async () => {
    const post = await publish(alice, { canonicalUrl: `  ${original}  ` });
    expect(post.canonicalUrl).toBe(original);
    const read = await (await get(`/post/${post.slug}`)).json();
    expect(read.data.post.canonicalUrl).toBe(original);
    const cleared = await send("PUT", `/post/${post._id}`, { canonicalUrl: "" }, alice);
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).data.post.canonicalUrl).toBeUndefined();
  });

  it("is kept by a draft and set by an update", async () => {
    const saved = await draft(alice, { canonicalUrl: original });
    expect(saved.canonicalUrl).toBe(original);
    const post = await publish(alice);
    expect(post.canonicalUrl).toBeUndefined();
    const res = await send("PUT", `/post/${post._id}`, { canonicalUrl: original }, alice);
    expect((await res.json()).data.post.canonicalUrl).toBe(original);
  });

  it.each([
    "javascript:alert(1)",
    "ftp://files.example.org/story",
    "blog.example.org/story",
    "https://user:secret@blog.example.org/story",
    "https://localhost/story",
    `https://blog.example.org/${"x".repeat(2000)}`,
  ])("refuses %s with the field named, and changes nothing", async (canonicalUrl) => {
    const post = await publish(alice, { canonicalUrl: original });
    const res = await send("PUT", `/post/${post._id}`, { canonicalUrl }, alice);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual([{ field: "canonicalUrl", message: expect.stringMatching(/full address|at most/) }]);
    const read = await (await get(`/post/${post.slug}`)).json();
    expect(read.data.post).toMatchObject({ canonicalUrl: original, version: post.version });
  });
});

/**
 * Shared pages on the real server: one HTML for every reader, kept pre-compressed, revalidated with
 * ETags, purged by the writes that change them, and nothing of one reader in another's page.
 */
import http from "node:http";
import sharp from "sharp";
import zlib from "node:zlib";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/start-server.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { cachesTrusted, startTestServer } from "../support/test-server.ts";
import { apiCalls, overHttp } from "../support/api-calls.ts";
import { COUNTER_DELAY_MS } from "../../src/server/cache/purger.ts";

let running: RunningServer;
let ada: Person;
let bob: Person;

beforeAll(async () => {
  running = await startTestServer();
  ada = await insertUser(running.app, { firstName: "Ada", lastName: "Lovelace" });
  bob = await insertUser(running.app, { firstName: "Bob", lastName: "Babbage" });
});
afterAll(async () => {
  await running?.close();
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
/** A request with exactly these headers (fetch would add and decode encodings on its own). */
async function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  await cachesTrusted(running);
  return new Promise((resolve, reject) => {
    const req = http.request(`${running.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
const html = async (path: string, headers: Record<string, string> = {}) => (await raw(path, headers)).body.toString();
const as = (who: { token: string; refreshToken: string }) => ({
  cookie: `access_token=${who.token}; refresh_token=${who.refreshToken}; appearance=editorial.dark`,
});

const { send, get } = apiCalls(overHttp(() => running.url));

async function publish(title: string) {
  const res = await send("POST", "/post/create", { title, content: `All about ${title}.` }, ada);
  return (await res.json()).data.post as { _id: string; slug: string };
}

describe("one HTML for every reader", () => {
  it("gives a visitor and two signed-in readers the same bytes, with nothing of any of them", async () => {
    const post = await publish("Shared by everyone");
    const anonymous = await raw(`/post/${post.slug}`);
    const asAda = await raw(`/post/${post.slug}`, as(ada));
    const asBob = await raw(`/post/${post.slug}`, as(bob));
    expect(anonymous.status).toBe(200);
    expect(asAda.body.equals(anonymous.body)).toBe(true);
    expect(asBob.body.equals(anonymous.body)).toBe(true);
    for (const r of [anonymous, asAda, asBob]) {
      expect(r.headers["set-cookie"]).toBeUndefined();
      expect(r.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      // Only a CDN reads surrogate keys: browsers are not sent them unless CDN_CACHE_TAGS=on.
      expect([r.headers["surrogate-key"], r.headers["cache-tag"]]).toEqual([undefined, undefined]);
      expect(r.headers["x-frame-options"]).toBe("DENY");
      expect(r.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    }
    // The third view was a hit, answered before the rest of the server's handling: the same headers.
    expect(asBob.headers["x-cache"]).toBe("HIT");
    const names = (r: Raw) =>
      Object.keys(r.headers)
        .filter((h) => h !== "date" && h !== "x-cache")
        .sort();
    expect(names(asBob)).toEqual(names(anonymous));
    const text = anonymous.body.toString();
    // The author's name is on the page as its byline; nothing says who is reading.
    expect(text).not.toContain(bob.user.email);
    expect(text).not.toContain(ada.user.email);
    expect(text).not.toContain("Bob Babbage");
    expect(text).not.toContain('id="session-data"');
    expect(text).toContain('data-theme="soft" data-mode="system"');
  });

  it("gives the cover its size and asks for it first", async () => {
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const qs = new URLSearchParams({ fileName: "cover.png", contentType: "image/png", size: String(png.length) });
    const signed = (await (await get(`/uploads/presigned-url?${qs}`, ada)).json()).data as {
      uploadUrl: string;
      fileUrl: string;
    };
    const put = await fetch(`${running.url}${signed.uploadUrl}`, {
      method: "PUT",
      headers: { "content-type": "image/png", authorization: `Bearer ${ada.token}` },
      body: new Uint8Array(png),
    });
    expect(put.status).toBe(201);
    const res = await send(
      "POST",
      "/post/create",
      {
        title: "With a cover",
        content: "Words.",
        coverImage: { url: signed.fileUrl, alt: "A red field" },
      },
      ada,
    );
    const { slug } = (await res.json()).data.post as { slug: string };
    const page = await html(`/post/${slug}`);
    expect(page).toMatch(
      new RegExp(`<img src="${signed.fileUrl}" alt="A red field" width="320" height="180" fetchpriority="high"`),
    );
  });

  it("keeps the page's own ids to itself whatever the story's headings say", async () => {
    const res = await send(
      "POST",
      "/post/create",
      {
        title: "Ids of my own",
        content: "## Post page data\n\n## Session data\n\n## Main\n\nText.",
      },
      ada,
    );
    const { slug } = (await res.json()).data.post as { slug: string };
    const page = await html(`/post/${slug}`);
    for (const id of ["post-page-data", "main"]) expect(page.split(`id="${id}"`)).toHaveLength(2);
    expect(page).not.toContain('id="session-data"');
  });

  it("For you is one page for every reader with the same interests, with nothing of any of them", async () => {
    const visitor = await raw("/");
    expect(visitor.headers["cache-control"]).toContain("public");
    expect(visitor.body.toString()).toContain("Stories worth your time");
    const [cat, dan, eve] = await Promise.all([
      insertUser(running.app, { firstName: "Cat", lastName: "Curie", interests: ["science", "history"] }),
      insertUser(running.app, { firstName: "Dan", lastName: "Darwin", interests: ["history", "science"] }),
      insertUser(running.app, { firstName: "Eve", lastName: "Euler", interests: ["maths"] }),
    ]);
    const forCat = await raw("/", as(cat));
    const forDan = await raw("/", as(dan));
    const forEve = await raw("/", as(eve));
    for (const r of [forCat, forDan, forEve]) {
      expect(r.status).toBe(200);
      expect(r.headers["cache-control"]).toContain("public");
      expect(r.headers["set-cookie"]).toBeUndefined();
      const text = r.body.toString();
      expect(text).toContain("Picked for you");
      expect(text).toContain("data-suggested-slot");
      for (const name of ["Cat", "Dan", "Eve"]) expect(text).not.toContain(`Welcome back, ${name}`);
      // Appearance is the inline script's work: the page itself has the default.
      expect(text).toContain('data-theme="soft" data-mode="system"');
    }
    // The same interests in another order share the copy; other interests get theirs.
    expect(forDan.headers["x-cache"]).toBe("HIT");
    expect(forDan.body.equals(forCat.body)).toBe(true);
    expect(forEve.headers["x-cache"]).toBe("MISS");
    // A visitor asking for someone's interests gets the plain page.
    expect((await html("/?for=history,science")).includes("Picked for you")).toBe(false);
    // Latest is the same for everyone, signed in or not.
    const latest = await raw("/?tab=latest", as(ada));
    expect(latest.headers["cache-control"]).toContain("public");
    expect(latest.body.equals((await raw("/?tab=latest")).body)).toBe(true);
  });

  it("a reader whose access token has expired gets For you rendered for them, with new tokens", async () => {
    const res = await raw("/", { cookie: `refresh_token=${bob.refreshToken}` });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(String(res.headers["set-cookie"])).toContain("access_token=");
    expect(res.body.toString()).toContain("Picked for you");
  });

  it("a profile shows neither Follow nor stories to someone on either side of a block", async () => {
    const [gus, hal] = await Promise.all([
      insertUser(running.app, { firstName: "Gus", lastName: "Blocker" }),
      insertUser(running.app, { firstName: "Hal", lastName: "Blocked" }),
    ]);
    const story = await send("POST", "/post/create", { title: "Gus writes", content: "Words." }, gus);
    expect(story.status).toBe(201);
    expect((await send("POST", "/user/toggle-block", { userId: hal.user.id }, gus)).status).toBe(200);
    const seenByHal = await html(`/profile?id=${gus.user.username}`, as(hal));
    expect(seenByHal).toContain("Gus&#39;s stories are not available to you.");
    expect(seenByHal).not.toContain("Gus writes");
    expect(seenByHal).not.toMatch(/>\s*Follow\s*</);
    const seenByGus = await html(`/profile?id=${hal.user.username}`, as(gus));
    expect(seenByGus).toContain("You blocked Hal: their stories are hidden from you.");
    // Anyone else sees Gus's story.
    expect(await html(`/profile?id=${gus.user.username}`, as(ada))).toContain("Gus writes");
  });

  it("pages of one reader stay private", async () => {
    const settings = await raw("/settings", as(ada));
    expect(settings.status).toBe(200);
    expect(settings.headers["cache-control"]).toBe("private, no-store");
    expect(settings.headers["x-cache"]).toBeUndefined();
  });

  it("a draft is shown to its author on a render of their own, and to nobody else", async () => {
    const draft = (await (await send("POST", "/post/draft", { title: "Secret plans" }, ada)).json()).data.post;
    const mine = await raw(`/post/${draft.slug}`, as(ada));
    expect(mine.status).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.body.toString()).toContain("This is a draft: only you can see it.");
    for (const other of [{}, as(bob)]) {
      const res = await raw(`/post/${draft.slug}`, other);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain("Secret plans");
    }
  });
});

describe("served from memory", () => {
  it("renders once, then serves the copy, pre-compressed, and answers 304 to a matching ETag", async () => {
    const post = await publish("Compressed and cached");
    const first = await raw(`/post/${post.slug}`);
    const second = await raw(`/post/${post.slug}`);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    // A hit's ready-made headers carry the request's own id, as every answer does.
    const ids = [first, second].map((r) => r.headers["x-request-id"]);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(ids[0]).not.toBe(ids[1]);
    const br = await raw(`/post/${post.slug}`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    // A story page also answers ActivityPub by the Accept header.
    expect(br.headers.vary).toBe("Accept, Accept-Encoding, Accept-Language");
    expect(zlib.brotliDecompressSync(br.body).equals(first.body)).toBe(true);
    expect(br.body.length).toBeLessThan(first.body.length / 2);
    // The page's gzip form is made for its first reader asking for gzip, then kept.
    const gz = await raw(`/post/${post.slug}`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["x-cache"]).toBe("HIT");
    expect(gz.headers["x-request-id"]).toBeTruthy();
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
    expect(zlib.gunzipSync(gz.body).equals(first.body)).toBe(true);
    const gzAgain = await raw(`/post/${post.slug}`, { "accept-encoding": "gzip" });
    expect(gzAgain.headers["x-cache"]).toBe("HIT");
    expect(gzAgain.body.equals(gz.body)).toBe(true);
    const again = await raw(`/post/${post.slug}`, { "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers["x-request-id"]).toBeTruthy();
    expect(again.body.length).toBe(0);
    const head = await raw(`/post/${post.slug}`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("never lets a request's Host into the links of a shared page, RSS or the sitemap", async () => {
    const post = await publish("Canonical links");
    const own = new URL(running.url).host;
    for (const path of [`/post/${post.slug}`, "/rss.xml", "/sitemap.xml", "/robots.txt"]) {
      const res = await raw(path, { host: "evil.example" });
      const text = res.body.toString();
      expect(res.status, path).toBe(200);
      expect(text, path).not.toContain("evil.example");
      expect(text, path).toContain(`http://${own}/`);
    }
  });

  it("keys a page by the parameters it reads, so tracking parameters share one copy", async () => {
    await raw("/about-us");
    const tracked = await raw("/about-us?utm_source=newsletter&fbclid=x");
    expect(tracked.headers["x-cache"]).toBe("HIT");
  });

  it("compresses pages of one reader and API answers on the way out", async () => {
    const settings = await raw("/settings", { ...as(ada), "accept-encoding": "br" });
    expect(settings.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(settings.body).toString()).toContain("</html>");
    const list = await raw("/api/post?limit=50", { "accept-encoding": "gzip" });
    expect(list.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(list.body).toString()).success).toBe(true);
    const small = await raw("/api/user/viewer", { "accept-encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("serves built assets pre-compressed", async () => {
    const page = await html("/help");
    const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(page)![1]!;
    const plain = await raw(stylesheet);
    const br = await raw(stylesheet, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it("sends built files nosniff without the headers only a document reads; a missing one is a page with them", async () => {
    const page = await html("/help");
    const script = /src="(\/_astro\/[^"]+\.js)"/.exec(page)![1]!;
    const file = await raw(script);
    expect(file.status).toBe(200);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    for (const documentOnly of [
      "content-security-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
    ])
      expect(file.headers[documentOnly]).toBeUndefined();
    const missing = await raw("/_astro/no-such-file.js");
    expect(missing.status).toBe(404);
    expect(missing.headers["x-frame-options"]).toBe("DENY");
    expect(missing.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  });
});

describe("purged by the writes that change a page", () => {
  it("shows an edit, a new comment and a deleted story on the next view", async () => {
    const post = await publish("Before the edit");
    expect(await html(`/post/${post.slug}`)).toContain("Before the edit");
    await html("/?tab=latest");

    await send("PUT", `/post/${post._id}`, { content: "Rewritten body text." }, ada);
    expect(await html(`/post/${post.slug}`)).toContain("Rewritten body text.");

    await send("POST", "/post/comments/create", { postId: post._id, content: "A fresh comment" }, bob);
    expect(await html(`/post/${post.slug}`)).toContain("A fresh comment");

    expect(await html("/?tab=latest")).toContain("Before the edit");
    await send("DELETE", `/post/${post._id}`, undefined, ada);
    expect((await raw(`/post/${post.slug}`)).status).toBe(404);
    expect(await html("/?tab=latest")).not.toContain("Before the edit");
  });

  it("shows a new story in the feeds and a changed name everywhere", async () => {
    await html("/?tab=latest");
    const post = await publish("Brand new story");
    expect(await html("/?tab=latest")).toContain("Brand new story");
    expect(await html(`/post/${post.slug}`)).toContain("Ada");
    await send("PATCH", "/user/me", { firstName: "Augusta" }, ada);
    expect(await html(`/post/${post.slug}`)).toContain("Augusta");
    expect(await html("/?tab=latest")).toContain("Augusta");
    await send("PATCH", "/user/me", { firstName: "Ada" }, ada);
  });

  it("keeps shared pages when a person changes only their own settings, which they see at once", async () => {
    // Her story's page shows her name: it is purged when that changes (cacheTag.user).
    const profile = `/post/${(await publish("Own settings")).slug}`;
    await raw(profile);
    expect((await raw(profile)).headers["x-cache"]).toBe("HIT");
    const me = async () => (await (await get("/user", ada)).json()).data;
    await me(); // the session row is now remembered
    expect((await send("POST", "/user/followed-tags/toggle", { tag: "astronomy" }, ada)).status).toBe(200);
    expect((await me()).interests).toContain("astronomy");
    expect((await send("POST", "/user/hidden-tags/toggle", { tag: "astronomy" }, ada)).status).toBe(200);
    const after = await me();
    expect(after.interests).not.toContain("astronomy");
    expect(after.hiddenTags).toContain("astronomy");
    await send("POST", "/user/hidden-tags/toggle", { tag: "astronomy" }, ada);
    // Nothing on the page changed: it is still the copy made before.
    expect((await raw(profile)).headers["x-cache"]).toBe("HIT");
    // A name is on it: that purges it.
    await send("PATCH", "/user/me", { lastName: "King" }, ada);
    const renamed = await raw(profile);
    expect(renamed.headers["x-cache"]).not.toBe("HIT");
    expect(renamed.body.toString()).toContain("King");
    await send("PATCH", "/user/me", { lastName: "Lovelace" }, ada);
  });

  it("lets counters lag: a like does not re-render the page at once, then makes it stale, not gone", async () => {
    const post = await publish("Liked later");
    expect(await html(`/post/${post.slug}`)).toContain("0 likes");
    await send("POST", "/post/likes/toggle", { postId: post._id }, bob);
    const after = await raw(`/post/${post.slug}`);
    expect(after.headers["x-cache"]).toBe("HIT");
    // Past the counters' delay its next reader still gets the page at once, while it is rendered again.
    await new Promise((resolve) => setTimeout(resolve, COUNTER_DELAY_MS + 300));
    const stale = await raw(`/post/${post.slug}`);
    expect(stale.headers["x-cache"]).toBe("STALE");
    expect(stale.body.toString()).toContain("0 likes");
    await expect.poll(() => html(`/post/${post.slug}`)).toContain("1 like");
    expect((await raw(`/post/${post.slug}`)).headers["x-cache"]).toBe("HIT");
  });

  it("a follow moves the pages showing the follower count, not every page naming the person", async () => {
    const dee = await insertUser(running.app, { firstName: "Dee" });
    const res = await send("POST", "/post/create", { title: "Dee writes", content: "A story by Dee." }, dee);
    const post = (await res.json()).data.post as { slug: string };
    const author = `/@${dee.user.username}`;
    const count = async () => /data-testid="followers-count">(\d+)</.exec(await html(author))?.[1];
    expect(await count()).toBe("0");
    await raw(`/post/${post.slug}`);
    expect((await send("POST", "/user/toggle-follow", { userId: dee.user.id }, bob)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, COUNTER_DELAY_MS + 300));
    expect((await raw(author)).headers["x-cache"]).toBe("STALE");
    await expect.poll(count).toBe("1");
    // Her story names her but shows no follower count: it was neither dropped nor made stale.
    expect((await raw(`/post/${post.slug}`)).headers["x-cache"]).toBe("HIT");
  });
});

describe("the personal call", () => {
  it("tells a signed-in reader their state for the page, and a visitor nothing", async () => {
    const post = await publish("Viewer state");
    await send("POST", "/post/likes/toggle", { postId: post._id }, bob);
    await send("POST", "/user/toggle-follow", { userId: ada.user.id }, bob);
    const res = await fetch(`${running.url}/api/user/viewer?posts=${post._id}&people=${ada.user.id}`, {
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.user._id).toBe(bob.user.id);
    expect(data.likedPosts).toEqual([post._id]);
    // Counters as they are now, not as the shared page last rendered them.
    expect(data.stats[post._id]).toEqual({ totalLikes: 1, totalComments: 0, totalShares: 0 });
    expect(data.following).toEqual([ada.user.id]);
    expect(typeof data.unreadCount).toBe("number");
    const visitor = await (await fetch(`${running.url}/api/user/viewer?posts=${post._id}`)).json();
    expect(visitor.data).toEqual({
      user: null,
      unreadCount: 0,
      hidden: [],
      likedPosts: [],
      muted: [],
      hiddenTags: [],
      savedPosts: [],
      editablePosts: [],
      stats: {},
      following: [],
    });
  });

  it("is remembered for a few seconds, but a reader's own write shows at once", async () => {
    const post = await publish("Liked in between");
    const viewer = async () =>
      (
        await (
          await fetch(`${running.url}/api/user/viewer?posts=${post._id}`, {
            headers: { authorization: `Bearer ${bob.token}` },
          })
        ).json()
      ).data as { likedPosts: string[] };
    expect((await viewer()).likedPosts).toEqual([]);
    await send("POST", "/post/likes/toggle", { postId: post._id }, bob);
    expect((await viewer()).likedPosts).toEqual([post._id]);
  });

  it("lists people on either side of a block, so their content can be hidden", async () => {
    const carol = await insertUser(running.app);
    await send("POST", "/user/toggle-block", { userId: bob.user.id }, carol);
    const state = await (
      await fetch(`${running.url}/api/user/viewer`, { headers: { authorization: `Bearer ${bob.token}` } })
    ).json();
    expect(state.data.hidden).toContain(carol.user.id);
  });

  it("suggests people to follow when the page asks, never the reader or someone they follow", async () => {
    // An interest nobody else has: the PostgreSQL run shares its database with the other files.
    const topic = `verse-${Date.now().toString(36)}`;
    const fay = await insertUser(running.app, { firstName: "Fay", interests: [topic] });
    const poet = await insertUser(running.app, { firstName: "Poet", interests: [topic] });
    const ask = async (query: string) =>
      (
        await (
          await fetch(`${running.url}/api/user/viewer${query}`, { headers: { authorization: `Bearer ${fay.token}` } })
        ).json()
      ).data as { suggested?: { _id: string }[] };
    expect((await ask("")).suggested).toBeUndefined();
    const ids = (await ask("?suggest=10")).suggested!.map((u) => u._id);
    expect(ids[0]).toBe(poet.user.id);
    expect(ids).not.toContain(fay.user.id);
    await send("POST", "/user/toggle-follow", { userId: poet.user.id }, fay);
    expect((await ask("?suggest=10")).suggested!.map((u) => u._id)).not.toContain(poet.user.id);
    const bad = await fetch(`${running.url}/api/user/viewer?suggest=11`, {
      headers: { authorization: `Bearer ${fay.token}` },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0]).toMatchObject({ field: "suggest", message: "suggest must be 1 to 10" });
  });

  it("refuses ids that are not ids, naming the parameter", async () => {
    const res = await fetch(`${running.url}/api/user/viewer?posts=1,2`, {
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].field).toBe("posts");
  });
});

describe("with CDN_CACHE_TAGS=on", () => {
  it("sends the page's tags as Surrogate-Key and Cache-Tag, for a CDN to purge by", async () => {
    const cdn = await startTestServer({ CDN_CACHE_TAGS: "on" });
    try {
      const writer = await insertUser(cdn.app);
      const created = await fetch(`${cdn.url}/api/post/create`, {
        method: "POST",
        headers: { authorization: `Bearer ${writer.token}`, "content-type": "application/json" },
        body: JSON.stringify({ title: "Tagged for a CDN", content: "Words." }),
      });
      const post = ((await created.json()) as { data: { post: { _id: string; slug: string } } }).data.post;
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${cdn.url}/post/${post.slug}`);
        expect(res.headers.get("surrogate-key")).toContain(`post:${post._id}`);
        expect(res.headers.get("cache-tag")).toContain(`post:${post._id}`);
      }
    } finally {
      await cdn.close();
    }
  });
});

describe("every in-process cache", () => {
  it("is listed in docs/caching.md's table, with what clears it", () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, "../../docs/caching.md"), "utf8").toLowerCase();
    const rows = doc.split("\n").filter((line) => line.startsWith("| "));
    const made = running.app.caches.caches().map((c) => c.name);
    expect(made.length).toBeGreaterThanOrEqual(8);
    for (const name of made)
      expect(
        rows.some((row) => row.split("|")[1]!.includes(name)),
        name,
      ).toBe(true);
  });
});

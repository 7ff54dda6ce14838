/** GET /api/search on the real database (PGlite, then PostgreSQL in the test command). */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import type { SearchResults } from "../../src/shared/search.ts";
import { SEARCH_MATCH_LIMIT } from "../../src/server/services/search.ts";
import { createTestApi, insertUser, jsonRequest, type Person } from "../support/test-app.ts";

let app: AppContext;
let api: Api;
/** A made-up word per run, so other tests' posts never match. */
const tag = () => `zq${randomUUID().replaceAll("-", "").slice(0, 8)}`;

beforeAll(async () => {
  ({ app, api } = await createTestApi());
});
afterAll(async () => {
  await app.close();
});

async function search(query: Record<string, string>, who?: Person, on: Api = api) {
  const res = await on.request(`/api/search?${new URLSearchParams(query)}`, {
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as { data: SearchResults; errors?: { field?: string }[] } };
}
async function publish(who: Person, post: { title: string; content: string; subtitle?: string; tags?: string[] }) {
  const res = await api.request("/api/post/create", jsonRequest("POST", post, who.token));
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { post: { _id: string; slug: string } } }).data.post;
}

describe("posts", () => {
  it("ranks a title match above a body match, and answers the shape of the contract", async () => {
    const word = tag();
    const author = await insertUser(app);
    const inBody = await publish(author, { title: "Plain title", content: `Somewhere in here is ${word} once.` });
    const inTitle = await publish(author, { title: `All about ${word}`, content: "Nothing else." });
    const { status, body } = await search({ q: word });
    expect(status).toBe(200);
    expect(body.data.posts.map((p) => p._id)).toEqual([inTitle._id, inBody._id]);
    expect(body.data.meta).toMatchObject({ page: 1, limit: 10, posts: { total: 2 }, users: { total: 0 } });
    expect(body.data.posts[0]!.highlight.title).toBe(`All about <mark>${word}</mark>`);
    expect(body.data.posts[1]!.highlight.snippet).toContain(`<mark>${word}</mark>`);
    expect(body.data.posts[0]).not.toHaveProperty("content");
  });

  it("matches subtitle and tags, and the last word as a prefix while typing", async () => {
    const word = tag();
    const author = await insertUser(app);
    const bySubtitle = await publish(author, { title: "One", subtitle: `About ${word}tastic things`, content: "x" });
    const byTag = await publish(author, { title: "Two", content: "y", tags: [word] });
    expect((await search({ q: `${word}tastic` })).body.data.posts.map((p) => p._id)).toEqual([bySubtitle._id]);
    expect((await search({ q: word })).body.data.posts.map((p) => p._id).sort()).toEqual(
      [bySubtitle._id, byTag._id].sort(),
    );
    // "…ta" is a prefix of the subtitle's word. Followed by a space it is a whole word that matches
    // nothing as typed: only the spelling correction (to the nearest word, the tag) finds the post, and
    // the answer says so.
    const typing = (await search({ q: `${word}ta` })).body.data;
    expect(typing.meta.posts.total).toBe(1);
    expect(typing.meta.correctedQuery).toBeUndefined();
    const whole = (await search({ q: `${word}ta ` })).body.data;
    expect(whole.meta.correctedQuery).toBe(word);
    expect(whole.posts.map((p) => p._id)).toContain(bySubtitle._id);
  });

  it("finds a post despite a typo and says what it searched for", async () => {
    const author = await insertUser(app);
    const word = `marzipanfabrik${randomUUID()
      .replace(/[^a-f]/g, "")
      .slice(0, 4)}`;
    const post = await publish(author, { title: `The ${word} story`, content: "Sweet." });
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`; // two letters swapped
    const { body } = await search({ q: typo });
    expect(body.data.posts.map((p) => p._id)).toContain(post._id);
    expect(body.data.meta.correctedQuery).toBe(word);
  });

  it("finds a short word with two letters swapped, too few trigrams alike for the nearest-word search", async () => {
    const author = await insertUser(app);
    const suffix = randomUUID()
      .replace(/[^a-f]/g, "")
      .slice(0, 3);
    const word = `field${suffix}`;
    const post = await publish(author, { title: `A ${word} guide`, content: "Grass." });
    const { body } = await search({ q: `feild${suffix}` });
    expect(body.data.posts.map((p) => p._id)).toContain(post._id);
    expect(body.data.meta.correctedQuery).toBe(word);
  });

  it("never lists drafts, and drops a story that goes back to drafts or is deleted", async () => {
    const word = tag();
    const author = await insertUser(app);
    await api.request("/api/post/draft", jsonRequest("POST", { title: `Draft ${word}`, content: word }, author.token));
    const { body } = await search({ q: word }, author);
    expect(body.data.meta.posts.total).toBe(0);
    expect(body.data.posts).toEqual([]);

    const post = await publish(author, { title: `Live ${word}`, content: "Words." });
    expect((await search({ q: word })).body.data.meta.posts.total).toBe(1);
    const unpublished = await api.request(
      `/api/post/${post._id}`,
      jsonRequest("PUT", { status: "draft" }, author.token),
    );
    expect(unpublished.status).toBe(200);
    expect((await search({ q: word })).body.data.meta.posts.total).toBe(0);
    await api.request(
      `/api/post/${post._id}`,
      jsonRequest("PUT", { status: "published", title: `Back ${word}` }, author.token),
    );
    expect((await search({ q: `back ${word}` })).body.data.posts.map((p) => p._id)).toEqual([post._id]);
    await api.request(`/api/post/${post._id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect((await search({ q: word })).body.data.meta.posts.total).toBe(0);
  });

  it("puts matches in titles first, then body matches newest first", async () => {
    const word = tag();
    const author = await insertUser(app);
    const olderBody = await publish(author, { title: "First", content: `Mentions ${word}.` });
    const newerBody = await publish(author, { title: "Second", content: `Also mentions ${word}.` });
    const titled = await publish(author, { title: `${word} in the title`, content: "No mention here." });
    const ids = (await search({ q: word })).body.data.posts.map((p) => p._id);
    expect(ids).toEqual([titled._id, newerBody._id, olderBody._id]);
  });

  it("hides posts and people on either side of a block", async () => {
    const word = tag();
    const reader = await insertUser(app);
    const blocked = await insertUser(app, { firstName: word });
    const blocker = await insertUser(app, { firstName: word });
    const friend = await insertUser(app, { firstName: word });
    for (const who of [blocked, blocker, friend]) await publish(who, { title: `${word} by someone`, content: "Hi" });
    await api.request("/api/user/toggle-block", jsonRequest("POST", { userId: blocked.user.id }, reader.token));
    await api.request("/api/user/toggle-block", jsonRequest("POST", { userId: reader.user.id }, blocker.token));
    const { body } = await search({ q: word }, reader);
    expect(body.data.posts.map((p) => p.author._id)).toEqual([friend.user.id]);
    expect(body.data.users.map((u) => u._id)).toEqual([friend.user.id]);
    expect(body.data.meta.posts.total).toBe(1);
    expect(body.data.meta.users.total).toBe(1);
    // A visitor sees all three.
    expect((await search({ q: word })).body.data.meta.posts.total).toBe(3);
  });

  it("escapes what authors wrote in highlights, leaving only <mark>", async () => {
    const word = tag();
    const author = await insertUser(app);
    await publish(author, {
      title: `<img src=x onerror=alert(1)> ${word} & "quotes"`,
      content: `A <script>alert(1)</script> ${word} and stray markers`,
    });
    // The highlighter's markers (\u0001, \u0002) cannot be written into a story at all.
    const refused = await api.request(
      "/api/post/create",
      jsonRequest("POST", { title: word, content: `${word} \u0001 stray \u0002` }, author.token),
    );
    expect(refused.status).toBe(400);
    const [hit] = (await search({ q: word })).body.data.posts;
    expect(hit!.highlight.title).toBe(
      `&lt;img src=x onerror=alert(1)&gt; <mark>${word}</mark> &amp; &quot;quotes&quot;`,
    );
    expect(hit!.highlight.snippet).not.toMatch(/<(?!\/?mark>)/);
    expect(hit!.highlight.snippet).toContain(`<mark>${word}</mark>`);
  });

  it("pages posts with totals", async () => {
    const word = tag();
    const author = await insertUser(app);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await publish(author, { title: `${word} number ${i}`, content: "." }))._id);
    const first = (await search({ q: word, type: "posts", limit: "2" })).body.data;
    const third = (await search({ q: word, type: "posts", limit: "2", page: "3" })).body.data;
    expect(first.meta).toMatchObject({ page: 1, limit: 2, posts: { total: 5 } });
    expect(first.posts).toHaveLength(2);
    expect(third.posts).toHaveLength(1);
    const all = [];
    for (const page of ["1", "2", "3"])
      all.push(...(await search({ q: word, type: "posts", limit: "2", page })).body.data.posts.map((p) => p._id));
    expect(all.sort()).toEqual(ids.sort());
    expect(first.users).toEqual([]);
  });
});

describe("a word in more stories than a search ranks", () => {
  const limit = SEARCH_MATCH_LIMIT;
  /** Stories made per word: six times the limit, so that the newest holding the limit are a few of them. */
  const made = 6 * limit;
  /** Title matches: two among the newest, one the oldest. */
  const inTitle = [5, 150, made];

  /**
   * `made` stories by `author`, story i published i minutes ago: `word` in the body of those `inBody`
   * picks, and in the titles of `inTitle`. Their ids by i.
   */
  async function stories(on: AppContext, author: Person, word: string, inBody: (i: number) => boolean) {
    const bodies = Array.from({ length: made }, (_, k) => inBody(k + 1));
    await on.database.db.execute(sql`insert into posts (author_id, slug, title, content, status, published_at)
      select ${author.user.id}::uuid, ${word} || '-' || i,
        case when i = any(${`{${inTitle.join(",")}}`}::int[]) then 'On ' || ${word} else 'Story ' || i end,
        case when (${`{${bodies.join(",")}}`}::boolean[])[i] then 'A story about ' || ${word} || ' and more.' else 'Another story.' end,
        'published', now() - i * interval '1 minute'
      from generate_series(1, ${made}) as i`);
    const rows = await on.database.db.execute<{ id: string; slug: string }>(
      sql`select id, slug from posts where slug like ${`${word}-%`}`,
    );
    const byI = new Map(rows.rows.map((r) => [r.id, Number(r.slug.slice(word.length + 1))]));
    return (id: string) => byI.get(id);
  }

  /**
   * Every page of 50 until one comes back empty, as the story numbers: the limit's worth, the title
   * matches first (newest first), then the newest of the rest, newest first, none left out.
   */
  async function walk(on: Api, word: string, numberOf: (id: string) => number | undefined) {
    const found: (number | undefined)[] = [];
    for (let page = 1; ; page++) {
      const { body } = await search({ q: `${word} `, type: "posts", limit: "50", page: String(page) }, undefined, on);
      expect(body.data.meta.posts).toEqual({ total: limit, exact: false });
      if (!body.data.posts.length) break;
      found.push(...body.data.posts.map((p) => numberOf(p._id)));
    }
    const titles = found.filter((i) => inTitle.includes(i!));
    expect(titles.slice(0, 2)).toEqual([5, 150]);
    const rest = Array.from({ length: made }, (_, k) => k + 1).filter((i) => !inTitle.includes(i));
    expect(found).toEqual([...titles, ...rest.slice(0, limit - titles.length)]);
    return found;
  }

  // On PostgreSQL, other test files' stories published meanwhile decide where the newest stories
  // begin; on the embedded database this file's own are all there is.
  const alone = !process.env.DATABASE_URL;

  it("says the limit and that more match, and ranks only the newest matches: titles first, then bodies newest first", async () => {
    const fresh = await createTestApi();
    try {
      const word = tag();
      const numberOf = await stories(fresh.app, await insertUser(fresh.app), word, () => true);
      const found = await walk(fresh.api, word, numberOf);
      // The oldest title match is not among the newest stories holding the limit's matches.
      if (alone) expect(found).not.toContain(made);
      // The people tab counts the stories the same way.
      const people = await search({ q: `${word} `, type: "users" }, undefined, fresh.api);
      expect(people.body.data.meta.posts).toEqual({ total: limit, exact: false });
    } finally {
      await fresh.app.close();
    }
  });

  it("answers the same once the site's size is known, and gives the exact total when the newest stories' share misleads", async () => {
    const fresh = await createTestApi();
    try {
      const [word, rare] = [tag(), tag()];
      const author = await insertUser(fresh.app);
      // `word` in every story; `rare` in the newest 150 (and the oldest's title): the newest alone
      // suggest thousands over the site.
      const numberOf = await stories(fresh.app, author, word, () => true);
      await stories(fresh.app, author, rare, (i) => i <= 150);
      await fresh.app.database.db.execute(sql`analyze post_search`);
      const found = await walk(fresh.api, word, numberOf);
      if (alone) expect(found).not.toContain(made);
      const { body } = await search({ q: `${rare} `, type: "posts", limit: "50", page: "3" }, undefined, fresh.api);
      expect(body.data.meta.posts).toEqual({ total: 151, exact: true });
      expect(body.data.posts).toHaveLength(50);
    } finally {
      await fresh.app.close();
    }
  });
});

describe("people", () => {
  it("finds people by name, username and a misspelt name; type=users lists only them", async () => {
    const last = `Quintavalle${tag()}`;
    const person = await insertUser(app, { firstName: "Ottoline", lastName: last });
    const byName = (await search({ q: `ottoline ${last}` })).body.data;
    expect(byName.users.map((u) => u._id)).toContain(person.user.id);
    expect((await search({ q: person.user.username, type: "users" })).body.data.users[0]!._id).toBe(person.user.id);
    const typo = last.toLowerCase().replace("quinta", "qiunta");
    expect((await search({ q: typo })).body.data.users.map((u) => u._id)).toContain(person.user.id);
    const onlyUsers = (await search({ q: last, type: "users" })).body.data;
    expect(onlyUsers.posts).toEqual([]);
    expect(onlyUsers.users[0]).toMatchObject({ _id: person.user.id, stats: { posts: 0 }, isFriend: false });
  });
});

describe("hostile and odd queries", () => {
  const odd = [
    "'; drop table posts; --",
    "a & b | !c <-> (d",
    "\\",
    "%_%",
    '"unterminated',
    "🦄🎉",
    "ünïcödé straße",
    "x".repeat(200),
    "word:* & (",
  ];
  it.each(odd)("answers %j normally", async (q) => {
    const { status, body } = await search({ q });
    expect(status).toBe(200);
    expect(body.data.meta.posts.total).toBeGreaterThanOrEqual(0);
  });

  it("answers 400 with the field for empty, blank, too long or unknown types", async () => {
    // Control characters (the highlighter's own markers among them) are refused like any bad text.
    for (const query of [
      {},
      { q: "" },
      { q: "   " },
      { q: "x".repeat(1000) },
      { q: "\u0001\u0002" },
      { q: "ok", type: "everything" },
    ]) {
      const { status, body } = await search(query as Record<string, string>);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.field).toBe("type" in query ? "type" : "q");
    }
    expect((await search({ q: "ok", page: "0" })).status).toBe(400);
  });
});

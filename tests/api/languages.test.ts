/**
 * Languages (issue 39) on the real server: the account's setting, one shared copy per language (never
 * per reader), stories carrying their language in JSON, RSS and ActivityPub, and search stemming each
 * story in its own language. PGlite, then PostgreSQL in the test command.
 */
import http from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/start-server.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { federationSite } from "../support/federation-sites.ts";
import { apiCalls, overHttp } from "../support/api-calls.ts";
import { cachesTrusted } from "../support/test-server.ts";

let running: RunningServer;
let ada: Person;

beforeAll(async () => {
  running = await federationSite();
  ada = await insertUser(running.app, { firstName: "Ada", lastName: "Lovelace" });
}, 120_000);
afterAll(async () => {
  await running?.close();
});

const { send, get } = apiCalls(overHttp(() => running.url));

/**
 * A page with exactly these headers (fetch would add its own Accept-Language), asked once the server
 * answers from its caches (on PostgreSQL, another test file's server starting on the same database
 * makes it look everything up afresh for a moment: cachesTrusted).
 */
async function page(path: string, headers: Record<string, string>) {
  await cachesTrusted(running);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${running.url}${path}`, { headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}
const htmlLang = (body: string) => /<html lang="([^"]+)" dir="([^"]+)"/.exec(body)?.slice(1);

interface StoryJson {
  _id: string;
  slug: string;
  language: string;
}
async function publish(who: Person, story: Record<string, unknown>): Promise<StoryJson> {
  const res = await send("POST", "/post/create", story, who);
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { post: StoryJson } }).data.post;
}

const FRENCH = "Les chevaux galopent dans la prairie au lever du soleil, et le fermier les regarde partir.";

describe("the account's language", () => {
  it("is saved by PATCH /user/me, mirrored in the cookie shared pages follow, and refused when unknown", async () => {
    const who = await insertUser(running.app);
    const saved = await send("PATCH", "/user/me", { language: "fr" }, who);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: { language: string } }).data.language).toBe("fr");
    expect(saved.headers.getSetCookie().some((c) => c.startsWith("lang=fr;"))).toBe(true);

    const refused = await send("PATCH", "/user/me", { language: "xx" }, who);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors: { field?: string }[] };
    expect(body.errors.map((e) => e.field)).toContain("language");
    const me = (await (await get("/user", who)).json()) as { data: { language: string } };
    expect(me.data.language).toBe("fr");

    // A page of their own follows the account, whatever the browser says.
    const settings = await page("/settings?type=language", {
      cookie: `access_token=${who.token}; refresh_token=${who.refreshToken}`,
      "accept-language": "de",
    });
    expect(htmlLang(settings.body)).toEqual(["fr", "ltr"]);
  });
});

describe("shared pages", () => {
  it("keep one copy per language, whatever the reader's exact header or cookie", async () => {
    const path = `/about-us?lang-test=${randomUUID()}`;
    const fr = await page(path, { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" });
    expect(fr.headers["x-cache"]).toBe("MISS");
    expect(htmlLang(fr.body)).toEqual(["fr", "ltr"]);
    expect(fr.body).toContain("Aller au contenu");
    expect(fr.headers.vary).toContain("Accept-Language");

    const ar = await page(path, { "accept-language": "ar" });
    expect(ar.headers["x-cache"]).toBe("MISS");
    expect(htmlLang(ar.body)).toEqual(["ar", "rtl"]);

    // Other readers of these two languages get the two copies: no third render, no copy per header.
    const otherFrench = await page(path, { "accept-language": "fr-CA" });
    const byCookie = await page(path, { "accept-language": "ar", cookie: "lang=fr" });
    const otherArabic = await page(path, { "accept-language": "ar-EG,en;q=0.1" });
    expect([otherFrench, byCookie, otherArabic].map((r) => r.headers["x-cache"])).toEqual(["HIT", "HIT", "HIT"]);
    expect(otherFrench.body).toBe(fr.body);
    expect(byCookie.body).toBe(fr.body);
    expect(otherArabic.body).toBe(ar.body);

    const english = await page(path, {});
    expect(htmlLang(english.body)).toEqual(["en", "ltr"]);
  });
});

describe("a story's language", () => {
  it("is guessed from its text, or the writer's choice, and shown in JSON, the page, RSS and ActivityPub", async () => {
    const guessed = await publish(ada, { title: "Au galop", content: FRENCH });
    expect(guessed.language).toBe("fr");
    const chosen = await publish(ada, { title: "Short", content: "Kurz.", language: "de" });
    expect(chosen.language).toBe("de");
    const bad = await send("POST", "/post/create", { title: "x", content: "y", language: "klingon" }, ada);
    expect(bad.status).toBe(400);

    const story = await page(`/post/${guessed.slug}`, { "accept-language": "en" });
    expect(story.body).toMatch(/<article [^>]*lang="fr"/);
    expect(story.body).toContain('"inLanguage":"fr"');

    const feed = await page(`/@${ada.user.username}/feed.xml`, {});
    expect(feed.body).toContain(`<item xml:lang="fr">`);
    expect(feed.body).toContain(`<item xml:lang="de">`);

    const ap = await fetch(`${running.url}/ap/posts/${guessed._id}`, {
      headers: { accept: "application/activity+json" },
    });
    const article = (await ap.json()) as { content: string; contentMap: Record<string, string>; nameMap: object };
    expect(Object.keys(article.contentMap)).toEqual(["fr"]);
    expect(article.contentMap.fr).toBe(article.content);
    expect(article.nameMap).toEqual({ fr: "Au galop" });
  });

  it("is guessed again from the whole text at first publication, unless the writer chose it", async () => {
    const draft = async (body: Record<string, unknown>) =>
      ((await (await send("POST", "/post/draft", body, ada)).json()) as { data: { post: StoryJson } }).data.post;
    const guess = await draft({ title: "Hi", content: "" });
    const chosen = await draft({ title: "Hi", content: "", language: "ja" });
    const publishNow = async (id: string) =>
      (
        (await (await send("PUT", `/post/${id}`, { content: FRENCH, status: "published" }, ada)).json()) as {
          data: { post: StoryJson };
        }
      ).data.post;
    expect((await publishNow(guess._id)).language).toBe("fr");
    expect((await publishNow(chosen._id)).language).toBe("ja");
  });
});

describe("a fediverse card in a story's body", () => {
  const TOOT = "https://mastodon.social/@Gargron/109998877";
  const label = (html: string) => /<span class="embed-provider">([^<]*)<\/span>/.exec(html)?.[1];
  const body = (res: Response) => res.json().then((j) => (j as { data: { post: { contentHtml: string } } }).data.post);
  // Feeds, mail and the fediverse get the plain link (outbound-html.ts): the label is the page's.
  it("is labelled in the story's language, whatever the reader's, and again when the language changes", async () => {
    const story = await publish(ada, { title: "Un pouet", content: `${FRENCH}\n\n${TOOT}`, language: "fr" });
    const json = await body(await get(`/post/${story._id}`, ada));
    expect(label(json.contentHtml)).toBe("Publication du fédivers sur mastodon.social");
    // The reader's language does not matter: the body is the story's.
    expect((await page(`/post/${story.slug}`, { "accept-language": "de" })).body).toContain(
      "Publication du fédivers sur mastodon.social",
    );

    // Only the language changes: the stored body follows it.
    const german = await body(await send("PUT", `/post/${story._id}`, { language: "de" }, ada));
    expect(label(german.contentHtml)).toBe("Fediverse-Beitrag auf mastodon.social");
  });

  it("follows the language guessed again at first publication", async () => {
    const draft = await send("POST", "/post/draft", { title: "Hi", content: TOOT }, ada);
    const { _id } = (await body(draft)) as unknown as { _id: string };
    const published = await send("PUT", `/post/${_id}`, { content: `${FRENCH}\n\n${TOOT}`, status: "published" }, ada);
    expect(label((await body(published)).contentHtml)).toBe("Publication du fédivers sur mastodon.social");
  });
});

describe("the moderation page", () => {
  it("names each report's reason in the moderator's language, not the API's keyword", async () => {
    const moderator = await insertUser(running.app, { role: "moderator", language: "fr" });
    const reader = await insertUser(running.app);
    const story = await publish(ada, { title: "Signalée", content: FRENCH });
    const reported = await send("POST", `/post-report/${story._id}`, { reason: "harassment", description: "" }, reader);
    expect(reported.status).toBe(201);
    const said = await send("POST", "/post/comments/create", { postId: story._id, content: "Du bruit." }, ada);
    const comment = ((await said.json()) as { data: { comment: { _id: string } } }).data.comment;
    const flagged = await send("POST", `/comment-report/${comment._id}`, { reason: "misinformation" }, reader);
    expect(flagged.status).toBe(201);

    const asModerator = { cookie: `access_token=${moderator.token}; refresh_token=${moderator.refreshToken}` };
    const stories = await page("/moderation?type=reports", asModerator);
    expect(htmlLang(stories.body)).toEqual(["fr", "ltr"]);
    expect(stories.body).toContain('<span class="font-semibold">Harcèlement</span>');
    expect(stories.body).not.toMatch(/>harassment</);
    const comments = await page("/moderation?type=comments", asModerator);
    expect(comments.body).toContain('<span class="font-semibold">Désinformation</span>');
    expect(comments.body).not.toMatch(/>misinformation</);
  });
});

describe("search", () => {
  it("stems a French story in French: 'cheval' finds 'chevaux'", async () => {
    const word = `zq${randomUUID().replaceAll("-", "").slice(0, 8)}`;
    const french = await publish(ada, { title: `Les chevaux ${word}`, content: FRENCH });
    const english = await publish(ada, { title: `Running ${word}`, content: "She was running across the fields." });
    const find = async (q: string) => {
      const res = await fetch(`${running.url}/api/search?${new URLSearchParams({ q })}`);
      return ((await res.json()) as { data: { posts: { _id: string }[] } }).data.posts.map((p) => p._id);
    };
    expect(await find(`cheval ${word}`)).toEqual([french._id]);
    // English stemming still works for English stories.
    expect(await find(`runs ${word}`)).toEqual([english._id]);
  });
});

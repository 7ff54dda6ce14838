/**
 * Readers choose which story languages their feeds show (issue 39): saved on the account through
 * PATCH /user/me, applied to the signed-in calls (latest, top, a topic, recommended, "Load more"), while
 * the shared cached pages stay one copy for everyone. PGlite, then PostgreSQL in the test command.
 */
import http from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/start-server.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { federationSite } from "../support/federation-sites.ts";
import { cachesTrusted } from "../support/test-server.ts";

let running: RunningServer;
let writer: Person;

beforeAll(async () => {
  running = await federationSite();
  writer = await insertUser(running.app);
}, 120_000);
afterAll(async () => {
  await running?.close();
});

const api = (path: string, who: { token: string } | null, method = "GET", body?: unknown) =>
  fetch(`${running.url}/api${path}`, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      "content-type": "application/json",
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const idsOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { posts: { _id: string }[] } }).data.posts.map((p) => p._id);
};
/** A page with exactly these headers, asked once the server answers from its caches (cachesTrusted). */
async function page(path: string, headers: Record<string, string>) {
  await cachesTrusted(running);
  return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${running.url}${path}`, { headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function publish(tag: string, title: string, language: string): Promise<string> {
  const res = await api("/post/create", writer, "POST", { title, content: `${title}.`, tags: [tag], language });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { post: { _id: string } } }).data.post._id;
}

describe("the feeds' languages", () => {
  it("are saved on the account, sorted, and a language outside the list is refused without a change", async () => {
    const reader = await insertUser(running.app);
    const saved = await api("/user/me", reader, "PATCH", { feedLanguages: ["fr", "de", "fr"] });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: { feedLanguages: string[] } }).data.feedLanguages).toEqual(["de", "fr"]);

    for (const bad of [["fr", "xx"], "fr"]) {
      const refused = await api("/user/me", reader, "PATCH", { feedLanguages: bad });
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { errors: { field?: string }[] };
      expect(body.errors.every((e) => e.field?.startsWith("feedLanguages"))).toBe(true);
    }
    const me = (await (await api("/user", reader)).json()) as { data: { feedLanguages: string[] } };
    expect(me.data.feedLanguages).toEqual(["de", "fr"]);
    const fresh = (await (await api("/user", writer)).json()) as { data: { feedLanguages: string[] } };
    expect(fresh.data.feedLanguages).toEqual([]);
  });

  it("filter the signed-in reader's latest, top, topic and recommended lists, and an empty list shows all", async () => {
    const tag = `lang${randomUUID().slice(0, 8)}`;
    const french = await publish(tag, "Une histoire", "fr");
    const english = await publish(tag, "A story", "en");
    const japanese = await publish(tag, "物語", "ja");
    const reader = await insertUser(running.app);
    expect((await api("/user/me", reader, "PATCH", { feedLanguages: ["fr", "ja"] })).status).toBe(200);

    const mine = (ids: string[]) => ids.filter((id) => [french, english, japanese].includes(id)).sort();
    const frenchAndJapanese = [french, japanese].sort();
    expect(mine(await idsOf(await api(`/post?tag=${tag}`, reader)))).toEqual(frenchAndJapanese);
    expect(mine(await idsOf(await api(`/post?tag=${tag}&sort=top`, reader)))).toEqual(frenchAndJapanese);
    expect(mine(await idsOf(await api(`/post/recommended?limit=50`, reader)))).toEqual(frenchAndJapanese);
    // Signed out, and for the writer who chose nothing, every language.
    const all = [french, english, japanese].sort();
    expect(mine(await idsOf(await api(`/post?tag=${tag}`, null)))).toEqual(all);
    expect(mine(await idsOf(await api(`/post?tag=${tag}`, writer)))).toEqual(all);
    // An author's own list is not a feed: it keeps every language.
    expect(mine(await idsOf(await api(`/post?tag=${tag}&author=${writer.user.username}`, reader)))).toEqual(all);

    expect((await api("/user/me", reader, "PATCH", { feedLanguages: [] })).status).toBe(200);
    expect(mine(await idsOf(await api(`/post?tag=${tag}`, reader)))).toEqual(all);
  });

  it("leave the shared topic page one copy for everyone, and filter the reader's 'Load more'", async () => {
    const tag = `lang${randomUUID().slice(0, 8)}`;
    const french = await publish(tag, "Deux chevaux", "fr");
    const english = await publish(tag, "Two horses", "en");
    const reader = await insertUser(running.app);
    expect((await api("/user/me", reader, "PATCH", { feedLanguages: ["fr"] })).status).toBe(200);
    const cookie = `access_token=${reader.token}; refresh_token=${reader.refreshToken}`;

    const anonymous = await page(`/?tag=${tag}`, { "accept-language": "en" });
    const signedIn = await page(`/?tag=${tag}`, { "accept-language": "en", cookie });
    expect([anonymous.headers["x-cache"], signedIn.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(signedIn.body).toBe(anonymous.body);
    // Both cards are in the shared copy, each saying its language for the browser to hide the other.
    expect(signedIn.body).toContain(`data-viewer-post="${english}" data-tags="${tag}" data-lang="en"`);
    expect(signedIn.body).toContain(`data-viewer-post="${french}" data-tags="${tag}" data-lang="fr"`);

    const more = await page(`/fragments/posts?feed=latest&tag=${tag}&limit=10`, { cookie });
    expect(more.body).toContain(`data-viewer-post="${french}"`);
    expect(more.body).not.toContain(`data-viewer-post="${english}"`);
  });
});

/**
 * Author pages and feeds through the real server (built pages): shared and cached for everyone,
 * purged when the author changes, with their structured data; an old username redirects for good.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/start-server.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { cachesTrusted, startTestServer } from "../support/test-server.ts";
import { apiCalls, overHttp } from "../support/api-calls.ts";

let running: RunningServer;
let ada: Person;

beforeAll(async () => {
  running = await startTestServer();
  ada = await insertUser(running.app, { firstName: "Ada", lastName: "Lovelace", bio: "Numbers and looms." });
});
afterAll(async () => {
  await running?.close();
});

/** A page as a browser asks for it (redirects are the test's to see). */
const view = async (path: string) => {
  await cachesTrusted(running);
  return fetch(`${running.url}${path}`, { redirect: "manual" });
};
const { send } = apiCalls(overHttp(() => running.url));

describe("an author's page", () => {
  it("shows who they are and their stories, with JSON-LD, Open Graph and the feed, and is cached", async () => {
    const created = await send(
      "POST",
      "/post/create",
      { title: "On the engine", content: "Words.", tags: ["science"] },
      ada,
    );
    expect(created.status).toBe(201);
    const first = await view(`/@${ada.user.username}`);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain("Numbers and looms.");
    expect(html).toContain("On the engine");
    expect(html).toContain('"@type":"ProfilePage"');
    expect(html).toContain('<meta property="og:type" content="profile"');
    expect(html).toContain('name="description" content="Numbers and looms."');
    expect(html).toContain(`href="/@${ada.user.username}/feed.xml"`);
    expect(html).toContain('action="/subscribe"');
    const second = await view(`/@${ada.user.username}`);
    expect(second.headers.get("x-cache")).toBe("HIT");

    const feed = await view(`/@${ada.user.username}/feed.xml`);
    expect(feed.headers.get("content-type")).toContain("application/rss+xml");
    expect(await feed.text()).toContain("<title>On the engine</title>");
    const topic = await (await view("/topics/science/feed.xml")).text();
    expect(topic).toContain("<title>On the engine</title>");
    expect(await (await view("/sitemap.xml")).text()).toContain(`/@${ada.user.username}</loc>`);
  });

  it("shows a changed name at once, and the old username redirects for good", async () => {
    const before = ada.user.username;
    await view(`/@${before}`);
    const renamed = await send("PATCH", "/user/me", { firstName: "Augusta", username: `${before}_new` }, ada);
    expect(renamed.status).toBe(200);
    const moved = await view(`/@${before}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/@${before}_new`);
    const page = await (await view(`/@${before}_new`)).text();
    expect(page).toContain("Augusta Lovelace");
    expect((await view(`/@${before}/feed.xml`)).status).toBe(301);
  });

  it("answers 404 for nobody", async () => {
    expect((await view("/@nobody_at_all")).status).toBe(404);
  });
});

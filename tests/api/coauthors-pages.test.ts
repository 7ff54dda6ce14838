/**
 * Co-authored stories through the real server: the byline names every author with their picture,
 * each author's page and feed list the story, JSON-LD has `author` as a list, RSS a `dc:creator` each.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/start-server.ts";
import { elements, parseHtml } from "../../src/server/content/outbound-html.ts";
import { parseFeed } from "../support/feeds.ts";
import { apiCalls, overHttp } from "../support/api-calls.ts";
import { coauthorCalls, type Story } from "../support/coauthors.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { startTestServer } from "../support/test-server.ts";

let running: RunningServer;
let owner: Person;
let co: Person;
let post: Story;
const { send } = apiCalls(overHttp(() => running.url));

const textOf = (node: { children: unknown[] }): string =>
  node.children
    .map((c) =>
      c && typeof c === "object" && "data" in c
        ? String(c.data)
        : c && typeof c === "object" && "children" in c
          ? textOf(c as { children: unknown[] })
          : "",
    )
    .join("");

beforeAll(async () => {
  running = await startTestServer();
  owner = await insertUser(running.app, {
    firstName: "Olive",
    lastName: "Owner",
    avatar: "/uploads/2026/01/olivepicture00001.png",
  });
  co = await insertUser(running.app, {
    firstName: "Cora",
    lastName: "Coauthor",
    avatar: "/uploads/2026/01/corapicture000001.png",
  });
  post = await coauthorCalls(
    overHttp(() => running.url),
    () => running.app,
  ).coWritten(owner, co, `Together ${Date.now()}`, "Written by two.");
});
afterAll(async () => {
  await running?.close();
});

describe("a co-authored story", () => {
  it("the API and the page name both authors, owner first, with their pictures and JSON-LD list", async () => {
    const api = (await (await fetch(`${running.url}/api/post/${post.slug}`)).json()).data.post;
    expect(api.author.username).toBe(owner.user.username);
    expect(api.coauthors.map((a: { username: string }) => a.username)).toEqual([co.user.username]);

    const doc = parseHtml(await (await fetch(`${running.url}/post/${post.slug}`)).text());
    const byline = elements(doc, "p").find((p) => "data-byline" in p.attribs)!;
    expect(textOf(byline)).toBe("Olive Owner and Cora Coauthor");
    const pictures = elements(doc, "span").find((s) => "data-byline-pictures" in s.attribs)!;
    const srcs = elements(pictures.children, "img").map((i) => i.attribs.src ?? "");
    expect(srcs.some((s) => s.includes("olivepicture"))).toBe(true);
    expect(srcs.some((s) => s.includes("corapicture"))).toBe(true);

    const ld = elements(doc, "script").find((s) => s.attribs.type === "application/ld+json")!;
    const jsonLd = JSON.parse(textOf(ld)) as { author: { "@type": string; name: string; url: string }[] };
    expect(jsonLd.author.map((a) => [a["@type"], a.name])).toEqual([
      ["Person", "Olive Owner"],
      ["Person", "Cora Coauthor"],
    ]);
    expect(jsonLd.author[1]!.url).toMatch(new RegExp(`/@${co.user.username}$`));
  });

  it("each author's page, story list and feed list it, with a dc:creator per author", async () => {
    for (const who of [owner, co]) {
      const list = (await (await fetch(`${running.url}/api/post/user/${who.user.username}`)).json()).data;
      expect(list.posts.map((p: { _id: string }) => p._id)).toContain(post._id);
      const page = await (await fetch(`${running.url}/@${who.user.username}`)).text();
      expect(page).toContain(post.title);
      const feed = parseFeed(await (await fetch(`${running.url}/@${who.user.username}/feed.xml`)).text());
      const item = feed.items.find((i) => i.guid === post._id);
      expect(item?.creators).toEqual(["Olive Owner", "Cora Coauthor"]);
    }
  });
});

describe("Edit on the story page", () => {
  it("is there for every author, as the server's rights check says, and Delete for the owner alone", async () => {
    const doc = parseHtml(await (await fetch(`${running.url}/post/${post.slug}`)).text());
    // The shared page: both hidden until the reader's personal call says whose they are.
    const edit = elements(doc, "a").find((a) => a.attribs["data-editable-post"] === post._id)!;
    expect(edit.attribs).toMatchObject({ href: `/edit-post?id=${post._id}`, "data-viewer-post": post._id });
    expect("hidden" in edit.attribs).toBe(true);
    const del = elements(doc, "button").find((b) => b.attribs["data-delete-post"] === post._id)!;
    expect(del.attribs["data-author-only"]).toBe(owner.user.id);

    const stranger = await insertUser(running.app);
    const invited = await insertUser(running.app);
    expect((await send("POST", `/post/${post._id}/coauthors`, { username: invited.user.username }, owner)).status).toBe(
      201,
    );
    const editable = async (who: Person) =>
      (
        await (
          await fetch(`${running.url}/api/user/viewer?posts=${post._id}`, {
            headers: { authorization: `Bearer ${who.token}` },
          })
        ).json()
      ).data.editablePosts;
    expect(await editable(owner)).toEqual([post._id]);
    expect(await editable(co)).toEqual([post._id]);
    // Invited but not accepted, or nobody's: no Edit (and the editor would refuse them too).
    expect(await editable(invited)).toEqual([]);
    expect(await editable(stranger)).toEqual([]);
  });
});

describe("the sitemap", () => {
  it("lists a co-authored story once, and each author's page, the co-author's too", async () => {
    const res = await fetch(`${running.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const count = (needle: string) => xml.split(needle).length - 1;
    expect(count(`/post/${post.slug}</loc>`)).toBe(1);
    expect(count(`/@${owner.user.username}</loc>`)).toBe(1);
    expect(count(`/@${co.user.username}</loc>`)).toBe(1);
  });
});

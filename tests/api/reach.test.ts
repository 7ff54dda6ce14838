/**
 * Stories as crawlers, feed readers and caches see them, on the real server (both engines): every
 * feed is well-formed XML by a strict parser (saxes) and holds what feed readers look for; pages that
 * negotiate say `Vary: Accept` and honour q-values; link previews and JSON-LD name a picture and the
 * canonical address; the sitemap follows a rename at once; the unsubscribe address answers a browser.
 */
import { textContent } from "domutils";
import { SaxesParser } from "saxes";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { elements, parseHtml } from "../../src/server/content/outbound-html.ts";
import type { RunningServer } from "../../src/server/start-server.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { apiCalls, overHttp } from "../support/api-calls.ts";
import { startTestServer } from "../support/test-server.ts";
import { parseFeed } from "../support/feeds.ts";

let running: RunningServer;
let ada: Person;
let picture: string;
let plain: { _id: string; slug: string };
let crossPosted: { _id: string; slug: string };

/** A page or feed as a reader or another server asks for it (redirects are the test's to see). */
const view = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${running.url}${path}`, { headers, redirect: "manual" });
/** The API, as Ada. */
const { send, get } = apiCalls(
  overHttp(() => running.url),
  () => ada,
);

async function upload(): Promise<string> {
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  const qs = new URLSearchParams({ fileName: "chart.png", contentType: "image/png", size: String(png.length) });
  const signed = (await (await get(`/uploads/presigned-url?${qs}`)).json()) as {
    data: { uploadUrl: string; fileUrl: string };
  };
  const put = await fetch(`${running.url}${signed.data.uploadUrl}`, {
    method: "PUT",
    headers: { "content-type": "image/png" },
    body: new Blob([new Uint8Array(png)]),
  });
  expect(put.status).toBe(201);
  return signed.data.fileUrl;
}
async function publish(body: Record<string, unknown>) {
  const res = await send("POST", "/post/create", { tags: ["reach"], ...body });
  expect(res.status).toBe(201);
  return (await res.json()).data.post as { _id: string; slug: string };
}

beforeAll(async () => {
  running = await startTestServer({ RATE_LIMITS: "off" });
  ada = await insertUser(running.app, { firstName: "Ada", lastName: "Reach" });
  picture = await upload();
  plain = await publish({
    title: "Pictures & <code>",
    content: `## A heading\n\nTom & Jerry.\n\n![a chart](${picture})\n\n1. one\n2. two\n\n\`\`\`\n${"long ".repeat(80)}\n\`\`\``,
  });
  const covered = await upload();
  await publish({ title: "With a cover", content: "Words.", coverImage: { url: covered, alt: "The cover" } });
  crossPosted = await publish({
    title: "First on my blog",
    content: "Words.",
    canonicalUrl: "https://blog.example.org/first",
  });
}, 180_000);
afterAll(async () => {
  await running?.close();
});

/** Parses with saxes (a conformant XML parser: a forbidden character or entity fails the document). */
function strictXml(xml: string): void {
  const parser = new SaxesParser({ xmlns: true });
  parser.on("error", (err) => {
    throw err;
  });
  parser.write(xml).close();
}

describe("feeds", () => {
  it("are well-formed and hold what feed readers read: language, last build, covers, absolute addresses", async () => {
    const feeds = ["/rss.xml", `/@${ada.user.username}/feed.xml`, "/topics/reach/feed.xml"];
    for (const path of feeds) {
      const res = await view(path);
      expect(res.status).toBe(200);
      const xml = await res.text();
      expect(() => strictXml(xml), path).not.toThrow();
      const feed = parseFeed(xml);
      expect(feed.language).toBe("en");
      expect(Number.isNaN(Date.parse(feed.lastBuildDate))).toBe(false);
      expect(feed.items.length).toBeGreaterThanOrEqual(3);
      for (const item of feed.items) {
        expect(item.link).toMatch(/^https?:\/\//);
        expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
        const body = parseHtml(item.content);
        for (const el of elements(body)) {
          for (const name of ["href", "src"]) if (el.attribs[name]) expect(el.attribs[name]).toMatch(/^https?:\/\//);
          for (const candidate of el.attribs.srcset?.split(",") ?? []) expect(candidate.trim()).toMatch(/^https?:\/\//);
          expect(el.attribs.id ?? "").not.toMatch(/^user-content-/);
        }
        expect(item.content).not.toContain("#user-content-");
      }
      const covered = feed.items.find((i) => i.title === "With a cover")!;
      expect(covered.media?.url).toMatch(/^https?:\/\/.+\/uploads\/.+\.png$/);
      expect(covered.media?.medium).toBe("image");
      const withPicture = feed.items.find((i) => i.title === "Pictures & <code>")!;
      expect(withPicture.content).toContain("srcset=");
    }
  });

  it("drop a renamed author's old address from the sitemap at once, and cross-posted copies", async () => {
    const before = ada.user.username;
    const first = await (await view("/sitemap.xml")).text();
    expect(() => strictXml(first)).not.toThrow();
    expect(first).toContain(`/@${before}</loc>`);
    expect(first).not.toContain(`/post/${crossPosted.slug}<`);
    expect(first).toContain(`/post/${plain.slug}<`);
    const renamed = await send("PATCH", "/user/me", { username: `${before}_x` });
    expect(renamed.status).toBe(200);
    ada.user.username = `${before}_x`;
    const after = await (await view("/sitemap.xml")).text();
    expect(after).not.toContain(`/@${before}</loc>`);
    expect(after).toContain(`/@${before}_x</loc>`);
  });
});

describe("negotiating pages", () => {
  it("say Vary: Accept, and answer JSON or HTML by the Accept header's q-values", async () => {
    for (const path of [`/post/${plain.slug}`, `/@${ada.user.username}`]) {
      const page = await view(path, { accept: "text/html", "accept-encoding": "gzip" });
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
      expect(page.headers.get("vary")?.split(/,\s*/).sort()).toEqual(["Accept", "Accept-Encoding", "Accept-Language"]);
      const json = await view(path, { accept: "application/activity+json, text/html;q=0.1" });
      expect(json.headers.get("content-type")).toMatch(/application\/(activity|ld)\+json/);
      expect(json.headers.get("vary")).toMatch(/Accept/);
      const html = await view(path, { accept: "application/activity+json;q=0.1, text/html" });
      expect(html.headers.get("content-type")).toMatch(/text\/html/);
      const profile = await view(path, {
        accept: 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
      });
      expect(profile.headers.get("content-type")).toMatch(/json/);
    }
  });
});

/** Meta tags and JSON-LD of a page, as a crawler reads them. */
async function meta(path: string) {
  const doc = parseHtml(await (await view(path)).text());
  const tag = (attr: string, value: string) =>
    elements(doc, "meta").find((m) => m.attribs[attr] === value)?.attribs.content;
  const ld = elements(doc, "script").find((s) => s.attribs.type === "application/ld+json");
  const jsonLd = ld
    ? (JSON.parse(ld.children.map((c) => ("data" in c ? c.data : "")).join("")) as Record<string, unknown>)
    : {};
  const link = (rel: string, type?: string) =>
    elements(doc, "link").find((l) => l.attribs.rel === rel && (!type || l.attribs.type === type))?.attribs.href;
  const title = elements(doc, "title")[0]
    ?.children.map((c) => ("data" in c ? c.data : ""))
    .join("");
  return { tag, jsonLd, link, title };
}

describe("what crawlers and link previews read", () => {
  it("shows the first picture of a story without a cover, and links the author's feed", async () => {
    const m = await meta(`/post/${plain.slug}`);
    const expected = expect.stringMatching(new RegExp(`^https?://[^/]+${picture.replace(/[.]/g, "\\.")}$`));
    expect(m.tag("property", "og:image")).toEqual(expected);
    expect(m.tag("name", "twitter:image")).toEqual(expected);
    expect(m.jsonLd.image).toEqual([expected]);
    expect(m.link("alternate", "application/rss+xml")).toBe(`/@${ada.user.username}/feed.xml`);
  });

  it("names a cross-posted story's original everywhere rel=canonical does", async () => {
    const m = await meta(`/post/${crossPosted.slug}`);
    expect(m.link("canonical")).toBe("https://blog.example.org/first");
    expect(m.tag("property", "og:url")).toBe("https://blog.example.org/first");
    expect(m.jsonLd.mainEntityOfPage).toBe("https://blog.example.org/first");
    expect(m.jsonLd.url).toBe("https://blog.example.org/first");
  });

  it("gives a topic's page its own title and canonical address", async () => {
    const m = await meta("/?tag=reach&tab=latest&page=1");
    expect(m.title).toMatch(/^Stories about #reach/);
    expect(m.link("canonical")).toMatch(/^https?:\/\/[^/]+\/\?tag=reach$/);
    expect(m.link("alternate", "application/rss+xml")).toBe("/topics/reach/feed.xml");
  });
});

describe("the unsubscribe address", () => {
  it("answers a browser's GET with the page and its button; a bad token is the contract's 400", async () => {
    const token = "a".repeat(20);
    const res = await view(`/api/subscriptions/unsubscribe?token=${token}`, { accept: "text/html" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/unsubscribe?token=${token}`);
    const page = parseHtml(await (await view(res.headers.get("location")!)).text());
    // The page's submit buttons (the header's language form has one too): the unsubscribe one is there.
    const submits = elements(page, "button").filter((b) => b.attribs.type !== "button");
    expect(submits.map((b) => textContent(b).trim())).toContain("Unsubscribe");
    const bad = await view("/api/subscriptions/unsubscribe");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("token");
  });
});

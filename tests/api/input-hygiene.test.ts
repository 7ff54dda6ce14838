/**
 * Hostile characters and addresses through the real server: control characters in single-line fields
 * (names, titles, tags, subscription and sign-in fields) answer 400 on the field, multi-line text keeps
 * tab/LF/CR only; a control character or a broken %-escape in a path or query answers the contract's
 * envelope (never 500, never text/plain); an answer sent before a body was read never costs the
 * client's next request; and characters XML forbids never reach a feed, checked by a strict parser.
 */
import { eq } from "drizzle-orm";
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, users } from "../../src/server/db/schema/index.ts";
import type { RunningServer } from "../../src/server/start-server.ts";
import { apiCalls, overHttp } from "../support/api-calls.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { startTestServer } from "../support/test-server.ts";

let running: RunningServer;
let ada: Person;

beforeAll(async () => {
  running = await startTestServer({ RATE_LIMITS: "off", FEDERATION: "off", NEWSLETTER_CHECK_MS: "60000" });
  ada = await insertUser(running.app, { firstName: "Ada", lastName: "Lovelace" });
}, 180_000);
afterAll(async () => {
  await running?.close();
});

const { send } = apiCalls(overHttp(() => running.url));

async function expectRefused(res: Response, field: string, what: string) {
  expect(res.status, what).toBe(400);
  expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
  const answer = (await res.json()) as { success: boolean; errors: { field?: string }[] };
  expect(answer.success, what).toBe(false);
  expect(
    answer.errors.map((e) => e.field),
    what,
  ).toContain(field);
}

describe("control characters in fields", () => {
  it("refuses them in single-line fields, with 400 on the field, and changes nothing", async () => {
    const cases: [string, string, unknown, string, Person?][] = [
      [
        "POST",
        "/user/auth/register",
        { firstName: "Eve\u0000", lastName: "X", email: "eve@example.test", password: "long enough pass" },
        "firstName",
      ],
      [
        "POST",
        "/user/auth/register",
        { firstName: "Eve", lastName: "X", email: "eve\u0000@example.test", password: "long enough pass" },
        "email",
      ],
      [
        "POST",
        "/user/auth/register",
        { firstName: "Eve", lastName: "X", email: "eve@example.test", password: "long\u0000enough pass" },
        "password",
      ],
      ["POST", "/user/auth/login", { email: "victim\u0000@example.test", password: "whatever it is" }, "email"],
      ["POST", "/user/auth/login", { email: "victim@example.test", password: "what\u0000ever" }, "password"],
      ["POST", "/post/create", { title: "Line\u000bbreak", content: "Body." }, "title", ada],
      ["POST", "/post/create", { title: "Fine", subtitle: "Bell\u0007", content: "Body." }, "subtitle", ada],
      ["POST", "/post/create", { title: "Fine", content: "Body.", tags: ["ok", "bad\u0000"] }, "tags.1", ada],
      ["POST", "/post/create", { title: "C1\u0085control", content: "Body." }, "title", ada],
      ["POST", "/post/create", { title: "Not a character \uffff", content: "Body." }, "title", ada],
      ["POST", "/post/create", { title: "Half a pair \ud800", content: "Body." }, "title", ada],
      ["POST", "/post/draft", { title: "Draft\u0000" }, "title", ada],
      ["POST", "/post/series", { title: "Series\u0000" }, "title", ada],
      ["PATCH", "/user/me", { firstName: "Ada\r\nBcc: x@example.test" }, "firstName", ada],
      ["POST", "/subscriptions", { author: ada.user.username, email: "r@example.test", name: "Name\u0000" }, "name"],
      ["POST", "/subscriptions", { author: "ada\u0000", email: "r@example.test" }, "author"],
    ];
    for (const [method, path, body, field, who] of cases) {
      await expectRefused(await send(method, path, body, who), field, `${method} ${path} ${JSON.stringify(body)}`);
    }
    const mine = await send("GET", "/post/user/" + ada.user.username, undefined, ada);
    expect(((await mine.json()) as { data: { posts: unknown[] } }).data.posts).toEqual([]);
  });

  it("refuses C0 controls but tab, LF and CR in multi-line text", async () => {
    await expectRefused(
      await send("POST", "/post/create", { title: "T", content: "Form\u000cfeed" }, ada),
      "content",
      "content",
    );
    await expectRefused(await send("PATCH", "/user/me", { bio: "NUL\u0000here" }, ada), "bio", "bio");
    const created = await send("POST", "/post/create", { title: "Tabs", content: "a\tb\r\nc\n\nd" }, ada);
    expect(created.status).toBe(201);
    const post = ((await created.json()) as { data: { post: { _id: string } } }).data.post;
    await expectRefused(
      await send("POST", "/post/comments/create", { postId: post._id, content: "Hi\u0001" }, ada),
      "content",
      "comment",
    );
    const other = await insertUser(running.app);
    await expectRefused(
      await send("POST", `/post-report/${post._id}`, { reason: "spam", description: "x\u0000" }, other),
      "description",
      "report",
    );
    expect((await send("PATCH", "/user/me", { bio: "Line one\nLine\ttwo" }, ada)).status).toBe(200);
  });
});

describe("addresses", () => {
  const refused = [
    ["/api/post/abc%00def", "path"],
    ["/api/post/user/abc%00def", "path"],
    ["/api/user/profile/%00", "path"],
    ["/api/search?q=a%00b", "q"],
    ["/api/post?tag=a%0Bb", "tag"],
    ["/api/post/%E0%A4%A", "path"],
    ["/post/abc%00def", "path"],
    ["/@ada%00", "path"],
    ["/search?q=%01", "q"],
    ["/post/%E0%A4%A", "path"],
    ["/uploads/%E0%A4%A", "path"],
  ] as const;
  for (const [path, field] of refused)
    it(`answers ${path} with the envelope's 400 on ${field}`, async () => {
      await expectRefused(await fetch(`${running.url}${path}`), field, path);
    });

  it("keeps serving a keep-alive client after answering a write whose body it never read", async () => {
    const big = JSON.stringify({ title: "t", content: "x".repeat(900 * 1024) });
    for (let round = 0; round < 5; round++) {
      // Signed out: 401 before the body is read.
      const early = await fetch(`${running.url}/api/post/create`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: big,
      });
      expect(early.status).toBe(401);
      expect(early.headers.get("connection")).toBe("close");
      await early.text();
      const next = await fetch(`${running.url}/api/health`);
      expect(next.status).toBe(200);
    }
    // A write whose body was read keeps its connection.
    const read = await send("POST", "/post/create", { title: "Kept", content: "Alive." }, ada);
    expect(read.status).toBe(201);
    expect(read.headers.get("connection")).not.toBe("close");
  });
});

/** Parses `xml` as a strict XML 1.0 reader would (saxes checks every character against XML's Char). */
function strictlyParsed(xml: string): string[] {
  const errors: string[] = [];
  const parser = new SaxesParser({ xmlns: false });
  parser.on("error", (err) => errors.push(err.message));
  parser.write(xml).close();
  return errors;
}

describe("feeds", () => {
  it("stay well-formed XML whatever a story or a name holds", async () => {
    const author = await insertUser(running.app, { firstName: "Feed", lastName: "Writer" });
    // Refused at the edge in a title; a body's non-characters are stripped where it is rendered.
    await expectRefused(
      await send("POST", "/post/create", { title: "Word\u000bbreak", content: "x", tags: ["xmltest"] }, author),
      "title",
      "title",
    );
    const res = await send(
      "POST",
      "/post/create",
      { title: "Odd body", content: "Not \ufffe characters \uffff and \ud800 half.\n\nNext", tags: ["xmltest"] },
      author,
    );
    expect(res.status).toBe(201);
    const post = ((await res.json()) as { data: { post: { _id: string } } }).data.post;
    // Rows written before the rule (or by imports) go through the same escaping.
    await running.app.database.db
      .update(posts)
      .set({ title: "Old\u000btitle\u0001", subtitle: "Sub\u000c", contentHtml: "<p>old\u000c\u0001body\ufffe</p>" })
      .where(eq(posts.id, post._id));
    await running.app.database.db.update(users).set({ firstName: "Fe\u0001ed" }).where(eq(users.id, author.user.id));
    for (const path of ["/rss.xml", `/@${author.user.username}/feed.xml`, "/topics/xmltest/feed.xml", "/sitemap.xml"]) {
      const feed = await fetch(`${running.url}${path}`, { headers: { "cache-control": "no-cache" } });
      expect(feed.status, path).toBe(200);
      const xml = await feed.text();
      expect(strictlyParsed(xml), path).toEqual([]);
      if (path !== "/sitemap.xml") expect(xml, path).toContain("Old");
    }
  });
});

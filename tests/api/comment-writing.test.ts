/**
 * Comments as writers expect them: Markdown through the same sanitiser as stories, editing with an
 * "edited" mark, and @mentions that link and notify. Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { blocks, notifications } from "../../src/server/db/schema/index.ts";
import { createTestApi, insertUser, jsonRequest, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";

let app: AppContext;
let api: Api;
let author: Person;
let writer: Person;
let named: Person;
let post: { _id: string; slug: string };

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  author = await insertUser(app, { firstName: "Ana" });
  writer = await insertUser(app, { firstName: "Wes" });
  named = await insertUser(app, { firstName: "Nell" });
  const res = await send("POST", "/post/create", { title: "Talk here", content: "Say something." }, author);
  post = (await res.json()).data.post;
});
afterAll(async () => {
  await app.close();
});

const { send } = apiCalls(() => api);
async function comment(content: string, who = writer, parentId?: string) {
  const res = await send(
    "POST",
    "/post/comments/create",
    { postId: post._id, content, ...(parentId ? { parentId } : {}) },
    who,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data.comment as { _id: string; content: string; contentHtml: string; editedAt?: string };
}
async function mentionsOf(person: Person, commentId: string) {
  await app.services.notifications.drain();
  return app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, person.user.id), eq(notifications.commentId, commentId)));
}

describe("comments in Markdown", () => {
  it("renders Markdown, sanitised like a story, and keeps what was written", async () => {
    const c = await comment("Some **bold** and `code`\n\n<script>alert(1)</script><img src=x onerror=alert(1)>");
    expect(c.content).toContain("**bold**");
    expect(c.contentHtml).toContain("<strong>bold</strong>");
    expect(c.contentHtml).toContain("<code>code</code>");
    expect(c.contentHtml).not.toMatch(/<script|onerror/);
    const listed = await (await api.request(`/api/post/comments?postId=${post._id}`)).json();
    expect(listed.data.comments.find((x: { _id: string }) => x._id === c._id).contentHtml).toBe(c.contentHtml);
  });

  it("links @mentions of real people (not in code, not unknown names) and tells them once", async () => {
    const name = named.user.username;
    const c = await comment(`Thanks @${name}! And @nobody_by_that_name, and \`@${name}\` in code.`);
    expect(c.contentHtml).toMatch(new RegExp(`<a href="/profile\\?id=${name}"[^>]*>@${name}</a>`));
    expect(c.contentHtml).toContain("@nobody_by_that_name");
    expect(c.contentHtml).toContain(`<code>@${name}</code>`);
    const told = await mentionsOf(named, c._id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: "system", actorId: writer.user.id, postId: post._id });
    expect(told[0]!.message).toMatch(/mentioned you in a comment on “Talk here”$/);
    // The story's author hears of the comment as a comment, not twice.
    const forAuthor = await comment(`@${author.user.username} what do you think?`);
    const authorNotes = await mentionsOf(author, forAuthor._id);
    expect(authorNotes.map((n) => n.type)).toEqual(["comment"]);
  });

  it("does not tell someone who blocked the writer", async () => {
    const wary = await insertUser(app, { firstName: "Wary" });
    await app.database.db.insert(blocks).values({ blockerId: wary.user.id, blockedId: writer.user.id });
    const c = await comment(`Hello @${wary.user.username}`);
    expect(await mentionsOf(wary, c._id)).toEqual([]);
  });
});

describe("editing a comment", () => {
  it("tells a person of a mention once per comment, however often it is edited out and back in", async () => {
    const c = await comment(`Hello @${named.user.username}`);
    for (let i = 0; i < 5; i++) {
      const content = i % 2 === 0 ? "Hello nobody" : `Hello again @${named.user.username}`;
      expect((await send("PATCH", `/post/comments/${c._id}`, { content }, writer)).status).toBe(200);
    }
    expect(await mentionsOf(named, c._id)).toHaveLength(1);
  });

  it("tells a person once when two edits mentioning them arrive at the same moment", async () => {
    const c = await comment("Hello nobody");
    // Both edits read the comment without the mention, so both announce it; the database keeps one.
    const edits = await Promise.all(
      ["Hello @", "Hi there @"].map((start) =>
        send("PATCH", `/post/comments/${c._id}`, { content: `${start}${named.user.username}` }, writer),
      ),
    );
    expect(edits.map((r) => r.status)).toEqual([200, 200]);
    expect(await mentionsOf(named, c._id)).toHaveLength(1);
  });

  it("changes its text, marks it edited, and tells only people newly mentioned", async () => {
    const c = await comment(`First try, @${named.user.username}`);
    const later = await insertUser(app, { firstName: "Lou" });
    const res = await send(
      "PATCH",
      `/post/comments/${c._id}`,
      { content: `Better: _second_ try, @${named.user.username} and @${later.user.username}` },
      writer,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Comment updated");
    expect(body.data.comment).toMatchObject({ _id: c._id, content: expect.stringContaining("_second_") });
    expect(body.data.comment.contentHtml).toContain("<em>second</em>");
    expect(body.data.comment.editedAt).toEqual(expect.any(String));
    expect(await mentionsOf(named, c._id)).toHaveLength(1);
    expect(await mentionsOf(later, c._id)).toHaveLength(1);
    const listed = await (await api.request(`/api/post/comments?postId=${post._id}`)).json();
    expect(listed.data.comments.find((x: { _id: string }) => x._id === c._id).editedAt).toBe(
      body.data.comment.editedAt,
    );
  });

  it("is the writer's alone, and refuses empty text and unknown ids", async () => {
    const c = await comment("Mine to change");
    const other = await send("PATCH", `/post/comments/${c._id}`, { content: "Hijacked" }, author);
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe("Comment not found");
    const empty = await send("PATCH", `/post/comments/${c._id}`, { content: "   " }, writer);
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual([{ field: "content", message: "Write a comment first" }]);
    const visitor = await api.request(`/api/post/comments/${c._id}`, jsonRequest("PATCH", { content: "x" }));
    expect(visitor.status).toBe(401);
    expect((await send("PATCH", "/post/comments/nope", { content: "x" }, writer)).status).toBe(400);
    const listed = await (await api.request(`/api/post/comments?postId=${post._id}`)).json();
    const now = listed.data.comments.find((x: { _id: string }) => x._id === c._id);
    expect(now.content).toBe("Mine to change");
    expect(now.editedAt).toBeUndefined();
  });
});

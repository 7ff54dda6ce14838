/**
 * Reports on comments: the story report's reasons and rules (not one's own, once per person while
 * open, the same brake), the moderators' comment queue with each report's weight, dismissing and
 * removing, and the reporters told the outcome. Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createTestApi, insertUser, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";

let app: AppContext;
let api: Api;
let moderator: Person;
let writer: Person;
let commenter: Person;
let reader: Person;
let newcomer: Person;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
  moderator = await insertUser(app, { firstName: "Moe", role: "moderator" });
  writer = await insertUser(app, { firstName: "Wes" });
  commenter = await insertUser(app, { firstName: "Cal" });
  reader = await insertUser(app, { firstName: "Rita" });
  // Made a minute ago: may report, but the report weighs nothing.
  newcomer = await insertUser(app, { firstName: "Nell", createdAt: new Date() });
});
afterAll(async () => {
  await app.close();
});

const { send, get } = apiCalls(() => api);
async function storyWithComment(text = "A rude remark") {
  const created = await send("POST", "/post/create", { title: `Story ${Date.now()}`, content: "Words." }, writer);
  expect(created.status).toBe(201);
  const post = (await created.json()).data.post as { _id: string; title: string };
  const res = await send("POST", "/post/comments/create", { postId: post._id, content: text }, commenter);
  expect(res.status).toBe(201);
  return { post, comment: (await res.json()).data.comment as { _id: string } };
}
const notices = async (who: Person) =>
  ((await (await get("/user/notifications", who)).json()).data.notifications as { message: string }[]).map(
    (n) => n.message,
  );
const openReports = async (commentId: string) =>
  (await app.database.db.query.commentReports.findMany({ where: (r, { eq }) => eq(r.commentId, commentId) })).filter(
    (r) => r.status === "open",
  );

describe("reporting a comment", () => {
  it("takes one open report per person and comment, never on one's own, with the story report's reasons", async () => {
    const { comment } = await storyWithComment();
    const path = `/comment-report/${comment._id}`;
    const bad = await send("POST", path, { reason: "rude", description: "" }, reader);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("reason");
    expect(await openReports(comment._id)).toEqual([]);

    expect((await send("POST", path, { reason: "spam", description: "" }, null)).status).toBe(401);
    const first = await send("POST", path, { reason: "harassment", description: "Insults" }, reader);
    expect(first.status).toBe(201);
    expect((await first.json()).data.report).toMatchObject({
      commentId: comment._id,
      reason: "harassment",
      description: "Insults",
      status: "open",
    });
    const again = await send("POST", path, { reason: "hate", description: "" }, reader);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("You already reported this comment. We are looking into it.");
    const own = await send("POST", path, { reason: "spam", description: "" }, commenter);
    expect(own.status).toBe(403);
    expect((await own.json()).message).toBe("You cannot report your own comment");
    const missing = await send(
      "POST",
      "/comment-report/00000000-0000-4000-8000-00000000dead",
      { reason: "spam", description: "" },
      reader,
    );
    expect(missing.status).toBe(404);
    expect(await openReports(comment._id)).toHaveLength(1);
  });

  it("shows in the moderators' comment queue with each report's weight; members cannot see it", async () => {
    const { post, comment } = await storyWithComment("Buy my pills");
    await send("POST", `/comment-report/${comment._id}`, { reason: "spam", description: "" }, reader);
    await send("POST", `/comment-report/${comment._id}`, { reason: "spam", description: "Bot" }, newcomer);
    await send("POST", `/comment-report/${comment._id}`, { reason: "spam", description: "" }, writer);
    expect((await get("/moderation/comment-reports", reader)).status).toBe(403);
    const queue = (await (await get("/moderation/comment-reports?limit=50", moderator)).json()).data;
    const entry = queue.comments.find((c: { comment: { _id: string } }) => c.comment._id === comment._id);
    expect(entry.comment).toMatchObject({
      content: "Buy my pills",
      author: { _id: commenter.user.id },
      post: { _id: post._id, title: post.title },
    });
    // Rita has been here long enough but never wrote anything, the newcomer is a minute old: neither
    // counts yet. Wes has published: his word has weight.
    expect(entry.reports.map((r: { reporter: { _id: string } }) => r.reporter._id)).toEqual([
      reader.user.id,
      newcomer.user.id,
      writer.user.id,
    ]);
    expect(entry.reports.map((r: { counts: boolean }) => r.counts)).toEqual([false, false, true]);
  });

  it("dismissing keeps the comment, closes its reports and tells the reporters; the log records it", async () => {
    const { post, comment } = await storyWithComment("I disagree with you");
    await send("POST", `/comment-report/${comment._id}`, { reason: "other", description: "" }, reader);
    const res = await send("POST", `/moderation/comments/${comment._id}/dismiss`, { reason: "" }, moderator);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("Reports dismissed: the comment stays");
    expect(await openReports(comment._id)).toEqual([]);
    expect(await notices(reader)).toContain(
      `Your report about a comment on “${post.title}” was reviewed: it does not break the rules, so the comment stays`,
    );
    const again = await send("POST", `/moderation/comments/${comment._id}/dismiss`, { reason: "" }, moderator);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe("This comment has no open reports");
    const log = (await (await get("/moderation/log?limit=50", moderator)).json()).data.entries;
    expect(log.find((e: { action: string; subject: string }) => e.action === "dismiss-comment")).toMatchObject({
      subject: "I disagree with you",
    });
    // Closed, so the reader may report it again.
    expect(
      (await send("POST", `/comment-report/${comment._id}`, { reason: "spam", description: "" }, reader)).status,
    ).toBe(201);
  });

  it("removing the comment tells its reporters it was removed, and the queue lets go of it", async () => {
    const { post, comment } = await storyWithComment("Something hateful");
    await send("POST", `/comment-report/${comment._id}`, { reason: "hate", description: "" }, reader);
    const res = await send("POST", `/moderation/comments/${comment._id}/remove`, { reason: "Hate speech" }, moderator);
    expect(res.status).toBe(200);
    expect(await notices(reader)).toContain(
      `Your report about a comment on “${post.title}” was reviewed: the comment was removed`,
    );
    const queue = (await (await get("/moderation/comment-reports?limit=50", moderator)).json()).data;
    expect(queue.comments.map((c: { comment: { _id: string } }) => c.comment._id)).not.toContain(comment._id);
  });
});

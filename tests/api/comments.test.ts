/** Comments through the real API, and comments and shares racing an unpublish. */
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { comments, posts } from "../../src/server/db/schema/index.ts";
import { suiteWithTwoPeople } from "../support/api-calls.ts";

const s = suiteWithTwoPeople();

describe("comments", () => {
  it("adds newest first with the count, nests replies one level, and deletes one's own", async () => {
    const post = await s.publish(s.ann);
    const first = await (
      await s.send("POST", "/post/comments/create", { postId: post._id, content: " First! " }, s.ben)
    ).json();
    expect(first.data.stats.totalComments).toBe(1);
    expect(first.data.comment).toMatchObject({ _post: post._id, content: "First!", author: { _id: s.ben.user.id } });
    const second = (
      await (await s.send("POST", "/post/comments/create", { postId: post._id, content: "Second" }, s.ann)).json()
    ).data;
    const reply = (
      await (
        await s.send(
          "POST",
          "/post/comments/create",
          { postId: post._id, content: "A reply", parentId: first.data.comment._id },
          s.ann,
        )
      ).json()
    ).data;
    expect(reply.stats.totalComments).toBe(3);
    const nested = await s.send(
      "POST",
      "/post/comments/create",
      { postId: post._id, content: "Too deep", parentId: reply.comment._id },
      s.ben,
    );
    expect(nested.status).toBe(400);

    const list = (await (await s.get(`/post/comments?postId=${post._id}`)).json()).data;
    expect(list.comments.map((c: { content: string }) => c.content)).toEqual(["Second", "First!"]);
    expect(list.comments[1].replies.map((c: { content: string }) => c.content)).toEqual(["A reply"]);
    expect(list.meta).toEqual({ page: 1, limit: 10, total: 2 });
    // The total comes with the page's rows; a page past the end has none to carry it and still tells it.
    for (const [page, shown] of [
      [2, ["First!"]],
      [5, []],
    ] as const) {
      const paged = (await (await s.get(`/post/comments?postId=${post._id}&page=${page}&limit=1`)).json()).data;
      expect(paged.comments.map((c: { content: string }) => c.content)).toEqual(shown);
      expect(paged.meta).toEqual({ page, limit: 1, total: 2 });
    }

    expect(
      (
        await s.api.request(`/api/post/comments/${second.comment._id}`, {
          method: "DELETE",
          headers: { authorization: `Bearer ${s.ben.token}` },
        })
      ).status,
    ).toBe(404);
    const gone = await s.api.request(`/api/post/comments/${first.data.comment._id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${s.ben.token}` },
    });
    expect((await gone.json()).data.stats.totalComments).toBe(1);
  });

  it.each([
    [{ content: "" }, "content"],
    [{ content: "x".repeat(5001) }, "content"],
    [{ parentId: "nope" }, "parentId"],
  ])("refuses %o", async (over, field) => {
    const post = await s.publish(s.ann);
    const res = await s.send("POST", "/post/comments/create", { postId: post._id, content: "ok", ...over }, s.ben);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe(field);
  });
});

describe("writes racing each other", () => {
  it("comments and shares arriving while the story is unpublished get 201 or 404, never an error, and the counter matches", async () => {
    for (let round = 0; round < 3; round++) {
      const post = await s.publish(s.ann, `Racing ${round}`);
      const reactions = Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0
          ? s.send("POST", "/post/shares", { postId: post._id, platform: "x" }, s.ben)
          : s.send("POST", "/post/comments/create", { postId: post._id, content: `Quick ${i}` }, s.ben),
      );
      const unpublish = s.send("PUT", `/post/${post._id}`, { status: "draft" }, s.ann);
      const statuses = (await Promise.all([...reactions, unpublish])).map((r) => r.status);
      expect(
        statuses.every((s) => [200, 201, 404].includes(s)),
        statuses.join(","),
      ).toBe(true);
      const [row] = await s.app.database.db.select().from(posts).where(eq(posts.id, post._id));
      const kept = await s.app.database.db.select({ n: count() }).from(comments).where(eq(comments.postId, post._id));
      expect(row!.totalComments).toBe(kept[0]!.n);
    }
  });

  it("a comment deleted twice at once lowers the count once", async () => {
    const post = await s.publish(s.ann, "Deleted twice");
    const created = await (
      await s.send("POST", "/post/comments/create", { postId: post._id, content: "Hi" }, s.ben)
    ).json();
    const id = created.data.comment._id as string;
    const both = await Promise.all([
      s.send("DELETE", `/post/comments/${id}`, {}, s.ben),
      s.send("DELETE", `/post/comments/${id}`, {}, s.ben),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    const [row] = await s.app.database.db.select().from(posts).where(eq(posts.id, post._id));
    expect(row!.totalComments).toBe(0);
  });
});

/**
 * Deleting an account: confirmed by the password (or the e-mail without one), everything personal
 * goes, others' threads still read, and every other story's counters still equal its rows. Both
 * engines.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { follows, uploads, users } from "../../src/server/db/schema/index.ts";
import { pngWithMetadata } from "../support/images.ts";
import { createTestApi, insertUser, TEST_PASSWORD, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";

let app: AppContext;
let api: Api;

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off" }));
});
afterAll(async () => {
  await app.close();
});

const { send, get } = apiCalls(() => api);
async function publish(who: Person, title: string) {
  const res = await send("POST", "/post/create", { title: `${title} ${Date.now()}`, content: "Words." }, who);
  return (await res.json()).data.post as { _id: string; slug: string };
}
async function comment(who: Person, postId: string, content: string, parentId?: string) {
  const res = await send("POST", "/post/comments/create", { postId, content, ...(parentId ? { parentId } : {}) }, who);
  expect(res.status).toBe(201);
  return (await res.json()).data.comment as { _id: string };
}
/**
 * Which of these stories have counters that differ from their rows (none, if the counters moved with
 * the rows). Only these: on PostgreSQL the other files share the database.
 */
async function countersOff(...ids: string[]) {
  const { rows } = await app.database.db.execute(sql`
    select p.id from posts p
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and (p.total_likes <> (select count(*) from likes l where l.post_id = p.id)
       or p.total_comments <> (select count(*) from comments c where c.post_id = p.id)
       or p.total_shares <> (select count(*) from shares s where s.post_id = p.id))`);
  return rows;
}

describe("deleting my account", () => {
  it("removes the person and what is theirs, keeps others' threads readable and counters equal to rows", async () => {
    const leaving = await insertUser(app, { firstName: "Leo", lastName: "Leaving" });
    const staying = await insertUser(app, { firstName: "Sara", lastName: "Staying" });
    const own = await publish(leaving, "My last story");
    const theirs = await publish(staying, "A story that stays");
    await send("POST", "/post/likes/toggle", { postId: theirs._id }, leaving);
    await send("POST", "/post/shares", { postId: theirs._id, platform: "x" }, leaving);
    const answered = await comment(leaving, theirs._id, "A comment Sara answered");
    await comment(staying, theirs._id, "Sara's answer", answered._id);
    await comment(leaving, theirs._id, "A second word from me", answered._id);
    await comment(leaving, theirs._id, "A comment nobody answered");
    const saras = await comment(staying, theirs._id, "Sara's own comment");
    await comment(leaving, theirs._id, "My reply to Sara", saras._id);
    await comment(staying, own._id, "Sara on Leo's story");
    await send("POST", "/user/toggle-follow", { userId: staying.user.id }, leaving);
    await send("POST", "/user/toggle-follow", { userId: leaving.user.id }, staying);
    await send("POST", "/user/bookmarks/toggle", { postId: theirs._id }, leaving);

    const res = await send("DELETE", "/user/me", { password: TEST_PASSWORD }, leaving);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toMatch(/^Your account and everything in it are deleted/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("access_token=;"))).toBe(true);

    expect(await app.database.db.select().from(users).where(eq(users.id, leaving.user.id))).toEqual([]);
    expect((await get("/user", leaving)).status).toBe(401);
    expect((await get(`/post/${own.slug}`)).status).toBe(404);
    expect((await get(`/user/profile/${leaving.user.id}`)).status).toBe(404);
    expect(await app.database.db.select().from(follows).where(eq(follows.followeeId, leaving.user.id))).toEqual([]);

    const thread = (await (await get(`/post/comments?postId=${theirs._id}`, staying)).json()).data;
    const shown = thread.comments.map((c: { content: string; deleted?: boolean; replies: { content: string }[] }) => ({
      content: c.content,
      deleted: c.deleted ?? false,
      replies: c.replies.map((r) => r.content),
    }));
    expect(shown).toEqual([
      { content: "Sara's own comment", deleted: false, replies: [] },
      { content: "This comment was deleted with its author's account.", deleted: true, replies: ["Sara's answer"] },
    ]);
    expect(thread.comments[1].author).toMatchObject({ firstName: "Deleted", lastName: "account", _id: "" });
    expect(JSON.stringify(thread)).not.toContain("Leo");
    const story = (await (await get(`/post/${theirs.slug}`)).json()).data.post;
    expect(story.stats).toEqual({ totalLikes: 0, totalComments: 3, totalShares: 0 });
    expect(await countersOff(theirs._id)).toEqual([]);
    // Sara can still answer in the thread.
    await comment(staying, theirs._id, "Still here", thread.comments[1]._id);
  });

  it("removes the pictures the person uploaded, with their resized copies, and nobody else's", async () => {
    const png = await pngWithMetadata(400, 300);
    const sign = async (who: Person) => {
      const qs = new URLSearchParams({ fileName: "me.png", contentType: "image/png", size: String(png.length) });
      return (await (await get(`/uploads/presigned-url?${qs}`, who)).json()).data as {
        uploadUrl: string;
        fileUrl: string;
      };
    };
    const put = (uploadUrl: string) =>
      api.request(uploadUrl, {
        method: "PUT",
        headers: { "content-type": "image/png" },
        body: new Blob([new Uint8Array(png)]),
      });
    /** Uploads a picture as `who` and answers its key. */
    async function upload(who: Person) {
      const signed = await sign(who);
      expect((await put(signed.uploadUrl)).status).toBe(201);
      return signed.fileUrl.slice("/uploads/".length);
    }
    const onDisk = (file: string) =>
      stat(path.join(app.services.uploads.dir, file)).then(
        () => true,
        () => false,
      );
    const leaving = await insertUser(app, { firstName: "Pia", lastName: "Pictures" });
    const staying = await insertUser(app, { firstName: "Sam", lastName: "Stays" });
    const [avatar, inStory, kept] = [await upload(leaving), await upload(leaving), await upload(staying)];
    expect((await send("PATCH", "/user/me", { avatar: `/uploads/${avatar}` }, leaving)).status).toBe(200);
    await send(
      "POST",
      "/post/create",
      { title: `Pictured ${Date.now()}`, content: `![A view](/uploads/${inStory})` },
      leaving,
    );
    expect(await app.services.uploads.resized(avatar, 64)).toMatchObject({ file: expect.any(String) });
    expect(await app.services.uploads.resized(kept, 64)).toMatchObject({ file: expect.any(String) });
    for (const key of [avatar, inStory, kept, `_resized/w64/${avatar}`]) expect(await onDisk(key), key).toBe(true);

    const onItsWay = await sign(leaving);

    expect((await send("DELETE", "/user/me", { password: TEST_PASSWORD }, leaving)).status).toBe(200);
    // An upload signed before the deletion and sent after it is not let in.
    expect((await put(onItsWay.uploadUrl)).status).toBe(403);
    expect(await onDisk(onItsWay.fileUrl.slice("/uploads/".length))).toBe(false);
    for (const key of [avatar, inStory, `_resized/w64/${avatar}`]) expect(await onDisk(key), key).toBe(false);
    for (const key of [kept, `_resized/w64/${kept}`]) expect(await onDisk(key), key).toBe(true);
    expect(await app.database.db.select().from(uploads).where(eq(uploads.ownerId, leaving.user.id))).toEqual([]);
    expect((await app.database.db.select().from(uploads).where(eq(uploads.ownerId, staying.user.id))).length).toBe(1);
    // Asked for again, a removed picture is not made anew.
    expect(await app.services.uploads.resized(avatar, 128)).toBeNull();
  });

  it("refuses without the right confirmation and changes nothing", async () => {
    const careful = await insertUser(app, { firstName: "Cara" });
    for (const [body, field, message] of [
      [{}, "password", "Type your password to confirm"],
      [{ password: "not it at all" }, "password", "Your password is not correct"],
      [{ password: 42 }, "password", "Type your password to confirm"],
    ] as const) {
      const res = await send("DELETE", "/user/me", body, careful);
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual([{ field, message }]);
    }
    expect((await send("DELETE", "/user/me", { password: TEST_PASSWORD, extra: 1 }, careful)).status).toBe(400);
    expect((await send("DELETE", "/user/me", { password: TEST_PASSWORD })).status).toBe(401);
    expect((await get("/user", careful)).status).toBe(200);
  });

  it("an account without a password confirms with its e-mail", async () => {
    const google = await insertUser(app, { firstName: "Gus", passwordHash: null });
    const wrong = await send("DELETE", "/user/me", { email: "someone@else.test" }, google);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual([
      { field: "email", message: "Type your account's e-mail address to confirm" },
    ]);
    const res = await send("DELETE", "/user/me", { email: google.user.email.toUpperCase() }, google);
    expect(res.status).toBe(200);
    expect((await get("/user", google)).status).toBe(401);
  });
});

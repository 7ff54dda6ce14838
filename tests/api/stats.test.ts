/**
 * Author stats: views and reads counted from the page's beacon without cookies (bots and reloads
 * left out), written by day, and read back with likes, comments and followers. Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { createTestApi, insertUser, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";

let app: AppContext;
let api: Api;
let author: Person;
let reader: Person;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const OTHER_BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";

beforeAll(async () => {
  ({ app, api } = await createTestApi({ RATE_LIMITS: "off", STATS_FLUSH_MS: "60000" }));
  author = await insertUser(app, { firstName: "Sage" });
  reader = await insertUser(app, { firstName: "Remy" });
});
afterAll(async () => {
  await app.close();
});

const { send } = apiCalls(
  () => api,
  () => author,
);
const beacon = async (postId: string, userAgent: string, read = false) => {
  const res = await api.request(`/api/post/${postId}/view`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": userAgent },
    body: JSON.stringify(read ? { read: true } : {}),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("set-cookie")).toBeNull();
  return (await res.json()).data.counted as boolean;
};
const stats = async (who: Person = author, days = 7) =>
  (
    await (
      await api.request(`/api/user/stats?days=${days}`, { headers: { authorization: `Bearer ${who.token}` } })
    ).json()
  ).data;

describe("author stats", () => {
  it("counts views and reads without cookies, leaves bots and reloads out, and adds them up by day", async () => {
    const res = await send("POST", "/post/create", { title: `Counted ${Date.now()}`, content: "Words." });
    const post = (await res.json()).data.post as { _id: string };
    expect(await beacon(post._id, BROWSER)).toBe(true);
    // The same browser from the same address reloading: not a second view.
    expect(await beacon(post._id, BROWSER)).toBe(false);
    expect(await beacon(post._id, OTHER_BROWSER)).toBe(true);
    expect(await beacon(post._id, "Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(false);
    expect(await beacon(post._id, "")).toBe(false);
    expect(await beacon(post._id, BROWSER, true)).toBe(true);
    expect(await app.services.stats.flush()).toBe(1);
    // Written again later: added to the same day's row.
    expect(await beacon(post._id, `${BROWSER} Edg/131`)).toBe(true);
    await app.services.stats.flush();

    await send("POST", "/post/likes/toggle", { postId: post._id }, reader);
    await send("POST", "/post/comments/create", { postId: post._id, content: "Nice" }, reader);
    await send("POST", "/user/toggle-follow", { userId: author.user.id }, reader);

    const mine = await stats();
    expect(mine.days).toBe(7);
    expect(mine.daily).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(mine.daily.at(-1)).toEqual({ day: today, views: 3, reads: 1, likes: 1, comments: 1, followers: 1 });
    expect(mine.totals).toEqual({ views: 3, reads: 1, likes: 1, comments: 1, followers: 1 });
    expect(mine.stories.find((s: { _id: string }) => s._id === post._id)).toMatchObject({
      views: 3,
      reads: 1,
      likes: 1,
      comments: 1,
    });
    // Nobody else's numbers.
    const theirs = await stats(reader);
    expect(theirs.totals.views).toBe(0);
    expect(theirs.stories).toEqual([]);
  });

  it("skips stories deleted before their counts were written, and refuses bad input", async () => {
    const res = await send("POST", "/post/create", { title: `Short-lived ${Date.now()}`, content: "Words." });
    const post = (await res.json()).data.post as { _id: string };
    expect(await beacon(post._id, BROWSER)).toBe(true);
    await send("DELETE", `/post/${post._id}`, undefined);
    await app.services.stats.flush();
    expect((await stats()).stories.find((s: { _id: string }) => s._id === post._id)).toBeUndefined();

    expect((await send("POST", "/post/not-an-id/view", {}, null)).status).toBe(400);
    expect((await send("POST", `/post/${post._id}/view`, { read: "yes" }, null)).status).toBe(400);
    expect((await api.request("/api/user/stats")).status).toBe(401);
    const badDays = await api.request("/api/user/stats?days=12", {
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(await badDays.json()).toMatchObject({ errors: [{ field: "days", message: "days is 7, 30 or 90" }] });
  });
});

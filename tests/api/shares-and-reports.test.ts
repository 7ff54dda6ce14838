/** Shares and reports through the real API. */
import { describe, expect, it } from "vitest";
import { suiteWithTwoPeople } from "../support/api-calls.ts";

const s = suiteWithTwoPeople();

describe("shares and reports", () => {
  it("records a share on a listed platform", async () => {
    const post = await s.publish(s.ann);
    expect((await s.send("POST", "/post/shares", { postId: post._id, platform: "myspace" }, s.ben)).status).toBe(400);
    const res = await (await s.send("POST", "/post/shares", { postId: post._id, platform: "copy" }, s.ben)).json();
    expect(res.data.stats.totalShares).toBe(1);
  });

  it("takes one open report per person and post, never on one's own story", async () => {
    const post = await s.publish(s.ann);
    expect((await s.send("POST", `/post-report/${post._id}`, { reason: "rude", description: "" }, s.ben)).status).toBe(
      400,
    );
    const first = await s.send(
      "POST",
      `/post-report/${post._id}`,
      { reason: "spam", description: "Selling things" },
      s.ben,
    );
    expect(first.status).toBe(201);
    expect((await first.json()).data.report).toMatchObject({ reason: "spam", status: "open" });
    expect((await s.send("POST", `/post-report/${post._id}`, { reason: "hate", description: "" }, s.ben)).status).toBe(
      409,
    );
    expect((await s.send("POST", `/post-report/${post._id}`, { reason: "spam", description: "" }, s.ann)).status).toBe(
      403,
    );
  });
});

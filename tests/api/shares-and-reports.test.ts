/** Shares and reports through the real API. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../src/server/context.ts";
import { apiCalls, type Person } from "../support/api-calls.ts";
import { createTestApi, insertUser } from "../support/test-app.ts";

let app: AppContext;
let ann: Person;
let ben: Person;
let send: ReturnType<typeof apiCalls>["send"];
let publish: ReturnType<typeof apiCalls>["publish"];

beforeAll(async () => {
  const made = await createTestApi({ RATE_LIMITS: "off" });
  app = made.app;
  ({ send, publish } = apiCalls(made.api));
  ann = await insertUser(app, { firstName: "Ann", interests: ["science"] });
  ben = await insertUser(app, { firstName: "Ben", interests: ["science"] });
});
afterAll(async () => {
  await app.close();
});

describe("shares and reports", () => {
  it("records a share on a listed platform", async () => {
    const post = await publish(ann);
    expect((await send("POST", "/post/shares", { postId: post._id, platform: "myspace" }, ben)).status).toBe(400);
    const res = await (await send("POST", "/post/shares", { postId: post._id, platform: "copy" }, ben)).json();
    expect(res.data.stats.totalShares).toBe(1);
  });

  it("takes one open report per person and post, never on one's own story", async () => {
    const post = await publish(ann);
    expect((await send("POST", `/post-report/${post._id}`, { reason: "rude", description: "" }, ben)).status).toBe(400);
    const first = await send(
      "POST",
      `/post-report/${post._id}`,
      { reason: "spam", description: "Selling things" },
      ben,
    );
    expect(first.status).toBe(201);
    expect((await first.json()).data.report).toMatchObject({ reason: "spam", status: "open" });
    expect((await send("POST", `/post-report/${post._id}`, { reason: "hate", description: "" }, ben)).status).toBe(409);
    expect((await send("POST", `/post-report/${post._id}`, { reason: "spam", description: "" }, ann)).status).toBe(403);
  });
});

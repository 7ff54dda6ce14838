/**
 * Webhooks: an admin registers a receiver (a real HTTP server on loopback here); events become
 * signed deliveries sent from the queue in the database, retried when the receiver fails (the waits,
 * redirects and time-outs: webhook-retries.test.ts), and listed with their last status. Both engines.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../../src/server/api/app.ts";
import type { AppContext } from "../../src/server/context.ts";
import { webhooks } from "../../src/server/db/schema/index.ts";
import { PRIVATE_ADDRESS_MESSAGE } from "../../src/server/outbound/address-policy.ts";
import { signWebhook } from "../../src/server/services/webhooks/index.ts";
import { createTestApi, insertUser, jsonRequest, type Person } from "../support/test-app.ts";
import { apiCalls } from "../support/api-calls.ts";
import { eventually } from "../support/eventually.ts";

let app: AppContext;
let api: Api;
let admin: Person;
let moderator: Person;
let writer: Person;

interface Received {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];
/** Statuses the receiver answers next (then 200). */
const answers: number[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ url: req.url ?? "", headers: req.headers, body });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise((r) => receiver.close(r)));

const { send, read: get } = apiCalls(
  () => api,
  () => admin,
);
/** Waits until the receiver holds a delivery of this event matching `match`. */
async function delivery(event: string, match: (data: Record<string, unknown>) => boolean) {
  await app.services.webhooks.drain();
  await expect
    .poll(() => received.find((r) => r.headers["x-inkwell-event"] === event && match(JSON.parse(r.body).data)), {
      timeout: 10_000,
    })
    .toBeTruthy();
  return received.find((r) => r.headers["x-inkwell-event"] === event && match(JSON.parse(r.body).data))!;
}

describe("webhooks", () => {
  let hookId: string;
  let secret: string;
  beforeAll(async () => {
    // The sender runs every 50 ms and waits 50 ms, then 100, 200... after a failure.
    ({ app, api } = await createTestApi({
      RATE_LIMITS: "off",
      WEBHOOK_CHECK_MS: "50",
      WEBHOOK_RETRY_MS: "50",
      // The receivers below listen on loopback (the default refusal has its own tests).
      WEBHOOK_PRIVATE_ADDRESSES: "on",
    }));
    admin = await insertUser(app, { firstName: "Adele", role: "admin" });
    moderator = await insertUser(app, { firstName: "Moe", role: "moderator" });
    writer = await insertUser(app, { firstName: "Wes" });
  });
  // Closed before the site below starts, so its sender (which may reach loopback) takes none of its
  // deliveries from a shared PostgreSQL database.
  afterAll(() => app.close());

  it("an admin registers a receiver for chosen events and gets its secret once", async () => {
    const res = await send("POST", "/moderation/webhooks", {
      url: receiverUrl,
      events: ["post.published", "post.updated", "post.deleted", "comment.created", "user.joined"],
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Webhook added: keep its secret to check the signatures");
    expect(body.data.secret).toMatch(/^whsec_[\w-]{32}$/);
    hookId = body.data.webhook._id;
    secret = body.data.secret;
    const list = (await get("/moderation/webhooks")).data.webhooks;
    expect(list.find((h: { _id: string }) => h._id === hookId)).toMatchObject({ url: receiverUrl, pending: 0 });
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it("delivers a published story, signed, and then its update, a comment and its deletion", async () => {
    const created = await send("POST", "/post/create", { title: `Hooked ${Date.now()}`, content: "Words." }, writer);
    const post = (await created.json()).data.post as { _id: string; slug: string; title: string };
    const published = await delivery("post.published", (d) => d._id === post._id);
    const payload = JSON.parse(published.body);
    expect(payload).toMatchObject({
      event: "post.published",
      createdAt: expect.any(String),
      data: {
        _id: post._id,
        slug: post.slug,
        title: post.title,
        url: `/post/${post.slug}`,
        author: { _id: writer.user.id },
      },
    });
    // The signature is the HMAC of "<timestamp>.<body>" with the hook's secret.
    const timestamp = published.headers["x-inkwell-timestamp"] as string;
    expect(published.headers["x-inkwell-signature"]).toBe(signWebhook(secret, timestamp, published.body));
    expect(published.headers["x-inkwell-signature"]).not.toBe(signWebhook("whsec_wrong", timestamp, published.body));
    expect(published.headers["content-type"]).toBe("application/json");
    expect(published.headers["x-inkwell-delivery"]).toMatch(/^[0-9a-f-]{36}$/);

    await send("PUT", `/post/${post._id}`, { title: `${post.title} (edited)` }, writer);
    await delivery("post.updated", (d) => d._id === post._id && d.title === `${post.title} (edited)`);
    const commented = await send("POST", "/post/comments/create", { postId: post._id, content: "First!" }, moderator);
    const comment = (await commented.json()).data.comment as { _id: string };
    await delivery("comment.created", (d) => d._id === comment._id && d.content === "First!" && d.postId === post._id);
    await send("DELETE", `/post/${post._id}`, undefined, writer);
    await delivery("post.deleted", (d) => d._id === post._id);
    const register = await api.request(
      "/api/user/auth/register",
      jsonRequest("POST", {
        firstName: "Newt",
        lastName: "Comer",
        email: `newt-${Date.now()}@example.test`,
        password: "a long enough passphrase",
      }),
    );
    const joined = (await register.json()).data.user as { _id: string };
    await delivery("user.joined", (d) => d._id === joined._id && d.firstName === "Newt");

    // The receiver has the last one; its row says so a moment later (after the receiver's answer).
    const deliveries = await eventually(
      async () =>
        (await get(`/moderation/webhooks/${hookId}/deliveries?limit=50`)).data.deliveries as { status: string }[],
      (list) => list.every((d) => d.status === "delivered"),
      5_000,
    );
    expect(deliveries.length).toBeGreaterThanOrEqual(5);
    expect(deliveries.every((d) => d.status === "delivered")).toBe(true);
    expect(deliveries[0]).toMatchObject({ lastStatus: 200, attempts: 1, deliveredAt: expect.any(String) });
  });

  it("tries a failing receiver again, shows the last status, and stops after the last attempt", async () => {
    answers.push(500, 503);
    const created = await send("POST", "/post/create", { title: `Retried ${Date.now()}`, content: "Words." }, writer);
    const post = (await created.json()).data.post as { _id: string };
    const arrivals = () =>
      received.filter(
        (r) => r.headers["x-inkwell-event"] === "post.published" && JSON.parse(r.body).data._id === post._id,
      );
    await app.services.webhooks.drain();
    await expect.poll(() => arrivals().length, { timeout: 10_000 }).toBe(3);
    // One delivery, three attempts: the same id each time.
    expect(new Set(arrivals().map((r) => r.headers["x-inkwell-delivery"])).size).toBe(1);
    await expect
      .poll(async () => (await get(`/moderation/webhooks/${hookId}/deliveries?limit=50`)).data.deliveries[0], {
        timeout: 5_000,
      })
      .toMatchObject({ status: "delivered", attempts: 3, lastStatus: 200 });

    // A receiver that never answers well is given up on after the last attempt.
    const dead = await send("POST", "/moderation/webhooks", {
      url: "http://127.0.0.1:9/nothing-listens",
      events: ["user.joined"],
    });
    const deadId = (await dead.json()).data.webhook._id as string;
    app.events.emit("joined", { userId: writer.user.id });
    await app.services.webhooks.drain();
    // Seven failures at 50, 100 ... 3,200 ms: about 6.4 s of waiting.
    await expect
      .poll(async () => (await get(`/moderation/webhooks/${deadId}/deliveries`)).data.deliveries[0]?.status, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe("failed");
    const [gaveUp] = (await get(`/moderation/webhooks/${deadId}/deliveries`)).data.deliveries;
    expect(gaveUp).toMatchObject({ attempts: 8, lastStatus: null, lastError: expect.any(String), nextAttemptAt: null });
    const listed = (await get("/moderation/webhooks")).data.webhooks.find((h: { _id: string }) => h._id === deadId);
    expect(listed).toMatchObject({ failed: 1, last: { status: "failed", event: "user.joined" } });
  }, 40_000);

  it("is for admins only, refuses bad input with the field named, and removing a hook stops its deliveries", async () => {
    expect((await send("GET", "/moderation/webhooks", undefined, moderator)).status).toBe(403);
    expect(
      (await send("POST", "/moderation/webhooks", { url: receiverUrl, events: ["user.joined"] }, moderator)).status,
    ).toBe(403);
    expect(
      (await send("POST", "/moderation/webhooks", { url: receiverUrl, events: ["user.joined"] }, writer)).status,
    ).toBe(403);
    expect(
      (await send("POST", "/moderation/webhooks", { url: receiverUrl, events: ["user.joined"] }, null)).status,
    ).toBe(401);
    const badUrl = await send("POST", "/moderation/webhooks", { url: "ftp://example.test", events: ["user.joined"] });
    expect(await badUrl.json()).toMatchObject({ errors: [{ field: "url" }] });
    const noEvents = await send("POST", "/moderation/webhooks", { url: receiverUrl, events: [] });
    expect(await noEvents.json()).toMatchObject({
      errors: [{ field: "events", message: "Choose at least one event" }],
    });
    const badEvent = await send("POST", "/moderation/webhooks", { url: receiverUrl, events: ["post.liked"] });
    expect((await badEvent.json()).errors[0].field).toBe("events.0");

    const removed = await send("DELETE", `/moderation/webhooks/${hookId}`, undefined);
    expect(await removed.json()).toMatchObject({ success: true, message: "Webhook removed" });
    expect((await send("DELETE", `/moderation/webhooks/${hookId}`, undefined)).status).toBe(404);
    // A second hook for the same event is the witness: the event's deliveries are made together, so
    // once the witness has its delivery (and the queue is drained again), a removed hook's would be here.
    const witness = await send("POST", "/moderation/webhooks", {
      url: `${receiverUrl}?witness`,
      events: ["post.published"],
    });
    expect(witness.status).toBe(201);
    const title = `Unheard ${Date.now()}`;
    await send("POST", "/post/create", { title, content: "Words." }, writer);
    const seen = await delivery("post.published", (data) => data.title === title);
    expect(seen.url).toBe("/hook?witness");
    await app.services.webhooks.drain();
    const ofTitle = received.filter((r) => r.headers["x-inkwell-event"] === "post.published" && r.body.includes(title));
    expect(ofTitle.map((r) => r.url)).toEqual(["/hook?witness"]);
  });
});

describe("webhooks on a site with the default address rule", () => {
  let strict: AppContext;
  let strictApi: Api;
  let root: Person;
  beforeAll(async () => {
    ({ app: strict, api: strictApi } = await createTestApi({
      RATE_LIMITS: "off",
      WEBHOOK_CHECK_MS: "50",
      WEBHOOK_RETRY_MS: "60000",
    }));
    root = await insertUser(strict, { firstName: "Strict", role: "admin" });
  });
  afterAll(() => strict.close());
  const add = (url: string) =>
    strictApi.request("/api/moderation/webhooks", jsonRequest("POST", { url, events: ["user.joined"] }, root.token));

  it("refuses receivers on this machine or a private network, naming the field, and stores nothing", async () => {
    // On PostgreSQL the hooks of the tests above share the database.
    const hooksBefore = (await strict.services.webhooks.list()).length;
    for (const url of [
      "http://127.0.0.1:9/hook",
      "http://localhost/hook",
      "http://[::1]/hook",
      "http://169.254.169.254/latest/meta-data",
      "http://10.0.0.8/hook",
    ]) {
      const res = await add(url);
      expect(res.status, url).toBe(400);
      expect((await res.json()).errors).toEqual([{ field: "url", message: PRIVATE_ADDRESS_MESSAGE }]);
    }
    expect((await strict.services.webhooks.list()).length).toBe(hooksBefore);
    expect((await add("https://hooks.example.com/inkwell")).status).toBe(201);
  });

  it("sends nothing to a name that resolves to a private address when the delivery is due", async () => {
    const before = received.length;
    // As if the name had pointed elsewhere when the hook was added.
    const [hook] = await strict.database.db
      .insert(webhooks)
      .values({ url: receiverUrl.replace("127.0.0.1", "localhost"), events: ["user.joined"], secret: "whsec_test" })
      .returning();
    strict.events.emit("joined", { userId: root.user.id });
    await strict.services.webhooks.drain();
    await expect
      .poll(
        async () =>
          (await strict.services.webhooks.deliveries(hook!.id, { page: 1, limit: 5 })).deliveries[0]?.lastError,
      )
      .toMatch(/resolves to .*private network/);
    expect(received.length).toBe(before);
  });
});

/**
 * The fediverse's deliveries leave from a thread of their own (federation/delivery-thread.ts): one
 * arrives while the main thread is held, the thread ends after a while with nothing to send, and due
 * deliveries found in the queue start it again.
 */
import { randomUUID } from "node:crypto";
import { Worker } from "node:worker_threads";
import { Create, Note, PUBLIC_COLLECTION } from "@fedify/vocab";
import { sql } from "drizzle-orm";
import { getPriority } from "node:os";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { RunningServer } from "../../src/server/start-server.ts";
import { deliveryThread } from "../../src/server/federation/delivery-thread.ts";
import { createLogger } from "../../src/server/logger.ts";
import { addressPolicy } from "../../src/server/outbound/address-policy.ts";
import { BACKGROUND_NICENESS } from "../../src/server/thread-priority.ts";
import { eventually } from "../support/eventually.ts";
import { insertUser } from "../support/test-app.ts";
import { startTestServer } from "../support/test-server.ts";
import { threadNiceness } from "../support/thread-niceness.ts";

/** An inbox in a thread of its own, so it answers while the test's thread is held: it notes when each POST came. */
const SINK = `
  const http = require("node:http");
  const { parentPort } = require("node:worker_threads");
  const arrived = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      let type;
      try { type = JSON.parse(body).type; } catch {}
      arrived.push({ path: req.url, at: Date.now(), type });
      res.writeHead(202).end();
    });
  });
  server.listen(0, "127.0.0.1", () => parentPort.postMessage({ port: server.address().port }));
  parentPort.on("message", (m) => m === "close" ? server.close(() => parentPort.close()) : parentPort.postMessage({ arrived }));`;

let running: RunningServer;
let sink: Worker;
let sinkUrl: string;
interface Arrival {
  path: string;
  at: number;
  type?: string;
}
const arrivals = () =>
  new Promise<Arrival[]>((resolve) => {
    sink.once("message", (m: { arrived: Arrival[] }) => resolve(m.arrived));
    sink.postMessage("arrivals");
  });

beforeAll(async () => {
  sink = new Worker(SINK, { eval: true });
  const { port } = await new Promise<{ port: number }>((resolve) => sink.once("message", resolve));
  sinkUrl = `http://127.0.0.1:${port}`;
  running = await startTestServer({ FEDERATION_PRIVATE_ADDRESSES: "on", FEDERATION_CHECK_MS: "100" });
}, 60_000);
afterAll(async () => {
  await running?.close();
  sink?.postMessage("close");
});

/**
 * Someone elsewhere (their inbox the sink's) following `local`; answers the inbox's path. Unique
 * names: on PostgreSQL the suite's files share one database.
 */
async function followedFromSink(local: string): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const handle = `r${tag}@sink.example`;
  await running.app.database.db.execute(sql`with person as (
      insert into users (email, username, username_key, first_name, last_name, remote)
      values (${`${tag}@fediverse.invalid`}, ${handle}, ${handle}, 'Reader elsewhere', '', true) returning id),
    actor as (
      insert into fediverse_actors (user_id, uri, handle, domain, inbox)
      select id, ${`${sinkUrl}/users/${tag}`}, ${handle}, 'sink.example', ${`${sinkUrl}/${tag}/inbox`} from person
      returning user_id)
    insert into fediverse_followers (local, follower_id) select ${local}, user_id from actor`);
  return `/${tag}/inbox`;
}

/** Queues a Create of a note from `userId` to the inbox at `path` (the sink's), as the site's own sending does. */
async function send(userId: string, path: string, base = sinkUrl) {
  const ctx = (await running.app.services.fediverse.federation()).createContext(new URL(running.url), undefined);
  const actor = ctx.getActorUri(userId);
  const note = new Note({ id: new URL(`${actor.href}/notes/${path}`), attribution: actor, content: "<p>Hi</p>" });
  await ctx.sendActivity(
    { identifier: userId },
    { id: new URL(`${base}/users/${path}`), inboxId: new URL(`${base}/${path}/inbox`) },
    new Create({ id: new URL(`${note.id!.href}#create`), actor, object: note, to: PUBLIC_COLLECTION }),
  );
}

it("builds a new story's activity in the thread: this one never loads Fedify", { timeout: 60_000 }, async () => {
  const ada = await insertUser(running.app);
  const inbox = await followedFromSink(ada.user.id);
  const res = await fetch(`${running.url}/api/post/create`, {
    method: "POST",
    headers: { authorization: `Bearer ${ada.token}`, "content-type": "application/json" },
    body: JSON.stringify({ title: "Built elsewhere", content: "Hello from the delivery thread." }),
  });
  expect(res.status).toBe(201);
  await eventually(arrivals, (a) => a.some((x) => x.path === inbox));
  expect(running.app.services.fediverse.federationBuilt).toBe(false);
});

it(
  "a story hidden and restored at once: Delete then Create, in that order, and its object answers again",
  { timeout: 60_000 },
  async () => {
    const author = await insertUser(running.app);
    const moderator = await insertUser(running.app, { role: "moderator" });
    const inbox = await followedFromSink(author.user.id);
    const call = (path: string, token: string, body: unknown) =>
      fetch(`${running.url}/api${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const created = await call("/post/create", author.token, { title: "Hidden a moment", content: "Then back." });
    const postId = ((await created.json()) as { data: { post: { _id: string } } }).data.post._id;
    await eventually(arrivals, (a) => a.some((x) => x.path === inbox));
    expect((await call(`/moderation/posts/${postId}/hide`, moderator.token, { reason: "Look" })).status).toBe(200);
    expect((await call(`/moderation/posts/${postId}/restore`, moderator.token, { reason: "Fine" })).status).toBe(200);
    const sent = await eventually(
      async () => (await arrivals()).filter((x) => x.path === inbox),
      (a) => a.length === 3,
      20_000,
    );
    expect(sent.map((x) => x.type)).toEqual(["Create", "Delete", "Create"]);
    const object = await fetch(`${running.url}/ap/posts/${postId}`, {
      headers: { accept: "application/activity+json" },
    });
    expect(object.status).toBe(200);
  },
);

it("sends while the main thread is held", { timeout: 60_000 }, async () => {
  const ada = await insertUser(running.app);
  await send(ada.user.id, "first");
  await eventually(arrivals, (a) => a.some((x) => x.path === "/first/inbox"));
  expect(running.app.services.fediverse.deliveries?.running).toBe(true);
  // It runs behind the main thread (thread-priority.ts): one of this process's threads is niced.
  if (process.platform === "linux") expect(threadNiceness()).toContain(Math.max(getPriority(), BACKGROUND_NICENESS));

  await send(ada.user.id, "second");
  // The wake-up posted to the thread (a promise's callback), then this thread held for 3 s: sent
  // from here, the delivery could not even be claimed until it is free again.
  await new Promise((resolve) => setImmediate(resolve));
  const heldUntil = Date.now() + 3_000;
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3_000);
  const second = (await arrivals()).find((x) => x.path === "/second/inbox");
  expect(second).toBeDefined();
  expect(second!.at).toBeLessThan(heldUntil);
});

it("ends when idle, and due deliveries in the queue start it again", { timeout: 60_000 }, async () => {
  const ada = await insertUser(running.app);
  // The site's own thread stops for good; this test's thread, quick to idle, works the queue instead.
  await running.app.services.fediverse.deliveries?.close();
  expect(running.app.services.fediverse.deliveries?.running).toBe(false);
  const lines: string[] = [];
  const logger = { ...createLogger("silent"), warn: (msg: string) => void lines.push(msg) };
  const thread = deliveryThread({
    db: running.app.database.db,
    link: running.app.database.link!,
    logger,
    settings: {
      siteName: "Test",
      version: "test",
      pollMs: 100,
      leaseSeconds: 60,
      hotFreshMs: 0,
      addresses: addressPolicy("FEDERATION_PRIVATE_ADDRESSES", `127.0.0.1:${new URL(sinkUrl).port}`),
    },
    idleMs: 300,
  });
  try {
    await send(ada.user.id, "third");
    expect(thread.running).toBe(false);
    thread.start(running.url);
    await eventually(arrivals, (a) => a.some((x) => x.path === "/third/inbox"));
    await eventually(
      () => Promise.resolve(thread.running),
      (r) => !r,
      10_000,
    );
    await send(ada.user.id, "fourth");
    await eventually(arrivals, (a) => a.some((x) => x.path === "/fourth/inbox"));
    // What the thread logs reaches the site's log: a delivery its address policy refuses.
    await send(ada.user.id, "elsewhere", "http://127.0.0.1:9");
    const [line] = await eventually(
      () => Promise.resolve(lines.filter((l) => l.includes("127.0.0.1:9/elsewhere/inbox"))),
      (l) => l.length > 0,
      10_000,
    );
    expect(line).toMatch(/was dropped/);
    // Dropped, not left to be tried again: its row goes with the queue's next batch of finished rows
    // (the line is written first; CI once counted the row still there).
    const left = async () =>
      (
        await running.app.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from fediverse_queue where message->>'inbox' like '%/elsewhere/inbox'`,
        )
      ).rows[0]!.n;
    expect(await eventually(left, (n) => n === 0, 10_000)).toBe(0);
  } finally {
    await thread.close();
  }
  expect(thread.running).toBe(false);
});

/**
 * Live co-editing (decision 018) with the real socket.io client against the real server and database:
 * who may join a story's room, convergence, persistence across a restart, compaction, removal.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import * as Y from "yjs";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../src/server/context.ts";
import { attachRealtime } from "../../src/server/realtime/io.ts";
import { coeditUpdates, posts } from "../../src/server/db/schema/index.ts";
import { createApi } from "../../src/server/api/app.ts";
import { COEDIT_PART_BYTES, MAX_COEDIT_UPDATE } from "../../src/shared/coedit.ts";
import { coeditClient } from "../support/coedit-client.ts";
import { createTestContext, insertDraft, insertUser, jsonRequest } from "../support/test-app.ts";

const COMPACT_AFTER = 5;
let app: AppContext;
let server: http.Server;
let io: ReturnType<typeof attachRealtime>;
let url: string;
const open: Socket[] = [];

async function start() {
  server = http.createServer();
  io = attachRealtime(server, app, { coeditCompactAfter: COMPACT_AFTER });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
beforeAll(async () => {
  app = await createTestContext();
  await start();
});
afterAll(async () => {
  for (const s of open) s.disconnect();
  await io.close();
  await app.close();
});

const story = (authorId: string) => insertDraft(app, authorId);

/** A client editor: a Y.Doc kept in step with the room through the socket, as the browser's is. */
const editor = (token: string) => coeditClient(url, token, {}, open);

describe("who may join a story's room", () => {
  it("refuses a stranger before any byte of the document is sent", async () => {
    const owner = await insertUser(app);
    const stranger = await insertUser(app);
    const postId = await story(owner.user.id);
    const a = await editor(owner.token);
    expect((await a.join(postId)).ok).toBe(true);
    expect((await a.type(postId, 0, "secret plans")).ok).toBe(true);

    const b = await editor(stranger.token);
    const bytes: unknown[] = [];
    b.socket.onAny((event: string, payload) => event.startsWith("coedit:") && bytes.push([event, payload]));
    expect(await b.join(postId)).toEqual({ ok: false, error: "forbidden" });
    // Not in the room: nothing it sends is taken, nothing typed later reaches it.
    expect(await b.send(postId, Y.encodeStateAsUpdate(new Y.Doc()))).toEqual({ ok: false, error: "forbidden" });
    await a.type(postId, 0, "more ");
    await a.socket.emitWithAck("coedit:join", { postId, stateVector: new Uint8Array([0]), clientId: 1 });
    expect(bytes).toEqual([]);
  });

  it("answers bad input with an error and no document", async () => {
    const owner = await insertUser(app);
    const a = await editor(owner.token);
    expect(await a.socket.emitWithAck("coedit:join", { postId: "not-a-story" })).toEqual({
      ok: false,
      error: "invalid",
    });
    expect(await a.join(crypto.randomUUID())).toEqual({ ok: false, error: "forbidden" });
  });

  it("drops a removed co-author from the room at once", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    const a = await editor(owner.token);
    const b = await editor(owner.token);
    await a.join(postId);
    await b.join(postId);
    const removed = [a, b].map((e) => new Promise((r) => e.socket.once("coedit:removed", r)));
    // The event names whom to drop, as the co-author service sends it (here the only editor there is).
    app.events.emit("coauthors-changed", { postId, removedUserIds: [owner.user.id] });
    expect(await Promise.all(removed)).toEqual([{ postId }, { postId }]);
    expect(await b.type(postId, 0, "x")).toEqual({ ok: false, error: "forbidden" });
  });

  it("relays carets to the others in the room and says who left", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    const a = await editor(owner.token);
    const b = await editor(owner.token);
    await a.join(postId);
    await b.join(postId);
    const caret = new Promise<{ update: ArrayBuffer }>((r) => a.socket.once("coedit:awareness", r));
    b.socket.emit("coedit:awareness", { postId, update: new Uint8Array([1, 2, 3]) });
    expect([...new Uint8Array((await caret).update)]).toEqual([1, 2, 3]);
    const left = new Promise<{ clientIds: number[] }>((r) => a.socket.once("coedit:left", r));
    b.socket.disconnect();
    expect((await left).clientIds).toEqual([b.doc.clientID]);
  });
});

describe("one document", () => {
  it("two editors converge and the first to open an empty story seeds it once", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    const a = await editor(owner.token);
    const b = await editor(owner.token);
    const joinedA = await a.join(postId);
    await b.join(postId);
    expect(joinedA.ok && joinedA.empty).toBe(true);
    // Both saw an empty document; only one seed is stored.
    const seed = (text: string) => {
      const d = new Y.Doc();
      d.getText("t").insert(0, text);
      return Y.encodeStateAsUpdate(d);
    };
    const seeds = [seed("Hello"), seed("Hello")];
    const [seedA, seedB] = await Promise.all([
      a.send(postId, seeds[0]!, "coedit:seed"),
      b.send(postId, seeds[1]!, "coedit:seed"),
    ]);
    expect([seedA, seedB].filter((r) => r.ok && r.stored)).toHaveLength(1);
    // The one stored is taken in by its sender (the other heard it from the room).
    if (seedA.ok && seedA.stored) Y.applyUpdate(a.doc, seeds[0]!, "remote");
    else Y.applyUpdate(b.doc, seeds[1]!, "remote");
    await expect.poll(() => [a.text(), b.text()]).toEqual(["Hello", "Hello"]);

    await Promise.all([a.type(postId, 5, " world"), b.type(postId, 0, "Oh, ")]);
    await expect.poll(() => [a.text(), b.text()]).toEqual(["Oh, Hello world", "Oh, Hello world"]);
  });

  it("edits made offline merge on joining again", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    const a = await editor(owner.token);
    await a.join(postId);
    await a.type(postId, 0, "base");
    const b = await editor(owner.token);
    const joined = await b.join(postId);
    if (!joined.ok) throw new Error("refused");
    Y.applyUpdate(b.doc, joined.update, "remote");
    b.socket.disconnect();
    b.doc.getText("t").insert(0, "offline ");
    await a.type(postId, 4, " online");
    // Back: it sends what the server lacks (by its state vector) and takes what it lacks.
    const c = await editor(owner.token);
    Y.applyUpdate(c.doc, Y.encodeStateAsUpdate(b.doc), "remote");
    const again = await c.join(postId);
    if (!again.ok) throw new Error("refused");
    Y.applyUpdate(c.doc, again.update, "remote");
    expect((await c.send(postId, Y.encodeStateAsUpdate(c.doc, again.stateVector))).ok).toBe(true);
    await expect.poll(() => a.text()).toBe("offline base online");
    expect(c.text()).toBe("offline base online");
  });
});

describe("stored as it changes", () => {
  it("keeps every acknowledged update across a restart of the server", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    const a = await editor(owner.token);
    await a.join(postId);
    for (const word of ["one ", "two ", "three "]) expect((await a.type(postId, a.text().length, word)).ok).toBe(true);
    a.socket.disconnect();
    await io.close();
    await start();
    const b = await editor(owner.token);
    const joined = await b.join(postId);
    if (!joined.ok) throw new Error("refused");
    Y.applyUpdate(b.doc, joined.update);
    expect(b.text()).toBe("one two three ");
    expect(joined.empty).toBe(false);
  });

  it("compacts past N updates into one snapshot with the same content", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    const a = await editor(owner.token);
    await a.join(postId);
    const rows = async () =>
      (await app.database.db.select().from(coeditUpdates).where(eq(coeditUpdates.postId, postId))).length;
    for (let i = 0; i < COMPACT_AFTER - 1; i++) await a.type(postId, i, String(i % 10));
    expect(await rows()).toBe(COMPACT_AFTER - 1);
    await a.type(postId, COMPACT_AFTER - 1, "!");
    expect(await rows()).toBe(1);
    await a.type(postId, 0, ">");
    const b = await editor(owner.token);
    const joined = await b.join(postId);
    if (!joined.ok) throw new Error("refused");
    Y.applyUpdate(b.doc, joined.update);
    expect(b.text()).toBe(">0123!");
    expect(await rows()).toBe(2);
  });
});

const storedRows = async (postId: string) =>
  (await app.database.db.select().from(coeditUpdates).where(eq(coeditUpdates.postId, postId))).length;

describe("a large update comes in parts (the socket's 16 KiB message limit stays)", () => {
  it("stores a 100,000-character first content sent in parts, whole", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    const a = await editor(owner.token);
    await a.join(postId);
    const long = new Y.Doc();
    long.getText("t").insert(0, "word ".repeat(20_000));
    const seed = Y.encodeStateAsUpdate(long);
    expect(seed.byteLength).toBeGreaterThan(COEDIT_PART_BYTES * 4);
    expect(await a.send(postId, seed, "coedit:seed")).toEqual({ ok: true, stored: true });
    const b = await editor(owner.token);
    const joined = await b.join(postId);
    if (!joined.ok) throw new Error("refused");
    Y.applyUpdate(b.doc, joined.update);
    expect(b.text()).toBe("word ".repeat(20_000));
    expect(b.socket.connected).toBe(true);
  });

  it("refuses parts adding up past the largest update, and stores nothing of them", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    const a = await editor(owner.token);
    await a.join(postId);
    const part = new Uint8Array(COEDIT_PART_BYTES).fill(7);
    const count = Math.ceil(MAX_COEDIT_UPDATE / COEDIT_PART_BYTES) + 1;
    for (let i = 0; i < count; i++) a.socket.emit("coedit:update", { postId, update: part, more: true });
    expect(await a.send(postId, new Uint8Array([1]))).toEqual({ ok: false, error: "invalid" });
    expect(await storedRows(postId)).toBe(0);
    // The next update starts afresh.
    expect((await a.type(postId, 0, "fine")).ok).toBe(true);
    expect(await storedRows(postId)).toBe(1);
  });
});

describe("saving the shared text (live saves)", () => {
  const api = () => createApi(app);
  const save = async (token: string, body: Record<string, unknown>) => {
    const res = await api().request("/api/post/draft", jsonRequest("POST", body, token));
    return {
      status: res.status,
      post: res.ok ? ((await res.json()) as { data: { post: { version: number } } }).data.post : null,
    };
  };

  it("a live save over a live save is no conflict; over a save made outside the room it is (409)", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    // Two tabs in the room, both at version 1: each saves the shared text.
    const first = await save(owner.token, { _id: postId, baseVersion: 1, content: "Shared A", live: true });
    expect(first.status).toBe(200);
    const second = await save(owner.token, { _id: postId, baseVersion: 1, content: "Shared AB", live: true });
    expect(second.status).toBe(200);
    // The room's last save is what joining reports.
    const a = await editor(owner.token);
    const joined = await a.join(postId);
    expect(joined.ok && joined.savedVersion).toBe(second.post!.version);
    // A phone saves through the API, outside the room: a live save from an older version is refused.
    const phone = await save(owner.token, { _id: postId, baseVersion: second.post!.version, content: "Phone" });
    expect(phone.status).toBe(200);
    const stale = await save(owner.token, {
      _id: postId,
      baseVersion: second.post!.version,
      content: "Shared ABC",
      live: true,
    });
    expect(stale.status).toBe(409);
    const [row] = await app.database.db.select().from(posts).where(eq(posts.id, postId));
    expect(row!.content).toBe("Phone");
    // From the phone's version, a live save goes.
    expect(
      (await save(owner.token, { _id: postId, baseVersion: phone.post!.version, content: "Both", live: true })).status,
    ).toBe(200);
  });

  it("a save that does not say live keeps the conflict check, even over a live save", async () => {
    const owner = await insertUser(app);
    const postId = await story(owner.user.id);
    expect((await save(owner.token, { _id: postId, baseVersion: 1, content: "Live", live: true })).status).toBe(200);
    expect((await save(owner.token, { _id: postId, baseVersion: 1, content: "Markdown view" })).status).toBe(409);
  });
});

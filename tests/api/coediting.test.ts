/**
 * Live co-editing (decision 018) with the real socket.io client against the real server and database:
 * who may join a story's room, convergence, persistence across a restart, compaction, removal.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connect, type Socket } from "socket.io-client";
import * as Y from "yjs";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../src/server/context.ts";
import { attachRealtime } from "../../src/server/realtime/io.ts";
import { coeditUpdates, posts } from "../../src/server/db/schema/index.ts";
import type { CoeditAck, CoeditJoinAnswer } from "../../src/shared/realtime.ts";
import { createTestContext, insertUser } from "../support/test-app.ts";

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

async function story(authorId: string) {
  const [row] = await app.database.db
    .insert(posts)
    .values({ authorId, slug: `s-${crypto.randomUUID()}`, title: "Shared", content: "", contentHtml: "" })
    .returning({ id: posts.id });
  return row!.id;
}

/** A client editor: a Y.Doc kept in step with the room through the socket, as the browser's is. */
async function editor(token: string) {
  const socket = connect(url, { transports: ["websocket"], reconnection: false, forceNew: true, auth: { token } });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  const doc = new Y.Doc();
  const received: Uint8Array[] = [];
  socket.on("coedit:update", ({ update }: { update: ArrayBuffer }) => {
    received.push(new Uint8Array(update));
    Y.applyUpdate(doc, new Uint8Array(update), "remote");
  });
  const join = (postId: string) =>
    socket.emitWithAck("coedit:join", {
      postId,
      stateVector: Y.encodeStateVector(doc),
      clientId: doc.clientID,
    }) as Promise<CoeditJoinAnswer>;
  const send = (postId: string, update: Uint8Array, event = "coedit:update") =>
    socket.emitWithAck(event, { postId, update }) as Promise<CoeditAck>;
  /** Types `text` at `index` and waits until the server acknowledged it (stored). */
  const type = async (postId: string, index: number, text: string) => {
    let change: Uint8Array | undefined;
    const take = (u: Uint8Array, origin: unknown) => origin !== "remote" && (change = u);
    doc.on("update", take);
    doc.getText("t").insert(index, text);
    doc.off("update", take);
    return send(postId, change!);
  };
  return { socket, doc, received, join, send, type, text: () => doc.getText("t").toJSON() };
}

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

/**
 * A live co-editing client as the browser's (src/islands/editor/rich/coedit.ts) talks to the server:
 * the real socket.io client and a Y.Doc, joined to a story's room, sending updates in message-sized
 * parts. The API tests, the two-process test and the bench use it.
 */
import { io as connect, type Socket } from "socket.io-client";
import * as Y from "yjs";
import { coeditParts } from "../../src/shared/coedit.ts";
import type { CoeditAck, CoeditJoinAnswer } from "../../src/shared/realtime.ts";

export type CoeditEvent = "coedit:update" | "coedit:seed";

export interface CoeditClient {
  socket: Socket;
  doc: Y.Doc;
  received: Uint8Array[];
  /** `titles`: as the browser joins, sharing the title and subtitle too (Y.Text "title", "subtitle"). */
  join(postId: string, opts?: { titles?: boolean }): Promise<CoeditJoinAnswer>;
  /** Sends an update (in parts when it is larger than one message); resolves with the server's ack. */
  send(postId: string, update: Uint8Array, event?: CoeditEvent): Promise<CoeditAck>;
  /** Types `text` at `index` of the Y.Text "t" (or `field`) and resolves once the server acknowledged it (stored). */
  type(postId: string, index: number, text: string, field?: string): Promise<CoeditAck>;
  text(): string;
}

export async function coeditClient(
  url: string,
  token: string,
  opts: { reconnection?: boolean } = {},
  open: Socket[] = [],
): Promise<CoeditClient> {
  const socket = connect(url, {
    transports: ["websocket"],
    reconnection: opts.reconnection ?? false,
    forceNew: true,
    auth: { token },
  });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  const doc = new Y.Doc();
  const received: Uint8Array[] = [];
  const join = (postId: string, opts: { titles?: boolean } = {}) =>
    socket.emitWithAck("coedit:join", {
      postId,
      stateVector: Y.encodeStateVector(doc),
      clientId: doc.clientID,
      ...(opts.titles ? { titles: true } : {}),
    }) as Promise<CoeditJoinAnswer>;
  socket.on("coedit:update", ({ postId, update }: { postId: string; update: ArrayBuffer }) => {
    received.push(new Uint8Array(update));
    Y.applyUpdate(doc, new Uint8Array(update), "remote");
    // A gap (a relay lost with a process that died after storing): ask for what is missing.
    if (doc.store.pendingStructs)
      void join(postId).then((a) => a.ok && Y.applyUpdate(doc, new Uint8Array(a.update), "remote"));
  });
  const send = (postId: string, update: Uint8Array, event: CoeditEvent = "coedit:update") => {
    const parts = coeditParts(update);
    for (const part of parts.slice(0, -1)) socket.emit(event, { postId, update: part, more: true });
    return socket.emitWithAck(event, { postId, update: parts.at(-1)! }) as Promise<CoeditAck>;
  };
  const type = async (postId: string, index: number, text: string, field = "t") => {
    let change: Uint8Array | undefined;
    const take = (u: Uint8Array, origin: unknown) => origin !== "remote" && (change = u);
    doc.on("update", take);
    doc.getText(field).insert(index, text);
    doc.off("update", take);
    return send(postId, change!);
  };
  return { socket, doc, received, join, send, type, text: () => doc.getText("t").toJSON() };
}

/** Joins as the browser does (sharing the titles) and takes in what the server answered. */
export async function joinAsBrowser(e: CoeditClient, postId: string) {
  const answer = await e.join(postId, { titles: true });
  if (!answer.ok) throw new Error(`refused: ${answer.error}`);
  Y.applyUpdate(e.doc, answer.update, "remote");
  return answer;
}

/** Resolves once `check` holds of the client's document (checked after each change it takes in). */
export function untilDoc(e: CoeditClient, check: () => boolean) {
  return new Promise<void>((resolve) => {
    if (check()) return resolve();
    const look = () => {
      if (!check()) return;
      e.doc.off("update", look);
      resolve();
    };
    e.doc.on("update", look);
  });
}

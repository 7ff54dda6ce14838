/**
 * Live co-editing over the app's own socket.io connection (decision 018). A story's room is
 * `coedit:<postId>`; joining it checks, on every join, that the socket's person may edit the story
 * (`mayEditPost`) before a byte of the document is sent. Each update is stored (coedit-store) before
 * it is acknowledged and relayed to the room; the PostgreSQL adapter carries relays, awareness and
 * removals to every process. The server keeps no document in memory.
 */
import { z } from "zod";
import * as Y from "yjs";
import type { AppContext } from "../context.ts";
import { mayEditPost } from "../services/posts/access.ts";
import type { Socket as IoSocket } from "socket.io";
import type { ClientToServerEvents, CoeditAck, ServerToClientEvents } from "../../shared/realtime.ts";
import { coeditStore } from "./coedit-store.ts";
import type { RealtimeServer, ServerSideEvents, SocketData } from "./io.ts";

type Socket = IoSocket<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;

export const coeditRoom = (postId: string) => `coedit:${postId}`;
/** The largest update accepted: a seed of the longest story (100,000 characters) fits. */
export const MAX_COEDIT_UPDATE = 400 * 1024;

const update = z.custom<Uint8Array>(
  (v) => v instanceof Uint8Array && v.byteLength > 0 && v.byteLength <= MAX_COEDIT_UPDATE,
);
const postId = z.uuid();
const joinPayload = z.object({
  postId,
  stateVector: z.custom<Uint8Array>((v) => v instanceof Uint8Array && v.byteLength <= 64 * 1024),
  clientId: z.number().int().nonnegative(),
});
const updatePayload = z.object({ postId, update });
const leavePayload = z.object({ postId });

const bytes = (b: Uint8Array) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

export function coediting(io: RealtimeServer, app: AppContext, options: { compactAfter?: number | undefined } = {}) {
  const store = coeditStore(app.database.db, options.compactAfter);
  const fail = (err: unknown): { ok: false; error: "unavailable" } => {
    app.logger.error("Live co-editing failed", err);
    return { ok: false, error: "unavailable" };
  };
  /** The awareness ids this socket uses in each room (in socket.data, so other processes read them). */
  const idsOf = (socket: { data: { coedit?: Record<string, number> } }) => (socket.data.coedit ??= {});
  const leave = (socket: Socket, id: string) => {
    const clientId = idsOf(socket)[id];
    delete idsOf(socket)[id];
    void socket.leave(coeditRoom(id));
    if (clientId !== undefined) io.to(coeditRoom(id)).emit("coedit:left", { postId: id, clientIds: [clientId] });
  };

  // Co-authors removed: their sockets leave the room on whatever process holds them, and hear why.
  app.events.on("coauthors-changed", ({ postId: id, removedUserIds }) => {
    if (removedUserIds.length === 0) return;
    void io
      .in(coeditRoom(id))
      .fetchSockets()
      .then((sockets) => {
        const gone: number[] = [];
        for (const s of sockets) {
          if (!removedUserIds.includes(s.data.userId)) continue;
          s.leave(coeditRoom(id));
          s.emit("coedit:removed", { postId: id });
          const clientId = s.data.coedit?.[id];
          if (clientId !== undefined) gone.push(clientId);
        }
        if (gone.length) io.to(coeditRoom(id)).emit("coedit:left", { postId: id, clientIds: gone });
      })
      .catch((err: unknown) => app.logger.error("Could not drop removed co-authors from a story's room", err));
  });

  return {
    store,
    /** The co-editing events of one connected socket. */
    connect(socket: Socket) {
      const joined = (id: string) => socket.rooms.has(coeditRoom(id));

      socket.on("coedit:join", (payload, ack) => {
        if (typeof ack !== "function") return;
        const parsed = joinPayload.safeParse(payload);
        if (!parsed.success) return ack({ ok: false, error: "invalid" });
        const { postId: id, stateVector, clientId } = parsed.data;
        mayEditPost(app.database.db, id, socket.data.userId)
          .then(async (may) => {
            if (!may || !socket.connected) return ack({ ok: false, error: "forbidden" });
            // Who else is editing (this page's own text wins over the stored document only when nobody is).
            // This process only: asking every process waits out a crashed one's silence (seconds).
            const others = (await io.local.in(coeditRoom(id)).fetchSockets()).length;
            // In the room before reading: an update stored meanwhile is relayed, not missed.
            await socket.join(coeditRoom(id));
            idsOf(socket)[id] = clientId;
            const stored = await store.load(id);
            ack({
              ok: true,
              update: Y.diffUpdate(stored.update, bytes(stateVector)),
              stateVector: Y.encodeStateVectorFromUpdate(stored.update),
              empty: stored.empty,
              others,
            });
          })
          .catch((err: unknown) => ack(fail(err)));
      });

      const onUpdate = (seed: boolean) => (payload: unknown, ack: (answer: CoeditAck) => void) => {
        if (typeof ack !== "function") return;
        const parsed = updatePayload.safeParse(payload);
        if (!parsed.success) return ack({ ok: false, error: "invalid" });
        const { postId: id } = parsed.data;
        if (!joined(id)) return ack({ ok: false, error: "forbidden" });
        const change = bytes(parsed.data.update);
        (seed ? store.seed(id, change) : store.append(id, change).then(() => true))
          .then((stored) => {
            // Relayed only once stored: nobody sees a change a crash could still lose.
            if (stored) socket.to(coeditRoom(id)).emit("coedit:update", { postId: id, update: change });
            ack({ ok: true, stored });
          })
          .catch((err: unknown) => ack(fail(err)));
      };
      socket.on("coedit:update", onUpdate(false));
      socket.on("coedit:seed", onUpdate(true));

      socket.on("coedit:awareness", (payload) => {
        const parsed = updatePayload.safeParse(payload);
        if (parsed.success && joined(parsed.data.postId))
          socket.to(coeditRoom(parsed.data.postId)).emit("coedit:awareness", parsed.data);
      });
      socket.on("coedit:leave", (payload) => {
        const parsed = leavePayload.safeParse(payload);
        if (parsed.success && joined(parsed.data.postId)) leave(socket, parsed.data.postId);
      });
      socket.on("disconnect", () => {
        for (const id of Object.keys(idsOf(socket))) leave(socket, id);
      });
    },
  };
}

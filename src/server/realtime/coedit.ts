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
import { COEDIT_PART_BYTES, MAX_COEDIT_UPDATE } from "../../shared/coedit.ts";
import { liveVersion, recordSeed } from "../services/posts/live-saves.ts";
import { coeditStore } from "./coedit-store.ts";
import { hasTitles } from "./coedit-titles.ts";
import type { RealtimeServer, ServerSideEvents, SocketData } from "./io.ts";

type Socket = IoSocket<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;

export const coeditRoom = (postId: string) => `coedit:${postId}`;

const update = z.custom<Uint8Array>(
  (v) => v instanceof Uint8Array && v.byteLength > 0 && v.byteLength <= COEDIT_PART_BYTES,
);
const postId = z.uuid();
const joinPayload = z.object({
  postId,
  stateVector: z.custom<Uint8Array>((v) => v instanceof Uint8Array && v.byteLength <= COEDIT_PART_BYTES),
  clientId: z.number().int().nonnegative(),
  titles: z.boolean().optional(),
});
const updatePayload = z.object({
  postId,
  update,
  more: z.boolean().optional(),
  /** A seed's: the story's version its text builds on. */
  version: z.number().int().min(1).optional(),
});
const awarenessPayload = z.object({ postId, update });
const leavePayload = z.object({ postId });

const bytes = (b: Uint8Array) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return all;
}

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

  // A save changed the story's settings: every editor open on it takes them in (they are whole values,
  // the last save's standing, so they travel as stored rather than in the shared document).
  app.events.on("story-settings-changed", ({ postId: id, version, settings }) => {
    io.to(coeditRoom(id)).emit("coedit:settings", { postId: id, version, ...settings });
  });

  return {
    store,
    /** The co-editing events of one connected socket. */
    connect(socket: Socket) {
      const joined = (id: string) => socket.rooms.has(coeditRoom(id));
      /** The stories this socket joined sharing the title and subtitle (a seed of them gets those too). */
      const withTitles = new Set<string>();
      /** The title and subtitle put into the story's document from the story, relayed to the room. */
      const seedTitles = async (id: string) => {
        const added = await store.seedTitles(id);
        if (added) socket.to(coeditRoom(id)).emit("coedit:update", { postId: id, update: added });
        return added;
      };

      socket.on("coedit:join", (payload, ack) => {
        if (typeof ack !== "function") return;
        const parsed = joinPayload.safeParse(payload);
        if (!parsed.success) return ack({ ok: false, error: "invalid" });
        const { postId: id, stateVector, clientId, titles } = parsed.data;
        mayEditPost(app.database.db, id, socket.data.userId)
          .then(async (may) => {
            if (!may || !socket.connected) return ack({ ok: false, error: "forbidden" });
            // Who else is editing (this page's own text wins over the stored document only when nobody is).
            // This process only: asking every process waits out a crashed one's silence (seconds).
            const others = (await io.local.in(coeditRoom(id)).fetchSockets()).length;
            // In the room before reading: an update stored meanwhile is relayed, not missed.
            await socket.join(coeditRoom(id));
            idsOf(socket)[id] = clientId;
            const [loaded, savedVersion] = await Promise.all([store.load(id), liveVersion(app.database.db, id)]);
            let stored = loaded;
            if (titles) withTitles.add(id);
            // A document stored before titles were shared: they go in from the story, once.
            if (titles && !stored.empty && !hasTitles(stored.update)) {
              const added = await seedTitles(id);
              if (added) stored.update = Y.mergeUpdates([stored.update, added]);
              // Another person joining at the same moment put them in first: read again, with them (their
              // relay to this room may come after this answer).
              else stored = await store.load(id);
            }
            ack({
              ok: true,
              update: Y.diffUpdate(stored.update, bytes(stateVector)),
              stateVector: Y.encodeStateVectorFromUpdate(stored.update),
              empty: stored.empty,
              others,
              savedVersion,
            });
          })
          .catch((err: unknown) => ack(fail(err)));
      });

      /**
       * An update larger than one message comes in parts (`more: true`), kept here per story until its
       * last part (acknowledged as the whole); past MAX_COEDIT_UPDATE the parts are dropped and refused.
       */
      const parts = new Map<string, { chunks: Uint8Array[]; size: number; tooLarge: boolean }>();
      const onUpdate = (seed: boolean) => (payload: unknown, ack?: (answer: CoeditAck) => void) => {
        const answer = typeof ack === "function" ? ack : () => undefined;
        const parsed = updatePayload.safeParse(payload);
        if (!parsed.success) return answer({ ok: false, error: "invalid" });
        const { postId: id, more } = parsed.data;
        if (!joined(id)) return answer({ ok: false, error: "forbidden" });
        const part = bytes(parsed.data.update);
        const pending = parts.get(id) ?? { chunks: [], size: 0, tooLarge: false };
        pending.size += part.byteLength;
        if (pending.size > MAX_COEDIT_UPDATE) pending.tooLarge = true;
        else pending.chunks.push(part);
        if (more) return void parts.set(id, pending);
        parts.delete(id);
        if (pending.tooLarge) return answer({ ok: false, error: "invalid" });
        const change = pending.chunks.length === 1 ? part : concat(pending.chunks, pending.size);
        // The title and subtitle go in beside the first content (one transaction); the seeder hears them in the ack.
        (seed
          ? store.seed(id, change, withTitles.has(id))
          : store.append(id, change).then(() => ({ stored: true, titles: null }))
        )
          .then(async ({ stored, titles }) => {
            if (seed && stored) await recordSeed(app.database.db, id, parsed.data.version);
            // Relayed only once stored: nobody sees a change a crash could still lose.
            if (stored) socket.to(coeditRoom(id)).emit("coedit:update", { postId: id, update: change });
            if (titles) socket.to(coeditRoom(id)).emit("coedit:update", { postId: id, update: titles });
            answer({ ok: true, stored, ...(titles ? { update: titles } : {}) });
          })
          .catch((err: unknown) => answer(fail(err)));
      };
      socket.on("coedit:update", onUpdate(false));
      socket.on("coedit:seed", onUpdate(true));

      socket.on("coedit:awareness", (payload) => {
        const parsed = awarenessPayload.safeParse(payload);
        if (parsed.success && joined(parsed.data.postId))
          socket.to(coeditRoom(parsed.data.postId)).emit("coedit:awareness", parsed.data);
      });
      socket.on("coedit:leave", (payload) => {
        const parsed = leavePayload.safeParse(payload);
        if (!parsed.success || !joined(parsed.data.postId)) return;
        parts.delete(parsed.data.postId);
        withTitles.delete(parsed.data.postId);
        leave(socket, parsed.data.postId);
      });
      socket.on("disconnect", () => {
        for (const id of Object.keys(idsOf(socket))) leave(socket, id);
      });
    },
  };
}

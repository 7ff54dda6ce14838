/**
 * socket.io on the app's own server. The handshake carries the access token (`auth.token`) or the
 * access_token cookie; each user joins a private room `user:<id>`; presence is a count per user id,
 * so a user with several tabs is one entry (see presence.ts for several processes).
 */
import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import { parse as parseCookies } from "hono/utils/cookie";
import { SOCKET_EVENTS, type ClientToServerEvents, type ServerToClientEvents } from "../../shared/realtime.ts";
import type { AppContext } from "../context.ts";
import { ACCESS_COOKIE } from "../auth/cookies.ts";
import { createAdapter } from "@socket.io/postgres-adapter";
import { RateLimiterMemory } from "rate-limiter-flexible";
import type { PurgeMessage } from "../cache/purger.ts";
import { coediting } from "./coedit.ts";
import { countListeners, createClusterTrust, knownProcesses, listenConnection } from "./cluster-trust.ts";
import { Presence, type PresenceChange, type PresenceDelta, type PresenceSnapshot } from "./presence.ts";

/** Messages between server processes (never sent to browsers). */
const PRESENCE = {
  delta: "presence:delta",
  snapshot: "presence:snapshot",
  hello: "presence:hello",
  bye: "presence:bye",
} as const;

export const userRoom = (userId: string) => `user:${userId}`;

export interface SocketData {
  userId: string;
  sessionId: string;
  /** Live co-editing: the awareness id this socket uses in each story's room it joined. */
  coedit?: Record<string, number>;
}
export interface ServerSideEvents {
  "presence:delta": (delta: PresenceDelta) => void;
  "presence:snapshot": (snapshot: PresenceSnapshot) => void;
  "presence:hello": (node: string) => void;
  "presence:bye": (node: string) => void;
  /** Purges another process made (cache/purger.ts). */
  "cache:purge": (message: PurgeMessage) => void;
  /** The same, acknowledged: the write that made it waits for every process. */
  "cache:purge-now": (message: PurgeMessage, ack: (done: boolean) => void) => void;
}
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
type HandshakeSocket = Parameters<Parameters<RealtimeServer["use"]>[0]>[0];

function handshakeToken(socket: HandshakeSocket): { token?: string; fromCookie: boolean } {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === "string" && auth.token) return { token: auth.token, fromCookie: false };
  const cookieHeader = socket.handshake.headers.cookie;
  return { token: cookieHeader ? parseCookies(cookieHeader)[ACCESS_COOKIE] : undefined, fromCookie: true };
}

/**
 * A page of another site could open a socket that rides on the reader's cookie and listen to their
 * notifications: with a cookie, the handshake must come from this site (or carry no Origin, as a
 * same-origin request may not).
 */
function sameOrigin(socket: HandshakeSocket, publicUrl: string | undefined): boolean {
  const origin = socket.handshake.headers.origin;
  if (!origin) return true;
  const host = socket.handshake.headers.host;
  const allowed = new Set<string>();
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  if (host) for (const scheme of ["http", "https"]) allowed.add(`${scheme}://${host}`);
  return allowed.has(origin);
}

/** Sockets one person may hold open in one process (tabs and devices); more are refused. */
export const MAX_SOCKETS_PER_USER = 20;
/** Whom a person is blocked with is looked up again after this when presence is announced. */
const HIDDEN_TTL_MS = 5_000;

/** Per socket: at most this many incoming events per window, then the socket is disconnected. */
export const SOCKET_EVENT_LIMIT = { points: 20, durationSeconds: 10 } as const;
/** Live co-editing sends an update and a caret per keystroke: its own, larger allowance. */
export const COEDIT_EVENT_LIMIT = { points: 600, durationSeconds: 10 } as const;
/** Other processes send their full presence this often and are forgotten after `ttl` of silence. */
const PRESENCE_SNAPSHOT_MS = 5_000;
const PRESENCE_TTL_MS = 15_000;
/** How often a process checks that its LISTEN connection is up. */
const LISTEN_CHECK_MS = 50;
const RECOUNT_MS = 500;

/**
 * NOTE: @socket.io/postgres-adapter takes its LISTEN client from the pool in the background and only
 * gives it back if it holds it when closed; closed sooner (a server stopped moments after starting),
 * the client is never returned and pool.end() waits forever. Wait (briefly) until it holds it.
 */
async function adapterListening(io: RealtimeServer, timeoutMs = 5_000): Promise<void> {
  const pubSub = (io.of("/").adapter as unknown as { client?: { client?: unknown } }).client;
  const until = Date.now() + timeoutMs;
  while (pubSub && !pubSub.client && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}

export function attachRealtime(server: HttpServer, app: AppContext, options: { coeditCompactAfter?: number } = {}) {
  const pool = app.database.pool;
  const io: RealtimeServer = new Server(server, {
    serveClient: false,
    // A shared document's larger updates come in parts (shared/coedit.ts), so the limit stays small.
    maxHttpBufferSize: 16 * 1024,
    // With PostgreSQL, every process shares rooms, broadcasts and fetchSockets through LISTEN/NOTIFY.
    ...(pool && {
      adapter: createAdapter(pool, { errorHandler: (err) => app.logger.error("socket.io adapter", err) }),
    }),
  });
  const clustered = Boolean(pool);
  const beforeIoClose: (() => void)[] = [];
  const presence = new Presence(clustered ? (io.of("/").adapter as unknown as { uid: string }).uid : "local");
  // People on either side of a block with someone are not told when that someone comes and goes.
  const hiddenCache = app.caches.personal<Set<string>>("presence: people on either side of a block", HIDDEN_TTL_MS);
  const hiddenFrom = (userId: string) =>
    hiddenCache.get(userId, "", async () => new Set(await app.services.blocking.blockedEitherWayIds(userId)));
  const announce = (changes: PresenceChange[]) => {
    for (const { userId, online } of changes) {
      const event = online ? SOCKET_EVENTS.userOnline : SOCKET_EVENTS.userOffline;
      hiddenFrom(userId).then(
        (hidden) => {
          if (hidden.size === 0) return void io.local.emit(event, { userId });
          for (const socket of io.of("/").sockets.values()) {
            if (!hidden.has(socket.data.userId)) socket.emit(event, { userId });
          }
        },
        (err: unknown) => app.logger.error("Could not announce presence", err),
      );
    }
  };
  const socketsOf = new Map<string, number>();
  const eventLimiter = new RateLimiterMemory({
    keyPrefix: "socket-events",
    points: SOCKET_EVENT_LIMIT.points,
    duration: SOCKET_EVENT_LIMIT.durationSeconds,
  });
  const coeditLimiter = new RateLimiterMemory({
    keyPrefix: "socket-coedit",
    points: COEDIT_EVENT_LIMIT.points,
    duration: COEDIT_EVENT_LIMIT.durationSeconds,
  });
  const coedit = coediting(io, app, { compactAfter: options.coeditCompactAfter });

  io.use((socket, next) => {
    const { token, fromCookie } = handshakeToken(socket);
    if (fromCookie && !sameOrigin(socket, app.config.PUBLIC_URL)) return next(new Error("forbidden origin"));
    app.services.sessions.fromAccessToken(token).then(
      (found) => {
        if (found.status !== "ok") return next(new Error("unauthorized"));
        if ((socketsOf.get(found.user.id) ?? 0) >= MAX_SOCKETS_PER_USER) return next(new Error("too many connections"));
        socket.data.userId = found.user.id;
        socket.data.sessionId = found.sessionId;
        next();
      },
      (err: unknown) => {
        app.logger.error("Socket handshake failed", err);
        next(new Error("unavailable"));
      },
    );
  });

  io.on("connection", (socket) => {
    const userId = socket.data.userId;
    socketsOf.set(userId, (socketsOf.get(userId) ?? 0) + 1);
    void socket.join(userRoom(userId));
    // Whatever arrives is counted, and a flood ends the connection.
    socket.use((packet, next) => {
      const limiter = String(packet[0]).startsWith("coedit:") ? coeditLimiter : eventLimiter;
      limiter.consume(socket.id).then(
        () => next(),
        () => socket.disconnect(true),
      );
    });
    coedit.connect(socket);
    const joined = presence.connect(userId);
    if (joined.delta && clustered) io.serverSideEmit(PRESENCE.delta, joined.delta);
    hiddenFrom(userId).then(
      (hidden) =>
        socket.emit(
          SOCKET_EVENTS.onlineUsers,
          presence.list().filter((id) => !hidden.has(id)),
        ),
      (err: unknown) => app.logger.error("Could not list who is online", err),
    );
    if (joined.change) announce([joined.change]);
    socket.on("disconnect", () => {
      const left = (socketsOf.get(userId) ?? 1) - 1;
      if (left > 0) socketsOf.set(userId, left);
      else socketsOf.delete(userId);
      void eventLimiter.delete(socket.id);
      void coeditLimiter.delete(socket.id);
      const gone = presence.disconnect(userId);
      if (gone.delta && clustered) io.serverSideEmit(PRESENCE.delta, gone.delta);
      if (gone.change) announce([gone.change]);
    });
  });

  if (pool) {
    const adapter = io.of("/").adapter;
    const trust = createClusterTrust(presence.node, { forgetAfterMs: PRESENCE_TTL_MS });
    let listen: object | undefined;
    app.caches.trustWhen(
      () => listen !== undefined && listenConnection(adapter) === listen && trust.trusted(knownProcesses(adapter)),
    );
    // Counted every snapshot, and twice a second while not trusted (a process may have gone).
    let counting: Promise<void> | undefined;
    let countedAt = 0;
    const count = () =>
      (counting ??= countListeners(pool)
        .then(
          (n) => trust.counted(n),
          (err: unknown) => app.logger.warn("Could not count the processes listening", err),
        )
        .finally(() => {
          counting = undefined;
          countedAt = Date.now();
        }));
    // Whom our last snapshot said we know: a process not in it learns that we know it from the next one.
    let told = new Set<string>();
    const sendSnapshot = () => {
      const knows = knownProcesses(adapter);
      told = new Set(knows);
      io.serverSideEmit(PRESENCE.snapshot, { node: presence.node, userIds: presence.localUserIds(), knows });
    };
    io.on(PRESENCE.delta, (delta) => {
      trust.heard(delta.node);
      announce(presence.applyDelta(delta));
    });
    io.on(PRESENCE.snapshot, (snapshot) => {
      trust.heard(snapshot.node, snapshot.knows ?? []);
      announce(presence.applySnapshot(snapshot));
      if (!told.has(snapshot.node)) sendSnapshot();
    });
    io.on(PRESENCE.bye, (node) => {
      trust.gone(node);
      announce(presence.dropNode(node));
    });
    // A process that just started asks; everyone answers with a snapshot.
    io.on(PRESENCE.hello, (node) => {
      if (typeof node === "string") trust.heard(node);
      sendSnapshot();
    });
    const timer = setInterval(() => {
      sendSnapshot();
      trust.sweep();
      if (listen) void count();
      announce(presence.sweep(PRESENCE_TTL_MS));
    }, PRESENCE_SNAPSHOT_MS);
    timer.unref();
    // LISTEN up (at start, or again after its connection dropped): whatever was purged meanwhile was
    // never heard here, so everything cached goes; then the others are asked, so their answers reach us.
    const watch = setInterval(() => {
      const now = listenConnection(adapter);
      if (now && now === listen && !app.caches.trusted() && Date.now() - countedAt > RECOUNT_MS) void count();
      if (now === listen) return;
      listen = now;
      trust.listening(now !== undefined);
      if (!now) return;
      app.caches.purgeAll();
      io.serverSideEmit(PRESENCE.hello, presence.node);
      void count();
    }, LISTEN_CHECK_MS);
    watch.unref();
    beforeIoClose.push(() => {
      clearInterval(timer);
      clearInterval(watch);
      io.serverSideEmit(PRESENCE.bye, presence.node);
    });
  }

  // Once only, and before the database closes: the PostgreSQL adapter holds a pooled connection
  // (LISTEN) that the pool would otherwise wait for forever.
  const closeIo = io.close.bind(io);
  let closing: Promise<void> | undefined;
  io.close = (fn) => {
    closing ??= (async () => {
      for (const step of beforeIoClose) step();
      if (clustered) await adapterListening(io);
      await closeIo(fn);
    })();
    return closing;
  };
  app.beforeClose(() => io.close());

  // Notifications and unread counts go to their recipient's room only, and through PostgreSQL (a
  // NOTIFY every process decodes) only when another process has one of the recipient's sockets:
  // most people liked or followed are not online, and a like was four round trips instead of two.
  // A socket connecting on another process in the same millisecond may miss one push; its count
  // is right again with the next one or the next page.
  const toPerson = (userId: string) => (clustered && presence.elsewhere(userId) ? io : io.local).to(userRoom(userId));
  app.events.on("notification", ({ recipientId, notification }) => {
    toPerson(recipientId).emit(SOCKET_EVENTS.notification, notification);
  });
  app.events.on("unread-count", ({ userId, unreadCount }) => {
    toPerson(userId).emit(SOCKET_EVENTS.unreadCount, { unreadCount });
  });

  // A socket lives no longer than its session (logout, password reset, stolen-token detection).
  app.events.on("sessions-ended", ({ userId, sessionIds }) => {
    void io
      .in(userRoom(userId))
      .fetchSockets()
      .then((sockets) => {
        for (const s of sockets) if (!sessionIds || sessionIds.includes(s.data.sessionId)) s.disconnect(true);
      })
      .catch((err: unknown) => app.logger.error("Could not disconnect the sockets of an ended session", err));
  });
  return io;
}

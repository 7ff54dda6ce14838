/**
 * socket.io on the app's own server. The handshake carries the access token (`auth.token`) or the
 * access_token cookie; each user joins a private room `user:<id>`; presence is a count per user id,
 * so a user with several tabs is one entry.
 */
import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import { parse as parseCookies } from "hono/utils/cookie";
import { SOCKET_EVENTS, type ClientToServerEvents, type ServerToClientEvents } from "../../shared/realtime.ts";
import type { AppContext } from "../context.ts";
import { ACCESS_COOKIE } from "../auth/cookies.ts";

export const userRoom = (userId: string) => `user:${userId}`;

interface SocketData {
  userId: string;
  sessionId: string;
}
type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type HandshakeSocket = Parameters<Parameters<RealtimeServer["use"]>[0]>[0];

function handshakeToken(socket: HandshakeSocket): string | undefined {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === "string" && auth.token) return auth.token;
  const cookieHeader = socket.handshake.headers.cookie;
  return cookieHeader ? parseCookies(cookieHeader)[ACCESS_COOKIE] : undefined;
}

export function attachRealtime(server: HttpServer, app: AppContext) {
  const io: RealtimeServer = new Server(server, { serveClient: false, maxHttpBufferSize: 16 * 1024 });
  const presence = new Map<string, number>();

  io.use((socket, next) => {
    app.services.sessions.fromAccessToken(handshakeToken(socket)).then(
      (found) => {
        if (found.status !== "ok") return next(new Error("unauthorized"));
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
    void socket.join(userRoom(userId));
    const tabs = (presence.get(userId) ?? 0) + 1;
    presence.set(userId, tabs);
    socket.emit(SOCKET_EVENTS.onlineUsers, [...presence.keys()]);
    if (tabs === 1) socket.broadcast.emit(SOCKET_EVENTS.userOnline, { userId });
    socket.on("disconnect", () => {
      const left = (presence.get(userId) ?? 1) - 1;
      if (left > 0) return void presence.set(userId, left);
      presence.delete(userId);
      io.emit(SOCKET_EVENTS.userOffline, { userId });
    });
  });
  // Notifications and unread counts go to their recipient's room only.
  app.events.on("notification", ({ recipientId, notification }) => {
    io.to(userRoom(recipientId)).emit(SOCKET_EVENTS.notification, notification);
  });
  app.events.on("unread-count", ({ userId, unreadCount }) => {
    io.to(userRoom(userId)).emit(SOCKET_EVENTS.unreadCount, { unreadCount });
  });

  // A socket lives no longer than its session (logout, password reset, stolen-token detection).
  app.events.on("sessions-ended", ({ userId, sessionIds }) => {
    void io
      .in(userRoom(userId))
      .fetchSockets()
      .then((sockets) => {
        for (const s of sockets) if (!sessionIds || sessionIds.includes(s.data.sessionId)) s.disconnect(true);
      });
  });
  return io;
}

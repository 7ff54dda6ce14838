/**
 * socket.io on the app's own server. The handshake carries the access token (`auth.token`) or the
 * access_token cookie; each user joins a private room `user:<id>`; presence is a count per user id,
 * so a user with several tabs is one entry.
 */
import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import { parse as parseCookies } from "hono/utils/cookie";
import { SOCKET_EVENTS } from "../../shared/realtime.ts";
import type { AppContext } from "../context.ts";
import { ACCESS_COOKIE } from "../api/middleware/auth.ts";

export const userRoom = (userId: string) => `user:${userId}`;

export function attachRealtime(server: HttpServer, app: AppContext) {
  const io = new Server(server, { serveClient: false, maxHttpBufferSize: 16 * 1024 });
  const presence = new Map<string, number>();

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const fromAuth = typeof auth?.token === "string" && auth.token ? auth.token : undefined;
    const cookieHeader = socket.handshake.headers.cookie;
    const token = fromAuth ?? (cookieHeader ? parseCookies(cookieHeader)[ACCESS_COOKIE] : undefined);
    try {
      const found = await app.services.sessions.fromAccessToken(token);
      if (found.status !== "ok") return next(new Error("unauthorized"));
      socket.data.userId = found.user.id;
      next();
    } catch (err) {
      app.logger.error("Socket handshake failed", err);
      next(new Error("unavailable"));
    }
  });

  io.on("connection", (socket) => {
    const userId = socket.data.userId as string;
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
  return io;
}

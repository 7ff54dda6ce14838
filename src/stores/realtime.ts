/**
 * Realtime: the socket's state and the set of online users (kept unique, section 4). The socket is
 * opened at app start for signed-in readers and closed when the page goes away.
 */
import { atom } from "nanostores";
import type { Socket } from "socket.io-client";
import { SOCKET_EVENTS, SOCKET_OPTIONS } from "../shared/realtime";
import type { Notification } from "../shared/notification";
import { notificationPushed, unreadCountChanged } from "./notifications";

export type RealtimeStatus = "idle" | "connecting" | "connected" | "disconnected";
export const $realtimeStatus = atom<RealtimeStatus>("idle");
export const $onlineUsers = atom<readonly string[]>([]);

export function setOnlineUsers(ids: readonly string[]): void {
  $onlineUsers.set([...new Set(ids)]);
}
export function userCameOnline(id: string): void {
  const now = $onlineUsers.get();
  if (!now.includes(id)) $onlineUsers.set([...now, id]);
}
export function userWentOffline(id: string): void {
  $onlineUsers.set($onlineUsers.get().filter((u) => u !== id));
}

type IoFactory = (url: string, opts: Record<string, unknown>) => Socket;

/** Opens the socket with the spec's reconnection constants and wires presence into the store. */
export function connectRealtime(io: IoFactory, token: string | null, url = "/"): Socket {
  $realtimeStatus.set("connecting");
  const socket = io(url, {
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
    auth: token ? { token } : {},
    withCredentials: true,
  });
  // The editor's live co-editing takes it from here (see src/env.d.ts for why not from this store).
  if (typeof window !== "undefined") {
    window.inkwellSocket = socket;
    window.dispatchEvent(new Event("inkwell:socket"));
  }
  socket.on("connect", () => $realtimeStatus.set("connected"));
  socket.on("disconnect", () => $realtimeStatus.set("disconnected"));
  socket.on(SOCKET_EVENTS.onlineUsers, (ids: string[]) => setOnlineUsers(ids));
  socket.on(SOCKET_EVENTS.userOnline, ({ userId }: { userId: string }) => userCameOnline(userId));
  socket.on(SOCKET_EVENTS.userOffline, ({ userId }: { userId: string }) => userWentOffline(userId));
  socket.on(SOCKET_EVENTS.notification, (n: Notification) => notificationPushed(n));
  socket.on(SOCKET_EVENTS.unreadCount, ({ unreadCount }: { unreadCount: number }) => unreadCountChanged(unreadCount));
  return socket;
}

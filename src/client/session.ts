/**
 * Keeps the client's auth store in step with the session the server saw, guards personal pages on
 * the client too (the store losing its user sends the reader to login), and opens the realtime
 * socket at app start for signed-in readers, closing it when the page goes away.
 */
import { $accessToken, $user, setUser } from "../stores/auth";
import { $realtimeStatus, connectRealtime } from "../stores/realtime";
import { loginUrl } from "../shared/routes";
import type { SelfUser } from "../shared/user";
import { endSessionLocally } from "./api";
import { flushPendingToast, notify, type ToastKind } from "./toast";

interface ServerSession {
  user: SelfUser | null;
  flash: { kind: ToastKind; message: string } | null;
}

function readServerSession(): ServerSession {
  const el = document.getElementById("session-data");
  try {
    return JSON.parse(el?.textContent ?? "") as ServerSession;
  } catch {
    return { user: null, flash: null };
  }
}

function guard() {
  const goLogin = () => location.assign(loginUrl(`${location.pathname}${location.search}`));
  if (!$user.get()) return goLogin();
  $user.listen((user) => {
    if (!user) goLogin();
  });
}

async function openRealtime() {
  const token = $accessToken.get();
  if (!$user.get()) return;
  const { io } = await import("socket.io-client");
  // Without a stored token the httpOnly cookie authenticates the handshake.
  const socket = connectRealtime(io, token);
  // Lets people (and tests) see whether live updates are on.
  $realtimeStatus.subscribe((status) => (document.documentElement.dataset.realtime = status));
  window.addEventListener("pagehide", () => socket.disconnect(), { once: true });
  if (document.querySelector("[data-presence]")) (await import("./presence-dots")).watchPresence();
}

export function startSession(): void {
  const { user: serverUser, flash } = readServerSession();
  if (serverUser) setUser(serverUser);
  else if ($user.get()) endSessionLocally();
  if (document.body.dataset.protected === "true") guard();
  flushPendingToast();
  if (flash) void notify(flash.kind, flash.message);
  void openRealtime();
}

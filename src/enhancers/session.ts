/**
 * Keeps the client's auth store in step with the server, guards personal pages on the client too
 * (the store losing its user sends the reader to login), fills in the signed-in reader's part of the
 * page, and opens the realtime socket at app start for signed-in readers, closing it when the page
 * goes away.
 *
 * Pages of one reader carry their session as JSON (#session-data). Shared pages carry none: a reader
 * whose browser remembers a user asks once, GET /api/user/viewer, and a signed-out one asks nothing.
 */
import { $accessToken, $user, setUser } from "../stores/auth";
import { $realtimeStatus, connectRealtime } from "../stores/realtime";
import { $viewer } from "../stores/viewer";
import { hasSignedInMarker } from "../shared/appearance-script";
import { GO_HOME_ATTRIBUTE, NOTICE_PARAM, readFlash, withNotice, type FlashKey } from "../shared/flash";
import { loginUrl, ROUTES } from "../shared/routes";
import type { SelfUser } from "../shared/user";
import { SIGNED_OUT_VIEWER, type ViewerState } from "../shared/viewer";
import { endSessionLocally } from "../client/api";
import { flushPendingToast, notify } from "../client/toast";
import { applySignedIn, applySignedOut, fetchViewer } from "./viewer";
import { m } from "../i18n/m";

/** What a notice in the address says, in the page's language. */
const FLASH_TEXT: Record<FlashKey, () => string> = {
  "post-not-found": () => m.page_fix_post_not_found(),
};

interface ServerSession {
  user: SelfUser | null;
  unreadCount: number;
}

/** The session a page of one reader was rendered for; null on shared pages. */
function readServerSession(): ServerSession | null {
  const el = document.getElementById("session-data");
  if (!el) return null;
  try {
    return JSON.parse(el.textContent ?? "") as ServerSession;
  } catch {
    return { user: null, unreadCount: 0 };
  }
}

function guard() {
  const goLogin = () => location.assign(loginUrl(`${location.pathname}${location.search}`));
  if (!$user.get()) return goLogin();
  $user.listen((user) => {
    if (!user) goLogin();
  });
}

/** A one-shot notice in the address (`?notice=`): shown once as a toast, then taken out of the address. */
function showNotice() {
  // The notFound page of a missing story sends the browser home, where the notice is shown.
  const goHome = document.querySelector<HTMLElement>(`[${GO_HOME_ATTRIBUTE}]`)?.getAttribute(GO_HOME_ATTRIBUTE);
  const flashKey = goHome && readFlash(goHome) ? (goHome as FlashKey) : null;
  if (flashKey) return location.replace(withNotice(ROUTES.home, flashKey));
  const url = new URL(location.href);
  const notice = url.searchParams.get(NOTICE_PARAM);
  const flash = readFlash(notice);
  if (!url.searchParams.has(NOTICE_PARAM)) return;
  url.searchParams.delete(NOTICE_PARAM);
  history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
  if (flash) void notify(flash.kind, FLASH_TEXT[notice as FlashKey]());
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

const needsViewerCall = () => document.querySelector("[data-viewer-post], [data-viewer-person]") !== null;

async function resolveViewer(server: ServerSession | null): Promise<ViewerState | null> {
  // Signed in as far as this browser knows: a remembered user, or the marker cookie set with the session.
  if (!$user.get() && !hasSignedInMarker(document.cookie)) return null;
  if (server?.user && !needsViewerCall()) {
    return { ...SIGNED_OUT_VIEWER, user: server.user, unreadCount: server.unreadCount };
  }
  try {
    return await fetchViewer();
  } catch {
    // Offline or the server is down: keep what the browser remembers; the next page asks again.
    return null;
  }
}

export function startSession(): void {
  const server = readServerSession();
  if (server?.user) setUser(server.user);
  // A page of one reader rendered for nobody: whatever the browser remembers is over.
  else if (server && $user.get()) endSessionLocally();
  if (document.body.dataset.protected === "true") guard();
  flushPendingToast();
  showNotice();
  void resolveViewer(server).then((state) => {
    if (state && !state.user) endSessionLocally();
    if (!state?.user) {
      if (!$user.get()) applySignedOut();
      return;
    }
    setUser(state.user);
    applySignedIn({ ...state, user: state.user });
    $viewer.set(state);
    void openRealtime();
  });
}

/**
 * Live co-editing of a saved story in the rich editor (decision 018): joins the story's room once the
 * editor and the page's socket are there, and tells who is here and, if it stops, why. The co-editing
 * code (Yjs, y-prosemirror) loads here, on demand: only the editor of a saved story needs it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useStore } from "@nanostores/react";
import type { Socket } from "socket.io-client";
import type { EditorView } from "@milkdown/kit/prose/view";
import { $user } from "../../stores/auth";
import { flushViewChanges } from "./rich/make-editor";
import type { Coediting, Lost, Person } from "./rich/coedit";
import type { PageFields } from "./rich/coedit-fields";
import type { CoeditTitle } from "../../shared/coedit";
import type { LiveSettings, ServerToClientEvents } from "../../shared/realtime";
import { m } from "../../i18n/m";

/** What the rich editor's live co-editing asks of the page's save session (use-post-session). */
export interface LiveSession {
  /** Bound to the shared text (or not any more): saves say `live` while it is joined. */
  attach: (link: LiveLink | null) => void;
  /** Whether the page's text is newer than the shared document's (see CoeditOptions.pageAhead). */
  pageAhead: (savedVersion: number | null) => boolean;
  /** The story's version the page's text builds on. */
  version: () => number | null;
  /** Joined the room (again): a save turned down while away goes again. */
  joined: () => void;
  /** The page's title and subtitle, shared live too. */
  fields: PageFields;
  /** A save (a co-author's, or any) changed the story's settings: these are now stored. */
  settings: (settings: LiveSettings) => void;
}

/** A page's save asks the shared text whether it is joined, and which state its Markdown is of. */
export interface LiveLink {
  joined: () => boolean;
  /**
   * The shared state the page's text now shows (base64 state vector): the text typed last is written
   * out first (the editor writes Markdown a moment after a keystroke), so the two go together.
   */
  stateVector: () => string;
  /** The writer typed into the title or subtitle: the change goes into the shared document. */
  typed: (key: CoeditTitle, value: string) => void;
  /** The title and subtitle are the shared document's (of the same state as the text). */
  titlesShared: () => boolean;
}

/**
 * How a save of a saved story goes while the page is joined to its room: live, with the shared state
 * its text shows (decision 018); null otherwise. Read before the text: it writes out what was typed
 * last, so the text is of this state, all of it; the title and subtitle too, once bound to the shared
 * document's.
 */
export function liveHow(postId: string | null, link: LiveLink | null) {
  if (!postId || !link?.joined()) return null;
  const stateVector = link.stateVector();
  return { live: true as const, stateVector, ...(link.titlesShared() ? { sharedTitles: true as const } : {}) };
}

/** The page's socket (stores/realtime.ts puts it on `window`; see src/env.d.ts). */
function usePageSocket(): Socket | null {
  const [socket, setSocket] = useState<Socket | null>(() => window.inkwellSocket ?? null);
  useEffect(() => {
    const take = () => setSocket(window.inkwellSocket ?? null);
    take();
    window.addEventListener("inkwell:socket", take);
    return () => window.removeEventListener("inkwell:socket", take);
  }, []);
  return socket;
}

export function useCoediting(view: EditorView | null, postId: string | null | undefined, session?: LiveSession) {
  const socket = usePageSocket();
  const user = useStore($user);
  const [people, setPeople] = useState<Person[]>([]);
  const [lost, setLost] = useState<Lost | null>(null);
  const running = useRef<Coediting | null>(null);
  const latest = useRef(session);
  latest.current = session;
  /** Stops at once (before the editor is destroyed: see coedit.ts) and forgets the shared text. */
  const stop = useCallback(() => {
    latest.current?.attach(null);
    running.current?.stop();
    running.current = null;
  }, []);
  useEffect(() => {
    if (!view || !postId || !socket || !user) return;
    let cancelled = false;
    setLost(null);
    void import("./rich/coedit").then(({ colorOf, startCoediting }) => {
      if (cancelled || view.isDestroyed) return;
      const live = startCoediting({
        socket,
        postId,
        view,
        me: { name: `${user.firstName} ${user.lastName}`.trim() || user.username, color: colorOf(user._id) },
        onPeople: setPeople,
        pageAhead: (v) => latest.current?.pageAhead(v) ?? false,
        onJoined: () => latest.current?.joined(),
        pageVersion: () => latest.current?.version() ?? null,
        fields: {
          value: (key) => latest.current?.fields.value(key) ?? "",
          set: (key, value) => latest.current?.fields.set(key, value),
          input: (key) => latest.current?.fields.input(key) ?? null,
        },
        onLost: (why) => {
          latest.current?.attach(null);
          setLost(why);
        },
      });
      running.current = live;
      latest.current?.attach({
        joined: live.joined,
        stateVector: () => {
          flushViewChanges(view);
          return live.stateVector();
        },
        typed: live.typed,
        titlesShared: live.titlesShared,
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
    // The same person under a refreshed record is no reason to leave and join again.
  }, [view, postId, socket, user?._id]);
  // The story's settings as a save left them: the room hears them (they are not in the shared document).
  useEffect(() => {
    if (!postId || !socket) return;
    const take: ServerToClientEvents["coedit:settings"] = (saved) => {
      if (saved.postId === postId) latest.current?.settings(saved);
    };
    socket.on("coedit:settings", take);
    return () => void socket.off("coedit:settings", take);
  }, [postId, socket]);
  return { people, lost, stop };
}

const WHY: Record<Lost, () => string> = {
  refused: () => m.rich_lost_refused(),
  removed: () => m.rich_lost_removed(),
  "signed-out": () => m.rich_lost_signed_out(),
};
export const lostMessage = (why: Lost) => WHY[why]();

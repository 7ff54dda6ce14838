/**
 * The save session's side of live co-editing (decision 018; use-coediting.ts binds it): the link to the
 * shared document that saves read, the title and subtitle inputs it binds, and what it asks of the
 * page (a shared title typed by another, settings someone saved, a save to try again once joined).
 */
import { useMemo, useRef, type RefObject } from "react";
import { COEDIT_TITLES, type CoeditTitle } from "../../shared/coedit";
import type { LiveSettings } from "../../shared/realtime";
import { sameFields, type EditorFields } from "./local-copy";
import type { LiveFields } from "./use-device-copy";
import type { LiveLink, LiveSession } from "./use-coediting";

/** What live co-editing asks of the page, as of its latest render. */
export interface LivePage {
  set: (key: CoeditTitle, value: string) => void;
  settings: (saved: LiveSettings) => void;
  /** Joined the room again with a save turned down while away: it goes now. */
  retry: () => void;
}

export function useLiveSession(
  live: RefObject<LiveFields>,
  lastSaved: RefObject<EditorFields>,
  page: RefObject<LivePage | null>,
) {
  /**
   * Bound to the story's live shared document: saves made while joined say `live`, and the server
   * takes them over another live save (the same shared text) but not over a version saved any other
   * way: the Markdown view, another device through the API, a tab that was not in the room.
   */
  const shared = useRef<LiveLink | null>(null);
  /** A save turned down (409) while the room was out of reach: it goes again once joined. */
  const retryOnJoin = useRef(false);
  /** The title and subtitle inputs, which live co-editing binds to the shared document's. */
  const inputs = useRef<Partial<Record<CoeditTitle, HTMLInputElement | null>>>({});
  const inputRefs = useMemo(
    () =>
      Object.fromEntries(
        COEDIT_TITLES.map((key) => [key, (el: HTMLInputElement | null) => void (inputs.current[key] = el)]),
      ) as Record<CoeditTitle, (el: HTMLInputElement | null) => void>,
    [],
  );
  const session = useMemo<LiveSession>(
    () => ({
      attach: (link) => {
        shared.current = link;
      },
      // Changes of this page's own not saved yet, or a version saved after the room's last save.
      pageAhead: (savedVersion) =>
        !sameFields(live.current.fields, lastSaved.current) ||
        (savedVersion !== null && (live.current.version ?? 0) > savedVersion),
      version: () => live.current.version ?? null,
      settings: (saved) => page.current?.settings(saved),
      joined: () => {
        if (!retryOnJoin.current) return;
        retryOnJoin.current = false;
        page.current?.retry();
      },
      fields: {
        value: (key) => live.current.fields[key],
        set: (key, value) => page.current?.set(key, value),
        input: (key) => inputs.current[key] ?? null,
      },
    }),
    [],
  );
  return { shared, retryOnJoin, inputRefs, session };
}

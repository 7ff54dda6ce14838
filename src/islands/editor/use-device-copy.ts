/**
 * This device's copy of what is being written (local-copy.ts): kept at every change in the same task
 * as the change, settled after each save, offered back when the editor opens, and the browser asks
 * before leaving with text the server does not have yet.
 */
import { useCallback, useEffect, type RefObject } from "react";
import type { Post } from "../../shared/post";
import {
  localKey,
  readLocal,
  recoveryFor,
  sameFields,
  writeLocal,
  type EditorFields,
  type LocalCopy,
} from "./local-copy";

/** The page's fields and the story they build on, as of now (not of the last render). */
export type LiveFields = { fields: EditorFields; postId: string | null; version: number | null };

export function useDeviceCopy(userId: string, live: RefObject<LiveFields>, lastSaved: RefObject<EditorFields>) {
  // Leaving with text the server does not have yet: the browser asks first.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (!sameFields(live.current.fields, lastSaved.current)) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  /**
   * After a save: the server has `saved`, so this device's copy is only worth keeping for what was typed
   * since, and that now builds on the version just saved. A copy left naming an older version would
   * look like unsaved writing to a later visit once another device moves the story on.
   */
  const settle = useCallback(
    (id: string, savedVersion: number, saved: EditorFields) => {
      const now = live.current.fields;
      if (sameFields(now, saved)) localStorage.removeItem(localKey(userId, id));
      else
        writeLocal(localStorage, localKey(userId, id), {
          fields: now,
          postId: id,
          baseVersion: savedVersion,
          savedAt: Date.now(),
        });
    },
    [userId],
  );

  return {
    settle,
    /**
     * The page's fields just changed: on the device in the same task as the change, not after React's
     * next render, so a tab closed or crashed right after a keystroke keeps it.
     */
    keep(next: EditorFields) {
      if (sameFields(next, lastSaved.current)) return;
      writeLocal(localStorage, localKey(userId, live.current.postId), {
        fields: next,
        postId: live.current.postId,
        baseVersion: live.current.version,
        savedAt: Date.now(),
      });
    },
    /** The server has it all: the device's copy of the story (null: of the story not saved yet) goes. */
    forget: (postId: string | null) => localStorage.removeItem(localKey(userId, postId)),
  };
}

/** Recovery once, when the editor opens: the device's copy restored, offered beside the server's, or gone. */
export function useRecovery(
  userId: string,
  initial: Post | null,
  server: { fields: EditorFields; version: number } | null,
  on: { restore: (local: LocalCopy) => void; conflict: (local: LocalCopy) => void },
) {
  useEffect(() => {
    const local = readLocal(localStorage, localKey(userId, initial?._id ?? null));
    const action = recoveryFor(local, server);
    if (action === "restore" && local) on.restore(local);
    else if (action === "conflict" && local) on.conflict(local);
    // The server already has exactly this text: the copy has done its job.
    else if (local && initial) localStorage.removeItem(localKey(userId, initial._id));
    // Only when the editor opens.
  }, []);
}

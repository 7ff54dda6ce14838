/**
 * Live co-editing of a saved story in the rich editor (decision 018): joins the story's room once the
 * editor and the page's socket are there, and tells who is here and, if it stops, why.
 */
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import type { EditorView } from "@milkdown/kit/prose/view";
import { $user } from "../../stores/auth";
import { $realtimeSocket } from "../../stores/realtime";
import { colorOf, startCoediting, type Lost, type Person } from "./rich/coedit";

export function useCoediting(
  view: EditorView | null,
  postId: string | null | undefined,
  onShared?: (on: boolean) => void,
  onBound: (alone: boolean) => void = () => undefined,
) {
  const socket = useStore($realtimeSocket);
  const user = useStore($user);
  const [people, setPeople] = useState<Person[]>([]);
  const [lost, setLost] = useState<Lost | null>(null);
  useEffect(() => {
    if (!view || !postId || !socket || !user) return;
    setLost(null);
    onShared?.(true);
    const stop = startCoediting({
      socket,
      postId,
      view,
      me: { name: `${user.firstName} ${user.lastName}`.trim() || user.username, color: colorOf(user._id) },
      onPeople: setPeople,
      onBound,
      onLost: (why) => {
        onShared?.(false);
        setLost(why);
      },
    });
    return () => {
      onShared?.(false);
      stop();
    };
    // The same person under a refreshed record is no reason to leave and join again.
  }, [view, postId, socket, user?._id]);
  return { people, lost };
}

const WHY: Record<Lost, string> = {
  refused: "You cannot edit this story live: it is not yours or you are no longer one of its authors.",
  removed: "You were removed from this story's authors: it no longer takes your changes.",
  "signed-out": "Your session ended: sign in again to go on editing.",
};
export const lostMessage = (why: Lost) => WHY[why];

/** Socket event names of the contract, shared by the realtime server and the client store. */
export const SOCKET_EVENTS = {
  notification: "notification",
  unreadCount: "unread-count",
  onlineUsers: "online-users",
  userOnline: "user-online",
  userOffline: "user-offline",
} as const;

/** The spec's reconnection constants (section 9). */
export const SOCKET_OPTIONS = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
  transports: ["websocket", "polling"],
} as const;

/** What the server sends, by event (payloads of the contract's realtime table). */
export interface ServerToClientEvents {
  notification: (notification: unknown) => void;
  "unread-count": (payload: { unreadCount: number }) => void;
  "online-users": (userIds: string[]) => void;
  "user-online": (payload: { userId: string }) => void;
  "user-offline": (payload: { userId: string }) => void;
  /** Live co-editing (decision 018): another editor's change of the story's shared document. */
  "coedit:update": (payload: { postId: string; update: Uint8Array }) => void;
  /** Another editor's caret, selection, name and colour (y-protocols awareness). */
  "coedit:awareness": (payload: { postId: string; update: Uint8Array }) => void;
  /** These editors (awareness client ids) left the story. */
  "coedit:left": (payload: { postId: string; clientIds: number[] }) => void;
  /** This person may no longer edit the story: the room dropped them. */
  "coedit:removed": (payload: { postId: string }) => void;
  /** A save (by anyone, any way) changed the story's settings: they are now these, from `version` on. */
  "coedit:settings": (payload: { postId: string; version: number } & LiveSettings) => void;
}

/**
 * A story's settings that its co-authors' open editors take in live (decision 018). Whole values, the
 * last save's standing, so they travel as the server stored them rather than in the shared document.
 */
export interface LiveSettings {
  tags: string[];
  coverImage: { url: string; alt: string } | null;
  canonicalUrl: string | null;
  emailSubscribers: boolean;
}

/** What joining a story's room answers: the stored document (as one update) or why not. */
export type CoeditJoinAnswer =
  | {
      ok: true;
      update: Uint8Array;
      stateVector: Uint8Array;
      empty: boolean;
      others: number;
      /** The story's version last saved from the shared document (null: none, or saved otherwise since). */
      savedVersion: number | null;
    }
  | { ok: false; error: "forbidden" | "invalid" | "unavailable" };
/**
 * An update is acknowledged once stored; `stored: false` for a seed when someone else seeded first. A
 * seed's ack brings `update`: the title and subtitle the server put in from the story beside it.
 */
export type CoeditAck =
  { ok: true; stored: boolean; update?: Uint8Array } | { ok: false; error: "forbidden" | "invalid" | "unavailable" };

/** Only live co-editing sends events; every other write goes through the API. */
export interface ClientToServerEvents {
  /**
   * Asks to edit the story live: `stateVector` is what the client has (offline edits survive), `clientId`
   * its awareness id. Nothing of the document is sent before the right to edit it is checked.
   * `titles`: the client shares the title and subtitle too; a stored document that has none yet gets
   * them from the story first (and a seed, beside the body).
   */
  "coedit:join": (
    payload: { postId: string; stateVector: Uint8Array; clientId: number; titles?: boolean },
    ack: (answer: CoeditJoinAnswer) => void,
  ) => void;
  /** The first content of an empty document (the story's Markdown, as the client's editor parsed it). */
  /** `more`: a part of a larger update (shared/coedit.ts), sent without an ack; its last part is acked. */
  /** `version`: the story's version the seed's text builds on (the page's). */
  "coedit:seed": (
    payload: { postId: string; update: Uint8Array; more?: boolean; version?: number },
    ack?: (answer: CoeditAck) => void,
  ) => void;
  "coedit:update": (
    payload: { postId: string; update: Uint8Array; more?: boolean },
    ack?: (answer: CoeditAck) => void,
  ) => void;
  "coedit:awareness": (payload: { postId: string; update: Uint8Array }) => void;
  "coedit:leave": (payload: { postId: string }) => void;
}

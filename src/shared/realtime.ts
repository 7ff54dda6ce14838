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
}
/** Clients send nothing yet: every write goes through the API. */
export type ClientToServerEvents = Record<string, never>;

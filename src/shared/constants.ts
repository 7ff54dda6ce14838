/** The spec's business constants (section 9), named once. */
export const TOAST_DURATION_MS = 3000;
/** How a toast looks: what happened went well, went wrong, or is for information. */
export type ToastKind = "success" | "error" | "info";
/** Posts and other data fetched on the client are cached this long. */
export const DATA_CACHE_MS = 300_000;
/** Notifications pushed in realtime keep the list at most this long. */
export const PUSHED_NOTIFICATIONS_MAX = 5;

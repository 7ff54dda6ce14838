/**
 * Notifications (spec section 4): a pushed notification goes first and the list from pushes never
 * exceeds 5; marking one read lowers the unread count by one, marking all sets it to zero; page 1 or a
 * new read filter replaces the list, later pages append.
 */
import { map } from "nanostores";
import { PUSHED_NOTIFICATIONS_MAX } from "../shared/constants";
import type { Notification } from "../shared/notification";

export type ReadFilter = "all" | "read" | "unread";
export interface NotificationsState {
  items: Notification[];
  total: number;
  unreadCount: number;
  read: ReadFilter;
  page: number;
}

export const $notifications = map<NotificationsState>({ items: [], total: 0, unreadCount: 0, read: "all", page: 0 });

export function notificationsReceived(
  page: number,
  read: ReadFilter,
  items: Notification[],
  total: number,
  unreadCount: number,
): void {
  const now = $notifications.get();
  const replace = page === 1 || read !== now.read;
  $notifications.set({ items: replace ? items : [...now.items, ...items], total, unreadCount, read, page });
}

/** The newest first; from pushes the list keeps the new one and the 4 before it. */
export function notificationPushed(n: Notification): void {
  const now = $notifications.get();
  if (now.items.some((i) => i._id === n._id)) return;
  $notifications.set({ ...now, items: [n, ...now.items].slice(0, PUSHED_NOTIFICATIONS_MAX), total: now.total + 1 });
}

export function unreadCountChanged(unreadCount: number): void {
  $notifications.setKey("unreadCount", unreadCount);
}

export function notificationRead(id: string): void {
  const now = $notifications.get();
  const target = now.items.find((i) => i._id === id);
  if (target?.read) return;
  // The Unread tab lists unread ones only: one read leaves it.
  const unreadTab = now.read === "unread" && target;
  $notifications.set({
    ...now,
    items: unreadTab
      ? now.items.filter((i) => i._id !== id)
      : now.items.map((i) => (i._id === id ? { ...i, read: true } : i)),
    total: unreadTab ? Math.max(0, now.total - 1) : now.total,
    unreadCount: Math.max(0, now.unreadCount - 1),
  });
}

export function allNotificationsRead(): void {
  const now = $notifications.get();
  if (now.read === "unread") return $notifications.set({ ...now, items: [], total: 0, unreadCount: 0 });
  $notifications.set({ ...now, items: now.items.map((i) => ({ ...i, read: true })), unreadCount: 0 });
}

/** Where opening a notification leads: its post, else the person who acted. */
export function notificationHref(n: Notification): string {
  if (n.post) return `/post/${n.post.slug}`;
  // An invitation is answered in the list (it names its inviter, but does not lead there).
  if (n.invitation) return "/notifications";
  if (n.actor) return `/profile?id=${encodeURIComponent(n.actor.username)}`;
  return "/notifications";
}

/** The person acted on an invitation (or found it gone): the notification shows the outcome. */
export function invitationSettled(id: string, status: "accepted" | "closed"): void {
  const now = $notifications.get();
  $notifications.setKey(
    "items",
    now.items.map((i) => (i._id === id && i.invitation ? { ...i, invitation: { ...i.invitation, status } } : i)),
  );
}

/**
 * Islands that shared pages mount in the browser only once the reader is known to be signed in, so
 * signed-out readers never download React. (Pages of one reader use Astro's client: directives.)
 */
import { mountIsland } from "./mount";
import NotificationBell from "../islands/notifications/NotificationBell";
import { unreadCountChanged } from "../stores/notifications";

/** The count goes into the store first, so the bell's first paint already shows it (no "0 unread", no late badge). */
export function mountBell(el: HTMLElement, unreadCount: number): void {
  unreadCountChanged(unreadCount);
  mountIsland(el, <NotificationBell />);
}

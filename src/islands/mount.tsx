/**
 * Islands that shared pages mount in the browser only once the reader is known to be signed in, so
 * signed-out readers never download React. (Pages of one reader use Astro's client: directives.)
 */
import { createRoot } from "react-dom/client";
import NotificationBell from "./NotificationBell";

export function mountBell(el: HTMLElement, unreadCount: number): void {
  createRoot(el).render(<NotificationBell initialUnread={unreadCount} />);
}

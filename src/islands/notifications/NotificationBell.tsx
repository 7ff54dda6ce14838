/**
 * The bell in the topbar: the unread count (kept live by the socket), and the latest notifications
 * in a dropdown. Opening one marks it read and goes to its post or person.
 */
import { useStore } from "@nanostores/react";
import { useRef, useState } from "react";
import { api, call, reportApiError } from "../../client/api";
import {
  $notifications,
  allNotificationsRead,
  notificationHref,
  notificationRead,
  notificationsReceived,
  unreadCountChanged,
} from "../../stores/notifications";
import type { Notification } from "../../shared/notification";
import { useHydrated } from "../forms/use-hydrated";
import { m } from "../../i18n/m";
import { counted } from "../../i18n/format";
import { notificationText } from "./text";
import { InvitationActions } from "./InvitationActions";

export async function markRead(n: Notification): Promise<void> {
  if (n.read) return;
  const res = await call(api.user.notifications["mark-as-read"][":id"].$patch({ param: { id: n._id } }));
  notificationRead(n._id);
  unreadCountChanged(res.data.unreadCount);
}

export default function NotificationBell() {
  const hydrated = useHydrated();
  const state = useStore($notifications);
  const [open, setOpen] = useState(false);
  const loaded = useRef(false);

  async function toggle() {
    const next = !open;
    setOpen(next);
    // On /notifications the page's list already fills the one store: show its first 5, do not replace it.
    if (next && !loaded.current && $notifications.get().page === 0) {
      try {
        const res = await call(api.user.notifications.$get({ query: { limit: "5" } }));
        notificationsReceived(1, "all", res.data.notifications, res.data.meta.total, res.data.unreadCount);
        loaded.current = true;
      } catch (err) {
        reportApiError(err);
      }
    }
  }
  async function openOne(n: Notification) {
    try {
      await markRead(n);
    } catch (err) {
      reportApiError(err);
    }
    location.assign(notificationHref(n));
  }
  async function readAll() {
    try {
      await call(api.user.notifications["mark-all-as-read"].$patch());
      allNotificationsRead();
    } catch (err) {
      reportApiError(err);
    }
  }

  const unread = state.unreadCount;
  return (
    <div className="relative" onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
      <button
        type="button"
        className="btn relative"
        aria-expanded={open}
        aria-haspopup="true"
        disabled={!hydrated}
        onClick={() => void toggle()}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="sr-only">{m.notif_bell({ n: counted(unread).n })}</span>
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -top-1 -end-1 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold text-accent-fg"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          className="card absolute end-0 z-40 mt-2 w-80 p-2 shadow-lg max-sm:fixed max-sm:inset-x-2 max-sm:top-16 max-sm:w-auto"
          role="region"
          aria-label={m.notif_latest()}
        >
          {state.items.length === 0 ? (
            <p className="p-3 text-sm text-muted">{m.notif_nothing_new()}</p>
          ) : (
            <ul>
              {state.items.slice(0, 5).map((n) => (
                <li key={n._id}>
                  <a
                    href={notificationHref(n)}
                    onClick={(e) => {
                      e.preventDefault();
                      void openOne(n);
                    }}
                    className="block rounded-ui px-3 py-2 text-sm no-underline hover:bg-surface-2 data-[unread=true]:font-semibold"
                    data-unread={!n.read}
                  >
                    {notificationText(n)}
                  </a>
                  {n.invitation && (
                    <div className="px-3 pb-2">
                      <InvitationActions n={{ ...n, invitation: n.invitation }} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-2 flex justify-between gap-2 border-t border-border pt-2">
            <a className="btn" href="/notifications">
              {m.notif_see_all()}
            </a>
            <button type="button" className="btn" onClick={() => void readAll()} disabled={unread === 0}>
              {m.notif_mark_all_read()}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

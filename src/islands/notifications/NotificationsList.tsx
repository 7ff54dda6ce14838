/** /notifications: all, unread or read, paged (page 1 and a new filter replace, more pages append), mark one or all. */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { api, call, reportApiError } from "../../client/api";
import {
  $notifications,
  allNotificationsRead,
  notificationHref,
  notificationsReceived,
  type ReadFilter,
} from "../../stores/notifications";
import type { Notification } from "../../shared/notification";
import { markRead } from "./NotificationBell";
import { m } from "../../i18n/m";
import { notificationText, shortDate } from "./text";
import { InvitationActions } from "./InvitationActions";

interface Page {
  notifications: Notification[];
  meta: { page: number; total: number };
  unreadCount: number;
}
const FILTERS: { id: ReadFilter; label: () => string }[] = [
  { id: "all", label: m.notif_all },
  { id: "unread", label: m.notif_unread },
  { id: "read", label: m.notif_read },
];

export default function NotificationsList({ initial }: { initial: Page }) {
  const state = useStore($notifications);
  const [busy, setBusy] = useState(false);
  useEffect(
    () => notificationsReceived(1, "all", initial.notifications, initial.meta.total, initial.unreadCount),
    [initial],
  );
  const items = state.page === 0 ? initial.notifications : state.items;

  async function load(read: ReadFilter, page: number) {
    setBusy(true);
    try {
      const res = await call(api.user.notifications.$get({ query: { read, page: String(page) } }));
      notificationsReceived(page, read, res.data.notifications, res.data.meta.total, res.data.unreadCount);
    } catch (err) {
      reportApiError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div role="tablist" aria-label={m.page_fix_notifications_show()} className="flex gap-1">
          {FILTERS.map((f) => (
            <button
              key={f.id}
              type="button"
              role="tab"
              aria-selected={state.read === f.id}
              className="btn aria-selected:border-accent aria-selected:bg-accent-soft"
              onClick={() => void load(f.id, 1)}
            >
              {f.label()}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn ms-auto"
          disabled={state.unreadCount === 0 && !items.some((n) => !n.read)}
          onClick={() => {
            call(api.user.notifications["mark-all-as-read"].$patch())
              .then(() => allNotificationsRead())
              .catch(reportApiError);
          }}
        >
          {m.notif_mark_all_read()}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="card p-6 text-center text-muted">{m.notif_none()}</p>
      ) : (
        <ul className="card divide-y divide-border">
          {items.map((n) => (
            <li key={n._id} className="flex flex-wrap items-center gap-3 p-4" data-unread={!n.read}>
              <div className="min-w-0 flex-1">
                <a
                  className="no-underline hover:underline data-[unread=true]:font-semibold"
                  data-unread={!n.read}
                  href={notificationHref(n)}
                >
                  {notificationText(n)}
                </a>
                {n.invitation && (
                  <div className="mt-2">
                    <InvitationActions n={{ ...n, invitation: n.invitation }} />
                  </div>
                )}
              </div>
              <time className="text-sm text-muted" dateTime={n.createdAt}>
                {shortDate(n.createdAt)}
              </time>
              {!n.read && (
                <button type="button" className="btn" onClick={() => void markRead(n).catch(reportApiError)}>
                  {m.notif_mark_read()}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {items.length < state.total && (
        <button
          type="button"
          className="btn mt-4"
          disabled={busy}
          onClick={() => void load(state.read, state.page + 1)}
        >
          {busy ? m.loading() : m.notif_older()}
        </button>
      )}
    </div>
  );
}

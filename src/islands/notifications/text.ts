/**
 * A notification's words in the reader's language. The API's `message` is English (clients rely on
 * it); the interface builds the sentence again from the stored kind and its parameters, the actor and
 * the story. A notification stored before kinds were has only its message, shown as it is.
 */
import { m } from "../../i18n/m";
import type { Notification, NotificationKind, NotificationParams } from "../../shared/notification";
import { formatDate } from "../../i18n/format";

interface Words {
  name: string;
  title: string;
  reason: string;
  until: string | undefined;
}
const SENTENCES: Record<NotificationKind, (w: Words) => string> = {
  like: m.notif_like,
  comment: m.notif_comment,
  reply: m.notif_reply,
  share: m.notif_share,
  follow: m.notif_follow,
  mention: m.notif_mention,
  published: m.notif_published,
  "coauthor-invite": m.notif_coauthor_invite,
  "story-hidden": m.notif_story_hidden,
  "story-held": m.notif_story_held,
  "story-restored": (w) => (w.reason ? m.notif_story_restored_why(w) : m.notif_story_restored(w)),
  "comment-removed": m.notif_comment_removed,
  "report-story-hidden": m.notif_report_story_hidden,
  "report-story-dismissed": m.notif_report_story_dismissed,
  "report-comment-removed": m.notif_report_comment_removed,
  "report-comment-dismissed": m.notif_report_comment_dismissed,
  suspended: (w) => (w.until ? m.notif_suspended_until({ ...w, until: w.until }) : m.notif_suspended_for_good(w)),
  unsuspended: m.notif_unsuspended,
};
/** Kinds whose sentence names someone: without the actor (an account gone) the message is all there is. */
const NAMES_SOMEONE = new Set<NotificationKind>([
  "like",
  "comment",
  "reply",
  "share",
  "follow",
  "mention",
  "published",
  "coauthor-invite",
]);

/** When a suspension ends, in UTC as the e-mail says it, written the reader's way. */
const untilWords = (iso: string) =>
  formatDate(iso, {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });

export function notificationText(n: Notification): string {
  // An invitation names who invited and, while it is open or taken, the story.
  if (n.invitation && n.actor) {
    const name = `${n.actor.firstName} ${n.actor.lastName}`;
    const { title } = n.invitation;
    return title === undefined
      ? m.notif_coauthor_invite_closed({ name })
      : m.notif_coauthor_invite({ name, title: title || m.untitled() });
  }
  // Rows from before kinds: a like, comment… is said again from its type; a notice keeps its message.
  const kind = n.kind ?? (n.type === "system" ? undefined : n.type);
  const params: NotificationParams = n.params ?? {};
  const title = n.post?.title ?? params.title;
  if (!kind || (NAMES_SOMEONE.has(kind) && !n.actor) || (kind !== "follow" && title === undefined && !n.kind))
    return n.message;
  return SENTENCES[kind]({
    name: n.actor ? `${n.actor.firstName} ${n.actor.lastName}` : "",
    title: title || m.untitled(),
    reason: params.reason ?? "",
    until: params.until && untilWords(params.until),
  });
}

/** "Nov 26" in the page's language. */
export const shortDate = (iso: string) => formatDate(iso, { month: "short", day: "numeric" });

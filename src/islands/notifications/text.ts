/**
 * A notification's words in the reader's language. The API's `message` is English (clients rely on
 * it); the interface builds the sentence again from the kind, the actor and the story. Notices from the
 * site itself (moderation, mentions) keep the message they were stored with.
 */
import { m } from "../../i18n/m";
import type { Notification } from "../../shared/notification";
import { formatDate } from "../../i18n/format";

const SENTENCES = {
  like: m.notif_like,
  comment: m.notif_comment,
  reply: m.notif_reply,
  share: m.notif_share,
  follow: m.notif_follow,
} as const;

export function notificationText(n: Notification): string {
  // An invitation names who invited and, while it is open or taken, the story.
  if (n.invitation && n.actor) {
    const name = `${n.actor.firstName} ${n.actor.lastName}`;
    const { title } = n.invitation;
    return title === undefined
      ? m.notif_coauthor_invite_closed({ name })
      : m.notif_coauthor_invite({ name, title: title || m.untitled() });
  }
  if (n.type === "system" || !n.actor || (n.type !== "follow" && !n.post)) return n.message;
  const name = `${n.actor.firstName} ${n.actor.lastName}`;
  return SENTENCES[n.type]({ name, title: n.post?.title ?? "" });
}

/** "Nov 26" in the page's language. */
export const shortDate = (iso: string) => formatDate(iso, { month: "short", day: "numeric" });

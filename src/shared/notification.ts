import type { Author } from "./post.ts";

/**
 * What a notification is about, stored with it so the interface can say it in the reader's language
 * (the `message` stays English for API clients). The first five are the `type`s of the same name; the
 * others are `system` notices from the site: a mention, a followed author's new story, a co-author
 * invitation, and moderation decisions about one's story, comment, report or account.
 */
export const NOTIFICATION_KINDS = [
  "like",
  "comment",
  "reply",
  "follow",
  "share",
  "mention",
  "published",
  "coauthor-invite",
  "story-hidden",
  "story-held",
  "story-restored",
  "comment-removed",
  "report-story-hidden",
  "report-story-dismissed",
  "report-comment-removed",
  "report-comment-dismissed",
  "suspended",
  "unsuspended",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The words a kind's sentence needs besides the actor: the story's title when the notice was made, a
 * moderator's reason (in their words, never translated), and when a suspension ends (ISO; absent for good).
 */
export interface NotificationParams {
  title?: string;
  reason?: string;
  until?: string;
}

/** The contract's Notification. */
export interface Notification {
  _id: string;
  type: "like" | "comment" | "reply" | "follow" | "share" | "system";
  /** Absent on notifications stored before kinds were: their `message` is all there is. */
  kind?: NotificationKind;
  params?: NotificationParams;
  actor?: Author;
  post?: { _id: string; slug: string; title: string };
  comment?: { _id: string; content: string };
  message: string;
  /**
   * An invitation to co-author a story: still open ("invited"), taken ("accepted") or ended ("closed").
   * `title`: the story's, while the invitation is open or taken (a closed one no longer names it).
   */
  invitation?: { postId: string; status: "invited" | "accepted" | "closed"; title?: string };
  read: boolean;
  createdAt: string;
}

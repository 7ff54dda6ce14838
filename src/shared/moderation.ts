/** The report queue and the moderation log, as the moderation calls answer them. */
import type { Author } from "./post.ts";
import type { NotificationKind, NotificationParams } from "./notification.ts";

/** Why a reader reports a story (zod-free: the browser's form and the schema use it). */
export const REPORT_REASONS = [
  "spam",
  "harassment",
  "hate",
  "misinformation",
  "sexual",
  "violence",
  "copyright",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const MODERATION_MESSAGES = {
  notStaff: "Only moderators can do this",
  notAdmin: "Only admins can do this",
  noOpenReports: "This story has no open reports",
  noOpenCommentReports: "This comment has no open reports",
  commentReportsDismissed: "Reports dismissed: the comment stays",
  dismissed: "Reports dismissed: the story stays",
  hidden: "Story hidden: its author was told why",
  restored: "Story shown again",
  notHidden: "This story is not hidden",
  commentRemoved: "Comment removed",
  suspended: "Suspended: their sessions ended and they cannot write",
  unsuspended: "Suspension lifted",
  notSuspended: "This person is not suspended",
  notYourself: "You cannot do this to yourself",
  notAdminTarget: "Admins cannot be suspended or demoted here",
  moderatorsByAdmins: "Only admins can suspend a moderator",
  higherRankContent: "Only someone of a higher rank can act on what a moderator or admin wrote",
  granted: "They are a moderator now",
  revoked: "They are a member again",
  storyHiddenByModerator: "A moderator hid this story: it cannot be published again",
} as const;

/** A moderation notice: its English `message` (the API's) and what the interface says it again from. */
export interface ModerationNotice {
  message: string;
  kind: NotificationKind;
  params: NotificationParams;
}
const notice = (kind: NotificationKind, params: NotificationParams, message: string): ModerationNotice => ({
  kind,
  params,
  message,
});

/** What people are told, by notification, of a decision about them or their report. */
export const moderationNotice = {
  authorHidden: (title: string, reason: string) =>
    notice("story-hidden", { title, reason }, `A moderator hid your story “${title}”. Why: ${reason}`),
  /** Kept in their notifications, read once they can sign in again (they are told by e-mail at once). */
  suspended: (until: Date, reason: string) =>
    notice(
      "suspended",
      { reason, ...(until.getUTCFullYear() >= SUSPENDED_FOR_GOOD_YEAR ? {} : { until: until.toISOString() }) },
      `A moderator suspended your account ${suspensionEnd(until)}. Why: ${reason}`,
    ),
  unsuspended: (reason: string) =>
    notice("unsuspended", { reason }, `A moderator lifted the suspension of your account. Why: ${reason}`),
  authorRestored: (title: string, reason?: string) =>
    notice(
      "story-restored",
      { title, ...(reason ? { reason } : {}) },
      `Your story “${title}” is visible again${reason ? `. Why: ${reason}` : ""}`,
    ),
  authorHeld: (title: string) =>
    notice(
      "story-held",
      { title },
      `Your story “${title}” was reported by several people: it is hidden until a moderator reviews it`,
    ),
  reporterDismissed: (title: string) =>
    notice(
      "report-story-dismissed",
      { title },
      `Your report about “${title}” was reviewed: it does not break the rules, so the story stays`,
    ),
  reporterHidden: (title: string) =>
    notice("report-story-hidden", { title }, `Your report about “${title}” was reviewed: the story was taken down`),
  reporterCommentDismissed: (title: string) =>
    notice(
      "report-comment-dismissed",
      { title },
      `Your report about a comment on “${title}” was reviewed: it does not break the rules, so the comment stays`,
    ),
  reporterCommentRemoved: (title: string) =>
    notice(
      "report-comment-removed",
      { title },
      `Your report about a comment on “${title}” was reviewed: the comment was removed`,
    ),
  commentRemoved: (title: string, reason: string) =>
    notice("comment-removed", { title, reason }, `A moderator removed your comment on “${title}”. Why: ${reason}`),
} as const;

/** Until this year a suspension ends; from it on, it is for good. */
export const SUSPENDED_FOR_GOOD_YEAR = 9999;
/** "until 2026-12-01 10:00 UTC", or "for good". */
export const suspensionEnd = (until: Date): string =>
  until.getUTCFullYear() >= SUSPENDED_FOR_GOOD_YEAR
    ? "for good"
    : `until ${until.toISOString().slice(0, 16).replace("T", " ")} UTC`;
export const suspensionMessage = (until: Date): string =>
  until.getUTCFullYear() >= SUSPENDED_FOR_GOOD_YEAR
    ? "This account is suspended"
    : `This account is suspended until ${until.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export interface ReportedStory {
  post: { _id: string; slug: string; title: string; status: "draft" | "published" | "hidden"; author: Author };
  reports: {
    _id: string;
    reason: string;
    description: string;
    reporter: Author;
    createdAt: string;
    /**
     * Whether this report counts toward hiding the story automatically: its reporter has been here over
     * a day and has published or commented, or had a report upheld before (new accounts cannot brigade).
     */
    counts: boolean;
  }[];
}

/** A comment with open reports, as the comment queue answers it. */
export interface ReportedComment {
  comment: {
    _id: string;
    content: string;
    createdAt: string;
    author: Author | null;
    post: { _id: string; slug: string; title: string };
  };
  reports: ReportedStory["reports"];
}

export type ModerationAction =
  | "dismiss"
  | "dismiss-comment"
  | "hide"
  | "restore"
  | "remove-comment"
  | "suspend"
  | "unsuspend"
  | "grant-moderator"
  | "revoke-moderator";

export interface ModerationEntry {
  _id: string;
  action: ModerationAction;
  moderator?: Author;
  post?: { _id: string; slug: string; title: string };
  targetUser?: Author;
  /** A hide whose story is still hidden, a suspension still running: the log can undo them. */
  undo?: "restore" | "unsuspend";
  subject: string;
  reason: string;
  createdAt: string;
}

export interface StaffMember extends Author {
  role: "moderator" | "admin";
}

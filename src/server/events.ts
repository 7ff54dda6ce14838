/**
 * Domain events inside one process. Services publish; the realtime server (and later the
 * notifications module) subscribe. Typed so a publisher and its subscribers cannot drift apart.
 */
import { EventEmitter } from "node:events";
import type { LiveSettings } from "../shared/realtime.ts";

export interface DomainEvents {
  /** Sessions ended (logout, reuse detected, password reset). No `sessionIds` means all of them. */
  "sessions-ended": [{ userId: string; sessionIds?: string[] }];
  /** The story's author and title come along, so the notification needs no look-up. */
  liked: [{ actorId: string; postId: string; authorId: string; title: string }];
  commented: [{ actorId: string; postId: string; commentId: string; parentId?: string | undefined }];
  shared: [{ actorId: string; postId: string }];
  /** A comment (new or edited) mentions these people by @username. */
  mentioned: [{ actorId: string; postId: string; commentId: string; userIds: string[] }];
  followed: [{ actorId: string; userId: string }];
  /** Someone followed or unfollowed this person: their follower count on their author page moved. */
  "followers-changed": [{ userId: string }];
  /** A block or mute between these people began or ended: what each of them may see changed. */
  separated: [{ userIds: string[] }];
  /** A webhook was added, changed or removed: every process must know before the next event. */
  "webhooks-changed": [Record<string, never>];
  /** A notification was stored for `recipientId` (the realtime server pushes it). */
  notification: [{ recipientId: string; notification: import("../shared/notification.ts").Notification }];
  /**
   * Something readers of a story see changed: its text or status (also what feeds list), its
   * comments, or only its counters (which may show a few seconds late).
   */
  "post-changed": [{ postId: string; what: "content" | "comments" | "counters" }];
  /** A story was published for the first time (by its author or the scheduler): followers hear of it. */
  published: [{ postId: string; authorId: string }];
  /** A published story's text changed (webhooks: post.updated). */
  "story-updated": [{ postId: string }];
  /** A story its author had published was deleted (webhooks: post.deleted). */
  /** `coauthorIds`: its accepted co-authors when it was deleted (their followers hear of it too). */
  "story-deleted": [{ postId: string; slug: string; title: string; authorId: string; coauthorIds?: string[] }];
  /** A save changed a story's settings (tags, cover…): its co-authors' open editors take them in. */
  "story-settings-changed": [{ postId: string; version: number; settings: LiveSettings }];
  /** The people who may edit a story changed; these lost the right (live editing rooms drop them). */
  "coauthors-changed": [{ postId: string; removedUserIds: string[] }];
  /** A new account (webhooks: user.joined). */
  joined: [{ userId: string }];
  /** A person's name, username, picture or bio changed: every page showing them is out of date. */
  "user-changed": [{ userId: string }];
  /**
   * A person's own settings changed (appearance, followed and hidden topics): nothing anyone else
   * sees, so shared pages and feeds stay; what is remembered of the person's session goes.
   */
  "self-changed": [{ userId: string }];
  /** A signed-in person made a write through the API: what they see of their own state changed. */
  "reader-wrote": [{ userId: string }];
  /** Someone's unread count changed. */
  "unread-count": [{ userId: string; unreadCount: number }];
}

export class EventBus extends EventEmitter<DomainEvents> {}

import type { Author } from "./post.ts";

/** The contract's Notification. */
export interface Notification {
  _id: string;
  type: "like" | "comment" | "reply" | "follow" | "share" | "system";
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

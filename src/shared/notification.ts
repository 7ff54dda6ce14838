import type { Author } from "./post.ts";

/** The contract's Notification. */
export interface Notification {
  _id: string;
  type: "like" | "comment" | "reply" | "follow" | "share" | "system";
  actor?: Author;
  post?: { _id: string; slug: string; title: string };
  comment?: { _id: string; content: string };
  message: string;
  read: boolean;
  createdAt: string;
}

import type { Author } from "./post.ts";

/** A reply: a comment that carries no replies of its own (threads go one level deep). */
export interface Reply {
  _id: string;
  _post: string;
  content: string;
  author: Author;
  parentId?: string;
  createdAt: string;
  /** The Markdown rendered and sanitised, mentions linked (absent for comments from before Markdown). */
  contentHtml?: string;
  /** When it was last edited. */
  editedAt?: string;
  /** Its author deleted their account: kept, emptied, because others replied to it. */
  deleted?: true;
}

/** The contract's Comment; top-level comments carry their replies (one level). */
export interface Comment extends Reply {
  replies?: Reply[];
}

/** What stands in for a comment whose author deleted their account. */
export const DELETED_COMMENT = {
  author: { _id: "", username: "", firstName: "Deleted", lastName: "account" },
  content: "This comment was deleted with its author's account.",
} as const;

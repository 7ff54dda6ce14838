import type { PostSummary } from "./post.ts";

/** A story on a reader's reading list. */
export interface Bookmark {
  post: PostSummary;
  savedAt: string;
  archived: boolean;
}

/** What the reading list tells people, in one place (the API's messages and the page's toasts). */
export const BOOKMARK_MESSAGES = {
  saved: "Saved to your reading list",
  removed: "Removed from your reading list",
  archived: "Moved to the archive",
  restored: "Back on your reading list",
  notSaved: "This story is not on your reading list",
} as const;

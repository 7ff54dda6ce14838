/** A story's earlier state, as its author sees it in the history panel. */
export interface RevisionSummary {
  _id: string;
  /** The story's version this revision holds. */
  version: number;
  title: string;
  words: number;
  /** Who made it (the owner or a co-author); absent for revisions older than this record, or a deleted account. */
  editor?: { _id: string; username: string; name: string };
  /** When it began, and when the last autosave folded into it. */
  createdAt: string;
  updatedAt: string;
}

export interface Revision extends RevisionSummary {
  subtitle?: string;
  content: string;
}

export const REVISION_MESSAGES = {
  notFound: "Revision not found",
  restored: "Restored: the story is back to that version, and what it was is kept in the history",
} as const;

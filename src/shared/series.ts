/** An author's series as the series calls answer them. */
export interface Series {
  _id: string;
  title: string;
  /** Every story in it, in order, whatever its status (only its author sees this list). */
  posts: { _id: string; slug: string; title: string; status: "draft" | "published" | "hidden" }[];
  createdAt: string;
}

export const SERIES_LIMITS = { titleMax: 120, postsMax: 100 } as const;

export const SERIES_MESSAGES = {
  created: "Series created",
  renamed: "Series renamed",
  deleted: "Series deleted: its stories stay, on their own",
  saved: "Series saved",
  notFound: "Series not found",
  notYourStory: "Add only your own stories",
} as const;

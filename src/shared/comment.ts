import type { Author } from "./post.ts";

/** The contract's Comment; top-level comments carry their replies (one level). */
export interface Comment {
  _id: string;
  _post: string;
  content: string;
  author: Author;
  parentId?: string;
  createdAt: string;
  replies?: Comment[];
}

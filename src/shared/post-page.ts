/** What a post page hands its islands (as JSON in the shared HTML): nothing of any one reader. */
import type { Comment } from "./comment.ts";
import type { Author, PostStats } from "./post.ts";

export interface PostPageData {
  postId: string;
  url: string;
  title: string;
  author: Author;
  stats: PostStats;
  /** The first page of comments, as every reader sees it; null for a draft. */
  comments: { comments: Comment[]; meta: { page: number; limit: number; total: number } } | null;
}

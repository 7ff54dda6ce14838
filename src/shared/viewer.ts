/** The answer of GET /api/user/viewer: what a shared page needs to know about its reader. */
import type { PostStats } from "./post.ts";
import type { PublicUser, SelfUser } from "./user.ts";

export interface ViewerState {
  /** Null when the caller is not signed in (the page stays as it is). */
  user: SelfUser | null;
  unreadCount: number;
  /** People on either side of a block with the reader: their stories and comments are hidden. */
  hidden: string[];
  /** Of the stories asked about, the ones the reader liked. */
  likedPosts: string[];
  /** The stories' counters now (the shared page's may be a few seconds old). */
  stats: Record<string, PostStats>;
  /** Of the people asked about, the ones the reader follows. */
  following: string[];
  /** People to follow, when the page asked for some (`suggest`). */
  suggested?: PublicUser[];
}

export const SIGNED_OUT_VIEWER: ViewerState = {
  user: null,
  unreadCount: 0,
  hidden: [],
  likedPosts: [],
  stats: {},
  following: [],
};

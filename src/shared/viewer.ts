/** The answer of GET /api/user/viewer: what a shared page needs to know about its reader. */
import type { PostStats } from "./post.ts";
import type { PublicUser, SelfUser } from "./user.ts";

export interface ViewerState {
  /** Null when the caller is not signed in (the page stays as it is). */
  user: SelfUser | null;
  unreadCount: number;
  /** People on either side of a block with the reader: their stories and comments are hidden. */
  hidden: string[];
  /** People the reader muted: their stories and comments are hidden, except on their own profile. */
  muted: string[];
  /** Topics the reader hid: stories carrying one are hidden, except on that topic's own page. */
  hiddenTags: string[];
  /** Of the stories asked about, the ones the reader liked. */
  likedPosts: string[];
  /** Of the stories asked about, the ones on the reader's reading list. */
  savedPosts: string[];
  /** Of the stories asked about, the ones the reader may edit (the owner, or an accepted co-author). */
  editablePosts: string[];
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
  muted: [],
  hiddenTags: [],
  likedPosts: [],
  savedPosts: [],
  editablePosts: [],
  stats: {},
  following: [],
};

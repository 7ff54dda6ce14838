/**
 * Everything a profile page shows, from one call: the person with their counts and the reader's
 * follow/block state (one statement), then their stories and whether either blocked the other or
 * the reader muted them (one statement), side by side.
 */
import type { PageContext } from "../context.ts";
import type { Paging } from "../../shared/schemas/posts.ts";
import type { PublicUser } from "../../shared/user.ts";
import type { PostPage } from "../services/posts/index.ts";

export interface ProfilePageLoad {
  profile: PublicUser;
  isMe: boolean;
  /** A block either way: no Follow and no stories, whoever blocked whom. */
  separated: boolean;
  /** The reader muted this person (their stories still show here: the reader came to see them). */
  muted: boolean;
  stories: PostPage;
}

/** `idOrUsername` null: the reader's own profile. Throws the services' 404 for nobody. */
export async function loadProfilePage(
  app: PageContext,
  idOrUsername: string | null,
  readerId: string | null,
  paging: Paging,
): Promise<ProfilePageLoad> {
  const { people, posts, blocking } = app.services;
  const profile = await people.profile(idOrUsername ?? readerId ?? "", readerId);
  const isMe = profile._id === readerId;
  const [{ separated, muted }, stories] = await Promise.all([
    readerId && !isMe ? blocking.between(readerId, profile._id) : { separated: false, muted: false },
    posts.byAuthor(profile._id, paging, readerId),
  ]);
  return {
    profile,
    isMe,
    separated,
    muted,
    stories: separated ? { posts: [], meta: { ...stories.meta, total: 0 } } : stories,
  };
}

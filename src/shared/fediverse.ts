/** The fediverse as readers and clients see it: people elsewhere, their posts, and what we tell. */

/** Someone on another server a reader follows (or asked to follow). */
export interface RemoteAccount {
  id: string;
  name: string;
  /** user@server */
  handle: string;
  avatar?: string;
  /** Their profile on their own server. */
  url?: string;
  /** `requested` until their server accepts. */
  state?: "requested" | "following";
}

/** A public post of someone a reader follows elsewhere (the Following view). */
export interface FediversePost {
  id: string;
  uri: string;
  url?: string;
  /** An article's title. */
  name?: string;
  /** Sanitised as strictly as a comment. */
  contentHtml: string;
  publishedAt: string;
  author: RemoteAccount;
  /** Whether the reader liked or boosted it. */
  liked?: boolean;
  boosted?: boolean;
}

export const FEDIVERSE_MESSAGES = {
  badHandle: "Give a handle like @someone@example.social, or the address of their profile",
  notFound: "No one was found at that address on the fediverse",
  unreachable: "That server could not be reached: it may be down, or this site may not reach the internet",
  privateAddress:
    "That address is on a private network or this machine: this site only follows people on public servers",
  refusedActor: "That account cannot be followed from here: its handle or its inbox address is not valid",
  local: "That person is on this site: follow them here",
  blockedDomain: "You blocked that server",
  notFollowing: "You do not follow that person",
  postNotFound: "That post is not here (any more)",
  badDomain: "Give a server's name, like example.social",
  domainNotBlocked: "That server is not blocked",
  followed: "Follow request sent",
  unfollowed: "Unfollowed",
  domainBlocked: "Server blocked",
  domainUnblocked: "Server unblocked",
} as const;

/**
 * A server's host name, as people type it (lower-cased, no scheme, no path, no port: a block covers
 * the server on every port, so `evil.example:8443` is `evil.example`).
 */
export function normaliseDomain(input: string): string | undefined {
  const text = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/\/.*$/, "")
    .replace(/:\d{1,5}$/, "");
  return /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/.test(text)
    ? text
    : undefined;
}

/** The route table of the spec (section 2), with who may open what. */
export const ROUTES = {
  authLayout: "/auth",
  login: "/auth/login",
  register: "/auth/register",
  forgotPassword: "/auth/forgot-password",
  signInLink: "/auth/sign-in-link",
  signInWithLink: "/auth/link",
  home: "/",
  createPost: "/create-post",
  editPost: "/edit-post",
  drafts: "/drafts",
  series: "/series",
  stats: "/stats",
  readingList: "/reading-list",
  postsPreview: "/posts-preview",
  profile: "/profile",
  editProfile: "/settings?type=edit-profile",
  settings: "/settings",
  activity: "/activity",
  help: "/help",
  notifications: "/notifications",
  post: (slug: string) => `/post/${encodeURIComponent(slug)}`,
  /** An author's public page (anyone, cached), and their stories as RSS. */
  author: (username: string) => `/@${encodeURIComponent(username)}`,
  authorFeed: (username: string) => `/@${encodeURIComponent(username)}/feed.xml`,
  subscribe: "/subscribe",
  topicFeed: (tag: string) => `/topics/${encodeURIComponent(tag)}/feed.xml`,
  interests: "/interests",
  connections: "/connections",
  privacyPolicy: "/privacy-policy",
  termsConditions: "/terms-conditions",
  aboutUs: "/about-us",
  search: "/search",
  moderation: "/moderation",
  /** People a reader follows on other servers, and their posts. */
  fediverse: "/fediverse",
} as const;

/** Routes that need a signed-in user: the spec's list plus the personal drafts, preview and activity. */
export const PROTECTED_PATHS = [
  ROUTES.createPost,
  ROUTES.editPost,
  ROUTES.settings,
  ROUTES.interests,
  ROUTES.profile,
  ROUTES.notifications,
  ROUTES.connections,
  ROUTES.drafts,
  ROUTES.series,
  ROUTES.stats,
  ROUTES.readingList,
  ROUTES.postsPreview,
  ROUTES.activity,
  ROUTES.moderation,
  ROUTES.fediverse,
] as const;

export function isProtectedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (PROTECTED_PATHS as readonly string[]).includes(path);
}

/** The login address that comes back to `target` afterwards. */
export function loginUrl(target: string): string {
  return target && target !== "/" ? `${ROUTES.login}?redirect=${encodeURIComponent(target)}` : ROUTES.login;
}

/**
 * A redirect target from the query string, kept only if it is a relative path on this site:
 * "//evil.example", "/\\evil.example", "https://..." and "javascript:" all fall back to home.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback: string = ROUTES.home): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  try {
    const base = "http://site.invalid";
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    if (url.pathname.startsWith("/auth/")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

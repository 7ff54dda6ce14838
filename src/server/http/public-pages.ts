/**
 * Which requests get the shared page: the same HTML for every reader, rendered without the reader's
 * cookies and kept in the page cache. The key holds only the query parameters the page reads, in a
 * fixed order, so `?utm_source=...` and friends cannot fill the cache with copies.
 */
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../auth/cookies.ts";

interface PublicRoute {
  match: (pathname: string) => boolean;
  /** The query parameters the page reads. */
  params: readonly string[];
  /** Some addresses have a personal version for signed-in readers (home's "For you"). */
  personal?: (query: URLSearchParams) => boolean;
}

const STATIC_PAGES = new Set([
  "/about-us",
  "/privacy-policy",
  "/terms-conditions",
  "/help",
  "/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
]);

/** Home's default tab is "For you" when signed in; Latest, Top and tags are the same for everyone. */
function homeIsPersonal(query: URLSearchParams): boolean {
  const tab = query.get("tab");
  if (tab === "latest" || tab === "top") return false;
  return tab === "recommended" || !query.get("tag");
}

const ROUTES: PublicRoute[] = [
  { match: (p) => p === "/", params: ["tab", "tag", "page", "limit", "notice"], personal: homeIsPersonal },
  { match: (p) => /^\/post\/[^/]+$/.test(p), params: [] },
  // Author pages and the feeds of an author or a topic: the same for everyone.
  { match: (p) => /^\/@[^/]+$/.test(p), params: ["page", "limit"] },
  { match: (p) => /^\/@[^/]+\/feed\.xml$/.test(p) || /^\/topics\/[^/]+\/feed\.xml$/.test(p), params: [] },
  { match: (p) => p === "/search", params: ["q", "type", "page"] },
  { match: (p) => STATIC_PAGES.has(p), params: [] },
  // The sitemap index's parts (`/sitemap/posts-2.xml`): the same for everyone, like the sitemap.
  { match: (p) => /^\/sitemap\/(pages|(posts|authors)-[1-9]\d{0,5})\.xml$/.test(p), params: [] },
];

/** Longer addresses are rendered but not kept: nobody shares them and they would crowd the cache. */
const MAX_KEY_LENGTH = 512;

/** True when the request carries a session cookie (not looked up: only whether one is there). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((c) => {
    const name = c.trim().split("=")[0];
    return name === ACCESS_COOKIE || name === REFRESH_COOKIE;
  });
}

/** The cache key for a shared page, or null when this request gets a page of its own. */
export function sharedPageKey(
  method: string | undefined,
  rawUrl: string | undefined,
  host: string,
  cookieHeader: string | undefined,
): string | null {
  if ((method !== "GET" && method !== "HEAD") || !rawUrl) return null;
  let url: URL;
  try {
    url = new URL(rawUrl, "http://site.invalid");
  } catch {
    return null;
  }
  const route = ROUTES.find((r) => r.match(url.pathname));
  if (!route) return null;
  if (route.personal?.(url.searchParams) && hasSessionCookie(cookieHeader)) return null;
  const kept = new URLSearchParams();
  for (const name of route.params) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  const key = `${host}${url.pathname}${query ? `?${query}` : ""}`;
  return key.length > MAX_KEY_LENGTH ? null : key;
}

/** Home's query parameter naming the interests a "For you" page is for; only the page server sets it. */
export const FOR_YOU_PARAM = "for";
/** Interests beyond this many do not fit a key; such a reader gets a page of their own. */
const FOR_YOU_MAX_INTERESTS = 20;

/**
 * Home's "For you" is the same page for every reader with the same interests (blocks are hidden in
 * the browser, people to follow come with the personal call). True when this request asks for it
 * with a session cookie, so the page server looks up the reader's interests for the key.
 */
export function wantsForYou(method: string | undefined, rawUrl: string | undefined, cookieHeader: string | undefined) {
  if ((method !== "GET" && method !== "HEAD") || !rawUrl || !hasSessionCookie(cookieHeader)) return false;
  try {
    const url = new URL(rawUrl, "http://site.invalid");
    return url.pathname === "/" && homeIsPersonal(url.searchParams);
  } catch {
    return false;
  }
}

/** The cache key of the "For you" page for these interests, or null when they do not fit one. */
export function forYouPageKey(rawUrl: string, host: string, interests: readonly string[]): string | null {
  const wanted = [...new Set(interests)].sort();
  if (wanted.length > FOR_YOU_MAX_INTERESTS) return null;
  const url = new URL(rawUrl, "http://site.invalid");
  const kept = new URLSearchParams({ [FOR_YOU_PARAM]: wanted.join(",") });
  for (const name of ["page", "limit", "notice"]) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const key = `${host}/?${kept.toString()}`;
  return key.length > MAX_KEY_LENGTH ? null : key;
}

/** The address a shared page is rendered from: only the parameters in its key. */
export function sharedPageUrl(key: string, host: string): string {
  return key.slice(host.length);
}

/**
 * The inline script at the top of every page (decision 012): shared pages are the same HTML for
 * everyone, so the reader's theme and mode are applied here, before the first paint, from the
 * `appearance` cookie or else the account's choice in local storage. It also marks the document as
 * signed in (`data-auth`) when local storage holds a user or the signed-in marker cookie is set, so
 * signed-in-only chrome shows without a flash. Without JavaScript the page keeps its defaults and CSS follows prefers-color-scheme.
 * astro.config.mjs hashes this exact text into the CSP.
 */
import { APPEARANCE_COOKIE } from "./appearance.ts";
import { MODES, THEMES } from "./user.ts";

/** Local storage key of the persisted auth state (stores/auth.ts, shape version 1). */
export const AUTH_STORAGE_KEY = "auth";
/** Set beside the (httpOnly) session cookies, readable by scripts: "this browser is signed in". */
export const SIGNED_IN_COOKIE = "signed_in";

/** True when the cookie header holds the signed-in marker. */
export function hasSignedInMarker(cookie: string): boolean {
  return new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)`).test(cookie);
}

export const APPEARANCE_SCRIPT = `(function(d){var t,m,u=null;try{var a=JSON.parse(localStorage.getItem(${JSON.stringify(
  AUTH_STORAGE_KEY,
)})||"null");u=a&&a.version===1&&a.user||null}catch(e){}var c=/(?:^|;\\s*)${APPEARANCE_COOKIE}=(\\w+)\\.(\\w+)/.exec(document.cookie);if(c){t=c[1];m=c[2]}else if(u&&u.settings){t=u.settings.theme;m=u.settings.mode}if(${JSON.stringify(
  THEMES,
)}.indexOf(t)>=0)d.setAttribute("data-theme",t);if(${JSON.stringify(MODES)}.indexOf(m)>=0)d.setAttribute("data-mode",m);if(u||/(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)/.test(document.cookie))d.setAttribute("data-auth","in")})(document.documentElement)`;

/** The app's API client and error handling, wired to the stores and the browser. */
import { $accessToken, clearSession, setAccessToken } from "../stores/auth";
import { SIGNED_IN_COOKIE } from "../shared/appearance-script";
import { ApiError, call, createApiClient } from "./api-client";
import { describeError, handleApiError } from "./error-catalogue";
import { notify, notifyAfterNavigation } from "./toast";

const client = createApiClient({
  getAccessToken: () => $accessToken.get() || null,
  setAccessToken,
});
/**
 * The API, typed from the server's routes: `await call(api.post.likes.toggle.$post({ json: { postId } }))`
 * gives the success envelope; a failure throws ApiError (see `reportApiError`).
 */
export const api = client.routes;
export { call };

/** Clears everything a session left in the browser: stores, and the token cookies JS can reach. */
export function endSessionLocally(): void {
  clearSession();
  for (const name of ["access_token", "refresh_token", SIGNED_IN_COOKIE])
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  delete document.documentElement.dataset.auth;
}

/**
 * Applies the error catalogue (section 8) to a failed call. Sign-in forms pass `credentials: true`:
 * there a 401 means a wrong password, not an ended session, so its message is shown as it is.
 */
export function reportApiError(err: unknown, opts: { credentials?: boolean } = {}): void {
  if (opts.credentials && err instanceof ApiError && err.status === 401) {
    void notify("error", describeError(err));
    return;
  }
  handleApiError(err, {
    pathname: location.pathname,
    currentUrl: `${location.pathname}${location.search}`,
    notifyError: (message, afterNavigation) =>
      afterNavigation ? notifyAfterNavigation("error", message) : void notify("error", message),
    clearSession: endSessionLocally,
    navigate: (url) => location.assign(url),
  });
}

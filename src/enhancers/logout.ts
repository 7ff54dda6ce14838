/**
 * Logout: ends this session (or, `everywhere`, every session of the person: a lost phone) on the
 * server, clears it here, says so on the home page.
 */
import { api, call, endSessionLocally, reportApiError } from "../client/api";
import { notifyAfterNavigation } from "../client/toast";

export async function logout(everywhere = false): Promise<void> {
  try {
    const res = await call(everywhere ? api.user.auth.sessions.$delete() : api.user.auth.logout.$delete());
    endSessionLocally();
    notifyAfterNavigation("success", res.message ?? "You have been logged out!");
    location.assign("/");
  } catch (err) {
    reportApiError(err);
  }
}

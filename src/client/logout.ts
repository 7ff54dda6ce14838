/** Logout: ends the session on the server, clears it here, says so on the home page. */
import { api, call, endSessionLocally, reportApiError } from "./api";
import { notifyAfterNavigation } from "./toast";

export async function logout(): Promise<void> {
  try {
    const res = await call(api.user.auth.logout.$delete());
    endSessionLocally();
    notifyAfterNavigation("success", res.message ?? "You have been logged out!");
    location.assign("/");
  } catch (err) {
    reportApiError(err);
  }
}

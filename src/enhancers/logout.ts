/**
 * Logout: ends this session (or, `everywhere`, every session of the person: a lost phone) on the
 * server, clears it here, says so on the home page.
 */
import { m } from "../i18n/m";
import { api, call, endSessionLocally, reportApiError } from "../client/api";
import { notifyAfterNavigation } from "../client/toast";

export async function logout(everywhere = false): Promise<void> {
  try {
    await call(everywhere ? api.user.auth.sessions.$delete() : api.user.auth.logout.$delete());
    endSessionLocally();
    // Said in the page's language, not the API's English message.
    notifyAfterNavigation("success", everywhere ? m.page_fix_logged_out_everywhere() : m.page_fix_logged_out());
    location.assign("/");
  } catch (err) {
    reportApiError(err);
  }
}

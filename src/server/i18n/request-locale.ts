/**
 * The language of the page being rendered, for every message Paraglide renders during it: kept in the
 * request's own scope (logger.ts), so concurrent renders in different languages never mix and there
 * is one AsyncLocalStorage per request, not two.
 */
import { overwriteServerAsyncLocalStorage } from "../../paraglide/runtime.js";
import type { Locale } from "../../shared/locale.ts";
import { requestScope } from "../logger.ts";

overwriteServerAsyncLocalStorage(requestScope);

/** Runs `run` in `locale`, within the request under way if any (its id stays on the lines it writes). */
export function inLocale<T>(locale: Locale, run: () => T): T {
  return requestScope.run({ ...requestScope.getStore(), locale }, run);
}

/**
 * The error catalogue of spec section 8, in one place. Side effects come in as dependencies so the
 * rules can be tested without a browser.
 */
import type { ErrorEnvelope } from "../shared/api-types";
import { loginUrl, ROUTES } from "../shared/routes";
import { ApiError } from "./api-client";
import { m } from "../i18n/m";

/** The reader's language (the API's own messages stay English: clients rely on them). */
export const unauthorizedMessage = (): string => m.err_unauthorized();
export const FALLBACK_MESSAGES = {
  fetch: m.err_fetch,
  timeout: m.err_timeout,
  parse: m.err_parse,
  http: m.err_http,
} as const;

export interface CatalogueEffects {
  pathname: string;
  /** Where to come back to after login (path and query). */
  currentUrl: string;
  /** `afterNavigation`: the toast belongs to the page that comes next. */
  notifyError(message: string, afterNavigation?: boolean): void;
  clearSession(): void;
  navigate(url: string): void;
}

/** errors[0].message first, then the body's message (section 8). */
export function messageFromBody(data: unknown): string | undefined {
  if (!data || typeof data !== "object") return undefined;
  const body = data as Partial<ErrorEnvelope>;
  const first = Array.isArray(body.errors) ? body.errors[0]?.message : undefined;
  if (typeof first === "string" && first) return first;
  return typeof body.message === "string" && body.message ? body.message : undefined;
}

export function describeError(err: unknown): string {
  if (err instanceof ApiError) return messageFromBody(err.data) ?? FALLBACK_MESSAGES[err.kind]();
  return FALLBACK_MESSAGES.http();
}

export function handleApiError(err: unknown, fx: CatalogueEffects): void {
  if (err instanceof ApiError && err.kind === "http" && err.status === 401) {
    fx.clearSession();
    // On the home page a stale session just ends, silently (section 8).
    if (fx.pathname === ROUTES.home) return;
    fx.notifyError(unauthorizedMessage(), true);
    fx.navigate(loginUrl(fx.currentUrl));
    return;
  }
  fx.notifyError(describeError(err));
}

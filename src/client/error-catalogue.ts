/**
 * The error catalogue of spec section 8, in one place. Side effects come in as dependencies so the
 * rules can be tested without a browser.
 */
import type { ErrorEnvelope } from "../shared/api-types";
import { loginUrl, ROUTES } from "../shared/routes";
import { ApiError } from "./api-client";

export const UNAUTHORIZED_MESSAGE = "Unauthorized, please login again";
export const FALLBACK_MESSAGES = {
  fetch: "Could not reach the server. Check your connection and try again.",
  timeout: "The server took too long to answer. Please try again.",
  parse: "The server sent an answer that could not be read.",
  http: "Something went wrong. Please try again.",
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
  if (err instanceof ApiError) return messageFromBody(err.data) ?? FALLBACK_MESSAGES[err.kind];
  return FALLBACK_MESSAGES.http;
}

export function handleApiError(err: unknown, fx: CatalogueEffects): void {
  if (err instanceof ApiError && err.kind === "http" && err.status === 401) {
    fx.clearSession();
    // On the home page a stale session just ends, silently (section 8).
    if (fx.pathname === ROUTES.home) return;
    fx.notifyError(UNAUTHORIZED_MESSAGE, true);
    fx.navigate(loginUrl(fx.currentUrl));
    return;
  }
  fx.notifyError(describeError(err));
}

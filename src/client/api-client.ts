/**
 * The API client of spec section 7: credentials included, JSON, Bearer from the stored access token,
 * the refresh-token header when a refresh token is held, query parameters and a time-out. Every
 * failure is one of exactly four kinds: fetch, timeout, parse, or http (status + response data).
 */
import type { SuccessEnvelope } from "../shared/api-types";

export type ApiErrorKind = "fetch" | "timeout" | "parse" | "http";

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly data: unknown;
  constructor(kind: ApiErrorKind, message: string, status?: number, data?: unknown) {
    super(message);
    this.name = "ApiError";
    this.kind = kind;
    this.status = status;
    this.data = data;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl?: string;
  getAccessToken: () => string | null | undefined;
  /** Called with the new access token when the server rotated the session (x-access-token). */
  setAccessToken: (token: string) => void;
  /** The browser keeps its refresh token in an httpOnly cookie; other clients may hold one. */
  getRefreshToken?: () => string | null | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return `${baseUrl}${path}${s ? `?${s}` : ""}`;
}

export function createApiClient(opts: ApiClientOptions) {
  const baseUrl = opts.baseUrl ?? "/api";
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  async function request<T>(method: string, path: string, ro: RequestOptions = {}): Promise<SuccessEnvelope<T>> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (ro.body !== undefined) headers["Content-Type"] = "application/json";
    const token = opts.getAccessToken();
    if (token) headers["Authorization"] = `Bearer ${token}`;
    const refresh = opts.getRefreshToken?.();
    if (refresh) headers["refresh-token"] = refresh;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      ro.timeoutMs ?? opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    const onAbort = () => controller.abort();
    ro.signal?.addEventListener("abort", onAbort, { once: true });

    try {
      let res: Response;
      let text: string;
      try {
        res = await doFetch(buildUrl(baseUrl, path, ro.query), {
          method,
          headers,
          credentials: "include",
          body: ro.body === undefined ? undefined : JSON.stringify(ro.body),
          signal: controller.signal,
        });
        text = await res.text();
      } catch (err) {
        if (timedOut) throw new ApiError("timeout", "The request timed out");
        throw new ApiError("fetch", err instanceof Error ? err.message : "Network request failed");
      }
      const rotated = res.headers.get("x-access-token");
      if (rotated) opts.setAccessToken(rotated);
      let data: unknown = undefined;
      if (text) {
        try {
          data = JSON.parse(text);
        } catch {
          throw new ApiError("parse", "The response was not valid JSON", res.status, text);
        }
      }
      if (!res.ok) throw new ApiError("http", `HTTP ${res.status}`, res.status, data);
      return data as SuccessEnvelope<T>;
    } finally {
      clearTimeout(timer);
      ro.signal?.removeEventListener("abort", onAbort);
    }
  }

  return {
    request,
    get: <T>(path: string, ro?: RequestOptions) => request<T>("GET", path, ro),
    post: <T>(path: string, body?: unknown, ro?: RequestOptions) => request<T>("POST", path, { ...ro, body }),
    put: <T>(path: string, body?: unknown, ro?: RequestOptions) => request<T>("PUT", path, { ...ro, body }),
    patch: <T>(path: string, body?: unknown, ro?: RequestOptions) => request<T>("PATCH", path, { ...ro, body }),
    delete: <T>(path: string, ro?: RequestOptions) => request<T>("DELETE", path, ro),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The API client of spec section 7: credentials included, JSON, Bearer from the stored access token,
 * the refresh-token header when a refresh token is held, query parameters and a time-out. Every
 * failure is one of exactly four kinds: fetch, timeout, parse, or http (status + response data).
 *
 * `routes` is the typed face of it: Hono's `hc` built from the server's own route types, so paths,
 * bodies, query parameters and answers are checked by the compiler (a changed route breaks the build
 * of the page that calls it). Only the type crosses from the server; no server code reaches the browser.
 */
import { hc, type ClientResponse } from "hono/client";
import type { ApiRoutes } from "../server/api/app";
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

  /** One call: the session's headers, the time-out, the four kinds of failure; the body read once. */
  async function send(url: string, init: RequestInit, timeoutMs?: number): Promise<{ res: Response; text: string }> {
    const headers = new Headers(init.headers);
    headers.set("Accept", "application/json");
    const token = opts.getAccessToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    const refresh = opts.getRefreshToken?.();
    if (refresh) headers.set("refresh-token", refresh);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      timeoutMs ?? opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    const signal = init.signal;
    const onAbort = () => controller.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    try {
      let res: Response;
      let text: string;
      try {
        res = await doFetch(url, { ...init, headers, credentials: "include", signal: controller.signal });
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
      return { res, text };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  }

  async function request<T>(method: string, path: string, ro: RequestOptions = {}): Promise<SuccessEnvelope<T>> {
    const headers: Record<string, string> = {};
    if (ro.body !== undefined) headers["Content-Type"] = "application/json";
    const { text } = await send(
      buildUrl(baseUrl, path, ro.query),
      {
        method,
        headers,
        body: ro.body === undefined ? undefined : JSON.stringify(ro.body),
        ...(ro.signal ? { signal: ro.signal } : {}),
      },
      ro.timeoutMs,
    );
    return (text ? JSON.parse(text) : undefined) as SuccessEnvelope<T>;
  }

  // hc builds the URL and the body; `send` does the rest. The answer it hands back was already checked.
  const viaSend: typeof fetch = async (input, init) => {
    const { res, text } = await send(input instanceof Request ? input.url : String(input), init ?? {});
    return new Response(text || null, { status: res.status, headers: res.headers });
  };
  const routes = hc<ApiRoutes>(baseUrl.replace(/\/api$/, "") || "/", { fetch: viaSend }).api;

  return {
    routes,
    /** The untyped form (method, path under /api, options), for the client's own tests and odd jobs. */
    request,
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
/** The typed routes, for code that only needs their types. */
export type ApiRoutesClient = ApiClient["routes"];

/** What a route answers in JSON (a route that may also redirect, such as an old slug, keeps its JSON side). */
type JsonOf<R> = R extends ClientResponse<infer T, number, "json"> ? T : never;

/** The answer of a typed call, read as the envelope it is (failures were thrown as ApiError before this). */
export async function call<R extends ClientResponse<unknown, number, string>>(pending: Promise<R>): Promise<JsonOf<R>> {
  return (await (await pending).json()) as JsonOf<R>;
}

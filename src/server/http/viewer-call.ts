/**
 * The personal call (`GET /api/user/viewer`) answered beside the API's framework. Every signed-in view
 * of a shared page makes it once, and with the reader's session and state remembered (a few seconds
 * each) Hono's routing, its middleware chain and the Fetch objects around them were most of the call's
 * CPU (issue 38: about 120 us a call against a page hit's 30). Here the route's own steps run as they
 * are: who is asking (the sessions service), the query's schema, the viewer service, `okShared`'s
 * bytes and the API's headers. Anything else (a token to refresh, a query the schema refuses, a
 * failure) is left to the API, which answers it as before: `answer` then resolves false having sent
 * nothing.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseCookies } from "hono/utils/cookie";
import type { AppContext } from "../context.ts";
import type { ViewerService } from "../services/viewer.ts";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../auth/cookies.ts";
import { sharedAnswer } from "../api/envelope.ts";
import { bearerIn } from "../api/middleware/auth.ts";
import { viewerQuerySchema } from "../../shared/schemas/viewer.ts";
import { SIGNED_OUT_VIEWER } from "../../shared/viewer.ts";
import { pickEncoding } from "./compression.ts";
import { cameOverHttps, securityHeaders } from "./security-headers.ts";

const PATH = "/api/user/viewer";

/** Whether `url` is the personal call's address (its query aside). */
export const isViewerCall = (url: string | undefined): boolean =>
  url !== undefined && url.startsWith(PATH) && (url.length === PATH.length || url[PATH.length] === "?");

/** The query as the route's validator sees it, or null when a name repeats (the API decides those). */
function queryOf(url: string): Record<string, string> | null {
  const at = url.indexOf("?");
  const query: Record<string, string> = {};
  if (at === -1) return query;
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    if (Object.hasOwn(query, name)) return null;
    query[name] = value;
  }
  return query;
}

/** The API's headers for every answer, and the route's, by whether the client is on https. */
const HEADERS = [false, true].map((https) => ({
  ...securityHeaders(true, https),
  "cache-control": "no-store",
  "content-type": "application/json",
}));

export function createViewerCall(app: AppContext) {
  const { sessions, viewer } = app.services;

  /** The reader's state, the signed-out one, or null when the API must answer (a refresh to rotate). */
  async function stateFor(req: IncomingMessage, query: Parameters<ViewerService["state"]>[1]) {
    const cookie = req.headers.cookie;
    const cookies = cookie ? parseCookies(cookie) : {};
    const access = bearerIn(req.headers.authorization) ?? cookies[ACCESS_COOKIE];
    const found = await sessions.fromAccessToken(access);
    if (found.status === "ok") return viewer.state(found.user, query);
    // No live access token: the API trades a refresh token for a new pair and sets the cookies.
    if (found.status !== "invalid" && (req.headers["refresh-token"] ?? cookies[REFRESH_COOKIE])) return null;
    return SIGNED_OUT_VIEWER;
  }

  return {
    /** Answers the personal call at `req.url` (isViewerCall); false when it sent nothing and the API must. */
    async answer(req: IncomingMessage, res: ServerResponse, id: string): Promise<boolean> {
      if (req.method !== "GET") return false;
      let sent: ReturnType<typeof sharedAnswer>;
      try {
        const raw = queryOf(req.url!);
        const query = raw && viewerQuerySchema.safeParse(raw);
        if (!query?.success) return false;
        const state = await stateFor(req, query.data);
        sent = state && sharedAnswer(state, pickEncoding(req.headers["accept-encoding"]));
      } catch {
        // The API asks again and answers the failure in the contract's envelope, logged.
        return false;
      }
      if (!sent) return false;
      // A reader gone meanwhile needs no answer, from here or from the API.
      if (res.destroyed) return true;
      const headers: Record<string, string | number> = {
        "X-Request-Id": id,
        ...HEADERS[cameOverHttps(req) ? 1 : 0],
        vary: sent.varies ? "Cookie, Authorization, Accept-Encoding" : "Cookie, Authorization",
        "Content-Length": Buffer.byteLength(sent.bytes),
      };
      if (sent.encoding) headers["content-encoding"] = sent.encoding;
      res.writeHead(200, headers).end(sent.bytes);
      return true;
    },
  };
}

/**
 * The REST API under /api (Hono). The same object serves the Node server and the API tests
 * (`app.request(...)`), so the tests exercise exactly what users call.
 */
import { Hono } from "hono";
import type { BlankSchema } from "hono/types";
import type { AppContext } from "../context.ts";
import { messages, NotFoundError } from "../errors.ts";
import { clearedCookies, setCookieHeaders } from "../auth/cookies.ts";
import { clientIp } from "./client-ip.ts";
import { errorResponse } from "./errors.ts";
import { LIMIT_RULES, type LimitRules } from "./rate-limit-rules.ts";
import { identify } from "./middleware/auth.ts";
import { compression } from "./middleware/compression.ts";
import { answerAfterPurges } from "../cache/settle.ts";
import { jsonBodyRules } from "./middleware/body-rules.ts";
import { rateLimit } from "./middleware/rate-limit.ts";
import { sameOriginWrites } from "./middleware/same-origin.ts";
import { authRoutes } from "./routes/auth.ts";
import { healthRoutes } from "./routes/health.ts";
import { uploadRoutes } from "./routes/uploads.ts";
import { interestRoutes, postRoutes } from "./routes/posts.ts";
import { commentRoutes } from "./routes/comments.ts";
import { likeRoutes } from "./routes/likes.ts";
import { commentReportRoutes, reportRoutes } from "./routes/reports.ts";
import { shareRoutes } from "./routes/shares.ts";
import { webhookRoutes } from "./routes/webhooks.ts";
import { ONE_CLICK_PATH, subscriberRoutes, subscriptionRoutes } from "./routes/subscriptions.ts";
import { peopleRoutes } from "./routes/people.ts";
import { notificationRoutes } from "./routes/notifications.ts";
import { bookmarkRoutes } from "./routes/bookmarks.ts";
import { revisionRoutes } from "./routes/revisions.ts";
import { coauthorRoutes } from "./routes/coauthors.ts";
import { schedulingRoutes } from "./routes/scheduling.ts";
import { seriesRoutes } from "./routes/series.ts";
import { userRoutes } from "./routes/user.ts";
import { searchRoutes } from "./routes/search.ts";
import { moderationRoutes } from "./routes/moderation.ts";
import { fediverseRoutes, siteDomainBlockRoutes } from "./routes/fediverse.ts";
import type { ApiEnv } from "./types.ts";
import { buildOpenApi, type OpenApiDocument } from "./openapi.ts";
import { referencePage, REFERENCE_CSP, serveReferenceAsset } from "./reference.ts";

/** The API's version in the OpenAPI document: the contract's, with this server's additions (docs/api.md). */
export const API_VERSION = "1.1.0";

/** Kept for callers that only need the general ceiling. */
export const WRITE_LIMIT = LIMIT_RULES.writes;

export interface ApiOptions {
  /** Tests shorten windows to see 429 and recovery without waiting an hour. */
  limits?: Partial<LimitRules>;
}

/** Image bytes arrive on the signed upload address, not as JSON; imports have their own limit. */
const isUpload = (method: string, path: string) =>
  (method === "PUT" && path.startsWith("/api/uploads/")) ||
  isImport(method, path) ||
  // A mail client's one-click unsubscribe (RFC 8058) posts a form body; the token is in the address.
  (method === "POST" && path === ONE_CLICK_PATH);
/** An import carries whole archives: still JSON, with a limit of its own (routes/posts.ts). */
const isImport = (method: string, path: string) => method === "POST" && path === "/api/post/import";

export function createApi(app: AppContext, opts: ApiOptions = {}) {
  const api = new Hono<ApiEnv>().basePath("/api");
  const limitsOn = app.config.RATE_LIMITS === "on";
  const rules: LimitRules = { ...LIMIT_RULES, ...opts.limits };

  // Outermost, so it sees the final body; small answers (most of them) go out as they are.
  api.use("*", compression);
  // A write that ends a session, separates people or hides a story answers once every process knows.
  api.use("*", (_c, next) => answerAfterPurges(next));
  api.use("*", async (c, next) => {
    c.set("app", app);
    await next();
    // Everything but the reference page's script files (the same for everyone) is never stored. Set on
    // the answer's own headers: c.header on a finished answer copies it into a full Fetch Response
    // first, which the Node adapter's light answers otherwise never need (about a tenth of a personal
    // call's CPU under load). Headers that cannot change (an answer fetched elsewhere) take c.header.
    if (!c.req.path.startsWith("/api/reference/")) {
      try {
        c.res.headers.set("Cache-Control", "no-store");
      } catch {
        c.header("Cache-Control", "no-store");
      }
    }
  });
  api.use(
    "*",
    rateLimit(
      rules.writes,
      (c) => (c.req.method === "GET" ? undefined : clientIp(c, app.config.TRUST_PROXY)),
      limitsOn,
    ),
  );
  api.use("*", jsonBodyRules(isUpload));
  api.use("*", identify);
  // What a signed-in person sees of their own state (the personal call) changes with their writes.
  api.use("*", async (c, next) => {
    await next();
    const user = c.var.user;
    // A view beacon writes nothing of the reader's own.
    if (user && c.req.method !== "GET" && c.res.status < 400 && !c.req.path.endsWith("/view"))
      app.events.emit("reader-wrote", { userId: user.id });
  });
  api.use("*", sameOriginWrites);

  mountRoutes(api, rules, limitsOn, app);
  // Built from the routes above on first ask (after them, so it does not list itself).
  let openApi: OpenApiDocument | undefined;
  const document = () => (openApi ??= buildOpenApi(api.routes, { title: app.config.SITE_NAME, version: API_VERSION }));
  api.get("/openapi.json", (c) => c.json(document()));
  api.get("/reference", (c) => {
    c.header("Content-Security-Policy", REFERENCE_CSP);
    return c.html(referencePage(app.config.SITE_NAME));
  });
  api.get("/reference/:asset", async (c) => {
    const res = await serveReferenceAsset(c, c.req.param("asset"));
    if (!res) throw new NotFoundError(messages.routeNotFound);
    return res;
  });

  api.notFound((c) => errorResponse(c, new NotFoundError(messages.routeNotFound), app.logger));
  api.onError((err, c) => {
    // A body refused unread closes its connection in http/unread-body.ts, as every early answer does.
    const res = errorResponse(c, err, app.logger);
    // A token that no longer works is cleared, so the browser stops sending it.
    if (res.status === 401 && c.var.authFailure) {
      for (const value of setCookieHeaders(clearedCookies(), false)) res.headers.append("set-cookie", value);
    }
    return res;
  });
  return api;
}
export type Api = ReturnType<typeof createApi>;

/**
 * The routes, chained so their types add up: `ApiRoutes` is what the browser's typed client (`hc`)
 * is built from, so a changed path, body or answer breaks the build of the page that calls it.
 */
function mountRoutes(api: Hono<ApiEnv, BlankSchema, "/api">, rules: LimitRules, limitsOn: boolean, app: AppContext) {
  return (
    api
      .route("/health", healthRoutes)
      .route("/user/auth", authRoutes(rules, limitsOn, app.database.pool))
      .route("/user/notifications", notificationRoutes)
      .route("/user/bookmarks", bookmarkRoutes(rules, limitsOn))
      .route("/user/subscribers", subscriberRoutes)
      .route("/user", userRoutes)
      .route("/user", peopleRoutes(rules, limitsOn))
      .route("/uploads", uploadRoutes(rules, limitsOn))
      // Before the post routes: /post/comments and friends must never be taken for a slug.
      .route("/post/likes", likeRoutes(rules, limitsOn))
      .route("/post/comments", commentRoutes(rules, limitsOn))
      .route("/post/shares", shareRoutes(rules, limitsOn))
      .route("/post/series", seriesRoutes(rules, limitsOn))
      .route("/post", revisionRoutes(rules, limitsOn))
      .route("/post", coauthorRoutes(rules, limitsOn))
      .route("/post", schedulingRoutes(rules, limitsOn))
      .route("/post", postRoutes(rules, limitsOn))
      .route("/post-report", reportRoutes(rules, limitsOn))
      .route("/comment-report", commentReportRoutes(rules, limitsOn))
      .route("/subscriptions", subscriptionRoutes)
      .route("/interests", interestRoutes)
      .route("/search", searchRoutes(rules, limitsOn))
      .route("/fediverse", fediverseRoutes(rules, limitsOn))
      .route("/moderation/webhooks", webhookRoutes)
      .route("/moderation/domain-blocks", siteDomainBlockRoutes)
      .route("/moderation", moderationRoutes)
  );
}
export type ApiRoutes = ReturnType<typeof mountRoutes>;

/**
 * The REST API under /api (Hono). The same object serves the Node server and the API tests
 * (`app.request(...)`), so the tests exercise exactly what users call.
 */
import { Hono } from "hono";
import type { AppContext } from "../context.ts";
import { messages, NotFoundError } from "../errors.ts";
import { clientIp } from "./client-ip.ts";
import { errorResponse } from "./errors.ts";
import { ACCESS_COOKIE, expiredCookie, identify, REFRESH_COOKIE } from "./middleware/auth.ts";
import { limitJsonBody, requireJsonBody } from "./middleware/body-rules.ts";
import { rateLimit } from "./middleware/rate-limit.ts";
import { healthRoutes } from "./routes/health.ts";
import { userRoutes } from "./routes/user.ts";
import type { ApiEnv } from "./types.ts";

/** A ceiling on writes per address, under the per-feature limits that later routes add. */
export const WRITE_LIMIT = { name: "api-writes", points: 300, durationSeconds: 60 };

export function createApi(app: AppContext) {
  const api = new Hono<ApiEnv>().basePath("/api");
  const limitsOn = app.config.RATE_LIMITS === "on";

  api.use("*", async (c, next) => {
    c.set("app", app);
    await next();
    c.header("Cache-Control", "no-store");
  });
  api.use("*", requireJsonBody, limitJsonBody);
  api.use(
    "*",
    rateLimit(WRITE_LIMIT, (c) => (c.req.method === "GET" ? undefined : clientIp(c, app.config.TRUST_PROXY)), limitsOn),
  );
  api.use("*", identify);

  api.route("/health", healthRoutes);
  api.route("/user", userRoutes);

  api.notFound((c) => errorResponse(c, new NotFoundError(messages.routeNotFound), app.logger));
  api.onError((err, c) => {
    const res = errorResponse(c, err, app.logger);
    // A token that no longer works is cleared, so the browser stops sending it.
    if (res.status === 401 && c.var.authFailure) {
      for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) res.headers.append("set-cookie", expiredCookie(name));
    }
    return res;
  });
  return api;
}
export type Api = ReturnType<typeof createApi>;

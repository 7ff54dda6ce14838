/** GET /api/search: posts and people (see services/search.ts). Open to visitors. */
import { Hono } from "hono";
import { searchSchema } from "../../../shared/search.ts";
import { clientIp } from "../client-ip.ts";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

export function searchRoutes(rules: LimitRules, limitsOn: boolean) {
  return new Hono<ApiEnv>().get(
    "/",
    rateLimit<ApiEnv>(rules.search, (c) => clientIp(c, c.var.app.config.TRUST_PROXY), limitsOn),
    validate("query", searchSchema),
    async (c) => ok(c, await c.var.app.services.search.search(c.req.valid("query"), c.var.user?.id)),
  );
}

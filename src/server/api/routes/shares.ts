/** /api/post/shares: a share recorded on its story, with the platform it went to. */
import { Hono } from "hono";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";
import { shareSchema } from "../../../shared/schemas/shares.ts";

export function shareRoutes(rules: LimitRules, limitsOn: boolean) {
  return new Hono<ApiEnv>().post(
    "/",
    requireUser,
    perUser(rules.shares, limitsOn),
    validate("json", shareSchema),
    async (c) => {
      const { postId, platform } = c.req.valid("json");
      return ok(c, await c.var.app.services.shares.share(c.var.user.id, postId, platform));
    },
  );
}

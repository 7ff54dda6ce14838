/** /api/post/likes: a reader's like on a story, toggled. */
import { Hono } from "hono";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";
import { likeToggleSchema } from "../../../shared/schemas/likes.ts";

export function likeRoutes(rules: LimitRules, limitsOn: boolean) {
  return new Hono<ApiEnv>().post(
    "/toggle",
    requireUser,
    perUser(rules.likes, limitsOn),
    validate("json", likeToggleSchema),
    async (c) => ok(c, await c.var.app.services.likes.toggleLike(c.var.user.id, c.req.valid("json").postId)),
  );
}

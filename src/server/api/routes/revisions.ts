/** /api/post/{id}/revisions: a story's history, for its author: list, read one, restore one. */
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "../../../shared/schemas/ids.ts";
import { pagingSchema } from "../../../shared/schemas/posts.ts";
import { REVISION_MESSAGES } from "../../../shared/revision.ts";
import { POST_MESSAGES } from "../../services/posts/index.ts";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

const postParam = z.object({ id: idSchema(POST_MESSAGES.notFound) });
const revisionParam = postParam.extend({ revisionId: idSchema(REVISION_MESSAGES.notFound) });
const restoreSchema = z.strictObject({ baseVersion: z.number().int().min(1).optional() });

export function revisionRoutes(rules: LimitRules, limitsOn: boolean) {
  return (
    new Hono<ApiEnv>()
      // requireUser per route: a `use` here would guard every /post/* address, stories included.
      .get("/:id/revisions", requireUser, validate("param", postParam), validate("query", pagingSchema), async (c) => {
        const { id } = c.req.valid("param");
        return ok(c, await c.var.app.services.posts.revisions(c.var.user.id, id, c.req.valid("query")));
      })
      .get("/:id/revisions/:revisionId", requireUser, validate("param", revisionParam), async (c) => {
        const { id, revisionId } = c.req.valid("param");
        return ok(c, { revision: await c.var.app.services.posts.revision(c.var.user.id, id, revisionId) });
      })
      .post(
        "/:id/revisions/:revisionId/restore",
        requireUser,
        perUser(rules.postWrites, limitsOn),
        validate("param", revisionParam),
        validate("json", restoreSchema),
        async (c) => {
          const { id, revisionId } = c.req.valid("param");
          const post = await c.var.app.services.posts.restore(
            c.var.user.id,
            id,
            revisionId,
            c.req.valid("json").baseVersion,
          );
          return ok(c, { post }, 200, REVISION_MESSAGES.restored);
        },
      )
  );
}

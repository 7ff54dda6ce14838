/** /api/post/series: the caller's series: list, create, rename, delete, and set their stories in order. */
import { Hono } from "hono";
import { SERIES_MESSAGES } from "../../../shared/series.ts";
import { seriesParamSchema, seriesPostsSchema, seriesTitleSchema } from "../../../shared/schemas/series.ts";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

export function seriesRoutes(rules: LimitRules, limitsOn: boolean) {
  const writes = perUser(rules.postWrites, limitsOn);
  return new Hono<ApiEnv>()
    .use(requireUser)
    .get("/", async (c) => ok(c, { series: await c.var.app.services.posts.series.list(c.var.user.id) }))
    .post("/", writes, validate("json", seriesTitleSchema), async (c) => {
      const created = await c.var.app.services.posts.series.create(c.var.user.id, c.req.valid("json").title);
      return ok(c, { series: created }, 201, SERIES_MESSAGES.created);
    })
    .patch(
      "/:seriesId",
      writes,
      validate("param", seriesParamSchema),
      validate("json", seriesTitleSchema),
      async (c) => {
        const { seriesId } = c.req.valid("param");
        await c.var.app.services.posts.series.rename(c.var.user.id, seriesId, c.req.valid("json").title);
        return ok(c, {}, 200, SERIES_MESSAGES.renamed);
      },
    )
    .delete("/:seriesId", writes, validate("param", seriesParamSchema), async (c) => {
      await c.var.app.services.posts.series.remove(c.var.user.id, c.req.valid("param").seriesId);
      return ok(c, {}, 200, SERIES_MESSAGES.deleted);
    })
    .put(
      "/:seriesId/posts",
      writes,
      validate("param", seriesParamSchema),
      validate("json", seriesPostsSchema),
      async (c) => {
        const { seriesId } = c.req.valid("param");
        await c.var.app.services.posts.series.setParts(c.var.user.id, seriesId, c.req.valid("json").postIds);
        const series = (await c.var.app.services.posts.series.list(c.var.user.id)).find((s) => s._id === seriesId);
        return ok(c, { series }, 200, SERIES_MESSAGES.saved);
      },
    );
}

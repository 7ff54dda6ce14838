/** /api/post/{id}/schedule: a draft publishes itself at a chosen time (POST sets or moves it, DELETE cancels). */
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "../../../shared/schemas/ids.ts";
import { scheduleSchema } from "../../../shared/schemas/posts.ts";
import { POST_MESSAGES } from "../../services/posts/index.ts";
import { newAccountStories } from "../middleware/new-accounts.ts";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

const postParam = z.object({ id: idSchema(POST_MESSAGES.notFound) });

export function schedulingRoutes(rules: LimitRules, limitsOn: boolean) {
  return (
    new Hono<ApiEnv>()
      // requireUser per route: a `use` here would guard every /post/* address, stories included.
      .post(
        "/:id/schedule",
        requireUser,
        perUser(rules.postWrites, limitsOn),
        validate("param", postParam),
        validate("json", scheduleSchema),
        // Scheduling is publishing later: a new account's first day counts it.
        newAccountStories(limitsOn, async (c, _body, user) => {
          const own = await c.var.app.services.posts.getOwn(user.id, c.req.param("id") ?? "");
          return own.status === "draft" && !own.scheduledAt;
        }),
        async (c) => {
          const { publishAt, baseVersion } = c.req.valid("json");
          const post = await c.var.app.services.posts.schedule(
            c.var.user.id,
            c.req.valid("param").id,
            publishAt,
            baseVersion,
          );
          return ok(c, { post }, 200, POST_MESSAGES.scheduled);
        },
      )
      .delete(
        "/:id/schedule",
        requireUser,
        perUser(rules.postWrites, limitsOn),
        validate("param", postParam),
        async (c) => {
          const post = await c.var.app.services.posts.unschedule(c.var.user.id, c.req.valid("param").id);
          return ok(c, { post }, 200, POST_MESSAGES.unscheduled);
        },
      )
  );
}

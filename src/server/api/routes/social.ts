/** Likes, comments, shares and reports (under /post and /post-report), and people (under /user). */
import { Hono } from "hono";
import { z } from "zod";
import { pagingSchema } from "../../../shared/schemas/posts.ts";
import { idSchema } from "../../../shared/schemas/ids.ts";
import { POST_MESSAGES } from "../../services/posts/index.ts";
import {
  commentCreateSchema,
  commentsQuerySchema,
  connectionsQuerySchema,
  likeToggleSchema,
  reportSchema,
  shareSchema,
  suggestedQuerySchema,
  userTargetSchema,
} from "../../../shared/schemas/social.ts";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../limits.ts";
import { requireUser } from "../middleware/auth.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

const idParam = z.object({ id: idSchema("Not found") });
const postIdParam = z.object({ postId: idSchema(POST_MESSAGES.notFound) });

export function socialRoutes(rules: LimitRules, limitsOn: boolean) {
  const per = (rule: LimitRules[keyof LimitRules]) => rateLimit<ApiEnv>(rule, (c) => c.var.user?.id, limitsOn);

  const post = new Hono<ApiEnv>()
    .post("/likes/toggle", requireUser, per(rules.likes), validate("json", likeToggleSchema), async (c) => {
      return ok(c, await c.var.app.services.engagement.toggleLike(c.var.user!.id, c.req.valid("json").postId));
    })
    .get("/comments", validate("query", commentsQuerySchema), async (c) => {
      const { postId, ...paging } = c.req.valid("query");
      return ok(c, await c.var.app.services.engagement.listComments(postId, paging, c.var.user?.id));
    })
    .post("/comments/create", requireUser, per(rules.comments), validate("json", commentCreateSchema), async (c) => {
      return ok(c, await c.var.app.services.engagement.createComment(c.var.user!.id, c.req.valid("json")), 201);
    })
    .delete("/comments/:id", requireUser, validate("param", idParam), async (c) => {
      return ok(
        c,
        await c.var.app.services.engagement.deleteComment(c.var.user!.id, c.req.valid("param").id),
        200,
        "Comment deleted",
      );
    })
    .post("/shares", requireUser, per(rules.shares), validate("json", shareSchema), async (c) => {
      const { postId, platform } = c.req.valid("json");
      return ok(c, await c.var.app.services.engagement.share(c.var.user!.id, postId, platform));
    });

  const report = new Hono<ApiEnv>().post(
    "/:postId",
    requireUser,
    per(rules.reports),
    validate("param", postIdParam),
    validate("json", reportSchema),
    async (c) => {
      const result = await c.var.app.services.engagement.report(
        c.var.user!.id,
        c.req.valid("param").postId,
        c.req.valid("json"),
      );
      return ok(c, result, 201, "Thank you. The report was sent.");
    },
  );

  const user = new Hono<ApiEnv>()
    .post("/toggle-follow", requireUser, per(rules.follows), validate("json", userTargetSchema), async (c) => {
      return ok(c, await c.var.app.services.people.toggleFollow(c.var.user!.id, c.req.valid("json").userId));
    })
    .post("/toggle-block", requireUser, per(rules.follows), validate("json", userTargetSchema), async (c) => {
      return ok(
        c,
        await c.var.app.services.people.toggleBlock(c.var.user!.id, c.req.valid("json").userId),
        200,
        "Success!",
      );
    })
    .get("/suggested", validate("query", suggestedQuerySchema), async (c) => {
      return ok(c, await c.var.app.services.people.suggested(c.var.user?.id, c.req.valid("query").limit));
    })
    .get("/profile/:id", async (c) => {
      return ok(c, { user: await c.var.app.services.people.profile(c.req.param("id"), c.var.user?.id) });
    })
    .get("/connections", requireUser, validate("query", connectionsQuerySchema), async (c) => {
      const { type, userId, ...paging } = c.req.valid("query");
      return ok(c, await c.var.app.services.people.connections(userId ?? c.var.user!.id, type, paging, c.var.user!.id));
    })
    .get("/activity", requireUser, validate("query", pagingSchema), async (c) => {
      return ok(c, await c.var.app.services.people.activity(c.var.user!.id, c.req.valid("query")));
    });

  return { post, report, user };
}

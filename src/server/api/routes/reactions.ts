/** Reactions to a story: likes, comments and shares (under /post), and reports (under /post-report). */
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "../../../shared/schemas/ids.ts";
import { POST_MESSAGES } from "../../services/posts/index.ts";
import {
  commentCreateSchema,
  commentEditSchema,
  commentsQuerySchema,
  likeToggleSchema,
  reportSchema,
  shareSchema,
} from "../../../shared/schemas/reactions.ts";
import { ok } from "../envelope.ts";
import { COMMENT_MESSAGES, REPORT_MESSAGES } from "../../services/reactions/index.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import {
  NEW_ACCOUNT_LINKS,
  NEW_ACCOUNT_MESSAGES,
  newAccountLimit,
  newAccountLinks,
} from "../middleware/new-accounts.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

const idParam = z.object({ id: idSchema(COMMENT_MESSAGES.notFound) });
const postIdParam = z.object({ postId: idSchema(POST_MESSAGES.notFound) });

export function reactionRoutes(rules: LimitRules, limitsOn: boolean) {
  const per = (rule: LimitRules[keyof LimitRules]) => perUser(rule, limitsOn);
  const newComment = newAccountLimit(rules.newAccountComments, NEW_ACCOUNT_MESSAGES.comments, limitsOn);
  const commentLinks = newAccountLinks(NEW_ACCOUNT_LINKS.comment, NEW_ACCOUNT_MESSAGES.commentLinks, limitsOn);

  const post = new Hono<ApiEnv>()
    .post("/likes/toggle", requireUser, per(rules.likes), validate("json", likeToggleSchema), async (c) => {
      return ok(c, await c.var.app.services.reactions.toggleLike(c.var.user.id, c.req.valid("json").postId));
    })
    .get("/comments", validate("query", commentsQuerySchema), async (c) => {
      const { postId, ...paging } = c.req.valid("query");
      return ok(c, await c.var.app.services.reactions.listComments(postId, paging, c.var.user?.id));
    })
    .post(
      "/comments/create",
      requireUser,
      per(rules.comments),
      validate("json", commentCreateSchema),
      commentLinks,
      newComment,
      async (c) => {
        return ok(c, await c.var.app.services.reactions.createComment(c.var.user.id, c.req.valid("json")), 201);
      },
    )
    .patch(
      "/comments/:id",
      requireUser,
      per(rules.comments),
      validate("param", idParam),
      validate("json", commentEditSchema),
      commentLinks,
      async (c) => {
        const { id } = c.req.valid("param");
        const result = await c.var.app.services.reactions.editComment(c.var.user.id, id, c.req.valid("json").content);
        return ok(c, result, 200, COMMENT_MESSAGES.edited);
      },
    )
    .delete("/comments/:id", requireUser, validate("param", idParam), async (c) => {
      return ok(
        c,
        await c.var.app.services.reactions.deleteComment(c.var.user.id, c.req.valid("param").id),
        200,
        COMMENT_MESSAGES.deleted,
      );
    })
    .post("/shares", requireUser, per(rules.shares), validate("json", shareSchema), async (c) => {
      const { postId, platform } = c.req.valid("json");
      return ok(c, await c.var.app.services.reactions.share(c.var.user.id, postId, platform));
    });

  const report = new Hono<ApiEnv>().post(
    "/:postId",
    requireUser,
    per(rules.reports),
    validate("param", postIdParam),
    validate("json", reportSchema),
    async (c) => {
      const { postId } = c.req.valid("param");
      const result = await c.var.app.services.reactions.report(c.var.user.id, postId, c.req.valid("json"));
      // Reported by enough different people, a story waits for a moderator out of sight.
      await c.var.app.services.moderation.holdIfReportedOften(postId);
      return ok(c, result, 201, REPORT_MESSAGES.sent);
    },
  );

  return { post, report };
}

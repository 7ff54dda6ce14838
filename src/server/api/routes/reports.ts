/** /api/post-report/{postId}: a reader reports a story; enough weighty reports hold it for a moderator. */
import { z } from "zod";
import { Hono } from "hono";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";
import { idSchema } from "../../../shared/schemas/ids.ts";
import { reportSchema } from "../../../shared/schemas/reports.ts";
import { POST_MESSAGES } from "../../services/posts/index.ts";
import { REPORT_MESSAGES } from "../../services/reports.ts";
import { COMMENT_MESSAGES } from "../../services/comments.ts";

const postIdParam = z.object({ postId: idSchema(POST_MESSAGES.notFound) });

export function reportRoutes(rules: LimitRules, limitsOn: boolean) {
  return new Hono<ApiEnv>().post(
    "/:postId",
    requireUser,
    perUser(rules.reports, limitsOn),
    validate("param", postIdParam),
    validate("json", reportSchema),
    async (c) => {
      const { postId } = c.req.valid("param");
      const result = await c.var.app.services.reports.report(c.var.user.id, postId, c.req.valid("json"));
      // Reported by enough different people, a story waits for a moderator out of sight.
      await c.var.app.services.moderation.holdIfReportedOften(postId);
      return ok(c, result, 201, REPORT_MESSAGES.sent);
    },
  );
}

const commentIdParam = z.object({ commentId: idSchema(COMMENT_MESSAGES.notFound) });

/** /api/comment-report/{commentId}: the same, for a comment (the same brake: one bucket for both). */
export function commentReportRoutes(rules: LimitRules, limitsOn: boolean) {
  return new Hono<ApiEnv>().post(
    "/:commentId",
    requireUser,
    perUser(rules.reports, limitsOn),
    validate("param", commentIdParam),
    validate("json", reportSchema),
    async (c) => {
      const { commentId } = c.req.valid("param");
      const result = await c.var.app.services.reports.reportComment(c.var.user.id, commentId, c.req.valid("json"));
      return ok(c, result, 201, REPORT_MESSAGES.sent);
    },
  );
}

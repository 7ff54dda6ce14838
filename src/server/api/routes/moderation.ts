/**
 * /api/moderation: the report queue and what moderators and admins do about it. Every call needs a
 * moderator or an admin; roles need an admin. The checks are here, before any handler runs.
 */
import { Hono } from "hono";
import { MODERATION_MESSAGES } from "../../../shared/moderation.ts";
import {
  commentParamSchema,
  dismissSchema,
  moderationLogSchema,
  moderationQueueSchema,
  postParamSchema,
  reasonSchema,
  roleSchema,
  suspendSchema,
  userParamSchema,
} from "../../../shared/schemas/moderation.ts";
import { ok } from "../envelope.ts";
import type { SignedInEnv } from "../middleware/auth.ts";
import { adminOnly, staffOnly } from "../middleware/staff.ts";
import { validate } from "../validate.ts";

export const moderationRoutes = new Hono<SignedInEnv>()
  .use(staffOnly)
  .get("/reports", validate("query", moderationQueueSchema), async (c) =>
    ok(c, await c.var.app.services.moderation.queue(c.req.valid("query"))),
  )
  .get("/comment-reports", validate("query", moderationQueueSchema), async (c) =>
    ok(c, await c.var.app.services.moderation.commentQueue(c.req.valid("query"))),
  )
  .get("/log", validate("query", moderationLogSchema), async (c) =>
    ok(c, await c.var.app.services.moderation.log(c.req.valid("query"))),
  )
  .post("/posts/:postId/dismiss", validate("param", postParamSchema), validate("json", dismissSchema), async (c) => {
    await c.var.app.services.moderation.dismiss(c.var.user, c.req.valid("param").postId, c.req.valid("json").reason);
    return ok(c, {}, 200, MODERATION_MESSAGES.dismissed);
  })
  .post("/posts/:postId/hide", validate("param", postParamSchema), validate("json", reasonSchema), async (c) => {
    await c.var.app.services.moderation.hide(c.var.user, c.req.valid("param").postId, c.req.valid("json").reason);
    return ok(c, {}, 200, MODERATION_MESSAGES.hidden);
  })
  .post("/posts/:postId/restore", validate("param", postParamSchema), validate("json", reasonSchema), async (c) => {
    await c.var.app.services.moderation.restore(c.var.user, c.req.valid("param").postId, c.req.valid("json").reason);
    return ok(c, {}, 200, MODERATION_MESSAGES.restored);
  })
  .post(
    "/comments/:commentId/dismiss",
    validate("param", commentParamSchema),
    validate("json", dismissSchema),
    async (c) => {
      const { commentId } = c.req.valid("param");
      await c.var.app.services.moderation.dismissComment(c.var.user, commentId, c.req.valid("json").reason);
      return ok(c, {}, 200, MODERATION_MESSAGES.commentReportsDismissed);
    },
  )
  .post(
    "/comments/:commentId/remove",
    validate("param", commentParamSchema),
    validate("json", reasonSchema),
    async (c) => {
      const { commentId } = c.req.valid("param");
      const result = await c.var.app.services.moderation.removeComment(
        c.var.user,
        commentId,
        c.req.valid("json").reason,
      );
      return ok(c, result, 200, MODERATION_MESSAGES.commentRemoved);
    },
  )
  .post("/users/:userId/suspend", validate("param", userParamSchema), validate("json", suspendSchema), async (c) => {
    const { days, reason } = c.req.valid("json");
    const result = await c.var.app.services.moderation.suspend(c.var.user, c.req.valid("param").userId, days, reason);
    return ok(c, result, 200, MODERATION_MESSAGES.suspended);
  })
  .post("/users/:userId/unsuspend", validate("param", userParamSchema), validate("json", reasonSchema), async (c) => {
    await c.var.app.services.moderation.unsuspend(c.var.user, c.req.valid("param").userId, c.req.valid("json").reason);
    return ok(c, {}, 200, MODERATION_MESSAGES.unsuspended);
  })
  .get("/staff", adminOnly, async (c) => ok(c, { users: await c.var.app.services.moderation.staff() }))
  .put(
    "/users/:userId/role",
    adminOnly,
    validate("param", userParamSchema),
    validate("json", roleSchema),
    async (c) => {
      const { role } = c.req.valid("json");
      const result = await c.var.app.services.moderation.setRole(c.var.user, c.req.valid("param").userId, role);
      return ok(c, result, 200, role === "moderator" ? MODERATION_MESSAGES.granted : MODERATION_MESSAGES.revoked);
    },
  );

/** /api/post/comments: a story's comments, read by anyone, written by signed-in readers. */
import { z } from "zod";
import { Hono } from "hono";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";
import { idSchema } from "../../../shared/schemas/ids.ts";
import { commentCreateSchema, commentEditSchema, commentsQuerySchema } from "../../../shared/schemas/comments.ts";
import { COMMENT_MESSAGES } from "../../services/comments.ts";
import {
  NEW_ACCOUNT_LINKS,
  NEW_ACCOUNT_MESSAGES,
  newAccountLimit,
  newAccountLinks,
} from "../middleware/new-accounts.ts";

const idParam = z.object({ id: idSchema(COMMENT_MESSAGES.notFound) });

export function commentRoutes(rules: LimitRules, limitsOn: boolean) {
  const per = perUser(rules.comments, limitsOn);
  const newComment = newAccountLimit(rules.newAccountComments, NEW_ACCOUNT_MESSAGES.comments, limitsOn);
  const commentLinks = newAccountLinks(NEW_ACCOUNT_LINKS.comment, NEW_ACCOUNT_MESSAGES.commentLinks, limitsOn);

  return new Hono<ApiEnv>()
    .get("/", validate("query", commentsQuerySchema), async (c) => {
      const { postId, ...paging } = c.req.valid("query");
      return ok(c, await c.var.app.services.comments.listComments(postId, paging, c.var.user?.id));
    })
    .post("/create", requireUser, per, validate("json", commentCreateSchema), commentLinks, newComment, async (c) => {
      return ok(c, await c.var.app.services.comments.createComment(c.var.user.id, c.req.valid("json")), 201);
    })
    .patch(
      "/:id",
      requireUser,
      per,
      validate("param", idParam),
      validate("json", commentEditSchema),
      commentLinks,
      async (c) => {
        const { id } = c.req.valid("param");
        const result = await c.var.app.services.comments.editComment(c.var.user.id, id, c.req.valid("json").content);
        return ok(c, result, 200, COMMENT_MESSAGES.edited);
      },
    )
    .delete("/:id", requireUser, validate("param", idParam), async (c) => {
      return ok(
        c,
        await c.var.app.services.comments.deleteComment(c.var.user.id, c.req.valid("param").id),
        200,
        COMMENT_MESSAGES.deleted,
      );
    });
}

/**
 * /api/post/{id}/coauthors: a story's authors. The owner invites (by username) and removes; the
 * invited accept or decline; a co-author leaves. Who may do what: docs/api.md.
 */
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "../../../shared/schemas/ids.ts";
import { COAUTHOR_MESSAGES } from "../../../shared/coauthor.ts";
import { POST_MESSAGES } from "../../services/posts/index.ts";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

const postParam = z.object({ id: idSchema(POST_MESSAGES.notFound) });
const userParam = postParam.extend({ userId: idSchema(COAUTHOR_MESSAGES.notCoauthor) });
const inviteSchema = z.strictObject({
  username: z.string({ error: "Enter a username" }).trim().min(1, "Enter a username").max(100),
});

export function coauthorRoutes(rules: LimitRules, limitsOn: boolean) {
  const writes = perUser(rules.postWrites, limitsOn);
  return (
    new Hono<ApiEnv>()
      // requireUser per route: a `use` here would guard every /post/* address, stories included.
      .get("/:id/coauthors", requireUser, validate("param", postParam), async (c) => {
        const authors = await c.var.app.services.coauthors.list(c.var.user.id, c.req.valid("param").id);
        return ok(c, { authors });
      })
      .post(
        "/:id/coauthors",
        requireUser,
        writes,
        validate("param", postParam),
        validate("json", inviteSchema),
        async (c) => {
          const { id } = c.req.valid("param");
          const authors = await c.var.app.services.coauthors.invite(c.var.user.id, id, c.req.valid("json").username);
          return ok(c, { authors }, 201, COAUTHOR_MESSAGES.invited);
        },
      )
      .post("/:id/coauthors/accept", requireUser, writes, validate("param", postParam), async (c) => {
        const authors = await c.var.app.services.coauthors.accept(c.var.user.id, c.req.valid("param").id);
        return ok(c, { authors }, 200, COAUTHOR_MESSAGES.accepted);
      })
      .post("/:id/coauthors/decline", requireUser, writes, validate("param", postParam), async (c) => {
        await c.var.app.services.coauthors.decline(c.var.user.id, c.req.valid("param").id);
        return ok(c, {}, 200, COAUTHOR_MESSAGES.declined);
      })
      .post("/:id/coauthors/leave", requireUser, writes, validate("param", postParam), async (c) => {
        await c.var.app.services.coauthors.leave(c.var.user.id, c.req.valid("param").id);
        return ok(c, {}, 200, COAUTHOR_MESSAGES.left);
      })
      .delete("/:id/coauthors/:userId", requireUser, writes, validate("param", userParam), async (c) => {
        const { id, userId } = c.req.valid("param");
        const authors = await c.var.app.services.coauthors.remove(c.var.user.id, id, userId);
        return ok(c, { authors }, 200, COAUTHOR_MESSAGES.removed);
      })
  );
}

/** /api/user/bookmarks: the caller's reading list: save or remove a story, archive it, list either part. */
import { Hono } from "hono";
import { BOOKMARK_MESSAGES } from "../../../shared/bookmark.ts";
import {
  bookmarkArchiveSchema,
  bookmarkListSchema,
  bookmarkParamSchema,
  bookmarkToggleSchema,
} from "../../../shared/schemas/bookmarks.ts";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

export function bookmarkRoutes(rules: LimitRules, limitsOn: boolean) {
  return new Hono<ApiEnv>()
    .use(requireUser)
    .get("/", validate("query", bookmarkListSchema), async (c) => {
      const { archived, ...paging } = c.req.valid("query");
      return ok(c, await c.var.app.services.bookmarks.list(c.var.user.id, archived, paging));
    })
    .post("/toggle", perUser(rules.likes, limitsOn), validate("json", bookmarkToggleSchema), async (c) => {
      const result = await c.var.app.services.bookmarks.toggle(c.var.user.id, c.req.valid("json").postId);
      return ok(c, result, 200, result.saved ? BOOKMARK_MESSAGES.saved : BOOKMARK_MESSAGES.removed);
    })
    .patch("/:postId", validate("param", bookmarkParamSchema), validate("json", bookmarkArchiveSchema), async (c) => {
      const { archived } = c.req.valid("json");
      const result = await c.var.app.services.bookmarks.setArchived(
        c.var.user.id,
        c.req.valid("param").postId,
        archived,
      );
      return ok(c, result, 200, archived ? BOOKMARK_MESSAGES.archived : BOOKMARK_MESSAGES.restored);
    });
}

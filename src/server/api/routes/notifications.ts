/** /api/user/notifications: the caller's notifications, read filter and paging, marking read. */
import { Hono } from "hono";
import { z } from "zod";
import { pagingSchema } from "../../../shared/schemas/posts.ts";
import { idSchema } from "../../../shared/schemas/ids.ts";
import { ok } from "../envelope.ts";
import { NOTIFICATION_NOT_FOUND } from "../../services/notifications/index.ts";
import { requireUser } from "../middleware/auth.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

const listSchema = pagingSchema.extend({
  read: z.enum(["all", "read", "unread"], { error: "read is all, read or unread" }).optional().default("all"),
});
const idParam = z.object({ id: idSchema(NOTIFICATION_NOT_FOUND) });

export const notificationRoutes = new Hono<ApiEnv>()
  .use(requireUser)
  .get("/", validate("query", listSchema), async (c) => {
    const { read, ...paging } = c.req.valid("query");
    return ok(c, await c.var.app.services.notifications.list(c.var.user.id, read, paging));
  })
  .get("/unread-count", async (c) =>
    ok(c, { unreadCount: await c.var.app.services.notifications.unreadCount(c.var.user.id) }),
  )
  .patch("/mark-all-as-read", async (c) => ok(c, await c.var.app.services.notifications.markAllRead(c.var.user.id)))
  .patch("/mark-as-read/:id", validate("param", idParam), async (c) => {
    return ok(c, await c.var.app.services.notifications.markRead(c.var.user.id, c.req.valid("param").id));
  });

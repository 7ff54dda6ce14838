import { Hono } from "hono";
import { changePasswordSchema } from "../../../shared/schemas/auth.ts";
import { updateMeSchema } from "../../../shared/schemas/user.ts";
import { statsQuerySchema } from "../../../shared/schemas/posts.ts";
import { viewerQuerySchema } from "../../../shared/schemas/viewer.ts";
import { SIGNED_OUT_VIEWER } from "../../../shared/viewer.ts";
import { toSelfUser } from "../../db/contract-shapes.ts";
import { ok, okShared } from "../envelope.ts";
import { requireUser, writeCookies } from "../middleware/auth.ts";
import { clearedCookies } from "../../auth/cookies.ts";
import { DELETION_MESSAGES } from "../../services/account-deletion.ts";
import { deleteAccountSchema } from "../../../shared/schemas/user.ts";
import type { ApiEnv } from "../types.ts";
import { LANG_COOKIE, LANG_MAX_AGE_SECONDS } from "../../../shared/locale.ts";
import { validate } from "../validate.ts";

export const PROFILE_UPDATED = "Profile updated successfully!";
export const PASSWORD_CHANGED = "Password changed. Other devices were signed out.";

export const userRoutes = new Hono<ApiEnv>()
  /** GET /api/user: the signed-in user (the contract's "User (self)"). */
  /** GET /api/user/stats?days=7|30|90: the caller's stories' views, reads, likes, comments and followers by day. */
  .get("/stats", requireUser, validate("query", statsQuerySchema), async (c) =>
    ok(c, await c.var.app.services.stats.forAuthor(c.var.user.id, c.req.valid("query").days)),
  )
  .get("/", requireUser, async (c) =>
    ok(c, toSelfUser(c.var.user, await c.var.app.services.users.statsOf(c.var.user.id))),
  )
  /**
   * GET /api/user/viewer?posts=&people=: the one personal call of a shared page (an addition to the
   * contract, docs/api.md). Signed out answers `user: null` rather than 401: the page simply stays as it is.
   */
  .get("/viewer", validate("query", viewerQuerySchema), async (c) => {
    const user = c.var.user;
    c.header("Vary", "Cookie, Authorization");
    if (!user) return okShared(c, SIGNED_OUT_VIEWER);
    // The state comes from a cache, kept 5 s and never changed once made: its bytes are kept with it.
    return okShared(c, await c.var.app.services.viewer.state(user, c.req.valid("query")));
  })
  /** PATCH /api/user/me: the caller's own listed fields only; answers the new user. */
  .patch("/me", requireUser, validate("json", updateMeSchema), async (c) => {
    const input = c.req.valid("json");
    // The picture must have been uploaded (with S3, this is where its bytes are checked).
    if (input.avatar) await c.var.app.services.uploads.ready(input.avatar, "avatar");
    const user = await c.var.app.services.users.updateMe(c.var.user.id, input);
    // Shared pages never look the reader up: they follow this cookie (http/page-locale.ts).
    if (input.language !== undefined) {
      const value = input.language ?? "";
      writeCookies(c, [{ name: LANG_COOKIE, value, maxAge: value ? LANG_MAX_AGE_SECONDS : 0, httpOnly: false }]);
    }
    return ok(c, user, 200, PROFILE_UPDATED);
  })
  /** POST /api/user/password: change (or, for a Google-only account, set) the password. */
  .post("/password", requireUser, validate("json", changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    await c.var.app.services.accounts.changePassword(c.var.user, c.var.sessionId, currentPassword, newPassword);
    return ok(c, {}, 200, PASSWORD_CHANGED);
  })
  /** GET /api/user/export: everything of the caller's, as a zip download (stories as Markdown). */
  .get("/export", requireUser, async (c) => {
    const { fileName, bytes } = await c.var.app.services.dataExport.exportFor(c.var.user);
    return c.body(bytes, 200, {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${fileName}"`,
    });
  })
  /**
   * DELETE /api/user/me: deletes the caller's account and their data, confirmed by their password (or,
   * for an account without one, their e-mail); the session cookies are cleared.
   */
  .delete("/me", requireUser, validate("json", deleteAccountSchema), async (c) => {
    await c.var.app.services.accountDeletion.deleteAccount(c.var.user, c.req.valid("json"));
    writeCookies(c, clearedCookies());
    return ok(c, {}, 200, DELETION_MESSAGES.deleted);
  });

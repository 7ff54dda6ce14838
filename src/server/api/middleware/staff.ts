/** Who may use the staff calls: moderators and admins, and for some of them admins only. */
import type { MiddlewareHandler } from "hono";
import { MODERATION_MESSAGES } from "../../../shared/moderation.ts";
import { canModerate } from "../../../shared/user.ts";
import { ForbiddenError, UnauthorizedError } from "../../errors.ts";
import type { SignedInEnv } from "./auth.ts";

export const staffOnly: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  if (!c.var.user) throw new UnauthorizedError();
  if (!canModerate(c.var.user)) throw new ForbiddenError(MODERATION_MESSAGES.notStaff);
  await next();
};
export const adminOnly: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  if (c.var.user?.role !== "admin") throw new ForbiddenError(MODERATION_MESSAGES.notAdmin);
  await next();
};

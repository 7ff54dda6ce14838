/** Decisions on people: suspend and lift (they are told why, by e-mail too), roles, the staff list. */
import { asc, eq, inArray } from "drizzle-orm";
import { suspendedMail, unsuspendedMail } from "../../mail/messages.ts";
import { users } from "../../db/schema/index.ts";
import { BadRequestError, ForbiddenError } from "../../errors.ts";
import {
  MODERATION_MESSAGES,
  moderationNotice,
  SUSPENDED_FOR_GOOD_YEAR,
  type StaffMember,
} from "../../../shared/moderation.ts";
import { authorColumns, toAuthor } from "../../db/contract-shapes.ts";
import type { Deps, Moderator, ModerationTools } from "./shared.ts";

const FOR_GOOD = new Date(Date.UTC(SUSPENDED_FOR_GOOD_YEAR, 11, 31));

export function createPeopleDecisions(
  { db, events, sessions, siteName }: Deps,
  { record, person, mayTouch, tellPerson, name }: ModerationTools,
) {
  return {
    /** For `days` days, or for good: sessions end at once (sockets close) and sign-in is refused. */
    async suspend(
      moderator: Moderator,
      userId: string,
      days: number | null,
      reason: string,
    ): Promise<{ until: string }> {
      const target = await person(userId);
      mayTouch(moderator, target);
      const until = days === null ? FOR_GOOD : new Date(Date.now() + days * 86_400_000);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ suspendedUntil: until }).where(eq(users.id, userId));
        await record(tx, {
          moderatorId: moderator.id,
          action: "suspend",
          targetUserId: userId,
          subject: `${name(target)} ${days === null ? "for good" : `for ${days} day${days === 1 ? "" : "s"}`}`,
          reason,
        });
      });
      await sessions.revokeAll(userId);
      events?.emit("user-changed", { userId });
      await tellPerson(
        target,
        moderationNotice.suspended(until, reason),
        suspendedMail(target.email, siteName, until, reason, target.language ?? undefined),
      );
      return { until: until.toISOString() };
    },

    async unsuspend(moderator: Moderator, userId: string, reason: string): Promise<void> {
      const target = await person(userId);
      mayTouch(moderator, target);
      if (!target.suspendedUntil || target.suspendedUntil.getTime() <= Date.now())
        throw new BadRequestError(MODERATION_MESSAGES.notSuspended);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ suspendedUntil: null }).where(eq(users.id, userId));
        await record(tx, {
          moderatorId: moderator.id,
          action: "unsuspend",
          targetUserId: userId,
          subject: name(target),
          reason,
        });
      });
      events?.emit("user-changed", { userId });
      await tellPerson(
        target,
        moderationNotice.unsuspended(reason),
        unsuspendedMail(target.email, siteName, reason, target.language ?? undefined),
      );
    },

    /** Admins only (the route checks): makes a member a moderator or a moderator a member. */
    async setRole(admin: Moderator, userId: string, role: "moderator" | "member"): Promise<{ role: string }> {
      const target = await person(userId);
      if (target.id === admin.id) throw new BadRequestError(MODERATION_MESSAGES.notYourself);
      if (target.role === "admin") throw new ForbiddenError(MODERATION_MESSAGES.notAdminTarget);
      if (target.role !== role) {
        await db.transaction(async (tx) => {
          await tx.update(users).set({ role }).where(eq(users.id, userId));
          await record(tx, {
            moderatorId: admin.id,
            action: role === "moderator" ? "grant-moderator" : "revoke-moderator",
            targetUserId: userId,
            subject: name(target),
          });
        });
        events?.emit("user-changed", { userId });
      }
      return { role };
    },

    /** Moderators and admins, for the admin's list. */
    async staff(): Promise<StaffMember[]> {
      const rows = await db
        .select({ ...authorColumns, role: users.role })
        .from(users)
        .where(inArray(users.role, ["moderator", "admin"]))
        .orderBy(asc(users.role), asc(users.username));
      return rows.map((r) => ({ ...toAuthor(r), role: r.role as StaffMember["role"] }));
    },
  };
}

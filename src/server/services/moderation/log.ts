/** The moderation log, newest first, with what each entry still in force offers to undo. */
import { count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { moderationLog, posts, users } from "../../db/schema/index.ts";
import { type ModerationEntry } from "../../../shared/moderation.ts";
import type { Paging } from "../../../shared/schemas/posts.ts";
import { toAuthor, type AuthorRow } from "../../db/contract-shapes.ts";
import type { Deps, ModerationTools } from "./shared.ts";

/** What the log offers to undo: a story still hidden, a suspension still running. */
const undoOf = (r: {
  entry: { action: string };
  postStatus: string | null;
  suspendedUntil: Date | null;
}): ModerationEntry["undo"] =>
  r.entry.action === "hide" && r.postStatus === "hidden"
    ? "restore"
    : r.entry.action === "suspend" && r.suspendedUntil && r.suspendedUntil.getTime() > Date.now()
      ? "unsuspend"
      : undefined;

export function createModerationLog({ db }: Deps, _tools: ModerationTools) {
  return {
    /** The log, newest first; a hide or suspension still in force offers its undoing. */
    async log(paging: Paging): Promise<{ entries: ModerationEntry[]; meta: Paging & { total: number } }> {
      const mods = alias(users, "mods");
      const targets = alias(users, "targets");
      const author = (t: typeof mods | typeof targets) => ({
        _id: t.id,
        username: t.username,
        firstName: t.firstName,
        lastName: t.lastName,
        avatar: t.avatar,
      });
      const [rows, [total]] = await Promise.all([
        db
          .select({
            entry: moderationLog,
            moderator: author(mods),
            target: author(targets),
            suspendedUntil: targets.suspendedUntil,
            post: { _id: posts.id, slug: posts.slug, title: posts.title },
            postStatus: posts.status,
          })
          .from(moderationLog)
          .leftJoin(mods, eq(mods.id, moderationLog.moderatorId))
          .leftJoin(targets, eq(targets.id, moderationLog.targetUserId))
          .leftJoin(posts, eq(posts.id, moderationLog.postId))
          .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
          .limit(paging.limit)
          .offset((paging.page - 1) * paging.limit),
        db.select({ n: count() }).from(moderationLog),
      ]);
      return {
        entries: rows.map((r) => ({
          _id: r.entry.id,
          action: r.entry.action,
          ...(r.moderator?._id ? { moderator: toAuthor(r.moderator as AuthorRow) } : {}),
          ...(r.target?._id ? { targetUser: toAuthor(r.target as AuthorRow) } : {}),
          ...(r.post?._id ? { post: r.post } : {}),
          ...(undoOf(r) ? { undo: undoOf(r) } : {}),
          subject: r.entry.subject,
          reason: r.entry.reason,
          createdAt: r.entry.createdAt.toISOString(),
        })),
        meta: { ...paging, total: total?.n ?? 0 },
      };
    },
  };
}

/**
 * Moderation: the report queue (open reports grouped by story), decisions on stories (dismiss, hide,
 * restore), comments (remove) and people (suspend, lift), and roles (admins grant and revoke
 * moderator). Every decision is written to the moderation log in the same transaction as the change
 * it records; authors and reporters are told by notification. Who may ask is checked by the routes
 * (role) and here (whom an action may touch).
 */
import { and, asc, count, desc, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import type { Mail, Mailer } from "../mail/mailer.ts";
import { suspendedMail, unsuspendedMail } from "../mail/messages.ts";
import type { Logger } from "../logger.ts";
import { comments, moderationLog, posts, reports, users, type UserRow } from "../db/schema/index.ts";
import { BadRequestError, ForbiddenError, NotFoundError } from "../errors.ts";
import type { EventBus } from "../events.ts";
import {
  MODERATION_MESSAGES,
  moderationNotice,
  SUSPENDED_FOR_GOOD_YEAR,
  type ModerationEntry,
  type ReportedStory,
  type StaffMember,
} from "../../shared/moderation.ts";
import { POST_MESSAGES } from "./posts/messages.ts";
import type { Paging } from "../../shared/schemas/posts.ts";
import type { PostStats } from "../../shared/post.ts";
import { authorColumns, toAuthor, type AuthorRow } from "./dto.ts";
import type { SessionService } from "./sessions.ts";
import type { ReactionService } from "./reactions/index.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Moderator = Pick<UserRow, "id" | "role">;

interface Deps {
  db: Db;
  events?: EventBus;
  sessions: SessionService;
  reactions: ReactionService;
  tell: (input: { recipientId: string; message: string; postId?: string | null }) => Promise<void>;
  mailer: Mailer;
  logger: Logger;
  siteName: string;
}

const FOR_GOOD = new Date(Date.UTC(SUSPENDED_FOR_GOOD_YEAR, 11, 31));
/** Open reports from this many different people hide a story until a moderator looks at it. */
export const REPORTS_TO_HOLD = 5;
/** A reporter's word weighs toward hiding a story automatically only after this long here. */
export const REPORTER_MIN_AGE_MS = 24 * 3_600_000;

/**
 * True when a reporter's word has weight (SQL on the reporter's id): an account over a day old, not
 * suspended, that has published a story or written a comment, or had an earlier report upheld.
 * Five accounts made a minute ago to take down someone's story count for nothing.
 */
export const weightyReporter = (reporterId: SQLWrapper) => sql`exists (
  select 1 from users r where r.id = ${reporterId}
    and r.created_at < now() - make_interval(secs => ${REPORTER_MIN_AGE_MS / 1000})
    and (r.suspended_until is null or r.suspended_until <= now())
    and (exists (select 1 from posts rp where rp.author_id = r.id and rp.status = 'published')
      or exists (select 1 from comments rc where rc.author_id = r.id)
      or exists (select 1 from reports rr where rr.reporter_id = r.id and rr.outcome = 'hidden')))`;

export function createModerationService({ db, events, sessions, reactions, tell, mailer, logger, siteName }: Deps) {
  const record = (tx: Tx | Db, entry: typeof moderationLog.$inferInsert) => tx.insert(moderationLog).values(entry);

  async function story(postId: string) {
    const [row] = await db
      .select({ id: posts.id, title: posts.title, status: posts.status, authorId: posts.authorId })
      .from(posts)
      .where(eq(posts.id, postId));
    if (!row || row.status === "draft") throw new NotFoundError(POST_MESSAGES.notFound);
    return row;
  }

  /** Closes the story's open reports with an outcome; answers whom to tell. */
  async function closeReports(tx: Tx, postId: string, outcome: "dismissed" | "hidden") {
    const closed = await tx
      .update(reports)
      .set({ status: "closed", outcome, closedAt: new Date() })
      .where(and(eq(reports.postId, postId), eq(reports.status, "open")))
      .returning({ reporterId: reports.reporterId });
    return [...new Set(closed.map((r) => r.reporterId))];
  }

  function storyChanged(postId: string) {
    events?.emit("post-changed", { postId, what: "content" });
  }

  async function person(userId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new NotFoundError("User not found");
    return row;
  }

  /** Moderators act on members; admins on members and moderators; nobody on an admin or themselves. */
  function mayTouch(moderator: Moderator, target: UserRow) {
    if (target.id === moderator.id) throw new BadRequestError(MODERATION_MESSAGES.notYourself);
    if (target.role === "admin") throw new ForbiddenError(MODERATION_MESSAGES.notAdminTarget);
    if (target.role === "moderator" && moderator.role !== "admin")
      throw new ForbiddenError(MODERATION_MESSAGES.moderatorsByAdmins);
  }

  const RANK = { member: 0, moderator: 1, admin: 2 } as const;
  /**
   * What someone wrote may be hidden, restored or removed by a moderator of a higher rank than its
   * writer (moderators act on members' stories and comments, admins on moderators' too), or by its writer.
   */
  async function mayActOnContentOf(moderator: Moderator, authorId: string | null) {
    if (!authorId || authorId === moderator.id) return;
    const [author] = await db.select({ role: users.role }).from(users).where(eq(users.id, authorId));
    if (author && RANK[author.role] >= RANK[moderator.role])
      throw new ForbiddenError(MODERATION_MESSAGES.higherRankContent);
  }

  /** A decision about a person: in their notifications, and by e-mail (a failed e-mail is logged, the decision stands). */
  async function tellPerson(target: UserRow, notice: string, mail: Mail) {
    await tell({ recipientId: target.id, message: notice });
    await mailer.send(mail).catch((err: unknown) => logger.error("Could not e-mail a moderation decision", err));
  }

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

  const name = (u: Pick<UserRow, "firstName" | "lastName" | "username">) =>
    `${u.firstName} ${u.lastName} (@${u.username})`;

  return {
    /** Stories with open reports, the most reported first, each with its reports (oldest first). */
    async queue(paging: Paging): Promise<{ stories: ReportedStory[]; meta: Paging & { total: number } }> {
      const open = and(eq(reports.status, "open"), inArray(posts.status, ["published", "hidden"]));
      const [total] = await db
        .select({ n: sql<number>`count(distinct ${reports.postId})::int` })
        .from(reports)
        .innerJoin(posts, eq(posts.id, reports.postId))
        .where(open);
      const page = await db
        .select({ postId: reports.postId, n: count(), first: sql<Date>`min(${reports.createdAt})` })
        .from(reports)
        .innerJoin(posts, eq(posts.id, reports.postId))
        .where(open)
        .groupBy(reports.postId)
        .orderBy(desc(count()), asc(sql`min(${reports.createdAt})`))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit);
      const ids = page.map((p) => p.postId);
      if (ids.length === 0) return { stories: [], meta: { ...paging, total: total?.n ?? 0 } };
      const authors = alias(users, "authors");
      const [stories, items] = await Promise.all([
        db
          .select({
            _id: posts.id,
            slug: posts.slug,
            title: posts.title,
            status: posts.status,
            author: {
              _id: authors.id,
              username: authors.username,
              firstName: authors.firstName,
              lastName: authors.lastName,
              avatar: authors.avatar,
            },
          })
          .from(posts)
          .innerJoin(authors, eq(authors.id, posts.authorId))
          .where(inArray(posts.id, ids)),
        db
          .select({
            report: reports,
            reporter: authorColumns,
            counts: sql<boolean>`${weightyReporter(reports.reporterId)}`,
          })
          .from(reports)
          .innerJoin(users, eq(users.id, reports.reporterId))
          .where(and(inArray(reports.postId, ids), eq(reports.status, "open")))
          .orderBy(asc(reports.createdAt)),
      ]);
      const byId = new Map(stories.map((s) => [s._id, s]));
      return {
        stories: ids.flatMap((id): ReportedStory[] => {
          const s = byId.get(id);
          if (!s) return [];
          return [
            {
              post: { ...s, author: toAuthor(s.author) },
              reports: items
                .filter((i) => i.report.postId === id)
                .map((i) => ({
                  _id: i.report.id,
                  reason: i.report.reason,
                  description: i.report.description,
                  reporter: toAuthor(i.reporter),
                  createdAt: i.report.createdAt.toISOString(),
                  counts: Boolean(i.counts),
                })),
            },
          ];
        }),
        meta: { ...paging, total: total?.n ?? 0 },
      };
    },

    /** The story stays; its open reports close and the reporters hear so. */
    async dismiss(moderator: Moderator, postId: string, reason: string): Promise<void> {
      const post = await story(postId);
      const reporters = await db.transaction(async (tx) => {
        const told = await closeReports(tx, postId, "dismissed");
        if (told.length === 0) throw new BadRequestError(MODERATION_MESSAGES.noOpenReports);
        // A story held back by its reports (a moderator's hide closes them) comes back.
        if (post.status === "hidden") await tx.update(posts).set({ status: "published" }).where(eq(posts.id, postId));
        await record(tx, { moderatorId: moderator.id, action: "dismiss", postId, subject: post.title, reason });
        return told;
      });
      if (post.status === "hidden") {
        storyChanged(postId);
        await tell({ recipientId: post.authorId, message: moderationNotice.authorRestored(post.title), postId });
      }
      for (const r of reporters)
        await tell({ recipientId: r, message: moderationNotice.reporterDismissed(post.title), postId });
    },

    /**
     * After a report: a published story with open reports from REPORTS_TO_HOLD different people whose
     * word has weight (weightyReporter) is hidden until a moderator decides (the queue shows it and which
     * reports counted; dismissing brings it back). Its author is told. A moderator's or admin's story is
     * never hidden automatically: it waits in the queue for a person to decide.
     */
    async holdIfReportedOften(postId: string): Promise<boolean> {
      const reason = `Hidden until a moderator reviews it: reported by ${REPORTS_TO_HOLD} or more established readers`;
      const held = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(posts)
          .set({ status: "hidden" })
          .where(
            and(
              eq(posts.id, postId),
              eq(posts.status, "published"),
              sql`(select role from users a where a.id = ${posts.authorId}) = 'member'`,
              sql`(select count(distinct ${reports.reporterId}) from ${reports}
                   where ${reports.postId} = ${posts.id} and ${reports.status} = 'open'
                     and ${weightyReporter(reports.reporterId)}) >= ${REPORTS_TO_HOLD}`,
            ),
          )
          .returning({ title: posts.title, authorId: posts.authorId });
        if (row) await record(tx, { action: "hide", postId, targetUserId: row.authorId, subject: row.title, reason });
        return row;
      });
      if (!held) return false;
      storyChanged(postId);
      await tell({ recipientId: held.authorId, message: moderationNotice.authorHeld(held.title), postId });
      return true;
    },

    /** Takes a story down everywhere; its author is told why, its reporters that it is gone. */
    async hide(moderator: Moderator, postId: string, reason: string): Promise<void> {
      const post = await story(postId);
      await mayActOnContentOf(moderator, post.authorId);
      if (post.status === "hidden") throw new BadRequestError("This story is hidden already");
      const reporters = await db.transaction(async (tx) => {
        await tx.update(posts).set({ status: "hidden" }).where(eq(posts.id, postId));
        await record(tx, {
          moderatorId: moderator.id,
          action: "hide",
          postId,
          targetUserId: post.authorId,
          subject: post.title,
          reason,
        });
        return closeReports(tx, postId, "hidden");
      });
      storyChanged(postId);
      await tell({ recipientId: post.authorId, message: moderationNotice.authorHidden(post.title, reason), postId });
      for (const r of reporters) await tell({ recipientId: r, message: moderationNotice.reporterHidden(post.title) });
    },

    /** Puts a hidden story back where it was. */
    async restore(moderator: Moderator, postId: string, reason: string): Promise<void> {
      const post = await story(postId);
      if (post.status !== "hidden") throw new BadRequestError(MODERATION_MESSAGES.notHidden);
      await mayActOnContentOf(moderator, post.authorId);
      await db.transaction(async (tx) => {
        await tx.update(posts).set({ status: "published" }).where(eq(posts.id, postId));
        await record(tx, {
          moderatorId: moderator.id,
          action: "restore",
          postId,
          targetUserId: post.authorId,
          subject: post.title,
          reason,
        });
      });
      storyChanged(postId);
      await tell({ recipientId: post.authorId, message: moderationNotice.authorRestored(post.title, reason), postId });
    },

    /** Removes anyone's comment (with its replies); its writer is told why. */
    async removeComment(moderator: Moderator, commentId: string, reason: string): Promise<{ stats: PostStats }> {
      const [writer] = await db
        .select({ authorId: comments.authorId })
        .from(comments)
        .where(eq(comments.id, commentId));
      if (writer) await mayActOnContentOf(moderator, writer.authorId);
      const { comment, stats } = await reactions.removeComment(commentId);
      const [post] = await db.select({ title: posts.title }).from(posts).where(eq(posts.id, comment.postId));
      await record(db, {
        moderatorId: moderator.id,
        action: "remove-comment",
        postId: comment.postId,
        targetUserId: comment.authorId,
        subject: comment.content.slice(0, 300),
        reason,
      });
      if (comment.authorId && comment.authorId !== moderator.id) {
        await tell({
          recipientId: comment.authorId,
          message: moderationNotice.commentRemoved(post?.title ?? "", reason),
          postId: comment.postId,
        });
      }
      return { stats };
    },

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
        suspendedMail(target.email, siteName, until, reason),
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
      await tellPerson(target, moderationNotice.unsuspended(reason), unsuspendedMail(target.email, siteName, reason));
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
export type ModerationService = ReturnType<typeof createModerationService>;

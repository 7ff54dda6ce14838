/**
 * What every moderation decision shares: the log entry written in the decision's transaction, the
 * story or person it is about, rank (whom a moderator may act on), and telling the people concerned.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Mail, Mailer } from "../../mail/mailer.ts";
import type { Logger } from "../../logger.ts";
import { moderationLog, posts, reports, users, type UserRow } from "../../db/schema/index.ts";
import { BadRequestError, ForbiddenError, NotFoundError } from "../../errors.ts";
import type { EventBus } from "../../events.ts";
import { MODERATION_MESSAGES, type ModerationNotice } from "../../../shared/moderation.ts";
import { POST_MESSAGES } from "../posts/messages.ts";
import type { SessionService } from "../sessions.ts";
import type { CommentService } from "../comments.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Moderator = Pick<UserRow, "id" | "role">;

export interface Deps {
  db: Db;
  events?: EventBus;
  sessions: SessionService;
  comments: CommentService;
  tell: (input: ModerationNotice & { recipientId: string; postId?: string | null }) => Promise<void>;
  mailer: Mailer;
  logger: Logger;
  siteName: string;
}

export function moderationTools({ db, events, tell, mailer, logger }: Deps) {
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
  async function tellPerson(target: UserRow, notice: ModerationNotice, mail: Mail) {
    await tell({ recipientId: target.id, ...notice });
    await mailer.send(mail).catch((err: unknown) => logger.error("Could not e-mail a moderation decision", err));
  }
  const name = (u: Pick<UserRow, "firstName" | "lastName" | "username">) =>
    `${u.firstName} ${u.lastName} (@${u.username})`;
  return { record, story, closeReports, storyChanged, person, mayTouch, mayActOnContentOf, tellPerson, name };
}
export type ModerationTools = ReturnType<typeof moderationTools>;

/**
 * Deleting an account: the person's profile, stories (with everything on them), likes, shares,
 * follows, blocks, mutes, reading list, notifications and sessions go, in one transaction. Their
 * comments go too, except a comment someone else replied to: it stays, emptied and without an
 * author, so the others' thread still reads. The counters of everyone else's stories move with the
 * rows, so they keep equalling them. The pictures they uploaded, and their resized copies, are removed
 * from storage once the rows are gone (a story of someone else's that showed one shows it no more).
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { posts, uploads as uploadRows, users, type UserRow } from "../db/schema/index.ts";
import { ValidationError } from "../errors.ts";
import type { EventBus } from "../events.ts";
import { verifyPassword } from "../auth/passwords.ts";
import type { Logger } from "../logger.ts";
import type { SessionService } from "./sessions.ts";
import type { UploadService } from "./uploads.ts";

export const DELETION_MESSAGES = {
  deleted: "Your account and everything in it are deleted. Goodbye.",
  wrongPassword: "Your password is not correct",
  needsPassword: "Type your password to confirm",
  wrongEmail: "Type your account's e-mail address to confirm",
} as const;

export interface DeletionConfirmation {
  /** Accounts with a password confirm with it; accounts signed in only with Google, with their e-mail. */
  password?: string | undefined;
  email?: string | undefined;
}

export function createAccountDeletion(
  db: Db,
  sessions: SessionService,
  uploads: UploadService,
  events?: EventBus,
  logger?: Logger,
) {
  async function confirm(user: UserRow, given: DeletionConfirmation) {
    if (user.passwordHash) {
      if (!given.password) throw new ValidationError([{ field: "password", message: DELETION_MESSAGES.needsPassword }]);
      if (!(await verifyPassword(user.passwordHash, given.password)))
        throw new ValidationError([{ field: "password", message: DELETION_MESSAGES.wrongPassword }]);
    } else if (given.email?.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new ValidationError([{ field: "email", message: DELETION_MESSAGES.wrongEmail }]);
    }
  }

  return {
    async deleteAccount(user: UserRow, given: DeletionConfirmation): Promise<void> {
      await confirm(user, given);
      const stories = await db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, user.id));
      // Sessions end first: no write of theirs lands while the rows go.
      await sessions.revokeAll(user.id);
      let pictures: { key: string }[] = [];
      await db.transaction(async (tx) => {
        const me = sql`${user.id}::uuid`;
        // Comments others replied to are kept (emptied); their own replies under them go.
        await tx.execute(sql`
          update comments c set content = '', author_id = null
          where c.author_id = ${me} and c.parent_id is null
            and exists (select 1 from comments r where r.parent_id = c.id and r.author_id is distinct from ${me})`);
        // Counters on other people's stories, by the rows about to go (cascades included: a deleted
        // comment takes its replies, which are all theirs once the kept ones are set aside).
        await tx.execute(sql`
          update posts p set total_comments = p.total_comments - gone.n
          from (
            select c.post_id, count(*)::int as n from comments c
            where c.author_id = ${me}
               or c.parent_id in (select id from comments where author_id = ${me})
            group by c.post_id
          ) gone
          where p.id = gone.post_id and p.author_id <> ${me}`);
        await tx.execute(sql`
          update posts p set total_likes = p.total_likes - gone.n
          from (select post_id, count(*)::int as n from likes where user_id = ${me} group by post_id) gone
          where p.id = gone.post_id and p.author_id <> ${me}`);
        await tx.execute(sql`
          update posts p set total_shares = p.total_shares - gone.n
          from (select post_id, count(*)::int as n from shares where user_id = ${me} group by post_id) gone
          where p.id = gone.post_id and p.author_id <> ${me}`);
        await tx.execute(sql`delete from comments where author_id = ${me}`);
        // Their address leaves every author's list, however it was subscribed (their own list goes
        // with their row).
        await tx.execute(
          sql`delete from subscribers where user_id = ${me} or email_key = ${user.email.trim().toLowerCase()}`,
        );
        // Everything else of theirs goes with the row (foreign keys cascade).
        // Which pictures were theirs, said by the rows as they go (an upload still on its way then is
        // refused: its key is no longer recorded).
        pictures = await tx
          .delete(uploadRows)
          .where(eq(uploadRows.ownerId, user.id))
          .returning({ key: uploadRows.key });
        await tx.delete(users).where(eq(users.id, user.id));
      });
      // The account is gone whatever happens to the files; a file left behind is logged, not an error.
      await uploads
        .removeFiles(pictures.map((p) => p.key))
        .catch((err: unknown) => logger?.error("Could not remove the pictures of a deleted account", err));
      events?.emit("user-changed", { userId: user.id });
      for (const story of stories) events?.emit("post-changed", { postId: story.id, what: "content" });
    },
  };
}
export type AccountDeletion = ReturnType<typeof createAccountDeletion>;

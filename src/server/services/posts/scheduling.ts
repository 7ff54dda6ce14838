/**
 * Scheduled publishing: an author sets a draft to publish itself at a time; every server process
 * checks for stories that are due (`publishDue`), and each due story is published by exactly one of
 * them (its row is claimed with FOR UPDATE SKIP LOCKED and the update re-checks it is still a draft).
 * A scheduled draft keeps being edited as usual: what is saved when the time comes is what goes out.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema/index.ts";
import { BadRequestError, ConflictError, ValidationError } from "../../errors.ts";
import type { EventBus } from "../../events.ts";
import type { Logger } from "../../logger.ts";
import { toPost } from "../../db/contract-shapes.ts";
import type { Post } from "../../../shared/post.ts";
import { POST_MESSAGES } from "./messages.ts";
import type { PostQueries } from "./shared.ts";

/** Stories published per check (the next check takes the rest). */
const BATCH = 50;

export function createScheduling(db: Db, { ownPost }: PostQueries, events?: EventBus) {
  return {
    /** Sets (or moves) the time a draft publishes itself. It must be publishable: a title and a body. */
    async schedule(authorId: string, postId: string, at: Date, baseVersion?: number): Promise<Post> {
      const { post, author } = await ownPost(authorId, postId);
      if (post.status === "published") throw new BadRequestError(POST_MESSAGES.alreadyPublished);
      if (baseVersion !== undefined && baseVersion !== post.version)
        throw new ConflictError(POST_MESSAGES.staleCopy, "baseVersion");
      const problems = [
        ...(post.title.trim() ? [] : [{ field: "title", message: POST_MESSAGES.needsTitle }]),
        ...(post.content.trim() ? [] : [{ field: "content", message: POST_MESSAGES.needsContent }]),
      ];
      if (problems.length) throw new ValidationError(problems);
      const [row] = await db
        .update(posts)
        .set({ scheduledAt: at })
        .where(and(eq(posts.id, postId), eq(posts.status, "draft")))
        .returning();
      // Published by the scheduler between the look-up and now.
      if (!row) throw new BadRequestError(POST_MESSAGES.alreadyPublished);
      return toPost(row, author);
    },

    /** The draft no longer publishes itself (already not scheduled is fine). */
    async unschedule(authorId: string, postId: string): Promise<Post> {
      const { post, author } = await ownPost(authorId, postId);
      if (!post.scheduledAt) return toPost(post, author);
      const [row] = await db.update(posts).set({ scheduledAt: null }).where(eq(posts.id, postId)).returning();
      return toPost(row!, author);
    },

    /**
     * Publishes the scheduled drafts whose time has come, and tells their followers as a publish does.
     * Safe to run in several processes at once. A draft emptied since it was scheduled waits (its
     * author sees it is overdue) rather than going out without a title or a body.
     */
    async publishDue(): Promise<string[]> {
      const { rows } = await db.execute<{ id: string; author_id: string; first: boolean }>(sql`
        with due as (
          select id, published_at is null as first from posts
          where status = 'draft' and scheduled_at <= now() and btrim(title) <> '' and btrim(content) <> ''
          order by scheduled_at
          limit ${BATCH}
          for update skip locked
        )
        update posts p
        set status = 'published', published_at = coalesce(p.published_at, now()), scheduled_at = null,
          newsletter = case when due.first then 'waiting' else p.newsletter end,
          version = p.version + 1, updated_at = now()
        from due
        where p.id = due.id and p.status = 'draft'
        returning p.id, p.author_id, due.first`);
      if (rows.length === 0) return [];
      // Shared pages and feeds in every process (cache/purger.ts), as for a story published by hand.
      for (const row of rows) {
        events?.emit("post-changed", { postId: row.id, what: "content" });
        if (row.first) events?.emit("published", { postId: row.id, authorId: row.author_id });
      }
      return rows.map((r) => r.id);
    },
  };
}

/** Checks for due stories every `intervalMs` until stopped; a failed check is logged and retried. */
export function startScheduler(publishDue: () => Promise<unknown>, intervalMs: number, logger: Logger) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = publishDue()
      .catch((err: unknown) => logger.error("Scheduled publishing failed", err))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

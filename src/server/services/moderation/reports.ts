/**
 * The report queue: open reports grouped by story, dismissing them, and holding a story that many
 * readers whose word has weight reported until a moderator decides.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { posts, reports, users } from "../../db/schema/index.ts";
import { BadRequestError } from "../../errors.ts";
import { MODERATION_MESSAGES, moderationNotice, type ReportedStory } from "../../../shared/moderation.ts";
import type { Paging } from "../../../shared/schemas/posts.ts";
import { toAuthor } from "../../db/contract-shapes.ts";
import { openReportsOf, toQueuedReport, weightyReporter } from "./report-rows.ts";

export { REPORTER_MIN_AGE_MS, weightyReporter } from "./report-rows.ts";
import type { Deps, Moderator, ModerationTools } from "./shared.ts";

/** Open reports from this many different people hide a story until a moderator looks at it. */
export const REPORTS_TO_HOLD = 5;
export function createReportQueue({ db, tell }: Deps, { record, story, closeReports, storyChanged }: ModerationTools) {
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
        openReportsOf(db, reports, ids),
      ]);
      const byId = new Map(stories.map((s) => [s._id, s]));
      return {
        stories: ids.flatMap((id): ReportedStory[] => {
          const s = byId.get(id);
          if (!s) return [];
          return [
            {
              post: { ...s, author: toAuthor(s.author) },
              reports: items.filter((i) => "postId" in i.report && i.report.postId === id).map(toQueuedReport),
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
        await tell({ recipientId: post.authorId, ...moderationNotice.authorRestored(post.title), postId });
      }
      for (const r of reporters)
        await tell({ recipientId: r, ...moderationNotice.reporterDismissed(post.title), postId });
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
      await tell({ recipientId: held.authorId, ...moderationNotice.authorHeld(held.title), postId });
      return true;
    },
  };
}

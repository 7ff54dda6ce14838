/**
 * What the story and comment report queues share: whose report has weight, the open reports of a
 * queue's rows (each saying whether it counts), and each report as the queues show it.
 */
import { and, asc, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { commentReports, reports, users } from "../../db/schema/index.ts";
import { authorColumns, toAuthor, type AuthorRow } from "../../db/contract-shapes.ts";
import type { ReportedStory } from "../../../shared/moderation.ts";

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

/** The open reports on these stories (`reports`) or comments (`commentReports`), oldest first. */
export function openReportsOf(db: Db, table: typeof reports | typeof commentReports, ids: string[]) {
  const subject = table === reports ? reports.postId : commentReports.commentId;
  return db
    .select({
      report: table,
      reporter: authorColumns,
      counts: sql<boolean>`${weightyReporter(table.reporterId)}`,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.reporterId))
    .where(and(inArray(subject, ids), eq(table.status, "open")))
    .orderBy(asc(table.createdAt));
}

/** One report as a queue shows it. */
export function toQueuedReport(i: {
  report: { id: string; reason: string; description: string; createdAt: Date };
  reporter: AuthorRow;
  counts: boolean;
}): ReportedStory["reports"][number] {
  return {
    _id: i.report.id,
    reason: i.report.reason,
    description: i.report.description,
    reporter: toAuthor(i.reporter),
    createdAt: i.report.createdAt.toISOString(),
    counts: Boolean(i.counts),
  };
}

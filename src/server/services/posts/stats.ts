/**
 * Author stats. A story's page tells the server it was viewed, and read (its end was reached), by a
 * small beacon: no cookie is set or read. Bots are left out by their user agent; a reload is not a
 * second view, in whichever process it lands (sightings.ts). Counts are added up in memory and
 * written every few seconds, one row per story and day.
 * An author's page reads them with their likes, comments and followers, by day.
 */
import { authoredBy } from "./access.ts";
import { isbot } from "isbot";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema/index.ts";
import type { Logger } from "../../logger.ts";
import { sightingsHere } from "./sightings.ts";

export const STATS_DAYS = [7, 30, 90] as const;

export interface DailyStats {
  day: string;
  views: number;
  reads: number;
  likes: number;
  comments: number;
  followers: number;
}
export interface StoryStats {
  _id: string;
  slug: string;
  title: string;
  views: number;
  reads: number;
  likes: number;
  comments: number;
}
export interface AuthorStats {
  days: number;
  daily: DailyStats[];
  totals: Omit<DailyStats, "day">;
  stories: StoryStats[];
}

const today = () => new Date().toISOString().slice(0, 10);

export function createStats(db: Db, logger: Logger) {
  const firstSighting = sightingsHere();
  /** `${postId}|${day}` → counts not yet written. */
  let pending = new Map<string, { views: number; reads: number }>();

  return {
    /** Counts a view or a read of a published story; answers whether it counted. */
    async record(postId: string, kind: "view" | "read", client: { ip: string; userAgent: string }): Promise<boolean> {
      if (!client.userAgent || isbot(client.userAgent)) return false;
      if (!(await firstSighting({ kind, postId, ...client }))) return false;
      const slot = `${postId}|${today()}`;
      const counts = pending.get(slot) ?? { views: 0, reads: 0 };
      counts[kind === "view" ? "views" : "reads"] += 1;
      pending.set(slot, counts);
      return true;
    },

    /** Writes what was counted (stories deleted meanwhile are skipped). */
    async flush(): Promise<number> {
      if (pending.size === 0) return 0;
      const batch = pending;
      pending = new Map();
      const rows = [...batch.entries()].map(([slot, c]) => {
        const [postId, day] = slot.split("|") as [string, string];
        return sql`(${postId}::uuid, ${day}::date, ${c.views}::int, ${c.reads}::int)`;
      });
      try {
        await db.execute(sql`
          insert into post_daily_stats (post_id, day, views, reads)
          select v.post_id, v.day, v.views, v.reads
          from (values ${sql.join(rows, sql`, `)}) as v(post_id, day, views, reads)
          join posts p on p.id = v.post_id
          on conflict (post_id, day) do update
            set views = post_daily_stats.views + excluded.views, reads = post_daily_stats.reads + excluded.reads`);
      } catch (err) {
        logger.error("Could not write story stats", err);
      }
      return rows.length;
    },

    /** The author's stories' views and reads, likes, comments and new followers, day by day. */
    async forAuthor(authorId: string, days: number): Promise<AuthorStats> {
      const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      const me = sql`${authorId}::uuid`;
      const from = sql`${since}::date`;
      // Each author's stats count the stories they co-author as well as their own.
      const mine = sql`(p.author_id = ${me} or exists (select 1 from post_authors pa where pa.post_id = p.id and pa.user_id = ${me} and pa.status = 'accepted'))`;
      const [viewRows, likeRows, commentRows, followerRows, stories] = await Promise.all([
        db.execute<{ day: string; views: number; reads: number }>(sql`
          select s.day::text as day, sum(s.views)::int as views, sum(s.reads)::int as reads
          from post_daily_stats s join posts p on p.id = s.post_id
          where ${mine} and s.day >= ${from} group by s.day`),
        db.execute<{ day: string; n: number }>(sql`
          select (l.created_at at time zone 'UTC')::date::text as day, count(*)::int as n
          from likes l join posts p on p.id = l.post_id
          where ${mine} and l.created_at >= ${from} group by 1`),
        db.execute<{ day: string; n: number }>(sql`
          select (c.created_at at time zone 'UTC')::date::text as day, count(*)::int as n
          from comments c join posts p on p.id = c.post_id
          where ${mine} and c.created_at >= ${from} and c.author_id is distinct from ${me} group by 1`),
        db.execute<{ day: string; n: number }>(sql`
          select (f.created_at at time zone 'UTC')::date::text as day, count(*)::int as n
          from follows f where f.followee_id = ${me} and f.created_at >= ${from} group by 1`),
        db
          .select({
            _id: posts.id,
            slug: posts.slug,
            title: posts.title,
            likes: posts.totalLikes,
            comments: posts.totalComments,
            views: sql<number>`coalesce((select sum(views) from post_daily_stats s where s.post_id = ${posts.id}), 0)::int`,
            reads: sql<number>`coalesce((select sum(reads) from post_daily_stats s where s.post_id = ${posts.id}), 0)::int`,
          })
          .from(posts)
          .where(and(authoredBy(authorId), eq(posts.status, "published"), gte(posts.publishedAt, new Date(0))))
          .orderBy(desc(posts.publishedAt))
          .limit(100),
      ]);
      const byDay = (rows: { day: string; n: number }[]) => new Map(rows.map((r) => [r.day, Number(r.n)]));
      const views = new Map(viewRows.rows.map((r) => [r.day, r]));
      const [likes, comments, followers] = [byDay(likeRows.rows), byDay(commentRows.rows), byDay(followerRows.rows)];
      const daily: DailyStats[] = [];
      for (let i = days - 1; i >= 0; i--) {
        const day = new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10);
        daily.push({
          day,
          views: Number(views.get(day)?.views ?? 0),
          reads: Number(views.get(day)?.reads ?? 0),
          likes: likes.get(day) ?? 0,
          comments: comments.get(day) ?? 0,
          followers: followers.get(day) ?? 0,
        });
      }
      const sum = (k: keyof Omit<DailyStats, "day">) => daily.reduce((n, d) => n + d[k], 0);
      return {
        days,
        daily,
        totals: {
          views: sum("views"),
          reads: sum("reads"),
          likes: sum("likes"),
          comments: sum("comments"),
          followers: sum("followers"),
        },
        stories: stories.map((s) => ({ ...s, views: Number(s.views), reads: Number(s.reads) })),
      };
    },
  };
}
export type StatsService = ReturnType<typeof createStats>;

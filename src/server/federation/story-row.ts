/**
 * A story as the fediverse may see it: the one row its Article and activities are made from, and
 * whether it is public. Read before Fedify is loaded (most stories have no reader elsewhere).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { posts, users } from "../db/schema/index.ts";

export interface StoryRow {
  id: string;
  authorId: string;
  /** Every author: the owner first, then accepted co-authors in byline order. */
  authorIds: string[];
  slug: string;
  title: string;
  subtitle: string | null;
  excerpt: string;
  language: string;
  contentHtml: string;
  coverUrl: string | null;
  coverAlt: string | null;
  tags: string[];
  status: string;
  publishedAt: Date | null;
  updatedAt: Date;
  suspended: boolean;
}

export async function storyRow(db: Db, postId: string): Promise<StoryRow | undefined> {
  const [row] = await db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      coauthorIds: sql<string[]>`(select coalesce(json_agg(pa.user_id order by pa.position, pa.created_at), '[]'::json)
        from post_authors pa where pa.post_id = ${posts.id} and pa.status = 'accepted')`,
      slug: posts.slug,
      title: posts.title,
      subtitle: posts.subtitle,
      excerpt: posts.excerpt,
      language: posts.language,
      contentHtml: posts.contentHtml,
      coverUrl: posts.coverUrl,
      coverAlt: posts.coverAlt,
      tags: posts.tags,
      status: posts.status,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
      suspended: sql<boolean>`coalesce(${users.suspendedUntil} > now(), false)`,
    })
    .from(posts)
    .innerJoin(users, and(eq(users.id, posts.authorId), eq(users.remote, false)))
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row) return undefined;
  const { coauthorIds, ...rest } = row;
  const more = (typeof coauthorIds === "string" ? (JSON.parse(coauthorIds) as string[]) : coauthorIds) ?? [];
  return { ...rest, authorIds: [row.authorId, ...more] };
}

/** Published, by an author who is not suspended: what the fediverse may see. */
export const isPublic = (row: StoryRow): boolean => row.status === "published" && !!row.publishedAt && !row.suspended;

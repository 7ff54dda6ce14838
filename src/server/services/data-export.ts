/**
 * "Download my data": everything a person put in, as one zip they can read without us. Stories and
 * drafts as Markdown files with YAML front matter (the format other platforms import), the rest as
 * JSON: profile, comments, who they follow and who follows them, likes, shares, reading list, blocks
 * and mutes.
 */
import { strToU8, zipSync, type Zippable } from "fflate";
import { asc, desc, eq, sql } from "drizzle-orm";
import { stringify } from "yaml";
import type { Db } from "../db/client.ts";
import { bookmarks, comments, likes, posts, series, shares, type PostRow, type UserRow } from "../db/schema/index.ts";
import { toSelfUser } from "../db/contract-shapes.ts";

/** A story as a Markdown file: front matter, then the body as written. */
export function storyMarkdown(p: PostRow, seriesTitle?: string): string {
  const front: Record<string, unknown> = {
    title: p.title,
    ...(p.subtitle ? { subtitle: p.subtitle } : {}),
    ...(p.tags.length ? { tags: p.tags } : {}),
    status: p.status,
    ...(p.publishedAt ? { published: p.publishedAt.toISOString() } : {}),
    ...(p.scheduledAt ? { scheduled: p.scheduledAt.toISOString() } : {}),
    created: p.createdAt.toISOString(),
    updated: p.updatedAt.toISOString(),
    ...(p.canonicalUrl ? { canonical_url: p.canonicalUrl } : {}),
    ...(p.coverUrl ? { cover_image: p.coverUrl, cover_alt: p.coverAlt ?? "" } : {}),
    ...(seriesTitle ? { series: seriesTitle, series_part: p.seriesPosition } : {}),
  };
  return `---\n${stringify(front)}---\n\n${p.content}\n`;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
const person = sql`json_build_object('username', u.username, 'name', u.first_name || ' ' || u.last_name)`;

/** What the export says of a story that is no longer published (its author's draft, or hidden). */
const UNAVAILABLE = { slug: null, title: null, unavailable: true } as const;
const named = (visible: boolean, slug: string, title: string) => (visible ? { slug, title } : UNAVAILABLE);

export function createDataExport(db: Db) {
  return {
    /** The zip's bytes and a file name for it. */
    async exportFor(user: UserRow): Promise<{ fileName: string; bytes: Uint8Array<ArrayBuffer> }> {
      const me = sql`${user.id}::uuid`;
      // Another person's story is named only while it is published: a story taken back to draft or
      // hidden keeps its new title and address to its author.
      const visible = sql<boolean>`(${posts.status} = 'published' or ${posts.authorId} = ${me})`;
      const [stories, mine, liked, shared, saved, people] = await Promise.all([
        db.select().from(posts).where(eq(posts.authorId, user.id)).orderBy(asc(posts.createdAt)),
        db
          .select({
            id: comments.id,
            content: comments.content,
            parentId: comments.parentId,
            createdAt: comments.createdAt,
            story: { slug: posts.slug, title: posts.title },
            visible,
          })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(eq(comments.authorId, user.id))
          .orderBy(asc(comments.createdAt)),
        db
          .select({ slug: posts.slug, title: posts.title, visible, at: likes.createdAt })
          .from(likes)
          .innerJoin(posts, eq(posts.id, likes.postId))
          .where(eq(likes.userId, user.id))
          .orderBy(desc(likes.createdAt)),
        db
          .select({ slug: posts.slug, title: posts.title, visible, platform: shares.platform, at: shares.createdAt })
          .from(shares)
          .innerJoin(posts, eq(posts.id, shares.postId))
          .where(eq(shares.userId, user.id))
          .orderBy(desc(shares.createdAt)),
        db
          .select({
            slug: posts.slug,
            title: posts.title,
            visible,
            archivedAt: bookmarks.archivedAt,
            at: bookmarks.createdAt,
          })
          .from(bookmarks)
          .innerJoin(posts, eq(posts.id, bookmarks.postId))
          .where(eq(bookmarks.userId, user.id))
          .orderBy(desc(bookmarks.createdAt)),
        db.execute<{ following: unknown; followers: unknown; blocked: unknown; muted: unknown }>(sql`
          select
            (select coalesce(json_agg(${person} order by f.created_at), '[]') from follows f join users u on u.id = f.followee_id where f.follower_id = ${me}) as following,
            (select coalesce(json_agg(${person} order by f.created_at), '[]') from follows f join users u on u.id = f.follower_id where f.followee_id = ${me}) as followers,
            (select coalesce(json_agg(${person} order by b.created_at), '[]') from blocks b join users u on u.id = b.blocked_id where b.blocker_id = ${me}) as blocked,
            (select coalesce(json_agg(${person} order by m.created_at), '[]') from mutes m join users u on u.id = m.muted_id where m.muter_id = ${me}) as muted`),
      ]);
      const files: Zippable = {
        "README.txt": strToU8(
          [
            `Everything ${user.firstName} ${user.lastName} (@${user.username}) put in, exported ${new Date().toISOString()}.`,
            "",
            "stories/   published stories, one Markdown file each, with YAML front matter",
            "drafts/    drafts, the same way",
            "profile.json, comments.json, people.json (following, followers, blocked, muted),",
            "likes.json, shares.json, reading-list.json",
            "",
          ].join("\n"),
        ),
        "profile.json": json((({ isFriend: _f, isBlocked: _b, stats: _s, ...own }) => own)(toSelfUser(user))),
        "comments.json": json(
          mine.map((c) => ({
            id: c.id,
            story: c.visible ? c.story : UNAVAILABLE,
            ...(c.parentId ? { replyTo: c.parentId } : {}),
            content: c.content,
            createdAt: c.createdAt.toISOString(),
          })),
        ),
        "people.json": json(people.rows[0] ?? {}),
        "likes.json": json(
          liked.map(({ visible: v, slug, title, at }) => ({ ...named(v, slug, title), at: at.toISOString() })),
        ),
        "shares.json": json(
          shared.map(({ visible: v, slug, title, platform, at }) => ({
            ...named(v, slug, title),
            platform,
            at: at.toISOString(),
          })),
        ),
        "reading-list.json": json(
          saved.map(({ visible: v, slug, title, archivedAt, at }) => ({
            ...named(v, slug, title),
            archivedAt: archivedAt?.toISOString() ?? null,
            at: at.toISOString(),
          })),
        ),
      };
      const titles = new Map(
        (await db.select({ id: series.id, title: series.title }).from(series).where(eq(series.authorId, user.id))).map(
          (r) => [r.id, r.title],
        ),
      );
      const used = new Set<string>();
      for (const story of stories) {
        const folder = story.status === "published" ? "stories" : "drafts";
        let name = `${folder}/${story.slug || story.id}.md`;
        if (used.has(name)) name = `${folder}/${story.slug}-${story.id}.md`;
        used.add(name);
        files[name] = strToU8(storyMarkdown(story, story.seriesId ? titles.get(story.seriesId) : undefined));
      }
      const day = new Date().toISOString().slice(0, 10);
      return { fileName: `inkwell-${user.username}-${day}.zip`, bytes: new Uint8Array(zipSync(files, { level: 6 })) };
    },
  };
}
export type DataExport = ReturnType<typeof createDataExport>;

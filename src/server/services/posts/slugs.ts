/**
 * A story's address (slug): free among current addresses and the old ones kept for redirects, and
 * taken safely when two stories with one title are written at the same moment. Used by writing.ts.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../db/errors.ts";
import { posts, postSlugs } from "../../db/schema/index.ts";
import { slugBase, slugSuffix } from "../../content/slugs.ts";

export function createSlugs(db: Db) {
  async function slugTaken(slug: string, postId?: string) {
    const [current] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug)).limit(1);
    if (current && current.id !== postId) return true;
    const [old] = await db.select({ id: postSlugs.postId }).from(postSlugs).where(eq(postSlugs.slug, slug)).limit(1);
    return !!old && old.id !== postId;
  }

  async function uniqueSlug(title: string, postId?: string) {
    const base = slugBase(title);
    if (!(await slugTaken(base, postId))) return base;
    for (let i = 0; i < 5; i++) {
      const candidate = `${base}-${slugSuffix()}`;
      if (!(await slugTaken(candidate, postId))) return candidate;
    }
    return `${base}-${Date.now().toString(36)}`;
  }
  /**
   * Inserts a new story under a free address. Two stories with one title written at the same moment
   * can both find the same address free: the second then takes a suffixed one instead of failing.
   */
  async function insertWithSlug<T>(title: string, insert: (slug: string) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const slug = attempt === 0 ? await uniqueSlug(title) : `${slugBase(title)}-${slugSuffix()}`;
      try {
        return await insert(slug);
      } catch (err) {
        if (attempt >= 3 || !uniqueViolation(err)?.includes("slug")) throw err;
      }
    }
  }

  return { uniqueSlug, insertWithSlug };
}

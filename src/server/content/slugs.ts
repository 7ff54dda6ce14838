/** Post addresses: transliterated, lower-case, URL-safe, length-capped, never a reserved word. */
import slugify from "@sindresorhus/slugify";

/** Words after /post/ that are API paths, never posts (the contract's list). */
export const RESERVED_SLUGS = [
  "create",
  "draft",
  "drafts",
  "user",
  "comments",
  "likes",
  "shares",
  "recommended",
  "related",
];
export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The readable part of a slug, before any suffix that makes it unique. */
export function slugBase(title: string): string {
  let slug = slugify(title, { lowercase: true, decamelize: false }).replace(/[^a-z0-9-]/g, "");
  if (slug.length > SLUG_MAX) {
    slug = slug.slice(0, SLUG_MAX);
    const lastDash = slug.lastIndexOf("-");
    if (lastDash > SLUG_MAX / 2) slug = slug.slice(0, lastDash);
  }
  slug = slug.replace(/^-+|-+$/g, "").replace(/-{2,}/g, "-");
  if (!slug) return "untitled";
  return RESERVED_SLUGS.includes(slug) ? `${slug}-post` : slug;
}

/** A short random suffix for a slug that is taken. */
export function slugSuffix(): string {
  return Math.random().toString(36).slice(2, 8).padEnd(6, "0");
}

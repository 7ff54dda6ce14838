/**
 * The columns a save of a story writes: its body rendered once (never on read), its cover checked,
 * only the fields sent; and a preview rendered exactly as a save would be, without saving it.
 */
import { markdownPool } from "../../content/markdown-pool.ts";
import type { NewPostRow, PostRow } from "../../db/schema/index.ts";
import { toPost, type AuthorRow } from "../../db/contract-shapes.ts";
import type { Post } from "../../../shared/post.ts";
import type { CreatePostInput, DraftInput, UpdatePostInput } from "../../../shared/schemas/posts.ts";
import type { UploadService } from "../uploads.ts";
import type { Locale } from "../../../shared/locale.ts";
import { guessLanguage } from "./language.ts";

/** What a story's language is guessed from. */
export const textOf = (title: string | undefined | null, content: string | undefined | null) =>
  `${title ?? ""}\n${content ?? ""}`;

export function createPostColumns(uploads: Pick<UploadService, "ready">) {
  /** Size of an uploaded picture in a body (and, with S3, the moment it is checked and moved in). */
  async function imageSize(src: string) {
    if (!src.startsWith("/uploads/")) return null;
    return uploads.ready(src).catch(() => null);
  }

  /**
   * Rendered columns for a body: stored once here, never recomputed on read (pages, feeds, mail and
   * the fediverse all use them). `language` is the story's: the words its cards add are in it.
   */
  async function rendered(content: string, language: Locale) {
    const r = await markdownPool.render(content, imageSize, language);
    return { content, contentHtml: r.html, excerpt: r.excerpt, readingTime: r.readingTime };
  }

  function coverColumns(cover: CreatePostInput["coverImage"]) {
    if (cover === undefined) return {};
    return { coverUrl: cover?.url ?? null, coverAlt: cover ? cover.alt : null };
  }

  return {
    rendered,
    coverColumns,
    /** A cover must be a picture that was really uploaded (and, with S3, passes the checks now). */
    checkCover: async (cover: { url: string } | null | undefined) => {
      if (cover) await uploads.ready(cover.url, "coverImage.url");
    },

    /**
     * The columns a save changes: only the fields sent; the body is re-rendered only when it or the
     * story's language (which its cards' words are in) changed.
     */
    fieldChanges: async (post: PostRow, input: DraftInput | UpdatePostInput): Promise<Partial<NewPostRow>> => {
      const { title, subtitle, content, coverImage, tags, canonicalUrl, emailSubscribers, language } = input;
      const bodyChanged = content !== undefined && content !== post.content;
      const languageChanged = language !== undefined && language !== post.language;
      return {
        ...(language !== undefined ? { language, languageChosen: true } : {}),
        ...(emailSubscribers !== undefined ? { emailSubscribers } : {}),
        ...(title !== undefined ? { title } : {}),
        ...(canonicalUrl !== undefined ? { canonicalUrl } : {}),
        ...(subtitle !== undefined ? { subtitle } : {}),
        ...(bodyChanged || languageChanged ? await rendered(content ?? post.content, language ?? post.language) : {}),
        ...coverColumns(coverImage),
        ...(tags !== undefined ? { tags } : {}),
      };
    },

    /** What a story would look like, rendered exactly as on save, without saving it. */
    preview: async (author: AuthorRow, input: DraftInput): Promise<Post> => {
      const now = new Date();
      const language = input.language ?? guessLanguage(textOf(input.title, input.content), null);
      const row: PostRow = {
        id: input._id ?? "00000000-0000-4000-8000-000000000000",
        authorId: author._id,
        slug: "preview",
        title: input.title ?? "",
        subtitle: input.subtitle ?? null,
        ...(await rendered(input.content ?? "", language)),
        coverUrl: input.coverImage?.url ?? null,
        coverAlt: input.coverImage?.alt ?? null,
        canonicalUrl: input.canonicalUrl ?? null,
        language,
        languageChosen: input.language !== undefined,
        tags: input.tags ?? [],
        status: "draft",
        version: 0,
        totalLikes: 0,
        totalComments: 0,
        totalShares: 0,
        fediverseLikes: 0,
        fediverseBoosts: 0,
        publishedAt: now,
        scheduledAt: null,
        emailSubscribers: input.emailSubscribers ?? true,
        newsletter: "waiting",
        seriesId: null,
        seriesPosition: null,
        createdAt: now,
        updatedAt: now,
      };
      return toPost(row, author);
    },
  };
}

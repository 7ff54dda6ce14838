/**
 * Writing stories: create, drafts (with their versions, so a stale copy is refused, not saved over),
 * update and publish, delete (a save's columns: columns.ts; how it is written: saving.ts). Only
 * authors touch their own stories.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postAuthors, posts, postSlugs, type NewPostRow } from "../../db/schema/index.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors.ts";
import { MODERATION_MESSAGES } from "../../../shared/moderation.ts";
import type { EventBus } from "../../events.ts";
import type { UploadService } from "../uploads.ts";
import { toPost } from "../../db/contract-shapes.ts";
import type { PostQueries } from "./shared.ts";
import type { Post } from "../../../shared/post.ts";
import type { CreatePostInput, DraftInput, UpdatePostInput } from "../../../shared/schemas/posts.ts";
import { POST_MESSAGES } from "./messages.ts";
import { createRevisions } from "./revisions.ts";
import { createSlugs } from "./slugs.ts";
import { guessLanguage } from "./language.ts";
import { createSaving, type Writer } from "./saving.ts";
import { createPostColumns, textOf } from "./columns.ts";
import { announceSettings } from "./live-settings.ts";
import { users } from "../../db/schema/index.ts";

export function createPostWriting(
  db: Db,
  uploads: Pick<UploadService, "ready">,
  queries: PostQueries,
  events?: EventBus,
  /** A part of a series changed: the other parts' pages list it. */
  siblingsChanged: (seriesId: string | null) => Promise<void> = async () => {},
) {
  const { ownPost } = queries;
  const history = createRevisions(db, queries);
  const { uniqueSlug, insertWithSlug } = createSlugs(db);
  const { saving } = createSaving(db);
  const columns = createPostColumns(uploads);
  const { rendered, checkCover, coverColumns, fieldChanges } = columns;

  /** The writer's own interface language: the guess when a story is too short to tell. */
  async function writerLanguage(authorId: string) {
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, authorId));
    return row?.language ?? null;
  }
  /** Saves into an existing draft through `write` (null: nothing to write, the story is answered as it is). */
  async function saveInto(authorId: string, id: string, input: DraftInput, write: Writer): Promise<Post> {
    const { post } = await ownPost(authorId, id);
    if (post.status !== "draft") throw new ConflictError(POST_MESSAGES.publishedUseUpdate);
    const changes = await fieldChanges(post, input);
    // A draft that was never published has no address to keep: its slug follows its title.
    if (input.title !== undefined && input.title !== post.title && !post.publishedAt)
      changes.slug = await uniqueSlug(input.title || "untitled", post.id);
    const saved = await write(post, changes);
    if (saved) await history.record(saved, "fold", authorId, post);
    if (saved) announceSettings(events, post, saved);
    return service.getOwn(authorId, post.id);
  }

  /** An update (or publication, or back to drafts) written through `write`. */
  async function updateWith(authorId: string, id: string, input: UpdatePostInput, write: Writer): Promise<Post> {
    const { post } = await ownPost(authorId, id);
    const { status, title, content } = input;
    if (post.status === "hidden" && status !== undefined)
      throw new ForbiddenError(MODERATION_MESSAGES.storyHiddenByModerator);
    const nextTitle = title ?? post.title;
    const nextContent = content ?? post.content;
    const nextStatus = status ?? post.status;
    if (nextStatus === "published") {
      const problems = [
        ...(nextTitle.trim() ? [] : [{ field: "title", message: POST_MESSAGES.needsTitle }]),
        ...(nextContent.trim() ? [] : [{ field: "content", message: POST_MESSAGES.needsContent }]),
      ];
      if (problems.length) throw new ValidationError(problems);
    }
    const changes: Partial<NewPostRow> = { ...(await fieldChanges(post, input)), status: nextStatus };
    const firstPublication = nextStatus === "published" && !post.publishedAt;
    if (firstPublication)
      Object.assign(changes, { publishedAt: new Date(), newsletter: "waiting" } satisfies Partial<NewPostRow>);
    // A draft begun with a few words was guessed from them: its first publication guesses again
    // from the whole text, unless the writer chose the language.
    if (firstPublication && input.language === undefined && !post.languageChosen) {
      changes.language = guessLanguage(textOf(nextTitle, nextContent), post.language);
      // The body's cards speak the story's language: a new guess renders it again in that one.
      if (changes.language !== post.language) Object.assign(changes, await rendered(nextContent, changes.language));
    }
    // Published by hand, or back to drafts: either way no longer waiting for its time.
    if (status !== undefined) changes.scheduledAt = null;
    const titleChanged = title !== undefined && title !== post.title;
    if (firstPublication || (titleChanged && !post.publishedAt)) {
      changes.slug = await uniqueSlug(nextTitle || "untitled", post.id);
    } else if (titleChanged && post.publishedAt && post.authorId === authorId) {
      // Only the owner moves a published address; a co-author's new title keeps it.
      changes.slug = await uniqueSlug(nextTitle, post.id);
    }
    const saved = await write(post, changes);
    // A live save from an older shared state: nothing of it was newer, the story stays as it is.
    if (!saved) return service.getOwn(authorId, post.id);
    await history.record(saved, "new", authorId, post);
    events?.emit("post-changed", { postId: post.id, what: "content" });
    announceSettings(events, post, saved);
    if (firstPublication) events?.emit("published", { postId: post.id, authorId: post.authorId });
    else if (post.status === "published" && saved.status === "published")
      events?.emit("story-updated", { postId: post.id });
    // A published address keeps working: the old slug redirects to the new one (a live save whose
    // title was kept out kept the address too).
    if (post.publishedAt && saved.slug !== post.slug) {
      await db.delete(postSlugs).where(eq(postSlugs.slug, saved.slug));
      await db.insert(postSlugs).values({ slug: post.slug, postId: post.id }).onConflictDoNothing();
    }
    await siblingsChanged(post.seriesId);
    return service.getOwn(authorId, post.id);
  }

  const service = {
    /** Stories the author has published (still up or hidden) or scheduled: a first day's brake counts them. */
    async publishedOrScheduledCount(authorId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(posts)
        .where(
          and(
            eq(posts.authorId, authorId),
            sql`(${posts.publishedAt} is not null or ${posts.scheduledAt} is not null)`,
          ),
        );
      return Number(row?.n ?? 0);
    },

    async create(authorId: string, input: CreatePostInput): Promise<Post> {
      await checkCover(input.coverImage);
      const language =
        input.language ?? guessLanguage(textOf(input.title, input.content), await writerLanguage(authorId));
      const body = await rendered(input.content, language);
      const [row] = await insertWithSlug(input.title, (slug) =>
        db
          .insert(posts)
          .values({
            authorId,
            slug,
            title: input.title,
            subtitle: input.subtitle ?? null,
            canonicalUrl: input.canonicalUrl ?? null,
            emailSubscribers: input.emailSubscribers ?? true,
            language,
            languageChosen: input.language !== undefined,
            ...body,
            ...coverColumns(input.coverImage),
            tags: input.tags ?? [],
            status: "published",
            publishedAt: new Date(),
            newsletter: "waiting",
          })
          .returning(),
      );
      await history.record(row!, "new", authorId);
      events?.emit("post-changed", { postId: row!.id, what: "content" });
      events?.emit("published", { postId: row!.id, authorId });
      return service.getOwn(authorId, row!.id);
    },

    /** Creates a draft, or saves into an existing one (drafts only: published stories use update). */
    async saveDraft(authorId: string, input: DraftInput): Promise<Post> {
      await checkCover(input.coverImage);
      const { _id, title, subtitle, content, coverImage, tags, canonicalUrl, emailSubscribers } = input;
      if (!_id) {
        const language = input.language ?? guessLanguage(textOf(title, content), await writerLanguage(authorId));
        const body = await rendered(content ?? "", language);
        const [row] = await insertWithSlug(title || "untitled", (slug) =>
          db
            .insert(posts)
            .values({
              authorId,
              slug,
              title: title ?? "",
              subtitle: subtitle ?? null,
              canonicalUrl: canonicalUrl ?? null,
              emailSubscribers: emailSubscribers ?? true,
              language,
              languageChosen: input.language !== undefined,
              ...body,
              ...coverColumns(coverImage),
              tags: tags ?? [],
              status: "draft",
            })
            .returning(),
        );
        await history.record(row!, "fold", authorId);
        return service.getOwn(authorId, row!.id);
      }
      return saving(input, (write) => saveInto(authorId, _id, input, write));
    },

    async update(authorId: string, id: string, input: UpdatePostInput): Promise<Post> {
      await checkCover(input.coverImage);
      // A live save (a published story's update from its shared document) writes only what is newer.
      return saving(input, (write) => updateWith(authorId, id, input, write));
    },

    revisions: (...args: Parameters<typeof history.revisions>) => history.revisions(...args),
    revision: (...args: Parameters<typeof history.revision>) => history.revision(...args),

    /** Makes a revision the story's current text again, as a new save (so what it replaces is kept too). */
    async restore(authorId: string, postId: string, revisionId: string, baseVersion?: number): Promise<Post> {
      const revision = await history.revision(authorId, postId, revisionId);
      return service.update(authorId, postId, {
        title: revision.title,
        subtitle: revision.subtitle ?? null,
        content: revision.content,
        ...(baseVersion !== undefined ? { baseVersion } : {}),
      });
    },

    async remove(authorId: string, id: string): Promise<void> {
      // Read before the row goes (its co-author list goes with it): their followers hear of the deletion.
      const coauthorIds = (
        await db
          .select({ userId: postAuthors.userId })
          .from(postAuthors)
          .where(and(eq(postAuthors.postId, id), eq(postAuthors.status, "accepted")))
          .orderBy(asc(postAuthors.position))
      ).map((r) => r.userId);
      const [deleted] = await db
        .delete(posts)
        .where(and(eq(posts.id, id), eq(posts.authorId, authorId)))
        .returning({
          id: posts.id,
          status: posts.status,
          slug: posts.slug,
          title: posts.title,
          seriesId: posts.seriesId,
        });
      if (!deleted) throw new NotFoundError(POST_MESSAGES.notFound);
      events?.emit("post-changed", { postId: id, what: "content" });
      if (deleted.status === "published")
        events?.emit("story-deleted", { postId: id, slug: deleted.slug, title: deleted.title, authorId, coauthorIds });
      await siblingsChanged(deleted.seriesId);
    },

    /** What a story would look like, rendered exactly as on save, without saving it. */
    preview: columns.preview,

    async getOwn(authorId: string, id: string): Promise<Post> {
      const { post, author } = await ownPost(authorId, id);
      return toPost(post, author);
    },
  };
  return service;
}

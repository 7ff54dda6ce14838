/** Validation of post writes and listings, with the limits named once. */
import { z } from "zod";
import { LOCALES } from "../locale.ts";
import { idSchema } from "./ids.ts";
import { POST_LIMITS } from "../limits.ts";
import { UPLOADED_IMAGE_PATTERN } from "./user.ts";
import { isWebAddress, WEB_ADDRESS_MESSAGE } from "../web-address.ts";
import { line, text } from "./text.ts";
import { COEDIT_PART_BYTES } from "../coedit.ts";

export { POST_LIMITS };

export const tagSchema = line(
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "A tag cannot be empty")
    .max(POST_LIMITS.tagMax, `A tag has at most ${POST_LIMITS.tagMax} characters`),
).regex(/^[\p{L}\p{N}][\p{L}\p{N}-]*$/u, "Use letters, digits and dashes in tags");

const tags = z
  .array(tagSchema)
  .max(POST_LIMITS.tagsMax, `Use at most ${POST_LIMITS.tagsMax} tags`)
  .transform((list) => [...new Set(list)]);

const coverImage = z
  .strictObject({
    url: z.string().regex(UPLOADED_IMAGE_PATTERN, "Upload the cover image first"),
    alt: line(
      z.string().trim().max(POST_LIMITS.coverAltMax, `Use at most ${POST_LIMITS.coverAltMax} characters`),
    ).default(""),
  })
  .nullable();

const title = line(
  z
    .string({ error: "Give the story a title" })
    .trim()
    .max(POST_LIMITS.titleMax, `Use at most ${POST_LIMITS.titleMax} characters`),
);
const subtitle = line(
  z.string().trim().max(POST_LIMITS.subtitleMax, `Use at most ${POST_LIMITS.subtitleMax} characters`),
)
  .nullable()
  .transform((s) => s || null);
const content = text(
  z
    .string({ error: "Write the story first" })
    .max(POST_LIMITS.contentMax, `A story has at most ${POST_LIMITS.contentMax.toLocaleString("en")} characters`),
);
const baseVersion = z.number().int().min(1).optional();
/** An absolute http(s) address; empty means none (the story is canonical here). */
const canonicalUrl = line(
  z
    .string({ error: "Give the full address where the story was first published" })
    .trim()
    .max(POST_LIMITS.canonicalUrlMax, `Use at most ${POST_LIMITS.canonicalUrlMax} characters`),
)
  .refine((s) => s === "" || isWebAddress(s), WEB_ADDRESS_MESSAGE)
  .nullable()
  .transform((s) => s || null);

/** false: the story's first publication is e-mailed to none of the author's subscribers. */
const emailSubscribers = z.boolean({ error: "emailSubscribers is true or false" });

/** The story's language; without it the server guesses from the text (services/posts/language.ts). */
const language = z.enum(LOCALES, { error: `Choose one of: ${LOCALES.join(", ")}` });

/** POST /post/create: a published story needs a title and a body. */
export const createPostSchema = z.strictObject({
  title: title.min(1, "Give the story a title"),
  subtitle: subtitle.optional(),
  content: content.refine((s) => s.trim().length > 0, "Write the story first"),
  coverImage: coverImage.optional(),
  tags: tags.optional(),
  canonicalUrl: canonicalUrl.optional(),
  emailSubscribers: emailSubscribers.optional(),
  language: language.optional(),
});

/** The fields a draft or an update may carry, each optional. */
const optionalFields = {
  baseVersion,
  title: title.optional(),
  subtitle: subtitle.optional(),
  content: content.optional(),
  coverImage: coverImage.optional(),
  tags: tags.optional(),
  canonicalUrl: canonicalUrl.optional(),
  emailSubscribers: emailSubscribers.optional(),
  language: language.optional(),
};

/**
 * A save of the story's live shared document (decision 018), by the rich editor in its room: a draft's
 * autosave, or a published story's update.
 */
const liveFields = {
  /**
   * Saved from the story's live shared document: a stale `baseVersion` is no conflict when the current
   * version was itself saved live; a version saved any other way still answers 409.
   */
  live: z.boolean().optional(),
  /**
   * With `live`: the Yjs state vector (base64) of the shared document the `content` was rendered from.
   * A live save from a state the story's stored text already holds does not replace that text.
   */
  stateVector: z
    .base64("stateVector is base64")
    .max(Math.ceil(COEDIT_PART_BYTES / 3) * 4, "stateVector is too large")
    .optional(),
  /**
   * With `stateVector`: the `title` and `subtitle` are the shared document's too, of the same state;
   * a live save from a state the stored one already holds keeps them out as it keeps out the text.
   */
  sharedTitles: z.boolean().optional(),
};

/** POST /post/draft: anything may still be empty; `_id` updates an existing draft. */
export const draftSchema = z.strictObject({
  _id: idSchema("Unknown draft").optional(),
  ...optionalFields,
  ...liveFields,
});

/** Not fields of the story: how a save is made. */
const HOW_SAVED = new Set(["baseVersion", ...Object.keys(liveFields)]);

/** PUT /post/{_id}: any post field, and `status` to publish or unpublish. */
export const updatePostSchema = z
  .strictObject({
    ...optionalFields,
    ...liveFields,
    status: z.enum(["draft", "published"], { error: "Use draft or published" }).optional(),
  })
  .refine((v) => Object.keys(v).some((k) => !HOW_SAVED.has(k)), { message: "Send at least one field to change" });

/** How far ahead a story may be scheduled. */
export const SCHEDULE_MAX_DAYS = 366;

/** POST /post/{_id}/schedule: when a draft publishes itself (an ISO date-time with its offset). */
export const scheduleSchema = z.strictObject({
  publishAt: z.iso
    .datetime({ offset: true, error: "Give a date and time, like 2026-12-01T09:00:00+01:00" })
    .transform((s) => new Date(s))
    .refine((d) => d.getTime() > Date.now(), "Pick a time in the future")
    .refine(
      (d) => d.getTime() <= Date.now() + SCHEDULE_MAX_DAYS * 86_400_000,
      `Pick a time within ${SCHEDULE_MAX_DAYS} days`,
    ),
  baseVersion,
});

export type CreatePostInput = z.infer<typeof createPostSchema>;
export type DraftInput = z.infer<typeof draftSchema>;
export type UpdatePostInput = z.infer<typeof updatePostSchema>;
/** How a save is made: its base version and, saved from the shared document, its state. */
export type SaveHow = Pick<DraftInput, "baseVersion" | "live" | "stateVector" | "sharedTitles">;

const intParam = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return Number(v);
    });

export const PAGE_LIMIT_MAX = 50;
export const pagingSchema = z.object({
  page: intParam("page", 1, 100_000, 1),
  limit: intParam("limit", 1, PAGE_LIMIT_MAX, 10),
});
export type Paging = z.infer<typeof pagingSchema>;

export const listPostsSchema = pagingSchema.extend({
  sort: z.enum(["latest", "top"], { error: "sort is latest or top" }).optional().default("latest"),
  tag: tagSchema.optional(),
  author: line(z.string().trim().min(1).max(60)).optional(),
});
export const relatedSchema = z.object({
  postId: idSchema("Give the id of a post"),
  limit: intParam("limit", 1, 20, 4),
});

/** POST /post/import: Markdown or Medium HTML files as text, zip archives as base64 (each becomes drafts). */
export const IMPORT_FILES_MAX = 100;
export const importSchema = z.strictObject({
  files: z
    .array(
      z.union(
        [
          z.strictObject({ name: line(z.string().trim().min(1).max(300)), text: z.string() }),
          z.strictObject({
            name: line(z.string().trim().min(1).max(300)),
            base64: z.base64("A zip is sent as base64"),
          }),
        ],
        { error: "Each file has a name and its text (or base64 for a zip)" },
      ),
      { error: "Choose the files to import" },
    )
    .min(1, "Choose the files to import")
    .max(IMPORT_FILES_MAX, `Import at most ${IMPORT_FILES_MAX} files at once`),
});

/** POST /post/{id}/view: the page was viewed, or (`read`) its end was reached. */
export const viewSchema = z.strictObject({ read: z.boolean({ error: "read is true or false" }).optional() });
/** GET /user/stats: the last 7, 30 or 90 days. */
export const statsQuerySchema = z.object({
  days: z.enum(["7", "30", "90"], { error: "days is 7, 30 or 90" }).default("30").transform(Number),
});

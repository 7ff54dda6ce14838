/** /api/post/*: writing and reading posts. Reserved words are routed before /:slug, so they are never slugs. */
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "../../../shared/schemas/ids.ts";
import { POST_MESSAGES } from "../../services/posts/index.ts";
import {
  createPostSchema,
  draftSchema,
  IMPORT_FILES_MAX,
  importSchema,
  listPostsSchema,
  pagingSchema,
  relatedSchema,
  updatePostSchema,
  viewSchema,
} from "../../../shared/schemas/posts.ts";
import { clientIp } from "../client-ip.ts";
import { ok } from "../envelope.ts";
import { BadRequestError } from "../../errors.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import { largeJsonBody } from "../middleware/body-rules.ts";
import { IMPORT_MESSAGES } from "../../content/import-limits.ts";
import { readImportOffThread } from "../../content/import-reader.ts";
import {
  NEW_ACCOUNT_LINKS,
  NEW_ACCOUNT_MESSAGES,
  newAccountLinks,
  newAccountStories,
} from "../middleware/new-accounts.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

const idParam = z.object({ id: idSchema(POST_MESSAGES.notFound) });
/** An 8 MB zip, as base64 in JSON, with room for the rest. */
const IMPORT_BODY_LIMIT_BYTES = 12 * 1024 * 1024;

export function postRoutes(rules: LimitRules, limitsOn: boolean) {
  const writes = perUser(rules.postWrites, limitsOn);
  // An account's first day: few stories, few links in them.
  const newStory = newAccountStories(limitsOn, () => Promise.resolve(true));
  // Publishing a draft counts; editing a story that is published already does not.
  const newPublication = newAccountStories(
    limitsOn,
    async (c, body, user) =>
      body?.status === "published" &&
      (await c.var.app.services.posts.getOwn(user.id, c.req.param("id") ?? "")).status !== "published",
  );
  const storyLinks = newAccountLinks(NEW_ACCOUNT_LINKS.story, NEW_ACCOUNT_MESSAGES.storyLinks, limitsOn);
  // Publishing a draft checks the text it saved.
  const publishedLinks = newAccountLinks(
    NEW_ACCOUNT_LINKS.story,
    NEW_ACCOUNT_MESSAGES.storyLinks,
    limitsOn,
    async (c, user) => (await c.var.app.services.posts.getOwn(user.id, c.req.param("id") ?? "")).content,
  );
  return (
    new Hono<ApiEnv>()
      .post("/create", requireUser, writes, validate("json", createPostSchema), storyLinks, newStory, async (c) => {
        const post = await c.var.app.services.posts.create(c.var.user.id, c.req.valid("json"));
        return ok(c, { post }, 201, POST_MESSAGES.created);
      })
      // No cookie is read or set: the reader stays anonymous; the count leaves bots and reloads out.
      .post("/:id/view", validate("param", idParam), validate("json", viewSchema), async (c) => {
        const counted = await c.var.app.services.stats.record(
          c.req.valid("param").id,
          c.req.valid("json").read ? "read" : "view",
          { ip: clientIp(c, c.var.app.config.TRUST_PROXY), userAgent: c.req.header("user-agent") ?? "" },
        );
        return ok(c, { counted });
      })
      .post(
        "/import",
        largeJsonBody(IMPORT_BODY_LIMIT_BYTES),
        requireUser,
        writes,
        validate("json", importSchema),
        async (c) => {
          const { stories, problems } = await readImportOffThread(c.req.valid("json").files);
          if (stories.length > IMPORT_FILES_MAX) throw new BadRequestError(IMPORT_MESSAGES.tooMany);
          const imported: { file: string; post: { _id: string; title: string } }[] = [];
          for (const story of stories) {
            const checked = draftSchema.safeParse({
              title: story.title,
              content: story.content,
              tags: story.tags,
              ...(story.subtitle ? { subtitle: story.subtitle } : {}),
              ...(story.canonicalUrl ? { canonicalUrl: story.canonicalUrl } : {}),
            });
            if (!checked.success) {
              problems.push({ file: story.file, reason: checked.error.issues[0]?.message ?? "Not a valid story" });
              continue;
            }
            const post = await c.var.app.services.posts.saveDraft(c.var.user.id, checked.data);
            imported.push({ file: story.file, post: { _id: post._id, title: post.title } });
          }
          const message =
            imported.length === 0
              ? "Nothing was imported"
              : `Imported ${imported.length} ${imported.length === 1 ? "story" : "stories"} as drafts`;
          return ok(c, { imported, skipped: problems }, imported.length ? 201 : 200, message);
        },
      )
      .post("/draft", requireUser, writes, validate("json", draftSchema), async (c) => {
        const post = await c.var.app.services.posts.saveDraft(c.var.user.id, c.req.valid("json"));
        return ok(c, { post });
      })
      .get("/drafts", requireUser, validate("query", pagingSchema), async (c) => {
        return ok(c, await c.var.app.services.posts.drafts(c.var.user.id, c.req.valid("query")));
      })
      .get("/recommended", validate("query", pagingSchema), async (c) => {
        return ok(c, await c.var.app.services.posts.recommended(c.var.user, c.req.valid("query")));
      })
      .get("/related", validate("query", relatedSchema), async (c) => {
        const { postId, limit } = c.req.valid("query");
        return ok(c, await c.var.app.services.posts.related(postId, limit, c.var.user?.id));
      })
      .get("/user/:username", validate("query", pagingSchema), async (c) => {
        return ok(
          c,
          await c.var.app.services.posts.byUsername(c.req.param("username"), c.req.valid("query"), c.var.user?.id),
        );
      })
      .get("/", validate("query", listPostsSchema), async (c) => {
        return ok(c, await c.var.app.services.posts.list(c.req.valid("query"), c.var.user?.id));
      })
      .put(
        "/:id",
        requireUser,
        writes,
        validate("param", idParam),
        validate("json", updatePostSchema),
        publishedLinks,
        newPublication,
        async (c) => {
          const post = await c.var.app.services.posts.update(
            c.var.user.id,
            c.req.valid("param").id,
            c.req.valid("json"),
          );
          return ok(c, { post });
        },
      )
      .delete("/:id", requireUser, writes, validate("param", idParam), async (c) => {
        await c.var.app.services.posts.remove(c.var.user.id, c.req.valid("param").id);
        return ok(c, {}, 200, POST_MESSAGES.deleted);
      })
      .get("/:slug", async (c) => {
        const found = await c.var.app.services.posts.getBySlug(c.req.param("slug"), c.var.user?.id);
        if ("movedTo" in found) return c.redirect(`/api/post/${encodeURIComponent(found.movedTo)}`, 301);
        return ok(c, found);
      })
  );
}

/** GET /api/interests: the catalogue of topics to choose from, with post counts. */
export const interestRoutes = new Hono<ApiEnv>().get("/", async (c) =>
  ok(c, { interests: await c.var.app.services.posts.topics() }),
);

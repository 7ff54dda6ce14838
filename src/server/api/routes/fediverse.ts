/**
 * /api/fediverse: a signed-in reader follows people on other servers, reads their public posts (the
 * Following view), likes, boosts and answers them, and blocks whole servers; admins block servers for
 * the site (/api/moderation/domain-blocks).
 */
import { Hono } from "hono";
import { FEDIVERSE_MESSAGES } from "../../../shared/fediverse.ts";
import {
  domainBlockSchema,
  domainParamSchema,
  remoteAccountParamSchema,
  remoteFeedSchema,
  remoteFollowSchema,
  remotePostParamSchema,
  remoteReplySchema,
} from "../../../shared/schemas/fediverse.ts";
import { ok } from "../envelope.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { adminOnly } from "../middleware/staff.ts";
import { perUser } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

export function fediverseRoutes(rules: LimitRules, limitsOn: boolean) {
  return new Hono<ApiEnv>()
    .use(requireUser)
    .get("/following", async (c) => ok(c, { accounts: await c.var.app.services.fediverse.following(c.var.user.id) }))
    .post("/following", perUser(rules.follows, limitsOn), validate("json", remoteFollowSchema), async (c) => {
      const account = await c.var.app.services.fediverse.follow(c.var.user.id, c.req.valid("json").handle);
      return ok(c, { account }, 201, FEDIVERSE_MESSAGES.followed);
    })
    .delete("/following/:id", validate("param", remoteAccountParamSchema), async (c) => {
      await c.var.app.services.fediverse.unfollow(c.var.user.id, c.req.valid("param").id);
      return ok(c, {}, 200, FEDIVERSE_MESSAGES.unfollowed);
    })
    .get("/feed", validate("query", remoteFeedSchema), async (c) => {
      const { before } = c.req.valid("query");
      return ok(c, await c.var.app.services.fediverse.feed(c.var.user.id, before));
    })
    .post("/posts/:id/like", perUser(rules.likes, limitsOn), validate("param", remotePostParamSchema), async (c) => {
      await c.var.app.services.fediverse.interact(c.var.user.id, c.req.valid("param").id, "like", true);
      return ok(c, { liked: true });
    })
    .delete("/posts/:id/like", validate("param", remotePostParamSchema), async (c) => {
      await c.var.app.services.fediverse.interact(c.var.user.id, c.req.valid("param").id, "like", false);
      return ok(c, { liked: false });
    })
    .post("/posts/:id/boost", perUser(rules.shares, limitsOn), validate("param", remotePostParamSchema), async (c) => {
      await c.var.app.services.fediverse.interact(c.var.user.id, c.req.valid("param").id, "announce", true);
      return ok(c, { boosted: true });
    })
    .delete("/posts/:id/boost", validate("param", remotePostParamSchema), async (c) => {
      await c.var.app.services.fediverse.interact(c.var.user.id, c.req.valid("param").id, "announce", false);
      return ok(c, { boosted: false });
    })
    .post(
      "/posts/:id/replies",
      perUser(rules.comments, limitsOn),
      validate("param", remotePostParamSchema),
      validate("json", remoteReplySchema),
      async (c) => {
        const reply = await c.var.app.services.fediverse.reply(
          c.var.user.id,
          c.req.valid("param").id,
          c.req.valid("json").content,
        );
        return ok(c, { reply }, 201, "Reply sent");
      },
    )
    .get("/domain-blocks", async (c) =>
      ok(c, { domains: await c.var.app.services.fediverse.domainBlocks(c.var.user.id) }),
    )
    .post("/domain-blocks", validate("json", domainBlockSchema), async (c) => {
      await c.var.app.services.fediverse.blockDomain(c.var.user.id, c.req.valid("json").domain);
      c.var.app.events.emit("separated", { userIds: [c.var.user.id] });
      return ok(
        c,
        { domains: await c.var.app.services.fediverse.domainBlocks(c.var.user.id) },
        201,
        FEDIVERSE_MESSAGES.domainBlocked,
      );
    })
    .delete("/domain-blocks/:domain", validate("param", domainParamSchema), async (c) => {
      await c.var.app.services.fediverse.unblockDomain(c.var.user.id, c.req.valid("param").domain);
      c.var.app.events.emit("separated", { userIds: [c.var.user.id] });
      return ok(
        c,
        { domains: await c.var.app.services.fediverse.domainBlocks(c.var.user.id) },
        200,
        FEDIVERSE_MESSAGES.domainUnblocked,
      );
    });
}

/** /api/moderation/domain-blocks: servers the whole site stops hearing from (admins). */
export const siteDomainBlockRoutes = new Hono<ApiEnv>()
  .use(requireUser)
  .use(adminOnly)
  .get("/", async (c) => ok(c, { domains: await c.var.app.services.fediverse.domainBlocks(null) }))
  .post("/", validate("json", domainBlockSchema), async (c) => {
    await c.var.app.services.fediverse.blockDomain(null, c.req.valid("json").domain);
    return ok(
      c,
      { domains: await c.var.app.services.fediverse.domainBlocks(null) },
      201,
      FEDIVERSE_MESSAGES.domainBlocked,
    );
  })
  .delete("/:domain", validate("param", domainParamSchema), async (c) => {
    await c.var.app.services.fediverse.unblockDomain(null, c.req.valid("param").domain);
    return ok(
      c,
      { domains: await c.var.app.services.fediverse.domainBlocks(null) },
      200,
      FEDIVERSE_MESSAGES.domainUnblocked,
    );
  });

/** People (under /user): follow, block and mute, hidden topics, suggestions, profiles, connections and one's activity. */
import { Hono } from "hono";
import { pagingSchema } from "../../../shared/schemas/posts.ts";
import {
  connectionsQuerySchema,
  hiddenTagSchema,
  suggestedQuerySchema,
  userTargetSchema,
} from "../../../shared/schemas/people.ts";
import { ok } from "../envelope.ts";
import { PEOPLE_MESSAGES } from "../../services/users.ts";
import type { LimitRules } from "../rate-limit-rules.ts";
import { requireUser } from "../middleware/auth.ts";
import { perUser } from "../middleware/rate-limit.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";

export function peopleRoutes(rules: LimitRules, limitsOn: boolean) {
  const per = (rule: LimitRules[keyof LimitRules]) => perUser(rule, limitsOn);
  return new Hono<ApiEnv>()
    .post("/toggle-follow", requireUser, per(rules.follows), validate("json", userTargetSchema), async (c) => {
      return ok(c, await c.var.app.services.people.toggleFollow(c.var.user.id, c.req.valid("json").userId));
    })
    .post("/toggle-block", requireUser, per(rules.follows), validate("json", userTargetSchema), async (c) => {
      return ok(
        c,
        await c.var.app.services.people.toggleBlock(c.var.user.id, c.req.valid("json").userId),
        200,
        PEOPLE_MESSAGES.blockToggled,
      );
    })
    .post("/toggle-mute", requireUser, per(rules.follows), validate("json", userTargetSchema), async (c) => {
      const result = await c.var.app.services.people.toggleMute(c.var.user.id, c.req.valid("json").userId);
      return ok(c, result, 200, result.isMuted ? PEOPLE_MESSAGES.muted : PEOPLE_MESSAGES.unmuted);
    })
    .post("/hidden-tags/toggle", requireUser, per(rules.follows), validate("json", hiddenTagSchema), async (c) => {
      const result = await c.var.app.services.users.toggleHiddenTag(c.var.user.id, c.req.valid("json").tag);
      return ok(c, result, 200, result.hidden ? PEOPLE_MESSAGES.topicHidden : PEOPLE_MESSAGES.topicShown);
    })
    .post("/followed-tags/toggle", requireUser, per(rules.follows), validate("json", hiddenTagSchema), async (c) => {
      const result = await c.var.app.services.users.toggleFollowedTag(c.var.user.id, c.req.valid("json").tag);
      return ok(c, result, 200, result.following ? PEOPLE_MESSAGES.topicFollowed : PEOPLE_MESSAGES.topicUnfollowed);
    })
    .get("/muted", requireUser, async (c) => {
      return ok(c, { users: await c.var.app.services.people.muted(c.var.user.id) });
    })
    .get("/suggested", validate("query", suggestedQuerySchema), async (c) => {
      return ok(c, await c.var.app.services.people.suggested(c.var.user?.id, c.req.valid("query").limit));
    })
    .get("/profile/:id", async (c) => {
      return ok(c, { user: await c.var.app.services.people.profile(c.req.param("id"), c.var.user?.id) });
    })
    .get("/connections", requireUser, validate("query", connectionsQuerySchema), async (c) => {
      const { type, userId, ...paging } = c.req.valid("query");
      return ok(c, await c.var.app.services.people.connections(userId ?? c.var.user.id, type, paging, c.var.user.id));
    })
    .get("/activity", requireUser, validate("query", pagingSchema), async (c) => {
      return ok(c, await c.var.app.services.people.activity(c.var.user.id, c.req.valid("query")));
    });
}

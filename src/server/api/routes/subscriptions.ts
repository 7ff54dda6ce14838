/**
 * /api/subscriptions: anyone subscribes to an author by e-mail (a link to confirm; signed-in readers
 * with their account at once), confirms, and unsubscribes in one click (RFC 8058: mail clients POST
 * the List-Unsubscribe address with a form body, so that one call takes any body). /api/user/subscribers:
 * an author's list, its export and import.
 */
import { Hono } from "hono";
import {
  importSubscribersSchema,
  subscribeSchema,
  tokenSchema,
  unsubscribeQuerySchema,
} from "../../../shared/schemas/newsletters.ts";
import { NEWSLETTER_MESSAGES } from "../../services/newsletters/index.ts";
import { clientIp } from "../client-ip.ts";
import { ok } from "../envelope.ts";
import { requireUser } from "../middleware/auth.ts";
import type { ApiEnv } from "../types.ts";
import { validate } from "../validate.ts";
import { getCookie } from "hono/cookie";
import { negotiateLocale } from "../../i18n/negotiate.ts";
import { LANG_COOKIE } from "../../../shared/locale.ts";

/** Where mail clients send the one-click unsubscribe (the JSON-only rule skips it). */
export const ONE_CLICK_PATH = "/api/subscriptions/unsubscribe";

export const subscriptionRoutes = new Hono<ApiEnv>()
  .post("/", validate("json", subscribeSchema), async (c) => {
    const user = c.var.user;
    const result = await c.var.app.services.newsletters.subscribe(
      c.req.valid("json"),
      user ? { userId: user.id, email: user.email } : null,
      clientIp(c, c.var.app.config.TRUST_PROXY),
      // The confirmation e-mail speaks the language the reader's pages do.
      negotiateLocale({
        setting: user?.language,
        cookie: getCookie(c, LANG_COOKIE),
        acceptLanguage: c.req.header("accept-language"),
      }),
    );
    return ok(c, { subscribed: result.subscribed }, result.subscribed ? 201 : 202, result.message);
  })
  .post("/confirm", validate("json", tokenSchema), async (c) => {
    const author = await c.var.app.services.newsletters.confirm(c.req.valid("json").token);
    return ok(c, { author }, 200, NEWSLETTER_MESSAGES.confirmed);
  })
  // Some mail clients open the List-Unsubscribe address in a browser: the page with the button
  // (opening alone must not unsubscribe: link scanners open every link).
  .get("/unsubscribe", validate("query", unsubscribeQuerySchema), (c) =>
    c.redirect(`/unsubscribe?${new URLSearchParams({ token: c.req.valid("query").token })}`, 303),
  )
  .post("/unsubscribe", validate("query", unsubscribeQuerySchema), async (c) => {
    const author = await c.var.app.services.newsletters.unsubscribe(c.req.valid("query").token);
    return ok(c, { author }, 200, NEWSLETTER_MESSAGES.unsubscribed);
  });

export const subscriberRoutes = new Hono<ApiEnv>()
  .get("/", requireUser, async (c) => {
    const { newsletters } = c.var.app.services;
    const [counts, subscribers, lastSends] = await Promise.all([
      newsletters.counts(c.var.user.id),
      newsletters.list(c.var.user.id),
      newsletters.lastSends(c.var.user.id),
    ]);
    return ok(c, { counts, subscribers, lastSends });
  })
  .get("/export", requireUser, async (c) => {
    const csv = await c.var.app.services.newsletters.exportCsv(c.var.user.id);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers.csv"`,
    });
  })
  .post("/import", requireUser, validate("json", importSubscribersSchema), async (c) => {
    const { csv, consented } = c.req.valid("json");
    const result = await c.var.app.services.newsletters.importCsv(c.var.user.id, csv, consented);
    return ok(
      c,
      result,
      200,
      `Imported ${result.imported} of ${result.imported + result.alreadyThere + result.invalid}`,
    );
  });

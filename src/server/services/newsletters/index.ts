/**
 * Stories by e-mail: subscriptions (subscriptions.ts), authors' lists (subscriber-lists.ts), the
 * sending queue (sender.ts), the message (message.ts), and what an author sees of it.
 */
import { desc, eq, sql } from "drizzle-orm";
import { newsletterDeliveries, posts } from "../../db/schema/index.ts";
import { createNewsletterSender } from "./sender.ts";
import type { NewsletterDeps } from "./shared.ts";
import { createSubscriberLists } from "./subscriber-lists.ts";
import { createSubscriptions } from "./subscriptions.ts";

export { NEWSLETTER_MESSAGES, NEWSLETTER_LIMITS } from "./shared.ts";

export interface NewsletterSend {
  postId: string;
  slug: string;
  title: string;
  sent: number;
  failed: number;
  pending: number;
  lastSentAt: string | null;
}

export function createNewsletterService(deps: NewsletterDeps) {
  const subscriptions = createSubscriptions(deps);
  const sender = createNewsletterSender(deps);
  return {
    ...subscriptions,
    ...createSubscriberLists(deps),
    ...sender,
    /** The author's last stories sent by e-mail, with how many went, failed and still wait. */
    async lastSends(authorId: string, limit = 5): Promise<NewsletterSend[]> {
      const rows = await deps.db
        .select({
          postId: posts.id,
          slug: posts.slug,
          title: posts.title,
          sent: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'sent')::int`,
          failed: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'failed')::int`,
          pending: sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'pending')::int`,
          lastSentAt: sql<Date | null>`max(${newsletterDeliveries.sentAt})`,
        })
        .from(newsletterDeliveries)
        .innerJoin(posts, eq(posts.id, newsletterDeliveries.postId))
        .where(eq(posts.authorId, authorId))
        .groupBy(posts.id)
        .orderBy(desc(sql`min(${newsletterDeliveries.createdAt})`))
        .limit(limit);
      return rows.map((r) => ({
        postId: r.postId,
        slug: r.slug,
        title: r.title,
        sent: Number(r.sent),
        failed: Number(r.failed),
        pending: Number(r.pending),
        lastSentAt: r.lastSentAt ? new Date(r.lastSentAt).toISOString() : null,
      }));
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;

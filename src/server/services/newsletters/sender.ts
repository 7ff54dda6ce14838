/**
 * The sending queue. A published story (first publication only, unless its author said not to) gets
 * one delivery row per subscriber confirmed at that moment, a hundred a statement, and is marked
 * queued once all are in, so it is queued once even with several processes and never lost to a
 * crash (queueDue). Senders claim due rows under
 * a lease (FOR UPDATE SKIP LOCKED), at most NEWSLETTER_RATE_PER_MINUTE claims a minute across every
 * process, a sixth of it per ten seconds (counted in the claim's statement), send them SEND_AT_ONCE at a
 * time (the mailer's pooled connections) and record each the moment the SMTP server accepts it. A crash
 * therefore skips no one (an unrecorded row is claimed again when its lease runs out) and sends twice
 * only a message accepted in the instant between the server's answer and the row's update: at most
 * SEND_AT_ONCE per sending process.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { newsletterDeliveries, posts, subscribers, users } from "../../db/schema/index.ts";
import { smtpRefusal } from "../../mail/mailer.ts";
import { storyMail } from "./message.ts";
import { NEWSLETTER_LIMITS, siteAddress, unsubscribeToken, type NewsletterDeps } from "./shared.ts";

/** Any number: the key of the advisory lock under which senders count and claim. */
const CLAIM_LOCK = 7_203_311;

/**
 * Messages in flight at once, one per connection of the mailer's pool (mail/mailer.ts): one by one,
 * each message's round trip and its row's update (behind the readers' statements on the embedded
 * database's one connection) kept the rate at half of 3,000 a minute under the mixed load
 * (docs/benchmarks.md, issue 38).
 */
export const SEND_AT_ONCE = 3;

/**
 * Subscribers queued a statement. A story's 1,000 in one statement held the embedded database's one
 * thread 73 ms (median) to 208 ms under the mixed load, every reader's call waiting behind it (issue 38).
 */
export const QUEUE_CHUNK = 100;

/** An idle process looks for work left by others (a crash, a retry coming due) every this many rounds. */
const IDLE_CHECK_ROUNDS = 30;

export function createNewsletterSender({ db, mailer, config, secret, logger, events }: NewsletterDeps) {
  // Whether the last round found work (or the rate held some back): if not, the next rounds skip the
  // database until a story is published here or IDLE_CHECK_ROUNDS go by. Starts busy: a restart
  // picks up what was left.
  let busy = true;
  let idleRounds = 0;
  let limited = false;
  events?.on("published", () => (busy = true));
  let queueing: Promise<number> | null = null;
  /**
   * Stories first published since the last round: their deliveries, QUEUE_CHUNK subscribers a
   * statement (a keyset over the addresses' keys, which each author's unique index keeps in order),
   * then the story marked queued (or skipped, when its author sends it to no one). Until marked it
   * stays waiting: a crash, or another process working the same story meanwhile, only repeats
   * inserts that the one-per-story-and-subscriber index turns away, so every subscriber is queued
   * once and none is lost. One at a time in this process: a caller meanwhile shares the count.
   */
  function queueDue(): Promise<number> {
    queueing ??= queueWaiting().finally(() => (queueing = null));
    return queueing;
  }
  async function queueWaiting(): Promise<number> {
    const { rows: due } = await db.execute<{ id: string; author_id: string; email_subscribers: boolean }>(sql`
      select id, author_id, email_subscribers from posts
      where newsletter = 'waiting' and status = 'published'
      order by published_at
      limit 20`);
    let queued = 0;
    for (const story of due) {
      if (story.email_subscribers) {
        let after = "";
        for (;;) {
          const { rows } = await db.execute<{ n: number; last: string | null; chosen: number }>(sql`
            with chosen as (
              -- Those confirmed when it was published: someone confirming later gets the next story.
              -- A co-written story goes to every author's subscribers, each address once (by the
              -- owner's subscription when it has one, so its unsubscribe link is the owner's list).
              select distinct on (s.email_key) s.id, s.email_key as address from subscribers s
              where s.status = 'confirmed' and s.confirmed_at <= (select p.published_at from posts p where p.id = ${story.id})
                and (s.author_id = ${story.author_id} or s.author_id in (
                  select pa.user_id from post_authors pa where pa.post_id = ${story.id} and pa.status = 'accepted'))
                and s.email_key > ${after}
              order by s.email_key, (s.author_id = ${story.author_id}) desc, s.id
              limit ${QUEUE_CHUNK}
            ), queued as (
              insert into newsletter_deliveries (post_id, subscriber_id)
              select ${story.id}, id from chosen
              on conflict do nothing
              returning 1
            )
            select (select count(*)::int from queued) as n,
              (select max(address) from chosen) as last,
              (select count(*)::int from chosen) as chosen`);
          const row = rows[0];
          queued += Number(row?.n ?? 0);
          if (!row?.last || Number(row.chosen) < QUEUE_CHUNK) break;
          after = row.last;
        }
      }
      // Marked once every subscriber is queued; a story taken back meanwhile stays as it is.
      await db.execute(sql`
        update posts set newsletter = ${story.email_subscribers ? "queued" : "skipped"}
        where id = ${story.id} and newsletter = 'waiting' and status = 'published'`);
    }
    return queued;
  }

  /**
   * Claims what the rate allows, across every process, spread over the minute: at most a sixth of
   * NEWSLETTER_RATE_PER_MINUTE in any ten seconds (an SMTP provider's limit is rarely a burst of a
   * minute's worth, and a steady trickle leaves the database to the readers). What the last ten
   * seconds used is counted in the claim's own statement. On PostgreSQL that statement runs under an
   * advisory lock, in a transaction of its own, so it sees the claims another process made before
   * it; the embedded database has one process, and its one statement needs no more. (Its transaction
   * of three statements, each a round trip to this thread, held the embedded database's one thread
   * 8-36 ms under the mixed load, once 115 ms, for 5-21 ms of work: docs/benchmarks.md, issue 38.)
   */
  async function claim(): Promise<{ id: string; attempts: number }[]> {
    const perTenSeconds = Math.ceil(config.NEWSLETTER_RATE_PER_MINUTE / 6);
    const claimed = (runner: Pick<Db, "execute">) =>
      runner.execute<{ used: number; claimed: { id: string; attempts: number }[] | string }>(sql`
        with used as (
          select count(*)::int as n from newsletter_deliveries where claimed_at > now() - interval '10 seconds'
        ), due as (
          select id from newsletter_deliveries
          where status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at
          limit greatest(0, least(${NEWSLETTER_LIMITS.batch}::int, ${perTenSeconds}::int - (select n from used)))
          for update skip locked
        ), claimed as (
          update newsletter_deliveries d
          set attempts = d.attempts + 1, claimed_at = now(),
              next_attempt_at = now() + make_interval(secs => ${config.NEWSLETTER_LEASE_SECONDS})
          from due where d.id = due.id
          returning d.id, d.attempts
        )
        select (select n from used) as used,
          coalesce((select json_agg(json_build_object('id', id, 'attempts', attempts)) from claimed), '[]') as claimed`);
    const { rows } =
      config.engine === "pglite"
        ? await claimed(db)
        : await db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
            return claimed(tx);
          });
    const row = rows[0];
    limited = perTenSeconds - Number(row?.used ?? 0) <= 0;
    const list = row?.claimed ?? [];
    return typeof list === "string" ? (JSON.parse(list) as { id: string; attempts: number }[]) : list;
  }

  async function sendDue(): Promise<number> {
    const claimed = await claim();
    if (claimed.length === 0) return 0;
    const rows = await db
      .select({
        id: newsletterDeliveries.id,
        subscriberId: subscribers.id,
        email: subscribers.email,
        subscriberStatus: subscribers.status,
        postStatus: posts.status,
        story: {
          slug: posts.slug,
          title: posts.title,
          subtitle: posts.subtitle,
          excerpt: posts.excerpt,
          language: posts.language,
          contentHtml: posts.contentHtml,
          coverUrl: posts.coverUrl,
          coverAlt: posts.coverAlt,
        },
        author: { id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username },
        content: users.newsletterContent,
      })
      .from(newsletterDeliveries)
      .innerJoin(subscribers, eq(subscribers.id, newsletterDeliveries.subscriberId))
      .innerJoin(posts, eq(posts.id, newsletterDeliveries.postId))
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(
        inArray(
          newsletterDeliveries.id,
          claimed.map((c) => c.id),
        ),
      );
    const attempts = new Map(claimed.map((c) => [c.id, Number(c.attempts)]));
    const origin = siteAddress(config);
    let sent = 0;
    const mark = (id: string, set: PgUpdateSetSource<typeof newsletterDeliveries>) =>
      db.update(newsletterDeliveries).set(set).where(eq(newsletterDeliveries.id, id));
    // Each is recorded the moment it is accepted (see above).
    const deliver = async (row: (typeof rows)[number]) => {
      if (row.subscriberStatus !== "confirmed" || row.postStatus !== "published") {
        await mark(row.id, {
          status: "failed",
          lastError: row.subscriberStatus !== "confirmed" ? `Subscriber ${row.subscriberStatus}` : "Story unpublished",
        });
        return;
      }
      const token = unsubscribeToken(secret, row.subscriberId);
      const oneClick = `${origin}/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`;
      const mail = storyMail({
        siteName: config.SITE_NAME,
        origin,
        mailFrom: config.MAIL_FROM,
        author: row.author,
        story: row.story,
        content: row.content,
        unsubscribeUrl: `${origin}/unsubscribe?token=${encodeURIComponent(token)}`,
        oneClickUrl: oneClick,
      });
      try {
        await mailer.send({ to: row.email, ...mail });
        await mark(row.id, { status: "sent", sentAt: new Date(), lastError: null });
        sent++;
      } catch (err) {
        const refusal = smtpRefusal(err);
        const tries = attempts.get(row.id) ?? 1;
        if (refusal.permanent) {
          await mark(row.id, { status: "failed", lastError: refusal.message });
          // The address does not take mail: nothing more goes to it until its owner subscribes again.
          await db
            .update(subscribers)
            .set({ status: "bouncing", bounceReason: refusal.message })
            .where(eq(subscribers.id, row.subscriberId));
        } else if (tries >= NEWSLETTER_LIMITS.maxAttempts) {
          await mark(row.id, { status: "failed", lastError: refusal.message });
        } else {
          const wait = Math.min(config.NEWSLETTER_RETRY_MS * 2 ** (tries - 1), NEWSLETTER_LIMITS.maxBackoffMs);
          // Counted from the attempt's start (claimed_at, the database's clock): the row shows the wait.
          await mark(row.id, {
            lastError: refusal.message,
            nextAttemptAt: sql`${newsletterDeliveries.claimedAt} + make_interval(secs => ${wait / 1000})`,
          });
        }
        logger.warn(`Newsletter delivery to a subscriber failed: ${refusal.message}`);
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(SEND_AT_ONCE, rows.length) }, async () => {
        while (next < rows.length) await deliver(rows[next++]!);
      }),
    );
    return sent;
  }

  return {
    queueDue,
    sendDue,
    /**
     * One round: queue what was published, then send what is due. An idle site costs nothing most
     * rounds (no statement), and a look every IDLE_CHECK_ROUNDS.
     */
    async round(): Promise<number> {
      if (!busy && ++idleRounds < IDLE_CHECK_ROUNDS) return 0;
      idleRounds = 0;
      busy = false;
      const queued = await queueDue();
      const sent = await sendDue();
      // A story published while this round ran keeps the flag the event set.
      busy ||= queued > 0 || sent > 0 || limited;
      return sent;
    },
  };
}

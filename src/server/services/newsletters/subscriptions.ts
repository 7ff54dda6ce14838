/**
 * Subscribing to an author by e-mail: double opt-in for addresses (a link to confirm, 48 hours), one
 * step for signed-in readers whose account's address is proven theirs, and one-click unsubscribe.
 * Nothing a visitor sees says whether an address was already on the list, and the confirmation goes
 * out after the answer, so not even the timing says it.
 */
import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import { RateLimiterRes } from "rate-limiter-flexible";
import { z } from "zod";
import { subscribers, users } from "../../db/schema/index.ts";
import { BadRequestError, NotFoundError, TooManyRequestsError } from "../../errors.ts";
import { isUuid } from "../../../shared/schemas/ids.ts";
import { usernameKey } from "../users.ts";
import {
  emailKey,
  hashToken,
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES,
  newToken,
  siteAddress,
  subscriberOfToken,
  type NewsletterDeps,
} from "./shared.ts";
import { m } from "../../../paraglide/messages.js";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/locale.ts";

export interface AuthorOfList {
  username: string;
  firstName: string;
  lastName: string;
}

const address = z.email();

export function createSubscriptions({ db, mailer, config, logger, secret, limits }: NewsletterDeps) {
  const pending = new Set<Promise<void>>();
  const later = (task: () => Promise<void>) => {
    const done = task()
      .catch((err: unknown) => logger.error("Could not send a subscription e-mail", err))
      .finally(() => pending.delete(done));
    pending.add(done);
  };

  /** The author as answers show them; a suspended one only where `evenSuspended` (leaving a list). */
  async function authorOf(idOrUsername: string, evenSuspended = false) {
    const [row] = await db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        suspendedUntil: users.suspendedUntil,
      })
      .from(users)
      .where(isUuid(idOrUsername) ? eq(users.id, idOrUsername) : eq(users.usernameKey, usernameKey(idOrUsername)))
      .limit(1);
    const suspended = row?.suspendedUntil && row.suspendedUntil > new Date();
    if (!row || (suspended && !evenSuspended)) throw new NotFoundError(NEWSLETTER_MESSAGES.authorNotFound);
    return row;
  }
  /** What confirm and unsubscribe answer of the author: what docs/api.md says, nothing more. */
  const shown = ({ username, firstName, lastName }: AuthorOfList): AuthorOfList => ({ username, firstName, lastName });

  /** Whether the account proved its address is its own (see users.emailVerifiedAt). */
  async function proven(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)));
    return Boolean(row);
  }

  async function consume(limiter: NewsletterDeps["limits"]["perAddress"], key: string | undefined) {
    if (!key || config.RATE_LIMITS !== "on") return;
    try {
      await limiter.consume(key);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw new TooManyRequestsError(res.msBeforeNext / 1000);
      throw res;
    }
  }

  /** In the language of the page or app the address was given in (a subscriber has no account to say). */
  function confirmationMail(to: string, token: string, author: AuthorOfList, locale: Locale) {
    const link = `${siteAddress(config)}/subscribe/confirm?token=${encodeURIComponent(token)}`;
    const name = `${author.firstName} ${author.lastName}`.trim();
    const o = { locale };
    return mailer.send({
      to,
      subject: m.mail_confirm_subject({ name }, o),
      text: [
        m.mail_confirm_intro({ name, site: config.SITE_NAME }, o),
        "",
        m.mail_confirm_open({ hours: NEWSLETTER_LIMITS.confirmHours }, o),
        link,
        "",
        m.mail_confirm_ignore({}, o),
      ].join("\n"),
    });
  }

  return {
    /**
     * `email` absent (or the account's own) with a signed-in reader whose address is proven:
     * subscribed at once. Otherwise (an unproven account's address too) a confirmation link goes to
     * the address, unless it is already confirmed; the answer is the same.
     */
    async subscribe(
      input: { author: string; email?: string | undefined; name?: string | undefined },
      who: { userId: string; email: string } | null,
      client: string | undefined,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<{ subscribed: boolean; message: string }> {
      const author = await authorOf(input.author);
      if (who?.userId === author.id) throw new BadRequestError(NEWSLETTER_MESSAGES.ownList);
      const name = (input.name ?? "").trim().slice(0, NEWSLETTER_LIMITS.nameMax);
      const ownAddress = who && (!input.email || emailKey(input.email) === emailKey(who.email));
      if (ownAddress && (await proven(who.userId))) {
        await db
          .insert(subscribers)
          .values({
            authorId: author.id,
            email: who.email,
            emailKey: emailKey(who.email),
            name,
            status: "confirmed",
            consent: "account",
            userId: who.userId,
            confirmedAt: new Date(),
          })
          .onConflictDoUpdate({
            target: [subscribers.authorId, subscribers.emailKey],
            set: {
              status: "confirmed",
              consent: "account",
              userId: who.userId,
              confirmedAt: new Date(),
              unsubscribedAt: null,
              bounceReason: null,
              confirmTokenHash: null,
            },
          });
        return { subscribed: true, message: NEWSLETTER_MESSAGES.subscribed };
      }
      const email = (ownAddress ? who.email : (input.email ?? "")).trim();
      if (!address.safeParse(email).success) throw new BadRequestError("Give a valid e-mail address");
      await consume(limits.perClient, client);
      await consume(limits.perAddress, emailKey(email));
      const token = newToken();
      const expires = new Date(Date.now() + NEWSLETTER_LIMITS.confirmHours * 3_600_000);
      const [row] = await db
        .insert(subscribers)
        .values({
          authorId: author.id,
          email,
          emailKey: emailKey(email),
          name,
          status: "pending",
          confirmTokenHash: hashToken(token),
          confirmExpiresAt: expires,
        })
        .onConflictDoUpdate({
          target: [subscribers.authorId, subscribers.emailKey],
          set: { status: "pending", confirmTokenHash: hashToken(token), confirmExpiresAt: expires },
          // A confirmed address stays as it is, and gets no mail: the answer does not say so.
          setWhere: sql`${subscribers.status} <> 'confirmed'`,
        })
        .returning({ id: subscribers.id });
      if (row) later(() => confirmationMail(email, token, author, locale));
      return { subscribed: false, message: NEWSLETTER_MESSAGES.checkInbox };
    },

    async confirm(token: string): Promise<AuthorOfList> {
      const [row] = await db
        .update(subscribers)
        .set({ status: "confirmed", consent: "link", confirmedAt: new Date(), confirmTokenHash: null })
        .where(and(eq(subscribers.confirmTokenHash, hashToken(token)), gt(subscribers.confirmExpiresAt, new Date())))
        .returning({ authorId: subscribers.authorId, emailKey: subscribers.emailKey });
      if (!row) throw new BadRequestError(NEWSLETTER_MESSAGES.linkExpired);
      // The link proved the address: its account (if any) may now subscribe in one step.
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(and(eq(users.email, row.emailKey), sql`${users.emailVerifiedAt} is null`));
      return shown(await authorOf(row.authorId));
    },

    /** One click, no sign-in: the token is the subscription's id, signed. Twice is fine. */
    async unsubscribe(token: string): Promise<AuthorOfList> {
      const id = subscriberOfToken(secret, token);
      if (!id) throw new BadRequestError(NEWSLETTER_MESSAGES.badToken);
      const [row] = await db
        .update(subscribers)
        .set({
          status: sql`case when ${subscribers.status} = 'bouncing' then 'bouncing' else 'unsubscribed' end`,
          unsubscribedAt: new Date(),
          confirmTokenHash: null,
        })
        .where(eq(subscribers.id, id))
        .returning({ authorId: subscribers.authorId });
      if (!row) throw new BadRequestError(NEWSLETTER_MESSAGES.badToken);
      // Leaving the list of an author suspended since works as well.
      return shown(await authorOf(row.authorId, true));
    },

    /** Waits for confirmation e-mails still going out (tests, shutdown). */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/**
 * Subscribing to an author by e-mail: double opt-in for addresses (a link to confirm, 48 hours), one
 * step for signed-in readers with their account's address, one-click unsubscribe, and for authors
 * their list: counts, export and import. Nothing a visitor sees says whether an address was already
 * on the list, and the confirmation goes out after the answer, so not even the timing says it.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
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

export interface Subscriber {
  email: string;
  name: string;
  status: (typeof subscribers.$inferSelect)["status"];
  createdAt: string;
  confirmedAt: string | null;
}
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

  async function authorOf(idOrUsername: string) {
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
    if (!row || (row.suspendedUntil && row.suspendedUntil > new Date()))
      throw new NotFoundError(NEWSLETTER_MESSAGES.authorNotFound);
    return row;
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

  function confirmationMail(to: string, token: string, author: AuthorOfList) {
    const link = `${siteAddress(config)}/subscribe/confirm?token=${encodeURIComponent(token)}`;
    const name = `${author.firstName} ${author.lastName}`.trim();
    return mailer.send({
      to,
      subject: `Confirm your subscription to ${name}`,
      text: [
        `Someone, probably you, asked to get ${name}'s new stories on ${config.SITE_NAME} by e-mail at this address.`,
        "",
        `To confirm, open this link within ${NEWSLETTER_LIMITS.confirmHours} hours:`,
        link,
        "",
        "If it was not you, ignore this message: nothing will be sent.",
      ].join("\n"),
    });
  }

  return {
    /**
     * `email` absent (or the account's own) with a signed-in reader: subscribed at once. Otherwise a
     * confirmation link goes to the address, unless it is already confirmed; the answer is the same.
     */
    async subscribe(
      input: { author: string; email?: string | undefined; name?: string | undefined },
      who: { userId: string; email: string } | null,
      client: string | undefined,
    ): Promise<{ subscribed: boolean; message: string }> {
      const author = await authorOf(input.author);
      if (who?.userId === author.id) throw new BadRequestError(NEWSLETTER_MESSAGES.ownList);
      const name = (input.name ?? "").trim().slice(0, NEWSLETTER_LIMITS.nameMax);
      if (who && (!input.email || emailKey(input.email) === emailKey(who.email))) {
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
      const email = (input.email ?? "").trim();
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
      if (row) later(() => confirmationMail(email, token, author));
      return { subscribed: false, message: NEWSLETTER_MESSAGES.checkInbox };
    },

    async confirm(token: string): Promise<AuthorOfList> {
      const [row] = await db
        .update(subscribers)
        .set({ status: "confirmed", consent: "link", confirmedAt: new Date(), confirmTokenHash: null })
        .where(and(eq(subscribers.confirmTokenHash, hashToken(token)), gt(subscribers.confirmExpiresAt, new Date())))
        .returning({ authorId: subscribers.authorId });
      if (!row) throw new BadRequestError(NEWSLETTER_MESSAGES.linkExpired);
      return authorOf(row.authorId);
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
      return authorOf(row.authorId);
    },

    /** An author's list in numbers: confirmed (who get stories), waiting to confirm, gone, bouncing. */
    async counts(authorId: string): Promise<Record<Subscriber["status"], number>> {
      const rows = await db
        .select({ status: subscribers.status, n: count() })
        .from(subscribers)
        .where(eq(subscribers.authorId, authorId))
        .groupBy(subscribers.status);
      const out = { pending: 0, confirmed: 0, unsubscribed: 0, bouncing: 0 };
      for (const r of rows) out[r.status] = Number(r.n);
      return out;
    },

    async list(authorId: string): Promise<Subscriber[]> {
      const rows = await db
        .select()
        .from(subscribers)
        .where(eq(subscribers.authorId, authorId))
        .orderBy(desc(subscribers.createdAt));
      return rows.map((r) => ({
        email: r.email,
        name: r.name,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        confirmedAt: r.confirmedAt?.toISOString() ?? null,
      }));
    },

    /** The author's list as CSV (email, name, status, subscribed_at, confirmed_at), for another service. */
    async exportCsv(authorId: string): Promise<string> {
      const rows = await this.list(authorId);
      return stringify(
        rows.map((r) => [r.email, r.name, r.status, r.createdAt, r.confirmedAt ?? ""]),
        { header: true, columns: ["email", "name", "status", "subscribed_at", "confirmed_at"] },
      );
    },

    /**
     * Addresses from another service's CSV (Substack: email, name, created_at; Ghost: email, name,
     * created_at, ...). Confirmed only when the author says these people agreed (`consented`);
     * otherwise they wait, and get nothing. Addresses already on the list stay as they are.
     */
    async importCsv(authorId: string, csv: string, consented: boolean) {
      let records: Record<string, string>[];
      try {
        records = parse(csv, {
          columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
          skip_empty_lines: true,
          trim: true,
          bom: true,
          relax_column_count: true,
        });
      } catch {
        throw new BadRequestError(NEWSLETTER_MESSAGES.badCsv);
      }
      if (records.length > NEWSLETTER_LIMITS.importRows) throw new BadRequestError(NEWSLETTER_MESSAGES.tooManyRows);
      const first = records[0] ?? {};
      const emailColumn = ["email", "email address", "e-mail", "subscriber_email"].find((c) => c in first);
      if (!emailColumn) throw new BadRequestError(NEWSLETTER_MESSAGES.badCsv);
      const nameColumn = ["name", "full name", "full_name"].find((c) => c in first);
      const dateColumn = ["created_at", "subscribed_at", "created at", "date", "created_at (utc)"].find(
        (c) => c in first,
      );
      const seen = new Set<string>();
      const values: (typeof subscribers.$inferInsert)[] = [];
      let invalid = 0;
      for (const r of records) {
        const email = (r[emailColumn] ?? "").trim();
        if (!address.safeParse(email).success) {
          invalid++;
          continue;
        }
        if (seen.has(emailKey(email))) continue;
        seen.add(emailKey(email));
        const date = dateColumn ? new Date(r[dateColumn] ?? "") : null;
        const when = date && !Number.isNaN(date.getTime()) ? date : new Date();
        values.push({
          authorId,
          email,
          emailKey: emailKey(email),
          name: (nameColumn ? (r[nameColumn] ?? "") : "").slice(0, NEWSLETTER_LIMITS.nameMax),
          status: consented ? "confirmed" : "pending",
          consent: consented ? "import" : null,
          createdAt: when,
          confirmedAt: consented ? new Date() : null,
        });
      }
      let imported = 0;
      for (let i = 0; i < values.length; i += 1000) {
        const rows = await db
          .insert(subscribers)
          .values(values.slice(i, i + 1000))
          .onConflictDoNothing()
          .returning({ id: subscribers.id });
        imported += rows.length;
      }
      return { imported, alreadyThere: values.length - imported, invalid };
    },

    /** Waits for confirmation e-mails still going out (tests, shutdown). */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

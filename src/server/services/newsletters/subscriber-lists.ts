/**
 * An author's list: its counts, the list itself, and its CSV export and import (another service's
 * subscribers in, ours out).
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { subscribers } from "../../db/schema/index.ts";
import { BadRequestError } from "../../errors.ts";
import { emailKey, NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES, type NewsletterDeps } from "./shared.ts";

export interface Subscriber {
  email: string;
  name: string;
  status: (typeof subscribers.$inferSelect)["status"];
  createdAt: string;
  confirmedAt: string | null;
}

const address = z.email();

/**
 * A cell a spreadsheet would read as a formula (OWASP, CSV injection: it starts with =, +, -, @, a
 * tab or a carriage return) gets a leading single quote, so it is shown as the text it is.
 */
export const inert = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

export function createSubscriberLists({ db }: Pick<NewsletterDeps, "db">) {
  return {
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
        rows.map((r) => [inert(r.email), inert(r.name), r.status, r.createdAt, r.confirmedAt ?? ""]),
        {
          header: true,
          columns: ["email", "name", "status", "subscribed_at", "confirmed_at"],
          // OWASP: a neutralised cell is also wrapped in double quotes.
          quoted_match: /^'/,
        },
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
  };
}

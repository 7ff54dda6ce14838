/**
 * Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set (from a thread of its own,
 * smtp-thread.ts); otherwise each message is written
 * to DATA_DIR/outbox/ (the log says which file) so a local user can still read their reset code.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { smtpThread } from "./smtp-thread.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text one (stories by e-mail). */
  html?: string;
  /** Who it is from, when not MAIL_FROM itself (stories: "Author via Site" at MAIL_FROM's address). */
  from?: { name: string; address: string };
  /** Extra headers (List-Unsubscribe and friends). */
  headers?: Record<string, string>;
  /** List-Id (RFC 2919), which nodemailer writes and encodes. */
  list?: { id: { url: string; comment: string } };
}

/**
 * The SMTP server's refusal, when it gave one: 5xx is permanent (that address will not take mail), 4xx
 * and no answer at all are worth another try later.
 */
export function smtpRefusal(err: unknown): { permanent: boolean; message: string } {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  const message = (err instanceof Error ? err.message : "Could not send").slice(0, 300);
  return { permanent: typeof code === "number" && code >= 500 && code < 600, message };
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Ends the SMTP connections kept open (shutdown). */
  close?(): void;
}

export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.SMTP_URL) {
    // Pooled: a story to thousands of subscribers reuses a few connections instead of one each.
    const url = new URL(config.SMTP_URL);
    url.searchParams.set("pool", "true");
    if (!url.searchParams.has("maxConnections")) url.searchParams.set("maxConnections", "3");
    // Built and written in a thread of its own (smtp-thread.ts).
    const thread = smtpThread(url.toString());
    return {
      send: (mail) => thread.send({ ...mail, from: mail.from ?? config.MAIL_FROM }),
      close: thread.close,
    };
  }
  const outbox = path.join(config.dataDir, "outbox");
  return {
    async send(mail) {
      await mkdir(outbox, { recursive: true });
      // Named by time and a random part, never by address: the log says where it went, and no log line
      // holds an address, a code or a link (operators' log tools are read by more people than the mailbox).
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.txt`,
      );
      const headers = Object.entries(mail.headers ?? {}).map(([k, v]) => `${k}: ${v}\n`);
      if (mail.list) headers.push(`List-Id: ${mail.list.id.comment} <${mail.list.id.url}>\n`);
      const from = mail.from ? `"${mail.from.name}" <${mail.from.address}>` : config.MAIL_FROM;
      const body = `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n${headers.join("")}\n${mail.text}\n`;
      await writeFile(file, body, { mode: 0o600 });
      logger.info(`E-mail (no SMTP_URL set) written to ${file}`);
    },
  };
}

/** A real SMTP server on loopback (smtp-server) that keeps what it receives, for reading reset codes. */
import type { AddressInfo } from "node:net";
import { decode } from "libqp";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpOptions {
  /** Refuse a recipient with this SMTP code and text (550: permanent, 451: try later), or accept it. */
  refuse?: (address: string) => { code: number; message: string } | null;
  /** Each message is accepted only after this long (a slow server: a send is caught mid-way). */
  acceptDelayMs?: number;
}

export async function startSmtp(onMail?: (mail: ReceivedMail) => void, options: SmtpOptions = {}) {
  const inbox: ReceivedMail[] = [];
  /** Messages received and not yet accepted (with acceptDelayMs), now and at most. */
  const held = { now: 0, most: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      const err = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      callback(err);
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (d: Buffer) => (raw += d.toString("utf8")));
      stream.on("end", () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw };
        const accept = () => {
          held.now--;
          inbox.push(mail);
          onMail?.(mail);
          callback();
        };
        held.most = Math.max(held.most, ++held.now);
        if (options.acceptDelayMs) setTimeout(accept, options.acceptDelayMs);
        else accept();
      });
    },
  });
  // A client that dies mid-message (the drills' kill -9) resets its connection: smtp-server reports it
  // as an error event, which with no listener would be thrown in the test process.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The most messages the server held at once, received and awaiting its answer: a client's sends in flight. */
    get mostInFlight() {
      return held.most;
    },
    /** The newest message to `address`, waiting for it to arrive (mail is sent in the background). */
    async waitFor(address: string, predicate: (m: ReceivedMail) => boolean = () => true, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = [...inbox]
          .reverse()
          .find((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()) && predicate(m));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a reset e-mail. */
export function resetCode(mail: Pick<ReceivedMail, "raw">): string {
  const m = /Your code is: (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, ""));
  if (!m) throw new Error("No reset code in the message");
  return m[1]!;
}

/**
 * A message as a reader sees its words: headers unfolded, the body's quoted-printable undone (libqp:
 * soft line breaks, `=3D`, UTF-8 bytes). Only the body: in a header `=12` is text, and decoding it
 * would change a token read from there.
 */
export function decodedMail(mail: Pick<ReceivedMail, "raw">): string {
  const at = mail.raw.search(/\r?\n\r?\n/);
  const headers = mail.raw.slice(0, at).replace(/\r?\n[ \t]+/g, " ");
  return headers + decode(mail.raw.slice(at)).toString("utf8");
}

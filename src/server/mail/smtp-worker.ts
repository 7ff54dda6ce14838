/**
 * The SMTP thread (smtp-thread.ts starts it and speaks for it): nodemailer's pooled transport, which
 * builds each message (its MIME tree, quoted-printable parts, boundaries) and writes it out here,
 * beside the main thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import nodemailer from "nodemailer";
import type { Mail } from "./mailer.ts";

export interface SmtpStart {
  url: string;
}
/** A message as the thread sends it: from its sender, or from MAIL_FROM as configured (a string). */
export type SmtpMail = Omit<Mail, "from"> & { from: NonNullable<Mail["from"]> | string };
export type SmtpRequest = { op: "send"; id: number; mail: SmtpMail } | { op: "close" };
export type SmtpReply =
  | { id: number; ok: true }
  | { id: number; ok: false; error: { message: string; responseCode?: number; code?: string } };

const port = parentPort!;
const transport = nodemailer.createTransport((workerData as SmtpStart).url);

port.on("message", (request: SmtpRequest) => {
  if (request.op === "close") {
    // Messages being written finish; then the connections close and the thread ends.
    transport.close();
    port.close();
    return;
  }
  transport.sendMail(request.mail).then(
    () => port.postMessage({ id: request.id, ok: true } satisfies SmtpReply),
    (err: unknown) => {
      const { message, responseCode, code } = err as { message?: unknown; responseCode?: unknown; code?: unknown };
      port.postMessage({
        id: request.id,
        ok: false,
        error: {
          message: typeof message === "string" ? message : String(err),
          ...(typeof responseCode === "number" ? { responseCode } : {}),
          ...(typeof code === "string" ? { code } : {}),
        },
      } satisfies SmtpReply);
    },
  );
});

/**
 * The SMTP thread (smtp-thread.ts starts it and speaks for it): nodemailer's pooled transport, which
 * builds each message (its MIME tree, quoted-printable parts, boundaries) and writes it out here,
 * beside the main thread, and behind it: a message can leave a few milliseconds later, a reader's
 * page should not (thread-priority.ts).
 */
import { parentPort, workerData } from "node:worker_threads";
import nodemailer from "nodemailer";
import type { Mail } from "./mailer.ts";
import { runInBackground } from "../thread-priority.ts";

export interface SmtpStart {
  url: string;
}
/** A message as the thread sends it: from its sender, or from MAIL_FROM as configured (a string). */
export type SmtpMail = Omit<Mail, "from"> & { from: NonNullable<Mail["from"]> | string };
export type SmtpRequest = { op: "send"; id: number; mail: SmtpMail } | { op: "close" };
export type SmtpReply =
  | { id: number; ok: true }
  | { id: number; ok: false; error: { message: string; responseCode?: number; code?: string } };

runInBackground();
const port = parentPort!;
const transport = nodemailer.createTransport((workerData as SmtpStart).url);
let sending = 0;
let closing = false;

/** Once asked to close and every message being sent has its answer: connections closed, thread ended. */
function closeWhenDone() {
  if (!closing || sending > 0) return;
  transport.close();
  port.close();
}

function reply(id: number, err?: unknown) {
  if (err === undefined) return port.postMessage({ id, ok: true } satisfies SmtpReply);
  const { message, responseCode, code } = err as { message?: unknown; responseCode?: unknown; code?: unknown };
  port.postMessage({
    id,
    ok: false,
    error: {
      message: typeof message === "string" ? message : "Could not send",
      ...(typeof responseCode === "number" ? { responseCode } : {}),
      ...(typeof code === "string" ? { code } : {}),
    },
  } satisfies SmtpReply);
}

port.on("message", (request: SmtpRequest) => {
  if (request.op === "close") {
    closing = true;
    return closeWhenDone();
  }
  sending++;
  transport
    .sendMail(request.mail)
    .then(
      () => reply(request.id),
      (err: unknown) => reply(request.id, err ?? {}),
    )
    .finally(() => {
      sending--;
      closeWhenDone();
    });
});

/**
 * Sending through SMTP from a thread of its own (smtp-worker.ts). nodemailer builds every message in
 * JavaScript (its MIME tree, quoted-printable encoding, dot-stuffing) and writes it in small pieces: a
 * story going out to a thousand subscribers at 3,000 e-mails a minute took about 9% of the main
 * thread under the mixed load of issue 38, in stretches during which readers' pages waited
 * (docs/benchmarks.md, twelfth session). The thread starts with the first message and ends after a
 * minute with nothing to send, so an idle server does not keep it; it keeps the process alive only
 * while a message is being sent. A refusal comes back as an Error with the server's `responseCode`, as nodemailer's
 * own would (smtpRefusal reads it); a thread that stops fails what it was sending, to be tried again.
 */
import { Worker } from "node:worker_threads";
import { besideModule } from "../paths.ts";
import type { SmtpMail, SmtpReply, SmtpRequest, SmtpStart } from "./smtp-worker.ts";

const IDLE_MS = 60_000;

interface Waiting {
  /** The thread sending it: one ending fails only its own messages. */
  thread: Worker;
  resolve: () => void;
  reject: (err: Error) => void;
}

export function smtpThread(url: string, opts: { idleMs?: number } = {}) {
  const idleMs = opts.idleMs ?? IDLE_MS;
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  const waiting = new Map<number, Waiting>();
  let next = 1;

  function stopIfIdle() {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (waiting.size === 0) stop();
    }, idleMs);
    idle.unref();
  }

  function stop() {
    clearTimeout(idle);
    if (!worker) return;
    worker.postMessage({ op: "close" } satisfies SmtpRequest);
    worker = undefined;
  }

  function start(): Worker {
    const started = new Worker(besideModule(import.meta.url, "smtp-worker"), {
      workerData: { url } satisfies SmtpStart,
    });
    started.unref();
    started.on("message", (reply: SmtpReply) => {
      const sending = waiting.get(reply.id);
      if (!sending) return;
      waiting.delete(reply.id);
      if (reply.ok) sending.resolve();
      else sending.reject(Object.assign(new Error(reply.error.message), reply.error));
      if (![...waiting.values()].some((w) => w.thread === started)) started.unref();
      if (waiting.size === 0) stopIfIdle();
    });
    // Whatever ends the thread (a crash, running out of memory) fails what it was sending: no
    // refusal code, so each is tried again later; the next message starts a new thread.
    const ended = (err: Error) => {
      if (worker === started) worker = undefined;
      for (const [id, sending] of waiting)
        if (sending.thread === started) {
          waiting.delete(id);
          sending.reject(err);
        }
    };
    started.on("error", ended);
    started.on("exit", (code) => ended(new Error(`The e-mail thread stopped (exit code ${code})`)));
    return started;
  }

  return {
    send(mail: SmtpMail): Promise<void> {
      clearTimeout(idle);
      const thread = (worker ??= start());
      // Kept alive while something waits for it, as a socket would be.
      thread.ref();
      const id = next++;
      const sent = new Promise<void>((resolve, reject) => waiting.set(id, { thread, resolve, reject }));
      thread.postMessage({ op: "send", id, mail } satisfies SmtpRequest);
      return sent;
    },
    /** Whether the thread is running (tests). */
    get running(): boolean {
      return worker !== undefined;
    },
    /** Ends the thread's SMTP connections and the thread (shutdown). */
    close: stop,
  };
}

/**
 * Questions from a cluster's workers to its primary over node:cluster's IPC channel, for what the
 * primary keeps for all of them (today's story readers, everyone's metrics). Each kind of question
 * has a name; answers find their question by a number.
 */
import cluster from "node:cluster";

interface Question {
  type: string;
  id: number;
  question: unknown;
}
interface Answer {
  type: string;
  id: number;
  value?: unknown;
  error?: string;
}

/** In the primary: answers every worker's questions of this kind. */
export function answerWorkers<Q, A>(kind: string, answer: (question: Q) => A | Promise<A>): void {
  cluster.on("message", (worker, message: Question) => {
    if (message?.type !== `${kind}?`) return;
    Promise.resolve()
      .then(() => answer(message.question as Q))
      .then(
        (value) => worker.send({ type: `${kind}!`, id: message.id, value } satisfies Answer),
        (err: Error) => worker.send({ type: `${kind}!`, id: message.id, error: err.message } satisfies Answer),
      );
  });
}

/** In a worker: asks the primary; rejects when it answers with an error or not within `waitMs`. */
export function askPrimary<Q, A>(kind: string, waitMs: number): (question: Q) => Promise<A> {
  let next = 1;
  const waiting = new Map<number, { resolve: (a: A) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  process.on("message", (message: Answer) => {
    if (message?.type !== `${kind}!`) return;
    const asked = waiting.get(message.id);
    if (!asked) return;
    waiting.delete(message.id);
    clearTimeout(asked.timer);
    if (message.error !== undefined) asked.reject(new Error(message.error));
    else asked.resolve(message.value as A);
  });
  return (question) =>
    new Promise<A>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`The primary process did not answer (${kind})`));
      }, waitMs);
      timer.unref();
      waiting.set(id, { resolve, reject, timer });
      process.send!({ type: `${kind}?`, id, question } satisfies Question);
    });
}

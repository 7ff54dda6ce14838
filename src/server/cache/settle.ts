/**
 * Purges a write must see done everywhere before it answers (an ended session, a block, a hidden
 * story). The API runs each request inside `answerAfterPurges`; the purger hands it the promise of
 * each such purge's acknowledgement by the other processes (`holdAnswerFor`), and the answer waits
 * for them. Outside a request (the scheduler) nothing waits: the purge still goes out at once.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const pending = new AsyncLocalStorage<Promise<unknown>[]>();

/** Runs `fn`, then waits for every purge it started to be acknowledged by the other processes. */
export function answerAfterPurges<T>(fn: () => Promise<T>): Promise<T> {
  const held: Promise<unknown>[] = [];
  return pending.run(held, async () => {
    const result = await fn();
    // A purge may start while waiting for another (a later listener): wait until none is left.
    while (held.length) await Promise.all(held.splice(0));
    return result;
  });
}

/** The answer of the request running now (if any) waits for `done`; it must never reject. */
export function holdAnswerFor(done: Promise<unknown>): void {
  pending.getStore()?.push(done);
}

/**
 * Group commit for small writes many people make at once (like toggles, notifications): calls made
 * while the database is busy wait and go out together as one statement, so a burst costs a few round
 * trips instead of one each. A quiet server sends each call at once (next turn of the event loop).
 *
 * Calls with the same `key` never share a batch and never overlap: the second waits for the first
 * to commit, so two toggles of one like apply in the order they came. A batch that fails is tried
 * again one call at a time, so one bad call (a row gone meanwhile, a deadlock) fails alone.
 */
export interface BatchOptions<In> {
  /** Most calls in one statement. */
  maxSize?: number;
  /** Batches in flight at once (each holds one database connection). */
  concurrency?: number;
  /** Calls with equal keys run one after another, never in one batch. */
  key?: (item: In) => string;
}

interface Waiting<In, Out> {
  item: In;
  key: string | undefined;
  resolve: (out: Out) => void;
  reject: (err: unknown) => void;
}

/** `run` answers one result per item, in the items' order. */
export function createBatcher<In, Out>(run: (items: In[]) => Promise<Out[]>, opts: BatchOptions<In> = {}) {
  const maxSize = opts.maxSize ?? 100;
  const concurrency = opts.concurrency ?? 2;
  let queue: Waiting<In, Out>[] = [];
  /** Keys of calls in a batch in flight. */
  const busy = new Set<string>();
  const running = new Set<Promise<void>>();
  let scheduled = false;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  }

  /** The next batch: the oldest calls whose keys are free, at most maxSize. */
  function take(): Waiting<In, Out>[] {
    const batch: Waiting<In, Out>[] = [];
    const rest: Waiting<In, Out>[] = [];
    const keys = new Set<string>();
    for (const w of queue) {
      const free = w.key === undefined || (!busy.has(w.key) && !keys.has(w.key));
      if (batch.length < maxSize && free) {
        batch.push(w);
        if (w.key !== undefined) keys.add(w.key);
      } else rest.push(w);
    }
    queue = rest;
    for (const key of keys) busy.add(key);
    return batch;
  }

  async function send(batch: Waiting<In, Out>[]) {
    try {
      const outs = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(outs[i]!));
    } catch (err) {
      if (batch.length === 1) return void batch[0]!.reject(err);
      // One call may have spoiled the batch: each is tried alone.
      for (const w of batch) {
        try {
          const [out] = await run([w.item]);
          w.resolve(out!);
        } catch (alone) {
          w.reject(alone);
        }
      }
    }
  }

  function flush() {
    scheduled = false;
    while (queue.length > 0 && running.size < concurrency) {
      const batch = take();
      if (batch.length === 0) break;
      const done: Promise<void> = send(batch).finally(() => {
        for (const w of batch) if (w.key !== undefined) busy.delete(w.key);
        running.delete(done);
        if (queue.length > 0) schedule();
      });
      running.add(done);
    }
  }

  return {
    add(item: In): Promise<Out> {
      return new Promise<Out>((resolve, reject) => {
        queue.push({ item, key: opts.key?.(item), resolve, reject });
        schedule();
      });
    },
  };
}

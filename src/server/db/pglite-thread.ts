/**
 * The embedded database run in a worker thread (pglite-worker.ts), behind a client with the part of
 * PGlite's interface Drizzle's PGlite driver uses (`query`, `exec`, `transaction`, `close`). Statements
 * and their rows cross the thread as messages (structured clone); an error comes back with its
 * database fields (`code`, `constraint`, `detail`...) on an Error, as PGlite's own would carry them.
 */
import type { HeapInfo } from "node:v8";
import { Worker } from "node:worker_threads";
import { besideModule } from "../paths.ts";

/** The database thread's young generation (docs/decisions/024). */
const YOUNG_GENERATION_MB = 8;

export interface ThreadStart {
  dir: string;
  postgresqlconf: string[];
  template?: Blob;
}

type RowMode = "array" | "object";
type Asked =
  | { op: "query"; sql: string; params: unknown[]; rowMode: RowMode; asText: boolean; tx?: number }
  | { op: "exec"; sql: string; tx?: number }
  | { op: "begin"; tx: number }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "giveMemoryBack" }
  | { op: "close" };
export type ThreadRequest = { id: number } & Asked;
export type ThreadReply = { id: number } & (
  { ok: true; result: unknown } | { ok: false; error: Record<string, unknown> }
);

interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: RowMode;
  parsers?: unknown;
}

/** The statements of one transaction, on its own handle (Drizzle's transaction session calls these). */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
}

export class PgliteThread implements ThreadTransaction {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  #next = 1;
  #stopped: Error | undefined;
  readonly ready: Promise<void>;

  constructor(start: ThreadStart) {
    this.#worker = new Worker(besideModule(import.meta.url, "pglite-worker"), {
      workerData: start,
      // What the thread allocates (rows on their way out) dies young: a small young generation kept
      // the process 30-60 MB smaller after the pages rendered ahead at start, at the same rate.
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    let started!: () => void;
    let failed!: (err: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    this.#wait(0, { resolve: () => started(), reject: failed });
    this.#worker.on("message", (reply: ThreadReply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#answered(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
    });
    // The thread ending (a crash, running out of memory) fails what waits, and everything after.
    const stop = (err: Error) => {
      this.#stopped ??= err;
      for (const waiting of this.#waiting.values()) waiting.reject(err);
      this.#waiting.clear();
    };
    this.#worker.on("error", stop);
    this.#worker.on("exit", (code) => stop(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  #call<T>(asked: Asked): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#wait(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...asked, id });
    });
  }

  /** The thread keeps the process alive only while something waits for it, as a socket would. */
  #wait(id: number, waiting: { resolve: (value: unknown) => void; reject: (err: Error) => void }) {
    this.#waiting.set(id, waiting);
    if (this.#waiting.size === 1) this.#worker.ref();
  }
  #answered(id: number) {
    this.#waiting.delete(id);
    if (this.#waiting.size === 0) this.#worker.unref();
  }

  #query(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.#call<Results>({
      op: "query",
      sql,
      params,
      rowMode: options.rowMode ?? "object",
      asText: options.parsers !== undefined,
      ...(tx === undefined ? {} : { tx }),
    });
  }

  #exec(tx: number | undefined, sql: string) {
    return this.#call<Results[]>({ op: "exec", sql, ...(tx === undefined ? {} : { tx }) });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results> {
    return this.#query(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#exec(undefined, sql);
  }

  /**
   * Runs `work` in a transaction: its statements alone on the database until it ends, committed when
   * `work` resolves, rolled back when it throws (and the error passed on).
   */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.#next++;
    await this.#call({ op: "begin", tx });
    const handle: ThreadTransaction = {
      query: (sql, params, options) => this.#query(tx, sql, params, options),
      exec: (sql) => this.#exec(tx, sql),
    };
    let result: T;
    try {
      result = await work(handle);
    } catch (err) {
      await this.#call({ op: "end", tx, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.#call({ op: "end", tx, commit: true });
    return result;
  }

  /** Collects and compacts the thread's heap (memory.ts), between two statements. */
  giveMemoryBack(): Promise<void> {
    return this.#call({ op: "giveMemoryBack" });
  }

  /** The thread's own V8 heap (the process's figures count only the main thread's). */
  heapStatistics(): Promise<HeapInfo> {
    return this.#worker.getHeapStatistics();
  }

  async close(): Promise<void> {
    if (!this.#stopped) await this.#call({ op: "close" });
    await this.#worker.terminate();
  }
}

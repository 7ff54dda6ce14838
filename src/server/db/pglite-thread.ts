/**
 * The embedded database run in a worker thread (pglite-worker.ts), behind a client with the part of
 * PGlite's interface Drizzle's PGlite driver uses (`query`, `exec`, `transaction`, `close`). Statements
 * and their rows cross the thread as messages (structured clone); an error comes back with its
 * database fields (`code`, `constraint`, `detail`...) on an Error, as PGlite's own would carry them.
 */
import type { HeapInfo } from "node:v8";
import { MessageChannel, Worker, type MessagePort } from "node:worker_threads";
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
  | { op: "connect"; port: MessagePort }
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

/** What a client speaks through: the thread itself, or a port to it another thread holds. */
interface Endpoint {
  postMessage(message: unknown, transfer?: readonly MessagePort[]): void;
  on(event: "message", listener: (reply: ThreadReply) => void): unknown;
  ref(): void;
  unref(): void;
}

/**
 * The database's statements through an endpoint: the thread, from the main thread (PgliteThread), or
 * a port to it from another thread (`PgliteThread.connect()`: the fediverse's delivery thread).
 */
export class PgliteClient implements ThreadTransaction {
  readonly #endpoint: Endpoint;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  #next = 1;
  #stopped: Error | undefined;

  constructor(endpoint: Endpoint) {
    this.#endpoint = endpoint;
    endpoint.on("message", (reply: ThreadReply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#answered(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
    });
    // Idle, a client does not keep its thread alive.
    endpoint.unref();
  }

  /** The thread (or the port) ended: what waits fails, and everything after. */
  protected stop(err: Error) {
    this.#stopped ??= err;
    for (const waiting of this.#waiting.values()) waiting.reject(err);
    this.#waiting.clear();
  }
  protected get stopped(): boolean {
    return this.#stopped !== undefined;
  }

  protected call<T>(asked: Asked, transfer?: readonly MessagePort[]): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    return this.wait<T>(this.#next++, (id) => this.#endpoint.postMessage({ ...asked, id }, transfer));
  }

  /** The thread keeps the process alive only while something waits for it, as a socket would. */
  protected wait<T>(id: number, send?: (id: number) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.#waiting.size === 1) this.#endpoint.ref();
      send?.(id);
    });
  }
  #answered(id: number) {
    this.#waiting.delete(id);
    if (this.#waiting.size === 0) this.#endpoint.unref();
  }

  #query(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.call<Results>({
      op: "query",
      sql,
      params,
      rowMode: options.rowMode ?? "object",
      asText: options.parsers !== undefined,
      ...(tx === undefined ? {} : { tx }),
    });
  }

  #exec(tx: number | undefined, sql: string) {
    return this.call<Results[]>({ op: "exec", sql, ...(tx === undefined ? {} : { tx }) });
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
    await this.call({ op: "begin", tx });
    const handle: ThreadTransaction = {
      query: (sql, params, options) => this.#query(tx, sql, params, options),
      exec: (sql) => this.#exec(tx, sql),
    };
    let result: T;
    try {
      result = await work(handle);
    } catch (err) {
      await this.call({ op: "end", tx, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.call({ op: "end", tx, commit: true });
    return result;
  }
}

/** The database from another thread, through a port `PgliteThread.connect()` gave. */
export class PglitePort extends PgliteClient {
  readonly #port: MessagePort;
  constructor(port: MessagePort) {
    super(port);
    this.#port = port;
    port.on("close", () => {
      this.stop(new Error("The embedded database's port closed"));
    });
  }
  close() {
    this.#port.close();
  }
}

export class PgliteThread extends PgliteClient {
  readonly #worker: Worker;
  readonly ready: Promise<void>;

  constructor(start: ThreadStart) {
    const worker = new Worker(besideModule(import.meta.url, "pglite-worker"), {
      workerData: start,
      // What the thread allocates (rows on their way out) dies young: a small young generation kept
      // the process 30-60 MB smaller after the pages rendered ahead at start, at the same rate.
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    super(worker);
    this.#worker = worker;
    // The thread says it is ready as the answer to request 0.
    this.ready = this.wait<void>(0);
    // The thread ending (a crash, running out of memory) fails what waits, and everything after.
    worker.on("error", (err: Error) => this.stop(err));
    worker.on("exit", (code) => this.stop(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  /**
   * A port to the database for another thread (its statements run in turn with this thread's; its
   * transactions are its own). Resolves once the database thread listens on it.
   */
  async connect(): Promise<MessagePort> {
    const { port1, port2 } = new MessageChannel();
    await this.call({ op: "connect", port: port2 }, [port2]);
    return port1;
  }

  /** Collects and compacts the thread's heap (memory.ts), between two statements. */
  giveMemoryBack(): Promise<void> {
    return this.call({ op: "giveMemoryBack" });
  }

  /** The thread's own V8 heap (the process's figures count only the main thread's). */
  heapStatistics(): Promise<HeapInfo> {
    return this.#worker.getHeapStatistics();
  }

  async close(): Promise<void> {
    if (!this.stopped) await this.call({ op: "close" });
    await this.#worker.terminate();
  }
}

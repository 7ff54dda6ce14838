/**
 * The database client: embedded PGlite under DATA_DIR by default, PostgreSQL through node-postgres
 * when DATABASE_URL is set. Both are wrapped by the same Drizzle schema, so services never know which.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { HeapInfo } from "node:v8";
import type { MessagePort } from "node:worker_threads";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema/index.ts";
import type { Config } from "../config.ts";
import { requestScope } from "../logger.ts";

/** Shared buffers of the embedded database (see openDatabase). */
export const PGLITE_SHARED_BUFFERS = "32MB";

/** The Drizzle handle services use. Typed as node-postgres; PGlite's query builder is the same. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  /**
   * Statements sent through `db` so far. A test counts a page render's with `log`: each entry names the
   * request it was sent for (`requestScope`), so a timer's or an earlier request's work stays apart.
   */
  readonly queries: { count: number; log?: { reqId: string | undefined; sql: string }[] | undefined };
  engine: Config["engine"];
  close(): Promise<void>;
  /** Only the embedded database in its thread: collects and compacts that thread's heap (memory.ts). */
  giveMemoryBack?: () => Promise<void>;
  /** Only the embedded database in its thread: that thread's V8 heap. */
  threadHeap?: () => Promise<HeapInfo>;
  /** Only with PostgreSQL: the pool, for the socket.io adapter and advisory locks. */
  pool?: pg.Pool;
  /**
   * How another thread of this process reaches the same database (openLinkedDatabase there): absent
   * for the embedded database in the main thread, which no other thread can reach.
   */
  link?: () => Promise<DatabaseLink>;
}

/** What a thread is given to open the process's database (a port is passed in the transfer list). */
export type DatabaseLink = { engine: "postgres"; url: string } | { engine: "pglite"; port: MessagePort };

/** Connections of a thread's own pool on PostgreSQL (a thread does few statements at once). */
const LINKED_POOL_MAX = 2;

/** The process's database, from another thread: its own small pool, or a port to the database's thread. */
export async function openLinkedDatabase(link: DatabaseLink): Promise<{ db: Db; close(): Promise<void> }> {
  if (link.engine === "postgres") {
    const pool = new pg.Pool({ connectionString: link.url, max: LINKED_POOL_MAX });
    return { db: drizzlePg(pool, { schema }), close: () => pool.end() };
  }
  const [{ PglitePort }, { drizzle: drizzlePglite }] = await Promise.all([
    import("./pglite-thread.ts"),
    import("drizzle-orm/pglite"),
  ]);
  const client = new PglitePort(link.port);
  return {
    db: drizzlePglite(client as never, { schema }) as unknown as Db,
    close: () => Promise.resolve(client.close()),
  };
}

/** Counts clients on globalThis, which every bundled copy of this module shares: a test proves it is 1. */
const COUNTER = Symbol.for("inkwell.dbClients");
type CounterHolder = { [COUNTER]?: number };
export function liveDbClients(): number {
  return (globalThis as CounterHolder)[COUNTER] ?? 0;
}
/**
 * A database closed twice (a test closing it before the app that owns it does) is counted closed once:
 * counted twice, the next database opened in the process read as none (a flaky `dbClients` in CI).
 */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
function count(delta: number) {
  const g = globalThis as CounterHolder;
  g[COUNTER] = (g[COUNTER] ?? 0) + delta;
}

export interface DatabaseOptions {
  engine: Config["engine"];
  databaseUrl?: string;
  /** A folder for PGlite, or "memory://" for a throw-away database (tests). */
  pgliteDataDir?: string;
  /**
   * A throw-away database's starting contents (PGlite's dumpDataDir of a migrated database): tests
   * skip initdb and the migrations, which cost seconds per database on a loaded machine.
   */
  pgliteTemplate?: Blob;
  /**
   * The embedded database in a worker thread (pglite-thread.ts), as the server runs it; without it,
   * in this thread, where tools that use PGlite's own interface (`$client`: backups, moves) need it.
   */
  pgliteThread?: boolean;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const queries: Database["queries"] = { count: 0 };
  const logger = {
    logQuery(query: string) {
      queries.count++;
      queries.log?.push({ reqId: requestScope.getStore()?.id, sql: query });
    },
  };
  if (opts.engine === "postgres") {
    const url = opts.databaseUrl;
    if (!url) throw new Error("DATABASE_URL is required for the postgres engine");
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    await pool.query("select 1");
    count(1);
    return {
      db: drizzlePg(pool, { schema, logger }),
      queries,
      engine: "postgres",
      pool,
      link: () => Promise.resolve({ engine: "postgres", url }),
      close: once(async () => {
        count(-1);
        await pool.end();
      }),
    };
  }
  const dir = opts.pgliteDataDir ?? "memory://";
  if (!dir.startsWith("memory://")) await mkdir(path.dirname(dir), { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers grows the WebAssembly memory (which never shrinks)
  // by about 60 MB; the embedded database serves small sites, and the OS caches its files anyway.
  const postgresqlconf = [`shared_buffers = ${PGLITE_SHARED_BUFFERS}`];
  const template = opts.pgliteTemplate && dir.startsWith("memory://") ? opts.pgliteTemplate : undefined;
  if (opts.pgliteThread) {
    const [{ PgliteThread }, { drizzle: drizzlePglite }] = await Promise.all([
      import("./pglite-thread.ts"),
      import("drizzle-orm/pglite"),
    ]);
    const thread = new PgliteThread({ dir, postgresqlconf, ...(template ? { template } : {}) });
    await thread.ready;
    count(1);
    return {
      db: drizzlePglite(thread as never, { schema, logger }) as unknown as Db,
      queries,
      engine: "pglite",
      giveMemoryBack: () => thread.giveMemoryBack(),
      threadHeap: () => thread.heapStatistics(),
      link: async () => ({ engine: "pglite", port: await thread.connect() }),
      close: once(async () => {
        count(-1);
        await thread.close();
      }),
    };
  }
  // Loaded only for this engine: compiling PGlite's WebAssembly costs about 110 MB of memory.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
  ]);
  // The same extensions PostgreSQL gets from its migrations (CREATE EXTENSION) must be loadable here.
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    postgresqlconf,
    ...(template ? { loadDataDir: template } : {}),
  });
  count(1);
  return {
    db: drizzlePglite(client, { schema, logger }) as unknown as Db,
    queries,
    engine: "pglite",
    close: once(async () => {
      count(-1);
      await client.close();
    }),
  };
}

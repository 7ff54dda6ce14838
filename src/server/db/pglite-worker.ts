/**
 * The embedded database in a thread of its own (pglite-thread.ts starts it and speaks for it): PGlite
 * runs each statement synchronously in WebAssembly, and on the process's main thread every statement
 * held up every request behind it, cached pages included. Here statements run beside the main thread,
 * on the other core, one at a time in arrival order (PGlite's own queue), a transaction's statements
 * alone until it ends, as they did in the main thread.
 */
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { PGlite, types, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { giveMemoryBack } from "../memory.ts";
import type { ThreadReply, ThreadRequest, ThreadStart } from "./pglite-thread.ts";

/** Drizzle's PGlite driver reads dates, times and intervals as text: the same parsers, here. */
const AS_TEXT = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

const start = workerData as ThreadStart;

/** What a database error says, as plain data: the main thread makes it an Error again. */
function plain(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: Record<string, unknown> = { name: err.name, message: err.message };
  for (const [key, value] of Object.entries(err))
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  return fields;
}

const db = await PGlite.create(start.dir, {
  extensions: { pg_trgm },
  postgresqlconf: start.postgresqlconf,
  ...(start.template ? { loadDataDir: start.template } : {}),
});

/** What only the thread that started the database may ask: the others' ports run statements. */
const OWNERS_ONLY = new Set<ThreadRequest["op"]>(["connect", "giveMemoryBack", "close"]);

/**
 * Answers the requests arriving on `port`: the main thread's (`owner`), or another thread's through a
 * port it was given (`connect`). Each has its own transactions (their ids are its own).
 */
function serve(port: MessagePort, owner: boolean) {
  /** Open transactions by id: their handle, how to end them, and their outcome. */
  const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>();

  /** Where a statement runs: its transaction's handle, or the database. */
  function targetOf(tx: number | undefined): PGlite | Transaction {
    const target = tx === undefined ? db : open.get(tx)?.tx;
    if (!target) throw new Error("The transaction has ended");
    return target;
  }

  async function handle(request: ThreadRequest): Promise<unknown> {
    if (!owner && OWNERS_ONLY.has(request.op)) throw new Error(`Only the database's owner may ask "${request.op}"`);
    switch (request.op) {
      case "query": {
        const result = await targetOf(request.tx).query(request.sql, request.params, {
          rowMode: request.rowMode,
          ...(request.asText ? { parsers: AS_TEXT } : {}),
        });
        return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
      }
      case "exec": {
        return (await targetOf(request.tx).exec(request.sql)).map((r) => ({
          rows: r.rows,
          fields: r.fields,
          affectedRows: r.affectedRows,
        }));
      }
      case "begin":
        return new Promise<void>((begun, failed) => {
          const done = db
            .transaction(
              (tx) =>
                new Promise<void>((commit, rollback) => {
                  open.set(request.tx, {
                    tx,
                    end: (yes) => (yes ? commit() : rollback(new Error("Rolled back"))),
                    done,
                  });
                  begun();
                }),
            )
            .catch((err: unknown) => {
              if (!open.has(request.tx)) failed(err instanceof Error ? err : new Error(String(err)));
              throw err;
            });
          // Settled when its end is asked for (the "end" request reads it).
          done.catch(() => undefined);
        });
      case "end": {
        const transaction = open.get(request.tx);
        if (!transaction) throw new Error("The transaction has ended");
        open.delete(request.tx);
        transaction.end(request.commit);
        try {
          await transaction.done;
        } catch (err) {
          if (request.commit) throw err;
        }
        return undefined;
      }
      case "giveMemoryBack":
        giveMemoryBack();
        return undefined;
      case "connect":
        serve(request.port, false);
        return undefined;
      case "close":
        await db.close();
        return undefined;
    }
  }

  port.on("message", (request: ThreadRequest) => {
    handle(request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies ThreadReply),
      (err: unknown) => port.postMessage({ id: request.id, ok: false, error: plain(err) } satisfies ThreadReply),
    );
  });
  // A thread that ended with a transaction open would hold the database: it is rolled back.
  port.on("close", () => {
    for (const transaction of open.values()) transaction.end(false);
    open.clear();
  });
}

serve(parentPort!, true);
parentPort!.postMessage({ id: 0, ok: true, result: "ready" } satisfies ThreadReply);

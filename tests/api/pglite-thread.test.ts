/**
 * The embedded database in its own thread (db/pglite-thread.ts), as the server runs it: statements
 * leave the main thread free, Drizzle reads the same values, errors keep their database fields, and
 * a transaction's statements run alone until it ends.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client.ts";
import { uniqueViolation } from "../../src/server/db/errors.ts";
import { PglitePort } from "../../src/server/db/pglite-thread.ts";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ engine: "pglite", pgliteDataDir: "memory://", pgliteThread: true });
  await database.db.execute(sql`create table notes (id int primary key, body text, at timestamptz default now())`);
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe("the embedded database in a thread", () => {
  it("leaves the main thread free while a statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await database.db.execute(sql`select pg_sleep(0.4)`);
    clearInterval(timer);
    // In the main thread the statement would have held every timer until it ended.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it("gives Drizzle the values PGlite gives it in the main thread", async () => {
    await database.db.execute(sql`insert into notes (id, body) values (1, 'one'), (2, 'two')`);
    const { rows } = await database.db.execute<{ id: number; body: string; at: string }>(
      sql`select id, body, at from notes order by id`,
    );
    expect(rows.map((r) => [r.id, r.body])).toEqual([
      [1, "one"],
      [2, "two"],
    ]);
    // Drizzle reads timestamps as text and makes its own dates of them.
    expect(typeof rows[0]!.at).toBe("string");
  });

  it("brings a database error back with its fields", async () => {
    const failed = await database.db.execute(sql`insert into notes (id, body) values (1, 'again')`).catch((e) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(uniqueViolation(failed)).toBe("notes_pkey");
  });

  it("commits a transaction's work, rolls it back when it throws, and runs other statements after it", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (10, 'kept')`);
    });
    const undone = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (11, 'undone')`);
        throw new Error("changed my mind");
      })
      .catch((e: Error) => e.message);
    expect(undone).toBe("changed my mind");
    // A statement sent while a transaction is open waits for it, and sees what it committed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (12, 'inside')`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = database.db.execute<{ n: number }>(sql`select count(*)::int as n from notes where id >= 10`);
    release();
    await open;
    expect((await outside).rows[0]!.n).toBe(2);
  });

  it("gives its heap's emptied pages back when asked, and goes on answering", async () => {
    // Rows of a large answer live long enough in the thread to leave its old generation full of garbage.
    for (let i = 0; i < 3; i++)
      await database.db.execute(sql`select repeat('x', 200) as body, g from generate_series(1, 100000) as g`);
    const before = await database.threadHeap!();
    await database.giveMemoryBack!();
    const after = await database.threadHeap!();
    expect((before.total_heap_size - after.total_heap_size) / 1024 / 1024).toBeGreaterThan(10);
    const { rows } = await database.db.execute<{ body: string }>(sql`select body from notes where id = 1`);
    expect(rows).toEqual([{ body: "one" }]);
  });

  it("answers another thread through a port, and rolls back what a closed port left open", async () => {
    const link = await database.link!();
    if (link.engine !== "pglite") throw new Error("expected the embedded database");
    const other = new PglitePort(link.port);
    const { rows } = await other.query("select body from notes where id = $1", [2]);
    expect(rows).toEqual([{ body: "two" }]);
    // A transaction begun through the port, and the port closed before it ended (its thread died).
    let begun!: () => void;
    let closed!: () => void;
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const portClosed = new Promise<void>((resolve) => (closed = resolve));
    const left = other
      .transaction(async (tx) => {
        await tx.query("insert into notes (id, body) values (20, 'never')");
        begun();
        await portClosed;
        await tx.query("select 1");
      })
      .catch((err: Error) => err.message);
    await inside;
    other.close();
    link.port.once("close", closed);
    await portClosed;
    expect(await left).toMatch(/port closed/);
    // The database is not held by it, and what it wrote is gone.
    const after = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from notes where id = 20`);
    expect(after.rows[0]!.n).toBe(0);
  });

  it("refuses to close the database, or open more ports, for a thread it gave a port to", async () => {
    const link = await database.link!();
    if (link.engine !== "pglite") throw new Error("expected the embedded database");
    const answer = new Promise<{ ok: boolean; error?: { message: string } }>((resolve) =>
      link.port.once("message", resolve),
    );
    link.port.postMessage({ id: 1, op: "close" });
    const reply = await answer;
    link.port.close();
    expect(reply.ok).toBe(false);
    expect(reply.error?.message).toMatch(/owner/);
    const { rows } = await database.db.execute<{ body: string }>(sql`select body from notes where id = 1`);
    expect(rows).toEqual([{ body: "one" }]);
  });
});

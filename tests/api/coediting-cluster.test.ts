/**
 * Live co-editing across two real `main.ts` processes on one PostgreSQL (issue 37 items 6 and 8): two
 * editors joined through different processes see each other's typing (the socket.io adapter relays),
 * and a `kill -9` of one process in the middle of typing loses nothing it acknowledged: the editor
 * reconnects through the other process with its document and every acknowledged word is there for
 * whoever joins next. Only with DATABASE_URL (the test command's PostgreSQL run).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import * as Y from "yjs";
import type { AppContext } from "../../src/server/context.ts";
import { posts } from "../../src/server/db/schema/index.ts";
import { coeditClient, type CoeditClient } from "../support/coedit-client.ts";
import { createTestContext, insertUser, TEST_SECRET } from "../support/test-app.ts";
import { runMain } from "../support/run-main.ts";

const databaseUrl = process.env.DATABASE_URL ?? "";
let app: AppContext;
const runs: { run: ReturnType<typeof runMain>; dataDir: string }[] = [];
const sockets: Socket[] = [];

function processOnPostgres() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-coedit-"));
  const run = runMain({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: TEST_SECRET,
    WEB_CONCURRENCY: "1",
  });
  runs.push({ run, dataDir });
  return { run, url: run.listening() };
}

/** Joins and takes the stored document; then sends what this client has and the server lacks. */
async function join(client: CoeditClient, postId: string) {
  const answer = await client.join(postId);
  if (!answer.ok) throw new Error(`refused: ${answer.error}`);
  Y.applyUpdate(client.doc, new Uint8Array(answer.update), "remote");
  const missing = Y.encodeStateAsUpdate(client.doc, new Uint8Array(answer.stateVector));
  if (missing.byteLength > 2) expect((await client.send(postId, missing)).ok).toBe(true);
}
/** Resolves once the client's text satisfies `check` (checked on each change of its document). */
const until = (client: CoeditClient, check: (text: string) => boolean) =>
  new Promise<void>((resolve) => {
    const test = () => check(client.text()) && (client.doc.off("update", test), resolve());
    client.doc.on("update", test);
    test();
  });

describe.skipIf(!databaseUrl)("co-editing on two processes", () => {
  let a: ReturnType<typeof processOnPostgres>;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    app = await createTestContext();
    a = processOnPostgres();
    [urlA, urlB] = await Promise.all([a.url, processOnPostgres().url]);
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const { run, dataDir } of runs) {
      run.child.kill("SIGTERM");
      await run.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
    await app?.close();
  }, 60_000);

  it("relays between processes, and a kill -9 mid-typing loses nothing acknowledged", async () => {
    const owner = await insertUser(app);
    const [row] = await app.database.db
      .insert(posts)
      .values({ authorId: owner.user.id, slug: `c-${randomUUID().slice(0, 8)}` })
      .returning({ id: posts.id });
    const postId = row!.id;
    const onA = await coeditClient(urlA, owner.token, {}, sockets);
    const onB = await coeditClient(urlB, owner.token, {}, sockets);
    await join(onA, postId);
    await join(onB, postId);
    expect((await onA.type(postId, 0, "from A. ")).ok).toBe(true);
    await until(onB, (t) => t.includes("from A. "));
    expect((await onB.type(postId, onB.text().length, "from B. ")).ok).toBe(true);
    await until(onA, (t) => t.includes("from B. "));

    // A types word after word; each acknowledged one is noted. Process A dies after the tenth.
    const acked: string[] = [];
    const dropped = new Promise<void>((resolve) => onA.socket.once("disconnect", () => resolve()));
    const tenth = new Promise<void>((resolve) => {
      void (async () => {
        for (let i = 0; onA.socket.connected; i++) {
          const word = `w${i} `;
          const ack = await Promise.race([onA.type(postId, onA.text().length, word), dropped.then(() => null)]);
          if (ack?.ok) acked.push(word);
          if (acked.length === 10) resolve();
        }
      })();
    });
    await tenth;
    a.run.child.kill("SIGKILL");
    await a.run.exited;
    await dropped;
    expect(acked.length).toBeGreaterThanOrEqual(10);

    // The editor reconnects through process B with the document it has (as the browser does).
    const back = await coeditClient(urlB, owner.token, {}, sockets);
    Y.applyUpdate(back.doc, Y.encodeStateAsUpdate(onA.doc), "remote");
    await join(back, postId);
    // Whoever joins next has every acknowledged word (and what was typed unacknowledged, resent).
    const late = await coeditClient(urlB, owner.token, {}, sockets);
    await join(late, postId);
    for (const part of ["from A. ", "from B. ", ...acked]) expect(late.text()).toContain(part);
    expect(late.text()).toBe(onA.text());
    // The editor that stayed on B missed what process A stored but died before relaying; the next
    // change from that editor leaves a gap in its document, and it asks for what it lacks.
    expect((await back.type(postId, back.text().length, "again.")).ok).toBe(true);
    await until(onB, (t) => t === back.text());
  }, 120_000);
});

/**
 * Live co-editing part of `npm run bench` (BENCH_ONLY=coedit; issue 37): EDITORS (20) socket.io
 * editors on one story on PostgreSQL. Prints the change-to-others latency p50/p99 (from one editor's
 * keystroke to each other editor's socket receiving it), the server's memory per open shared document
 * (RSS growth with DOCS more stories open, an editor each), and the storage of KEYSTROKES (10,000)
 * one-character updates: as appended (before compaction) and as the table holds them (after).
 */
import pg from "pg";
import * as Y from "yjs";
import { coeditClient, type CoeditClient } from "../support/coedit-client.ts";
import { percentile, signUp } from "./support.ts";

const EDITORS = Number(process.env.BENCH_EDITORS ?? 20);
const CHANGES = Number(process.env.BENCH_COEDIT_CHANGES ?? 200);
const DOCS = Number(process.env.BENCH_COEDIT_DOCS ?? 40);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 10_000);
/** Editors typing at once while measuring storage. */
const IN_FLIGHT = 16;

async function draft(url: string, token: string, content: string): Promise<string> {
  const res = await fetch(`${url}/api/post/draft`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: "Written together", content }),
  });
  return ((await res.json()) as { data: { post: { _id: string } } }).data.post._id;
}

async function joined(url: string, token: string, postId: string): Promise<CoeditClient> {
  const c = await coeditClient(url, token);
  const answer = await c.join(postId);
  if (!answer.ok) throw new Error(`join refused: ${answer.error}`);
  Y.applyUpdate(c.doc, new Uint8Array(answer.update), "remote");
  return c;
}

const call = (url: string, token: string, method: string, route: string, body?: unknown) =>
  fetch(`${url}/api${route}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A person and their username (a socket's person has at most 20 sockets: 20 editors are 4 people). */
async function person(url: string, n: number) {
  const token = await signUp(url, "Co", `Editor${n}`);
  const viewer = (await (await call(url, token, "GET", "/user/viewer")).json()) as {
    data: { user: { username: string } };
  };
  return { token, username: viewer.data.user.username };
}

const nextUpdate = (c: CoeditClient) =>
  new Promise<number>((resolve) => c.socket.once("coedit:update", () => resolve(performance.now())));

export async function coeditBench(url: string, databaseUrl: string, rssMb: () => number) {
  // The owner and three co-authors, five editors (tabs) each.
  const people = await Promise.all([0, 1, 2, 3].map((n) => person(url, n)));
  const token = people[0]!.token;
  const postId = await draft(url, token, "");
  for (const co of people.slice(1)) {
    await call(url, token, "POST", `/post/${postId}/coauthors`, { username: co.username });
    await call(url, co.token, "POST", `/post/${postId}/coauthors/accept`);
  }
  const editors: CoeditClient[] = [];
  for (let i = 0; i < EDITORS; i++) editors.push(await joined(url, people[i % people.length]!.token, postId));

  const latencies: number[] = [];
  for (let k = 0; k < CHANGES; k++) {
    const sender = editors[k % EDITORS]!;
    const others = editors.filter((e) => e !== sender);
    const heard = others.map(nextUpdate);
    const t0 = performance.now();
    void sender.type(postId, sender.text().length, String.fromCharCode(97 + (k % 26)));
    for (const t of await Promise.all(heard)) latencies.push(t - t0);
  }
  latencies.sort((a, b) => a - b);
  const texts = new Set(editors.map((e) => e.text()));

  for (const c of editors) c.socket.disconnect();
  await new Promise((r) => setTimeout(r, 1000));

  // Memory: DOCS more shared documents open (a 2,000-character story each, one editor on each).
  const before = rssMb();
  const open: CoeditClient[] = [];
  for (let d = 0; d < DOCS; d++) {
    const owner = people[d % people.length]!.token;
    const id = await draft(url, owner, "");
    const first = await joined(url, owner, id);
    const seed = new Y.Doc();
    seed.getText("t").insert(0, "word ".repeat(400));
    await first.send(id, Y.encodeStateAsUpdate(seed), "coedit:seed");
    open.push(first);
  }
  await new Promise((r) => setTimeout(r, 2000));
  const perDocKb = ((rssMb() - before) * 1024) / DOCS;
  for (const c of open) c.socket.disconnect();
  await new Promise((r) => setTimeout(r, 1000));

  // Storage: KEYSTROKES one-character updates, each stored before its ack, typed by IN_FLIGHT
  // editors at once, each under the socket's co-editing allowance (600 events per 10 s).
  const storyId = await draft(url, token, "");
  const typists = await Promise.all(Array.from({ length: IN_FLIGHT }, () => joined(url, token, storyId)));
  let appended = 0;
  let typed = 0;
  const typeOn = async (typist: CoeditClient) => {
    while (typed < KEYSTROKES) {
      typed++;
      let change: Uint8Array | undefined;
      const take = (u: Uint8Array, origin: unknown) => origin !== "remote" && (change = u);
      typist.doc.on("update", take);
      typist.doc.getText("t").insert(typist.doc.getText("t").length, "x");
      typist.doc.off("update", take);
      appended += change!.byteLength;
      await Promise.all([typist.send(storyId, change!), new Promise((r) => setTimeout(r, 20))]);
    }
  };
  await Promise.all(typists.map(typeOn));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ n: number; bytes: number; table: number }>(
    `select count(*)::int as n, coalesce(sum(octet_length("update")), 0)::int as bytes,
       pg_total_relation_size('coedit_updates')::int as table
     from coedit_updates where post_id = $1`,
    [storyId],
  );
  await db.end();
  for (const c of typists) c.socket.disconnect();

  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`\nLive co-editing: ${EDITORS} editors on one story (PostgreSQL, one process)`);
  console.table([
    {
      "change to others p50": ms(percentile(latencies, 0.5)),
      "change to others p99": ms(percentile(latencies, 0.99)),
      samples: latencies.length,
      "all editors agree": texts.size === 1,
    },
  ]);
  const stored = rows[0]!;
  console.table([
    {
      "RSS per open shared document": `${perDocKb.toFixed(0)} KB (${DOCS} documents, an editor each)`,
      [`${KEYSTROKES} keystrokes, as appended`]: `${(appended / 1024).toFixed(0)} KB in ${KEYSTROKES} rows`,
      "after compaction": `${(stored.bytes / 1024).toFixed(1)} KB in ${stored.n} rows`,
      "coedit_updates on disk (whole table)": `${(stored.table / 1024).toFixed(0)} KB`,
    },
  ]);
}

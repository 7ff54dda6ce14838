/**
 * A co-written story on the fediverse: its Article is attributed to each author's actor, and its
 * Create, Update and Delete reach the followers of every author, each inbox once (a reader following
 * two of the authors, or two readers sharing a server's inbox, get one delivery). A real server of
 * this app sends to a real HTTP sink standing in for the other servers. Both engines.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { apiCalls, overHttp } from "../support/api-calls.ts";
import { coauthorCalls } from "../support/coauthors.ts";
import { insertUser } from "../support/test-app.ts";
import { serverBesideInboxSink } from "../support/test-server.ts";
import { eventually } from "../support/eventually.ts";

const suite = serverBesideInboxSink();

const { send } = apiCalls(overHttp(() => suite.running.url));

/** A reader elsewhere following `locals`: on `server`'s shared inbox, or with a personal inbox only. */
async function remoteFollower(name: string, server: string | null, locals: string[]) {
  const db = suite.running.app.database.db;
  const tag = `${name}-${Math.random().toString(36).slice(2, 8)}`;
  const base = `${suite.sink.url}/servers/${server ?? "solo"}/users/${tag}`;
  const [user] = (
    await db.execute<{ id: string }>(sql`
      insert into users (email, username, username_key, first_name, last_name, remote)
      values (${`${tag}@fediverse.invalid`}, ${`${tag}@remote`}, ${`${tag}@remote`}, ${name}, '', true) returning id`)
  ).rows;
  await db.execute(sql`
    insert into fediverse_actors (user_id, uri, handle, domain, inbox, shared_inbox)
    values (${user!.id}, ${base}, ${`${tag}@remote`}, 'remote.example', ${`${base}/inbox`},
      ${server ? `${suite.sink.url}/servers/${server}/inbox` : null})`);
  for (const local of locals)
    await db.execute(sql`insert into fediverse_followers (local, follower_id) values (${local}, ${user!.id})`);
}

const queueEmpty = async () =>
  Number(
    (await suite.running.app.database.db.execute<{ n: number }>(sql`select count(*)::int as n from fediverse_queue`))
      .rows[0]!.n,
  ) === 0;

/** Waits for `n` deliveries of `type`, then for the queue to empty (nothing more can arrive). */
async function delivered(type: string, n: number) {
  const ofType = () => suite.sink.received.filter((r) => (JSON.parse(r.body) as { type: string }).type === type);
  await eventually(
    () => Promise.resolve(ofType().length),
    (k) => k >= n,
  );
  await eventually(queueEmpty, Boolean);
  const got = ofType();
  const perPath = new Map<string, number>();
  for (const r of got) perPath.set(r.path, (perPath.get(r.path) ?? 0) + 1);
  return { activities: got.map((r) => JSON.parse(r.body) as Record<string, unknown>), perPath };
}

it("attributes the Article to each author and sends Create, Update and Delete to all authors' followers, each inbox once", async () => {
  const owner = await insertUser(suite.running.app, { firstName: "Owen" });
  const co = await insertUser(suite.running.app, { firstName: "Coco" });
  // One follows the owner, one the co-author, on the same server; one on another server follows both;
  // one with no shared inbox follows the co-author.
  await remoteFollower("ana", "one", [owner.user.id]);
  await remoteFollower("bo", "one", [co.user.id]);
  await remoteFollower("cy", "two", [owner.user.id, co.user.id]);
  await remoteFollower("di", null, [co.user.id]);

  const { _id: postId } = await coauthorCalls(
    overHttp(() => suite.running.url),
    () => suite.running.app,
  ).coWritten(owner, co, "Written by two", "Both of us.");

  const inboxes = [
    `/servers/one/inbox`,
    `/servers/two/inbox`,
    expect.stringMatching(/^\/servers\/solo\/users\/di-.+\/inbox$/),
  ];
  const created = await delivered("Create", 3);
  expect([...created.perPath.keys()].sort()).toEqual(expect.arrayContaining(inboxes));
  expect(created.perPath.size).toBe(3);
  expect([...created.perPath.values()]).toEqual([1, 1, 1]);
  const article = created.activities[0]!.object as { type: string; attributedTo: string[]; cc: string[] };
  expect(article.type).toBe("Article");
  expect(article.attributedTo).toEqual([
    `${suite.running.url}/ap/users/${owner.user.id}`,
    `${suite.running.url}/ap/users/${co.user.id}`,
  ]);

  expect((await send("PUT", `/post/${postId}`, { content: "Both of us, edited." }, co)).status).toBe(200);
  const updated = await delivered("Update", 3);
  expect(updated.perPath.size).toBe(3);
  expect([...updated.perPath.values()]).toEqual([1, 1, 1]);

  // A co-author cannot delete; the owner can, and every author's followers hear of it.
  expect((await send("DELETE", `/post/${postId}`, undefined, co)).status).toBe(404);
  expect((await send("DELETE", `/post/${postId}`, undefined, owner)).status).toBe(200);
  const deleted = await delivered("Delete", 3);
  expect(deleted.perPath.size).toBe(3);
  expect([...deleted.perPath.values()]).toEqual([1, 1, 1]);
}, 60_000);

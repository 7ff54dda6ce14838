/**
 * Publishing to many followers elsewhere: 10,000 followers on 500 servers get the story through one
 * delivery per server's shared inbox, and the publish call answers before any is sent (the bench
 * measures its time: tests/bench/federation.ts).
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { insertUser } from "../support/test-app.ts";
import { serverBesideInboxSink } from "../support/test-server.ts";
import { followerRows } from "../support/inbox-sink.ts";
import { eventually } from "../support/eventually.ts";

const FOLLOWERS = 10_000;
const SERVERS = 500;

const suite = serverBesideInboxSink();

it(
  `sends a new story once to each of ${SERVERS} shared inboxes of ${FOLLOWERS.toLocaleString("en")} followers`,
  { timeout: 120_000 },
  async () => {
    const ada = await insertUser(suite.running.app);
    for (const statement of followerRows(suite.sink.url, ada.user.id, FOLLOWERS, SERVERS))
      await suite.running.app.database.db.execute(sql.raw(statement));
    const res = await fetch(`${suite.running.url}/api/post/create`, {
      method: "POST",
      headers: { authorization: `Bearer ${ada.token}`, "content-type": "application/json" },
      body: JSON.stringify({ title: "To everyone elsewhere", content: "Hello, fediverse." }),
    });
    expect(res.status).toBe(201);
    // The answer came before any delivery: none had reached a server when it arrived.
    expect(suite.sink.received).toEqual([]);
    await eventually(
      () => Promise.resolve(suite.sink.received.length),
      (n) => n >= SERVERS,
      90_000,
    );
    // Every delivery done (the queue is empty): nothing more can arrive.
    const queued = async () =>
      Number(
        (
          await suite.running.app.database.db.execute<{ n: number }>(
            sql`select count(*)::int as n from fediverse_queue`,
          )
        ).rows[0]!.n,
      );
    await eventually(queued, (n) => n === 0, 90_000);
    const perInbox = suite.sink.perPath();
    expect(perInbox.size).toBe(SERVERS);
    expect([...perInbox.values()].every((n) => n === 1)).toBe(true);
    expect([...perInbox.keys()].every((p) => /^\/servers\/\d+\/inbox$/.test(p))).toBe(true);
    const activity = JSON.parse(suite.sink.received[0]!.body) as {
      type: string;
      object: { type: string; name: string };
    };
    expect(activity.type).toBe("Create");
    expect(activity.object).toMatchObject({ type: "Article", name: "To everyone elsewhere" });
  },
);

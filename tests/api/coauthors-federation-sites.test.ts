/**
 * A story two people wrote, between two real sites of this app: a reader here who follows only the
 * co-author (not the owner, who sends it) finds the story in the Following view, under both names'
 * servers' rules: an attribution to someone on another server than the sender's is not believed.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { RunningServer } from "../../src/server/start-server.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { eventually } from "../support/eventually.ts";
import { callAs, federationSite, ownDatabase } from "../support/federation-sites.ts";
import { overHttp } from "../support/api-calls.ts";
import { coauthorCalls } from "../support/coauthors.ts";
import { attributedHere } from "../../src/server/federation/inbound.ts";

let here: RunningServer;
let there: RunningServer;
let owner: Person;
let co: Person;
let reader: Person;

beforeAll(async () => {
  there = await federationSite(await ownDatabase());
  here = await federationSite(await ownDatabase());
  owner = await insertUser(there.app, { firstName: "Olive", lastName: "Owner" });
  co = await insertUser(there.app, { firstName: "Cyrus", lastName: "Coauthor" });
  reader = await insertUser(here.app, { firstName: "Rhea", lastName: "Reader" });
}, 180_000);
afterAll(async () => {
  await here?.close();
  await there?.close();
});

type Feed = { data: { posts: { name?: string; author: { handle: string } }[] } };

it("a reader following only the co-author gets the story the owner sent", async () => {
  const followed = await callAs(here, reader.token, "/fediverse/following", "POST", {
    handle: `${there.url}/@${co.user.username}`,
  });
  expect(followed.status).toBe(201);
  await eventually(
    async () =>
      (
        (await (await callAs(here, reader.token, "/fediverse/following")).json()) as {
          data: { accounts: { state: string }[] };
        }
      ).data.accounts,
    (a) => a[0]?.state === "following",
  );
  const calls = coauthorCalls(
    overHttp(() => there.url),
    () => there.app,
  );
  await calls.coWritten(owner, co, "Written by two", "Both of us wrote this.");
  const posts = await eventually(
    async () => ((await (await callAs(here, reader.token, "/fediverse/feed")).json()) as Feed).data.posts,
    (p) => p.length === 1,
  );
  expect(posts[0]?.name).toBe("Written by two");
  // Stored once, with both authors known here.
  const { rows } = await here.app.database.db.execute<{ n: number }>(
    sql`select cardinality(author_ids)::int as n from fediverse_posts where name = 'Written by two'`,
  );
  expect(rows).toEqual([{ n: 2 }]);
});

it("believes an attribution only to people on the sender's own server", () => {
  const sender = "https://one.example/users/a";
  expect(attributedHere(sender, [sender, "https://one.example/users/b"])).toEqual([
    sender,
    "https://one.example/users/b",
  ]);
  expect(attributedHere(sender, [sender, "https://other.example/users/famous"])).toEqual([sender]);
  expect(attributedHere(sender, ["https://one.example/users/b"])).toEqual([]);
});

/**
 * Actors' RSA keys between two real sites of this app (decision 021): a new actor's key is made at
 * 2,048 bits and still signs what the other site verifies (the Follow, its Accept, a story's Create);
 * an actor whose 4,096-bit key was stored before keeps it, and it verifies as before.
 */
import { createPublicKey } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { exportJwk, generateCryptoKeyPair } from "@fedify/fedify";
import type { RunningServer } from "../../src/server/start-server.ts";
import { fediverseKeys } from "../../src/server/db/schema/index.ts";
import { insertUser, type Person } from "../support/test-app.ts";
import { eventually } from "../support/eventually.ts";
import { callAs, federationSite, ownDatabase } from "../support/federation-sites.ts";

let here: RunningServer;
let there: RunningServer;
let author: Person;
let veteran: Person;
let reader: Person;

beforeAll(async () => {
  there = await federationSite(await ownDatabase());
  here = await federationSite(await ownDatabase());
  author = await insertUser(there.app, { firstName: "Nia", lastName: "Newcomer" });
  veteran = await insertUser(there.app, { firstName: "Vera", lastName: "Veteran" });
  reader = await insertUser(here.app, { firstName: "Rory", lastName: "Reader" });
  // Vera's keys were made before the change: Fedify's 4,096-bit RSA, stored as the key store stores them.
  for (const [kind, algorithm] of [
    ["rsa", "RSASSA-PKCS1-v1_5"],
    ["ed25519", "Ed25519"],
  ] as const) {
    const pair = await generateCryptoKeyPair(algorithm);
    await there.app.database.db.insert(fediverseKeys).values({
      owner: veteran.user.id,
      kind,
      publicJwk: await exportJwk(pair.publicKey),
      privateJwk: await exportJwk(pair.privateKey),
    });
  }
}, 180_000);
afterAll(async () => {
  await here?.close();
  await there?.close();
});

/** The RSA key an actor publishes (what Mastodon reads), as Node reads its PEM. */
async function publishedKey(site: RunningServer, id: string) {
  const res = await fetch(`${site.url}/ap/users/${id}`, { headers: { accept: "application/activity+json" } });
  const actor = (await res.json()) as { publicKey: { publicKeyPem: string } };
  const key = createPublicKey(actor.publicKey.publicKeyPem);
  return { type: key.asymmetricKeyType, bits: key.asymmetricKeyDetails?.modulusLength };
}

type Accounts = { data: { accounts: { state: string; handle: string }[] } };
type Feed = { data: { posts: { name?: string }[] } };

async function follow(person: Person) {
  const res = await callAs(here, reader.token, "/fediverse/following", "POST", {
    handle: `${there.url}/@${person.user.username}`,
  });
  expect(res.status).toBe(201);
  const handle = `${person.user.username}@${new URL(there.url).host}`;
  // "following" once the Accept, signed there, was verified here.
  await eventually(
    async () => ((await (await callAs(here, reader.token, "/fediverse/following")).json()) as Accounts).data.accounts,
    (accounts) => accounts.some((a) => a.handle === handle && a.state === "following"),
  );
}

it("makes a new actor's RSA key at 2,048 bits, and its signed deliveries verify on another site", async () => {
  await follow(author);
  // Both ends' keys are new: the reader's signed the Follow, the author's signed the Accept.
  expect(await publishedKey(there, author.user.id)).toEqual({ type: "rsa", bits: 2048 });
  expect(await publishedKey(here, reader.user.id)).toEqual({ type: "rsa", bits: 2048 });
  const created = await callAs(there, author.token, "/post/create", "POST", {
    title: "Signed with a smaller key",
    content: "Still verified on arrival.",
  });
  expect(created.status).toBe(201);
  const posts = await eventually(
    async () => ((await (await callAs(here, reader.token, "/fediverse/feed")).json()) as Feed).data.posts,
    (p) => p.some((post) => post.name === "Signed with a smaller key"),
  );
  expect(posts.map((p) => p.name)).toContain("Signed with a smaller key");
});

it("keeps a 4,096-bit key stored before, which still signs what the other site verifies", async () => {
  expect(await publishedKey(there, veteran.user.id)).toEqual({ type: "rsa", bits: 4096 });
  await follow(veteran);
  const created = await callAs(there, veteran.token, "/post/create", "POST", {
    title: "Signed with the old key",
    content: "Verified as before.",
  });
  expect(created.status).toBe(201);
  const posts = await eventually(
    async () => ((await (await callAs(here, reader.token, "/fediverse/feed")).json()) as Feed).data.posts,
    (p) => p.some((post) => post.name === "Signed with the old key"),
  );
  expect(posts.map((p) => p.name)).toContain("Signed with the old key");
});

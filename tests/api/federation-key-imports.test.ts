/**
 * Each queued delivery carries its sender's private keys as JWK, which Fedify imports per delivery:
 * a key the key store imported is handed back instead (the same CryptoKey), and a key that changed
 * is never answered with the old one.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { exportJwk, importJwk } from "@fedify/fedify";
import type { AppContext } from "../../src/server/context.ts";
import { fediverseKeys } from "../../src/server/db/schema/index.ts";
import { createKeyStore } from "../../src/server/federation/objects.ts";
import { createTestContext } from "../support/test-app.ts";

let ctx: AppContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const data = new TextEncoder().encode("a delivery");
const RSA = { name: "RSASSA-PKCS1-v1_5" };
/** Whether `privateKey` signs what `publicKey` verifies (it is that pair's key). */
async function pairOf(privateKey: CryptoKey, publicKey: CryptoKey) {
  const signature = await crypto.subtle.sign(RSA, privateKey, data);
  return crypto.subtle.verify(RSA, publicKey, signature, data);
}

it("imports an actor's private key once: a delivery's JWK gives back the key store's key", async () => {
  const owner = `imports-${Date.now()}`;
  const [rsa, ed] = await createKeyStore(ctx.database.db).pairs(owner);
  // As a queued delivery's message carries them, and Fedify imports them per delivery.
  expect(await importJwk(await exportJwk(rsa!.privateKey), "private")).toBe(rsa!.privateKey);
  expect(await importJwk(await exportJwk(ed!.privateKey), "private")).toBe(ed!.privateKey);
  // A request for other usages is not answered from the cache.
  const jwk = await exportJwk(rsa!.privateKey);
  const other = await crypto.subtle.importKey("jwk", jwk, { ...RSA, hash: "SHA-256" }, false, ["sign"]);
  expect(other).not.toBe(rsa!.privateKey);
  expect(other.extractable).toBe(false);
});

it("uses the new key once an actor's keys change, and still imports a message's old key", async () => {
  const owner = `rotated-${Date.now()}`;
  const db = ctx.database.db;
  const [old] = await createKeyStore(db).pairs(owner);
  const oldJwk = await exportJwk(old!.privateKey);
  // The keys change (rows replaced); a process loading them afresh makes and registers new ones.
  await db.delete(fediverseKeys).where(eq(fediverseKeys.owner, owner));
  const [fresh] = await createKeyStore(db).pairs(owner);
  const freshJwk = await exportJwk(fresh!.privateKey);
  expect(freshJwk.n).not.toBe(oldJwk.n);
  const imported = await importJwk(freshJwk, "private");
  expect(imported).toBe(fresh!.privateKey);
  expect(await pairOf(imported, fresh!.publicKey)).toBe(true);
  // A delivery queued before the change carries the old key: it is imported as it is, not swapped.
  const older = await importJwk(oldJwk, "private");
  expect(older).not.toBe(fresh!.privateKey);
  expect(await pairOf(older, old!.publicKey)).toBe(true);
  expect(await pairOf(older, fresh!.publicKey)).toBe(false);
});

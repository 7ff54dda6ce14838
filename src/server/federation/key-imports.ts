/**
 * Our actors' private keys, imported once. Each queued delivery carries the sender's private keys as
 * JWK and Fedify imports them again for every delivery (`importJwk`, about 5% of a delivery's CPU on
 * the embedded database), with no hook to hand it a key it already has. So WebCrypto's `importKey`
 * answers a private JWK the key store registered with the CryptoKey the key store made from it.
 *
 * Keyed by the whole JWK (its private and public parts), never by owner alone: a key that changed is
 * another entry, so a delivery can never be signed with a key other than the one its message carries
 * (a message queued before a change still carries, and gets, the old one). A registered owner's older
 * keys are forgotten. Only a request for exactly what was registered is answered from here (same
 * algorithm, hash, extractability and usages); anything else is imported as WebCrypto always does.
 */

type ImportKey = SubtleCrypto["importKey"];

/** The JWK's own parts, in a fixed order (the object's key order may differ between copies). */
const PARTS = ["kty", "alg", "crv", "n", "e", "x", "d", "p", "q", "dp", "dq", "qi"] as const;
const fingerprint = (jwk: JsonWebKey) => JSON.stringify(PARTS.map((p) => (jwk as Record<string, unknown>)[p] ?? null));

const known = new Map<string, CryptoKey>();
const byOwner = new Map<string, string[]>();
let installed = false;

const algorithmName = (a: unknown) => (typeof a === "string" ? a : (a as { name?: string } | null)?.name);
const hashName = (a: unknown) => algorithmName((a as { hash?: unknown } | null)?.hash);

/** Whether `key` is what importing with these arguments would make. */
function same(key: CryptoKey, algorithm: unknown, extractable: boolean, usages: readonly string[]) {
  const made = key.algorithm as { name: string; hash?: { name: string } };
  return (
    algorithmName(algorithm)?.toUpperCase() === made.name.toUpperCase() &&
    (hashName(algorithm)?.toUpperCase() ?? undefined) === (made.hash?.name.toUpperCase() ?? undefined) &&
    key.extractable === extractable &&
    usages.length === key.usages.length &&
    usages.every((u) => key.usages.includes(u as KeyUsage))
  );
}

function install() {
  if (installed) return;
  installed = true;
  const subtle = globalThis.crypto.subtle;
  const original: ImportKey = subtle.importKey.bind(subtle);
  const importKey = (async (...args: unknown[]) => {
    const [format, data, algorithm, extractable, usages] = args;
    if (format === "jwk" && (data as JsonWebKey).d !== undefined) {
      const hit = known.get(fingerprint(data as JsonWebKey));
      if (hit && same(hit, algorithm, extractable === true, [...(usages as Iterable<string>)])) return hit;
    }
    return (original as (...a: unknown[]) => Promise<CryptoKey>)(...args);
  }) as ImportKey;
  subtle.importKey = importKey;
}

/** Registers `owner`'s current private keys (each with the JWK it was imported from); older ones are forgotten. */
export function rememberPrivateKeys(owner: string, keys: readonly { jwk: JsonWebKey; key: CryptoKey }[]) {
  install();
  for (const old of byOwner.get(owner) ?? []) known.delete(old);
  const prints = keys.map(({ jwk, key }) => {
    const print = fingerprint(jwk);
    known.set(print, key);
    return print;
  });
  byOwner.set(owner, prints);
}

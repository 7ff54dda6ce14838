/**
 * What we say about ourselves: each actor's key pairs (RSA for HTTP signatures, Ed25519 for object
 * proofs, made once and stored, the same in every process) and a story as an ActivityPub Article.
 */
import { exportJwk, generateCryptoKeyPair, importJwk, type Context } from "@fedify/fedify";
import { Article, Hashtag, Image, LanguageString, PUBLIC_COLLECTION } from "@fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { eq } from "drizzle-orm";
import { htmlForFeeds } from "../content/outbound-html.ts";
import type { Db } from "../db/client.ts";
import { fediverseKeys } from "../db/schema/index.ts";
import { rememberPrivateKeys } from "./key-imports.ts";

export interface KeyPair {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/**
 * A new actor's RSA modulus: Mastodon's, not Fedify's 4,096 bits, which cost several times the work
 * to make (on the request that first needs them) and to sign each delivery with (decision 021).
 * Keys already stored keep their size.
 */
export const RSA_MODULUS_BITS = 2048;

/** A new pair as Fedify's `generateCryptoKeyPair` makes it (SHA-256, exponent 65537), RSA at our size. */
export function newKeyPair(algorithm: "RSASSA-PKCS1-v1_5" | "Ed25519"): Promise<CryptoKeyPair> {
  if (algorithm === "Ed25519") return generateCryptoKeyPair(algorithm);
  return crypto.subtle.generateKey(
    {
      name: "RSASSA-PKCS1-v1_5",
      modulusLength: RSA_MODULUS_BITS,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    true,
    ["sign", "verify"],
  );
}

export function createKeyStore(db: Db) {
  const known = new Map<string, Promise<KeyPair[]>>();
  async function load(owner: string): Promise<KeyPair[]> {
    const read = () => db.select().from(fediverseKeys).where(eq(fediverseKeys.owner, owner));
    let rows = await read();
    if (rows.length < 2) {
      // Made here, kept only if no other process stored its own first (the insert does nothing then).
      for (const [kind, algorithm] of [
        ["rsa", "RSASSA-PKCS1-v1_5"],
        ["ed25519", "Ed25519"],
      ] as const) {
        if (rows.some((r) => r.kind === kind)) continue;
        const pair = await newKeyPair(algorithm);
        await db
          .insert(fediverseKeys)
          .values({
            owner,
            kind,
            publicJwk: await exportJwk(pair.publicKey),
            privateJwk: await exportJwk(pair.privateKey),
          })
          .onConflictDoNothing();
      }
      rows = await read();
    }
    const order = { rsa: 0, ed25519: 1 } as const;
    const pairs = await Promise.all(
      rows
        .sort((a, b) => order[a.kind] - order[b.kind])
        .map(async (r) => ({
          jwk: r.privateJwk as JsonWebKey,
          privateKey: await importJwk(r.privateJwk as JsonWebKey, "private"),
          publicKey: await importJwk(r.publicJwk as JsonWebKey, "public"),
        })),
    );
    // Each delivery's message carries these as JWK: Fedify's import of them becomes a look-up.
    rememberPrivateKeys(
      owner,
      pairs.map((p) => ({ jwk: p.jwk, key: p.privateKey })),
    );
    return pairs.map(({ privateKey, publicKey }) => ({ privateKey, publicKey }));
  }
  return {
    /** The owner's pairs, RSA first (Mastodon reads the first key). */
    pairs(owner: string): Promise<KeyPair[]> {
      let pairs = known.get(owner);
      if (!pairs) {
        pairs = load(owner);
        known.set(owner, pairs);
        pairs.catch(() => known.delete(owner));
      }
      return pairs;
    },
  };
}

/** A summary for Mastodon, which shows an Article as its title, this and a link. */
const SUMMARY_MAX = 500;

export { storyRow, isPublic, type StoryRow } from "./story-row.ts";
import type { StoryRow } from "./story-row.ts";

export const instant = (d: Date) => Temporal.Instant.fromEpochMilliseconds(d.getTime());

export function toArticle(ctx: Context<unknown>, row: StoryRow): Article {
  const origin = ctx.canonicalOrigin;
  const absolute = (href: string) => new URL(href, origin);
  const summary = (row.subtitle?.trim() || row.excerpt.trim()).slice(0, SUMMARY_MAX);
  // As a feed reader gets it: absolute addresses, and the page's cards in their plain forms (a
  // callout a quote, an embed its link), which every fediverse server shows.
  const content = htmlForFeeds(row.contentHtml, origin);
  return new Article({
    id: ctx.getObjectUri(Article, { id: row.id }),
    // Every author's actor, owner first: a co-written story is attributed to each of them.
    attributions: row.authorIds.map((id) => ctx.getActorUri(id)),
    // The plain value for servers that ignore languages, and the *Map by the story's language
    // (Mastodon shows, filters and translates by `contentMap`).
    names: [row.title, new LanguageString(row.title, row.language)],
    summaries: summary ? [summary, new LanguageString(summary, row.language)] : [],
    contents: [content, new LanguageString(content, row.language)],
    url: absolute(`/post/${encodeURIComponent(row.slug)}`),
    published: row.publishedAt ? instant(row.publishedAt) : null,
    updated: row.updatedAt > (row.publishedAt ?? row.updatedAt) ? instant(row.updatedAt) : null,
    to: PUBLIC_COLLECTION,
    ccs: row.authorIds.map((id) => ctx.getFollowersUri(id)),
    tags: row.tags.map(
      (tag) => new Hashtag({ name: `#${tag}`, href: absolute(`/?tab=latest&tag=${encodeURIComponent(tag)}`) }),
    ),
    image: row.coverUrl ? new Image({ url: absolute(row.coverUrl), name: row.coverAlt ?? null }) : null,
  });
}

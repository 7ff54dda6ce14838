/**
 * People elsewhere, as rows here: each remote actor gets a `users` row marked `remote` (so comments,
 * blocks, mutes, reports and moderation treat them as anyone) and a `fediverse_actors` row saying
 * where to reach them. Their name, picture and bio are refreshed whenever an activity of theirs arrives.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Actor } from "@fedify/vocab";
import type { Db } from "../db/client.ts";
import { fediverseActors, fediverseDomainBlocks, users } from "../db/schema/index.ts";
import { coveredBy } from "./domain-blocks.ts";
import { refusedNow, type AddressPolicy } from "../outbound/address-policy.ts";
import type { Logger } from "../logger.ts";

/**
 * A remote username as handles carry it: letters, digits, `_`, `.` and `-` (Mastodon's and most
 * servers'); anything else (`@`, `#`, spaces, markup) could pass for another handle or break a link.
 */
export const REMOTE_USERNAME = /^[\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,62}[\p{L}\p{N}_])?$/u;

/** An actor this site will not store: a bad handle, or inboxes at private addresses. */
export class RefusedActorError extends Error {}

/** A remote bio or name is cut to what the columns show. */
const NAME_MAX = 100;
const BIO_MAX = 500;

/** Text of a remote HTML fragment (names and bios are shown as text, never as HTML). */
export function plainText(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p[^>]*>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .trim();
}

export interface RemotePerson {
  userId: string;
  uri: string;
  handle: string;
  domain: string;
  inbox: string;
  sharedInbox: string | null;
  url: string | null;
}

/** The classes an actor's fields are told apart by (Fedify is loaded: an actor came from it). */
type Vocab = Pick<typeof import("@fedify/vocab"), "Image" | "Link">;

async function iconUrl(actor: Actor, { Image, Link }: Vocab): Promise<string | null> {
  try {
    const icon = await actor.getIcon();
    const url = icon instanceof Image ? icon.url : null;
    const href = url instanceof Link ? url.href : url;
    return href && /^https?:$/.test(href.protocol) ? href.href : null;
  } catch {
    return null;
  }
}

function profileUrl(actor: Actor, { Link }: Vocab): string | null {
  const url = actor.url;
  const href = url instanceof Link ? url.href : url;
  return href && /^https?:$/.test(href.protocol) ? href.href : (actor.id?.href ?? null);
}

export function createRemotePeople(db: Db, addresses: AddressPolicy, logger: Logger) {
  /** Refuses an actor whose username is not a handle's, or whose inboxes are private addresses. */
  async function check(actor: Actor, inbox: string, sharedInbox: string | null) {
    const username = actor.preferredUsername?.toString() ?? "";
    if (!REMOTE_USERNAME.test(username))
      throw new RefusedActorError(`${actor.id?.href} has no valid username (${JSON.stringify(username.slice(0, 80))})`);
    for (const address of [inbox, sharedInbox]) {
      if (!address) continue;
      const url = new URL(address);
      const refused = /^https?:$/.test(url.protocol) ? await refusedNow(addresses, url) : new Error("not http(s)");
      if (refused) {
        logger.warn(`A fediverse actor was refused: its inbox ${address}: ${refused.message}`);
        throw new RefusedActorError(`${actor.id?.href}: inbox ${address}: ${refused.message}`);
      }
    }
  }

  return {
    /** The row standing for this actor, made or refreshed. */
    async remember(actor: Actor): Promise<RemotePerson> {
      if (!actor.id || !actor.inboxId) throw new Error("An actor without an id or inbox");
      const uri = actor.id.href;
      const domain = actor.id.host.toLowerCase();
      const handle = `${String(actor.preferredUsername)}@${domain}`;
      const name = (plainText(actor.name?.toString()) || actor.preferredUsername?.toString() || handle).slice(
        0,
        NAME_MAX,
      );
      const bio = plainText(actor.summary?.toString()).slice(0, BIO_MAX) || null;
      const vocab = await import("@fedify/vocab");
      const avatar = await iconUrl(actor, vocab);
      const inbox = actor.inboxId.href;
      const sharedInbox = actor.endpoints?.sharedInbox?.href ?? null;
      await check(actor, inbox, sharedInbox);
      const url = profileUrl(actor, vocab);
      return db.transaction(async (tx) => {
        const [known] = await tx
          .select({ userId: fediverseActors.userId })
          .from(fediverseActors)
          .where(eq(fediverseActors.uri, uri))
          .for("update");
        if (known) {
          await tx.update(users).set({ firstName: name, avatar, bio }).where(eq(users.id, known.userId));
          await tx
            .update(fediverseActors)
            .set({ handle, inbox, sharedInbox, url, updatedAt: new Date() })
            .where(eq(fediverseActors.userId, known.userId));
          return { userId: known.userId, uri, handle, domain, inbox, sharedInbox, url };
        }
        // Two handles can only collide when a server renamed someone: the newer actor gets a suffix.
        const clash = await tx.select({ id: users.id }).from(users).where(eq(users.usernameKey, handle.toLowerCase()));
        const username = clash.length ? `${handle}~${randomUUID().slice(0, 8)}` : handle;
        const [row] = await tx
          .insert(users)
          .values({
            email: `${randomUUID()}@fediverse.invalid`,
            username,
            usernameKey: username.toLowerCase(),
            firstName: name,
            lastName: "",
            avatar,
            bio,
            remote: true,
          })
          .returning({ id: users.id });
        await tx.insert(fediverseActors).values({ userId: row!.id, uri, handle, domain, inbox, sharedInbox, url });
        return { userId: row!.id, uri, handle, domain, inbox, sharedInbox, url };
      });
    },

    async byUri(uri: string): Promise<RemotePerson | undefined> {
      const [row] = await db.select().from(fediverseActors).where(eq(fediverseActors.uri, uri)).limit(1);
      return row ?? undefined;
    },

    async byUserId(userId: string): Promise<RemotePerson | undefined> {
      const [row] = await db.select().from(fediverseActors).where(eq(fediverseActors.userId, userId)).limit(1);
      return row ?? undefined;
    },

    /** Whether the site blocks this server (or, with `userId`, that reader does). */
    async domainBlocked(domain: string, userId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: fediverseDomainBlocks.id })
        .from(fediverseDomainBlocks)
        .where(
          and(
            coveredBy(domain.toLowerCase(), fediverseDomainBlocks.domain),
            userId
              ? or(isNull(fediverseDomainBlocks.userId), eq(fediverseDomainBlocks.userId, userId))
              : isNull(fediverseDomainBlocks.userId),
          ),
        )
        .limit(1);
      return !!row;
    },
  };
}
export type RemotePeople = ReturnType<typeof createRemotePeople>;

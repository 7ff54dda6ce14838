/**
 * The Fedify federation: our actors (a Person per author, a Service for the site), their keys,
 * followers and outboxes, stories as Articles, NodeInfo, and the inbox (Follow, Undo, Like, Announce,
 * replies as comments, Update and Delete of them, Accept and Reject of our readers' follows).
 * Signatures are checked by Fedify: an unsigned or forged activity answers 401 and stores nothing.
 */
import { createFederation, type Context, type Federation, type KvStore, type MessageQueue } from "@fedify/fedify";
import {
  Accept,
  Announce,
  Article,
  Create,
  Delete,
  Endpoints,
  Follow,
  Image,
  Like,
  Note,
  Person,
  Reject,
  Service,
  Tombstone,
  Undo,
  Update,
  type Actor,
  type Object as APObject,
} from "@fedify/vocab";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { fediverseFollowers, posts, users } from "../db/schema/index.ts";
import type { Logger } from "../logger.ts";
import { escapeHtml } from "../content/escape-html.ts";
import { instant, isPublic, storyRow, toArticle, type createKeyStore } from "./objects.ts";
import type { Inbound } from "./inbound.ts";
import { localIdByUsername, localPerson, PATHS, SITE, SITE_HANDLE } from "./actors.ts";

export { SITE, SITE_HANDLE };
/** Followers per page of the public followers collection (deliveries read them all at once). */
const FOLLOWERS_PAGE = 1000;
const OUTBOX_PAGE = 20;

export interface FederationDeps {
  db: Db;
  kv: KvStore;
  queue: MessageQueue;
  keys: ReturnType<typeof createKeyStore>;
  /** What received activities do; absent in the delivery thread, which only sends. */
  inbound?: Inbound;
  logger: Logger;
  siteName: string;
  version: string;
  origin?: string | undefined;
  /** Tests only: loopback servers may be fetched. */
  allowPrivateAddress: boolean;
}

export function buildFederation(d: FederationDeps): Federation<void> {
  const federation = createFederation<void>({
    kv: d.kv,
    queue: d.queue,
    manuallyStartQueue: true,
    ...(d.origin ? { origin: d.origin } : {}),
    allowPrivateAddress: d.allowPrivateAddress,
    userAgent: { software: `inkwell/${d.version}` },
  });
  const keyPairs = (owner: string) => d.keys.pairs(owner);

  federation
    .setActorDispatcher(PATHS.actor, async (ctx, identifier) => {
      const keys = await ctx.getActorKeyPairs(identifier);
      const common = {
        id: ctx.getActorUri(identifier),
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((k) => k.multikey),
        discoverable: true,
        indexable: true,
        manuallyApprovesFollowers: false,
      };
      if (identifier === SITE) {
        return new Service({
          ...common,
          preferredUsername: SITE_HANDLE,
          name: d.siteName,
          summary: `Every new story on ${escapeHtml(d.siteName)}.`,
          url: new URL("/", ctx.canonicalOrigin),
        });
      }
      const user = await localPerson(d.db, identifier);
      if (!user) return null;
      const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
      return new Person({
        ...common,
        preferredUsername: user.username,
        name,
        summary: user.bio ? `<p>${escapeHtml(user.bio).replace(/\n/g, "<br>")}</p>` : null,
        icon: user.avatar ? new Image({ url: new URL(user.avatar, ctx.canonicalOrigin) }) : null,
        url: new URL(`/@${encodeURIComponent(user.username)}`, ctx.canonicalOrigin),
        published: instant(user.createdAt),
      });
    })
    .mapHandle(async (_ctx, username) => {
      if (username === SITE_HANDLE) return SITE;
      return (await localIdByUsername(d.db, username)) ?? null;
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      if (identifier !== SITE && !(await localPerson(d.db, identifier))) return [];
      return keyPairs(identifier);
    });

  federation
    .setFollowersDispatcher(PATHS.followers, async (_ctx, identifier, cursor) => {
      const toRecipient = (r: { uri: string; inbox: string; shared_inbox: string | null }) => ({
        id: new URL(r.uri),
        inboxId: new URL(r.inbox),
        endpoints: r.shared_inbox ? { sharedInbox: new URL(r.shared_inbox) } : null,
      });
      if (cursor == null) {
        // Delivery asks for everyone at once: one follower per shared inbox is enough (Fedify sends
        // one request per shared inbox), so 10,000 followers on 500 servers are 500 rows.
        const { rows } = await d.db.execute<{ uri: string; inbox: string; shared_inbox: string | null }>(sql`
          select distinct on (coalesce(a.shared_inbox, a.inbox)) a.uri, a.inbox, a.shared_inbox
          from fediverse_followers f join fediverse_actors a on a.user_id = f.follower_id
          where f.local = ${identifier} order by coalesce(a.shared_inbox, a.inbox), a.uri`);
        return { items: rows.map(toRecipient) };
      }
      const offset = Number(cursor) || 0;
      const { rows } = await d.db.execute<{ uri: string; inbox: string; shared_inbox: string | null }>(sql`
        select a.uri, a.inbox, a.shared_inbox from fediverse_followers f
        join fediverse_actors a on a.user_id = f.follower_id
        where f.local = ${identifier} order by f.created_at, a.uri limit ${FOLLOWERS_PAGE} offset ${offset}`);
      const items = rows.map(toRecipient);
      return { items, nextCursor: items.length < FOLLOWERS_PAGE ? null : String(offset + FOLLOWERS_PAGE) };
    })
    .setCounter(async (_ctx, identifier) => {
      const [row] = await d.db
        .select({ n: count() })
        .from(fediverseFollowers)
        .where(eq(fediverseFollowers.local, identifier));
      return row?.n ?? 0;
    })
    .setFirstCursor(() => "0");

  federation
    .setOutboxDispatcher(PATHS.outbox, async (ctx, identifier, cursor) => {
      if (cursor == null) return null;
      const offset = Number(cursor) || 0;
      const ids = await d.db
        .select({ id: posts.id })
        .from(posts)
        .where(and(identifier === SITE ? undefined : eq(posts.authorId, identifier), eq(posts.status, "published")))
        .orderBy(desc(posts.publishedAt), asc(posts.id))
        .limit(OUTBOX_PAGE)
        .offset(offset);
      const items = [];
      for (const { id } of identifier === SITE ? [] : ids) {
        const row = await storyRow(d.db, id);
        if (!row || !isPublic(row)) continue;
        const article = toArticle(ctx, row);
        items.push(
          new Create({
            id: new URL(`#create`, article.id!),
            actor: ctx.getActorUri(identifier),
            object: article,
            published: instant(row.publishedAt!),
            to: article.toId,
            cc: article.ccId,
          }),
        );
      }
      return { items, nextCursor: ids.length < OUTBOX_PAGE ? null : String(offset + OUTBOX_PAGE) };
    })
    .setCounter(async (_ctx, identifier) => {
      if (identifier === SITE) return 0;
      const [row] = await d.db
        .select({ n: count() })
        .from(posts)
        .where(and(eq(posts.authorId, identifier), eq(posts.status, "published")));
      return row?.n ?? 0;
    })
    .setFirstCursor(() => "0");

  federation.setObjectDispatcher(Article, PATHS.article, async (ctx, { id }) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const row = await storyRow(d.db, id);
    return row && isPublic(row) ? toArticle(ctx, row) : null;
  });

  federation.setNodeInfoDispatcher("/nodeinfo/2.1", async () => {
    const [people] = await d.db.select({ n: count() }).from(users).where(eq(users.remote, false));
    const [stories] = await d.db.select({ n: count() }).from(posts).where(eq(posts.status, "published"));
    return {
      software: { name: "inkwell", version: d.version, homepage: new URL("https://github.com/") },
      protocols: ["activitypub"],
      openRegistrations: true,
      usage: { users: { total: people?.n ?? 0 }, localPosts: stories?.n ?? 0, localComments: 0 },
      metadata: { nodeName: d.siteName },
    };
  });

  const inbox = d.inbound;
  if (!inbox) return federation;
  federation
    .setInboxListeners(PATHS.inbox, PATHS.sharedInbox)
    .setSharedKeyDispatcher(() => ({ identifier: SITE }))
    .on(Follow, (ctx, activity) => inbox.follow(ctx, activity))
    .on(Undo, (ctx, activity) => inbox.undo(ctx, activity))
    .on(Accept, (ctx, activity) => inbox.accepted(ctx, activity))
    .on(Reject, (ctx, activity) => inbox.rejected(ctx, activity))
    .on(Like, (ctx, activity) => inbox.react(ctx, activity, "like"))
    .on(Announce, (ctx, activity) => inbox.react(ctx, activity, "announce"))
    .on(Create, (ctx, activity) => inbox.created(ctx, activity))
    .on(Update, (ctx, activity) => inbox.updated(ctx, activity))
    .on(Delete, (ctx, activity) => inbox.deleted(ctx, activity))
    .onError((_ctx, err) => d.logger.error("Could not handle a fediverse activity", err));
  return federation;
}

/** The Tombstone a deleted or hidden story's object answers with (410 Gone). */
export function tombstoneFor(ctx: Context<void>, postId: string, deletedAt: Date) {
  return new Tombstone({ id: ctx.getObjectUri(Article, { id: postId }), deleted: instant(deletedAt) });
}

export type { Actor, APObject, Note };

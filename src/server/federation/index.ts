/**
 * The fediverse, as a service of this process: Fedify's federation on our database (its queue and
 * key-value store), our stories going out as they are published, edited, deleted or hidden, our
 * readers following people elsewhere, and what the pages and the API ask (counts, handles, the
 * Following view, domain blocks). Delivery never slows a write: events are turned into queued
 * deliveries after the write answered, and the queue is worked by every process that shares it.
 */
import { randomUUID } from "node:crypto";
import type { Federation } from "@fedify/fedify";
import {
  Announce,
  Article,
  Create,
  Delete,
  Follow,
  isActor,
  Like,
  Mention,
  Note,
  PUBLIC_COLLECTION,
  Tombstone,
  Undo,
  Update,
} from "@fedify/vocab";
import { renderComment } from "../content/comment-text.ts";
import { and, count, desc, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  comments,
  fediverseActors,
  fediverseDomainBlocks,
  fediverseFollowers,
  fediverseFollowing,
  fediverseInteractions,
  fediversePosts,
  fediverseTombstones,
  posts,
  users,
} from "../db/schema/index.ts";
import type { EventBus } from "../events.ts";
import type { Logger } from "../logger.ts";
import type { CommentService } from "../services/comments.ts";
import type { Blocking } from "../services/blocks.ts";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { BadRequestError, NotFoundError } from "../errors.ts";
import { createKvStore } from "./kv.ts";
import { createDbQueue } from "./queue.ts";
import { createKeyStore, instant, isPublic, storyRow, toArticle } from "./objects.ts";
import { createRemotePeople } from "./remote.ts";
import { createInbound } from "./inbound.ts";
import { buildFederation, SITE, SITE_HANDLE, tombstoneFor } from "./federation.ts";
import { FEDIVERSE_MESSAGES, type FediversePost, type RemoteAccount } from "../../shared/fediverse.ts";

export { SITE_HANDLE };

export interface FediverseDeps {
  db: Db;
  events: EventBus;
  logger: Logger;
  comments: CommentService;
  blocking: Blocking;
  commentLimit: RateLimiterAbstract;
  siteName: string;
  version: string;
  publicUrl?: string | undefined;
  pollMs: number;
  leaseSeconds: number;
  allowPrivateAddress: boolean;
}

const UUID = /^[0-9a-f-]{36}$/i;
const FEED_PAGE = 20;

export function createFediverse(d: FediverseDeps) {
  const kv = createKvStore(d.db);
  const queue = createDbQueue(d.db, d.logger, { pollMs: d.pollMs, leaseSeconds: d.leaseSeconds });
  const keys = createKeyStore(d.db);
  const remote = createRemotePeople(d.db);
  const inbound = createInbound({
    db: d.db,
    remote,
    comments: d.comments,
    blocking: d.blocking,
    events: d.events,
    logger: d.logger,
    commentLimit: d.commentLimit,
  });
  const federation: Federation<void> = buildFederation({
    db: d.db,
    kv,
    queue,
    keys,
    remote,
    inbound,
    logger: d.logger,
    siteName: d.siteName,
    version: d.version,
    origin: d.publicUrl,
    allowPrivateAddress: d.allowPrivateAddress,
  });
  /** Where this site is reached: PUBLIC_URL, else the address the server listens on (told at start). */
  let origin = d.publicUrl;
  const context = () => {
    if (!origin) throw new Error("The fediverse needs the site's address (PUBLIC_URL)");
    return federation.createContext(new URL(origin), undefined);
  };

  const pending = new Set<Promise<void>>();
  /** Work started by an event, after the write answered; a failure is logged, never thrown at anyone. */
  const later = (what: string, task: () => Promise<void>) => {
    const done = task()
      .catch((err: unknown) => d.logger.error(`Could not ${what}`, err))
      .finally(() => pending.delete(done));
    pending.add(done);
  };

  async function sendStory(postId: string, kind: "create" | "update") {
    if (!origin) return;
    const row = await storyRow(d.db, postId);
    if (!row || !isPublic(row)) return;
    // Most authors have no follower elsewhere: then nothing is signed or queued.
    const [author, site] = await Promise.all([hasFollowers(row.authorId), kind === "create" && hasFollowers(SITE)]);
    if (!author && !site) return;
    const ctx = context();
    const article = toArticle(ctx, row);
    const actor = ctx.getActorUri(row.authorId);
    const common = { actor, object: article, to: PUBLIC_COLLECTION, cc: ctx.getFollowersUri(row.authorId) };
    const activity =
      kind === "create"
        ? new Create({
            ...common,
            id: new URL(`#create/${randomUUID()}`, article.id!),
            published: instant(row.publishedAt!),
          })
        : new Update({
            ...common,
            id: new URL(`#update/${randomUUID()}`, article.id!),
            updated: instant(row.updatedAt),
          });
    if (author) await ctx.sendActivity({ identifier: row.authorId }, "followers", activity, { preferSharedInbox: true });
    if (site) {
      // The site's own actor boosts every new story to those who follow the whole site.
      await ctx.sendActivity(
        { identifier: SITE },
        "followers",
        new Announce({
          id: new URL(`#announce/${randomUUID()}`, article.id!),
          actor: ctx.getActorUri(SITE),
          object: article.id,
          to: PUBLIC_COLLECTION,
          cc: ctx.getFollowersUri(SITE),
          published: instant(row.publishedAt!),
        }),
        { preferSharedInbox: true },
      );
    }
  }

  async function sendDelete(postId: string, authorId: string) {
    if (!origin) return;
    const [stone] = await d.db
      .insert(fediverseTombstones)
      .values({ postId })
      .onConflictDoNothing()
      .returning({ postId: fediverseTombstones.postId });
    if (!stone) return;
    const ctx = context();
    const id = ctx.getObjectUri(Article, { id: postId });
    await ctx.sendActivity(
      { identifier: authorId },
      "followers",
      new Delete({
        id: new URL(`#delete/${randomUUID()}`, id),
        actor: ctx.getActorUri(authorId),
        object: new Tombstone({ id }),
        to: PUBLIC_COLLECTION,
        cc: ctx.getFollowersUri(authorId),
      }),
      { preferSharedInbox: true },
    );
  }

  /** A story hidden by a moderator (or unpublished) leaves the fediverse; restored, it comes back. */
  async function statusChanged(postId: string) {
    if (!origin) return;
    const row = await storyRow(d.db, postId);
    if (!row) return;
    const [stone] = await d.db.select().from(fediverseTombstones).where(eq(fediverseTombstones.postId, postId));
    if (isPublic(row) && stone) {
      await d.db.delete(fediverseTombstones).where(eq(fediverseTombstones.postId, postId));
      await sendStory(postId, "create");
    } else if (!isPublic(row) && !stone && row.publishedAt && (await hasFollowers(row.authorId))) {
      await sendDelete(postId, row.authorId);
    }
  }

  async function hasFollowers(local: string) {
    const [row] = await d.db.select({ n: count() }).from(fediverseFollowers).where(eq(fediverseFollowers.local, local));
    return (row?.n ?? 0) > 0;
  }

  async function remotePost(postId: string) {
    if (!UUID.test(postId)) throw new NotFoundError(FEDIVERSE_MESSAGES.postNotFound);
    const [row] = await d.db
      .select({ post: fediversePosts, author: fediverseActors })
      .from(fediversePosts)
      .innerJoin(fediverseActors, eq(fediverseActors.userId, fediversePosts.authorId))
      .where(eq(fediversePosts.id, postId));
    if (!row) throw new NotFoundError(FEDIVERSE_MESSAGES.postNotFound);
    return row;
  }

  const controller = new AbortController();
  let listening: Promise<void> | undefined;

  const service = {
    federation,
    remote,
    /** Starts working the queue (deliveries and received activities) in this process. */
    start(listenAddress?: string) {
      origin ??= listenAddress;
      listening ??= federation.startQueue(undefined, { signal: controller.signal });
    },
    listen() {
      d.events.on("published", ({ postId }) =>
        later("send a new story to the fediverse", () => sendStory(postId, "create")),
      );
      d.events.on("story-updated", ({ postId }) =>
        later("send an edited story to the fediverse", () => sendStory(postId, "update")),
      );
      d.events.on("story-deleted", ({ postId, authorId }) =>
        later("send a story's deletion to the fediverse", () => sendDelete(postId, authorId)),
      );
      d.events.on("post-changed", ({ postId, what }) => {
        if (what === "content") later("tell the fediverse a story changed", () => statusChanged(postId));
      });
    },
    /** Queued work this process started; then the queue stops. */
    async close() {
      await Promise.allSettled([...pending]);
      controller.abort();
      await listening?.catch(() => undefined);
      await queue.idle();
    },
    /** Waits for event work started so far (tests). */
    async settle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    queueDepth: () => queue.getDepth!(),

    /** user@host: how people elsewhere find an author (or the site, with `SITE_HANDLE`). */
    handle(username: string, host: string) {
      return `${username}@${host}`;
    },

    /** Whether a deleted or hidden story's object should answer 410, and with what. */
    async tombstone(postId: string) {
      if (!UUID.test(postId)) return undefined;
      const [stone] = await d.db.select().from(fediverseTombstones).where(eq(fediverseTombstones.postId, postId));
      return stone ? tombstoneFor(context(), postId, stone.deletedAt) : undefined;
    },

    async followerCount(userId: string): Promise<number> {
      const [row] = await d.db
        .select({ n: count() })
        .from(fediverseFollowers)
        .where(eq(fediverseFollowers.local, userId));
      return row?.n ?? 0;
    },

    /** A reader follows someone elsewhere, by handle (@user@server) or actor address. */
    async follow(userId: string, target: string): Promise<RemoteAccount> {
      const ctx = context();
      const query = target.trim().replace(/^@/, "");
      if (!query || query.length > 300) throw new BadRequestError(FEDIVERSE_MESSAGES.badHandle);
      let actor;
      try {
        actor = await ctx.lookupObject(/^https?:\/\//.test(query) ? query : `@${query}`);
      } catch {
        actor = null;
      }
      if (!isActor(actor) || !actor.id) throw new NotFoundError(FEDIVERSE_MESSAGES.notFound);
      if (origin && actor.id.origin === new URL(origin).origin) throw new BadRequestError(FEDIVERSE_MESSAGES.local);
      if (await remote.domainBlocked(actor.id.host, userId))
        throw new BadRequestError(FEDIVERSE_MESSAGES.blockedDomain);
      const who = await remote.remember(actor);
      const followId = new URL(`#follow/${randomUUID()}`, ctx.getActorUri(userId)).href;
      await d.db
        .insert(fediverseFollowing)
        .values({ userId, targetId: who.userId, followId })
        .onConflictDoUpdate({
          target: [fediverseFollowing.userId, fediverseFollowing.targetId],
          set: { followId, accepted: false },
        });
      await ctx.sendActivity(
        { identifier: userId },
        actor,
        new Follow({ id: new URL(followId), actor: ctx.getActorUri(userId), object: actor.id }),
      );
      return (await service.following(userId)).find((a) => a.id === who.userId)!;
    },

    async unfollow(userId: string, targetId: string) {
      if (!UUID.test(targetId)) throw new NotFoundError(FEDIVERSE_MESSAGES.notFollowing);
      const [row] = await d.db
        .delete(fediverseFollowing)
        .where(and(eq(fediverseFollowing.userId, userId), eq(fediverseFollowing.targetId, targetId)))
        .returning();
      if (!row) throw new NotFoundError(FEDIVERSE_MESSAGES.notFollowing);
      const who = await remote.byUserId(targetId);
      if (!who) return;
      const ctx = context();
      later("send an unfollow to the fediverse", () =>
        ctx.sendActivity(
          { identifier: userId },
          { id: new URL(who.uri), inboxId: new URL(who.inbox) },
          new Undo({
            id: new URL(`#undo/${randomUUID()}`, ctx.getActorUri(userId)),
            actor: ctx.getActorUri(userId),
            object: new Follow({ id: new URL(row.followId), actor: ctx.getActorUri(userId), object: new URL(who.uri) }),
          }),
        ),
      );
    },

    /** The people a reader follows elsewhere. */
    async following(userId: string): Promise<RemoteAccount[]> {
      const rows = await d.db
        .select({
          id: users.id,
          name: users.firstName,
          avatar: users.avatar,
          handle: fediverseActors.handle,
          url: fediverseActors.url,
          accepted: fediverseFollowing.accepted,
        })
        .from(fediverseFollowing)
        .innerJoin(users, eq(users.id, fediverseFollowing.targetId))
        .innerJoin(fediverseActors, eq(fediverseActors.userId, fediverseFollowing.targetId))
        .where(eq(fediverseFollowing.userId, userId))
        .orderBy(desc(fediverseFollowing.createdAt));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        handle: r.handle,
        ...(r.avatar ? { avatar: r.avatar } : {}),
        ...(r.url ? { url: r.url } : {}),
        state: r.accepted ? "following" : "requested",
      }));
    },

    /** The Following view: public posts of the people a reader follows elsewhere, newest first. */
    async feed(userId: string, before?: Date): Promise<{ posts: FediversePost[]; next?: string }> {
      const hidden = await d.blocking.hiddenFrom(userId);
      const rows = await d.db
        .select({
          p: fediversePosts,
          name: users.firstName,
          avatar: users.avatar,
          handle: fediverseActors.handle,
          profile: fediverseActors.url,
        })
        .from(fediversePosts)
        .innerJoin(
          fediverseFollowing,
          and(eq(fediverseFollowing.targetId, fediversePosts.authorId), eq(fediverseFollowing.userId, userId)),
        )
        .innerJoin(users, eq(users.id, fediversePosts.authorId))
        .innerJoin(fediverseActors, eq(fediverseActors.userId, fediversePosts.authorId))
        .where(
          and(
            before ? lt(fediversePosts.publishedAt, before) : undefined,
            hidden.length ? notInArray(fediversePosts.authorId, hidden) : undefined,
            sql`not exists (select 1 from fediverse_domain_blocks b where (b.user_id = ${userId} or b.user_id is null)
              and (${fediverseActors.domain} = b.domain or ${fediverseActors.domain} like '%.' || b.domain))`,
          ),
        )
        .orderBy(desc(fediversePosts.publishedAt))
        .limit(FEED_PAGE);
      const list: FediversePost[] = rows.map((r) => ({
        id: r.p.id,
        uri: r.p.uri,
        ...(r.p.url ? { url: r.p.url } : {}),
        ...(r.p.name ? { name: r.p.name } : {}),
        contentHtml: r.p.contentHtml,
        publishedAt: r.p.publishedAt.toISOString(),
        author: {
          id: r.p.authorId,
          name: r.name,
          handle: r.handle,
          ...(r.avatar ? { avatar: r.avatar } : {}),
          ...(r.profile ? { url: r.profile } : {}),
        },
      }));
      const mine = rows.length
        ? await d.db
            .select({ postId: fediverseInteractions.postId, kind: fediverseInteractions.kind })
            .from(fediverseInteractions)
            .where(
              and(
                eq(fediverseInteractions.userId, userId),
                inArray(
                  fediverseInteractions.postId,
                  rows.map((r) => r.p.id),
                ),
              ),
            )
        : [];
      for (const p of list) {
        p.liked = mine.some((m) => m.postId === p.id && m.kind === "like");
        p.boosted = mine.some((m) => m.postId === p.id && m.kind === "announce");
      }
      const last = rows.at(-1);
      return { posts: list, ...(rows.length === FEED_PAGE && last ? { next: last.p.publishedAt.toISOString() } : {}) };
    },

    /**
     * A reader likes, boosts or answers a post from elsewhere: the activity goes to its author's
     * inbox (a boost to the reader's followers there too); a like or boost is remembered for its undo.
     */
    async interact(userId: string, postId: string, kind: "like" | "announce", on: boolean) {
      const { post, author } = await remotePost(postId);
      const ctx = context();
      const actor = ctx.getActorUri(userId);
      const recipient = { id: new URL(author.uri), inboxId: new URL(author.inbox) };
      const [known] = await d.db
        .select()
        .from(fediverseInteractions)
        .where(
          and(
            eq(fediverseInteractions.userId, userId),
            eq(fediverseInteractions.postId, postId),
            eq(fediverseInteractions.kind, kind),
          ),
        );
      if (on === !!known) return;
      if (on) {
        const id = new URL(`#${kind}/${randomUUID()}`, actor);
        await d.db
          .insert(fediverseInteractions)
          .values({ userId, postId, kind, activityId: id.href })
          .onConflictDoNothing();
        const activity =
          kind === "like"
            ? new Like({ id, actor, object: new URL(post.uri) })
            : new Announce({ id, actor, object: new URL(post.uri), to: PUBLIC_COLLECTION, cc: new URL(author.uri) });
        await ctx.sendActivity({ identifier: userId }, recipient, activity);
        return;
      }
      await d.db
        .delete(fediverseInteractions)
        .where(
          and(
            eq(fediverseInteractions.userId, userId),
            eq(fediverseInteractions.postId, postId),
            eq(fediverseInteractions.kind, kind),
          ),
        );
      const object =
        kind === "like"
          ? new Like({ id: new URL(known!.activityId), actor, object: new URL(post.uri) })
          : new Announce({ id: new URL(known!.activityId), actor, object: new URL(post.uri) });
      await ctx.sendActivity(
        { identifier: userId },
        recipient,
        new Undo({ id: new URL(`#undo/${randomUUID()}`, actor), actor, object }),
      );
    },

    /** A reader answers a post from elsewhere: a public Note in reply, sent to its author. */
    async reply(userId: string, postId: string, content: string) {
      const { post, author } = await remotePost(postId);
      const ctx = context();
      const actor = ctx.getActorUri(userId);
      const id = new URL(`${actor.href}/notes/${randomUUID()}`);
      const note = new Note({
        id,
        attribution: actor,
        content: await renderComment(content, new Map()),
        replyTarget: new URL(post.uri),
        published: instant(new Date()),
        to: PUBLIC_COLLECTION,
        cc: new URL(author.uri),
        tags: [new Mention({ href: new URL(author.uri), name: `@${author.handle}` })],
      });
      await ctx.sendActivity(
        { identifier: userId },
        { id: new URL(author.uri), inboxId: new URL(author.inbox) },
        new Create({
          id: new URL(`${id.href}#create`),
          actor,
          object: note,
          to: PUBLIC_COLLECTION,
          cc: new URL(author.uri),
        }),
      );
      return { id: id.href };
    },

    /** Servers blocked by the site (no `userId`, admins) or by one reader. */
    async domainBlocks(userId: string | null): Promise<{ domain: string; createdAt: string }[]> {
      const rows = await d.db
        .select()
        .from(fediverseDomainBlocks)
        .where(userId ? eq(fediverseDomainBlocks.userId, userId) : isNull(fediverseDomainBlocks.userId))
        .orderBy(fediverseDomainBlocks.domain);
      return rows.map((r) => ({ domain: r.domain, createdAt: r.createdAt.toISOString() }));
    },
    async blockDomain(userId: string | null, domain: string) {
      await d.db.insert(fediverseDomainBlocks).values({ domain, userId }).onConflictDoNothing();
      if (userId) return;
      // The site stops hearing from there: who follows from there goes, and so do their follows here.
      const people = d.db
        .select({ id: fediverseActors.userId })
        .from(fediverseActors)
        .where(or(eq(fediverseActors.domain, domain), sql`${fediverseActors.domain} like ${`%.${domain}`}`));
      await d.db.delete(fediverseFollowers).where(inArray(fediverseFollowers.followerId, people));
      await d.db.execute(sql`
        with gone as (
          delete from fediverse_reactions where actor_id in (select user_id from fediverse_actors
            where domain = ${domain} or domain like ${`%.${domain}`}) returning post_id, kind)
        update posts p set
          fediverse_likes = greatest(fediverse_likes - (select count(*) from gone g where g.post_id = p.id and g.kind = 'like'), 0),
          fediverse_boosts = greatest(fediverse_boosts - (select count(*) from gone g where g.post_id = p.id and g.kind = 'announce'), 0)
        where p.id in (select post_id from gone)`);
      const said = await d.db.select({ id: comments.id }).from(comments).where(inArray(comments.authorId, people));
      for (const c of said) await d.comments.removeComment(c.id).catch(() => undefined);
    },
    async unblockDomain(userId: string | null, domain: string) {
      const gone = await d.db
        .delete(fediverseDomainBlocks)
        .where(
          and(
            eq(fediverseDomainBlocks.domain, domain),
            userId ? eq(fediverseDomainBlocks.userId, userId) : isNull(fediverseDomainBlocks.userId),
          ),
        )
        .returning();
      if (!gone.length) throw new NotFoundError(FEDIVERSE_MESSAGES.domainNotBlocked);
    },
    /** An author's id by username (the author page asked for as ActivityPub). */
    async localIdByUsername(username: string): Promise<string | undefined> {
      const [row] = await d.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.usernameKey, username.normalize("NFKC").toLowerCase()), eq(users.remote, false)))
        .limit(1);
      return row?.id;
    },
    /** A story's id by its address's slug (the story asked for as ActivityPub). */
    async storyIdBySlug(slug: string): Promise<string | undefined> {
      const [row] = await d.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug)).limit(1);
      return row?.id;
    },
  };
  return service;
}
export type Fediverse = ReturnType<typeof createFediverse>;

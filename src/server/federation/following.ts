/**
 * Our readers and people elsewhere: following them (Follow, Undo), the Following view of their public
 * posts, and liking, boosting and answering those posts from here.
 */
import { randomUUID } from "node:crypto";
import type { Context } from "@fedify/fedify";
import { renderComment } from "../content/comment-text.ts";
import { and, desc, eq, inArray, lt, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  fediverseActors,
  fediverseFollowing,
  fediverseInteractions,
  fediversePosts,
  users,
} from "../db/schema/index.ts";
import type { Blocking } from "../services/blocks.ts";
import { AppError, BadRequestError, NotFoundError } from "../errors.ts";
import { RefusedActorError, type RemotePeople } from "./remote.ts";
import type { FediverseGuard } from "./guarded-fetch.ts";
import { coveredBy } from "./domain-blocks.ts";
import { FEDIVERSE_MESSAGES, type FediversePost, type RemoteAccount } from "../../shared/fediverse.ts";
import { feedCursor, type FeedCursor } from "../../shared/schemas/fediverse.ts";

const UUID = /^[0-9a-f-]{36}$/i;
const FEED_PAGE = 20;

export interface FollowingDeps {
  db: Db;
  remote: RemotePeople;
  blocking: Blocking;
  /** Fedify's context at the site's address (loads Fedify the first time). */
  context: () => Promise<Context<void>>;
  origin: () => string | undefined;
  /** Runs work after the answer (a failure is logged). */
  later: (what: string, task: () => Promise<void>) => void;
  /** Look-ups under the address policy. */
  guard: FediverseGuard;
}

/** ActivityStreams' types, loaded with Fedify when a reader first acts on someone elsewhere. */
const vocab = () => import("@fedify/vocab");

export function createFollowing({ db, remote, blocking, context, origin, later, guard }: FollowingDeps) {
  async function remotePost(postId: string) {
    if (!UUID.test(postId)) throw new NotFoundError(FEDIVERSE_MESSAGES.postNotFound);
    const [row] = await db
      .select({ post: fediversePosts, author: fediverseActors })
      .from(fediversePosts)
      .innerJoin(fediverseActors, eq(fediverseActors.userId, fediversePosts.authorId))
      .where(eq(fediversePosts.id, postId));
    if (!row) throw new NotFoundError(FEDIVERSE_MESSAGES.postNotFound);
    return row;
  }

  const service = {
    /** A reader follows someone elsewhere, by handle (@user@server) or actor address. */
    async follow(userId: string, target: string): Promise<RemoteAccount> {
      const [ctx, { Follow, isActor }] = await Promise.all([context(), vocab()]);
      const query = target.trim().replace(/^@/, "");
      if (!query || query.length > 300) throw new BadRequestError(FEDIVERSE_MESSAGES.badHandle);
      const looked = await guard.watched(async () => {
        try {
          return await ctx.lookupObject(/^https?:\/\//.test(query) ? query : `@${query}`);
        } catch {
          return null;
        }
      });
      const actor = looked.value;
      if (!isActor(actor) || !actor.id) {
        // Why no one was found: the address is private (refused, and logged with the setting), or the
        // server could not be reached at all; only otherwise is there no one there.
        if (looked.refused.length) throw new BadRequestError(FEDIVERSE_MESSAGES.privateAddress);
        if (looked.unreachable.length) throw new AppError(502, FEDIVERSE_MESSAGES.unreachable);
        throw new NotFoundError(FEDIVERSE_MESSAGES.notFound);
      }
      if (origin() && actor.id.origin === new URL(origin()!).origin)
        throw new BadRequestError(FEDIVERSE_MESSAGES.local);
      if (await remote.domainBlocked(actor.id.host, userId))
        throw new BadRequestError(FEDIVERSE_MESSAGES.blockedDomain);
      let who;
      try {
        who = await remote.remember(actor);
      } catch (err) {
        if (err instanceof RefusedActorError) throw new BadRequestError(FEDIVERSE_MESSAGES.refusedActor);
        throw err;
      }
      const followId = new URL(`#follow/${randomUUID()}`, ctx.getActorUri(userId)).href;
      await db
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
      const [row] = await db
        .delete(fediverseFollowing)
        .where(and(eq(fediverseFollowing.userId, userId), eq(fediverseFollowing.targetId, targetId)))
        .returning();
      if (!row) throw new NotFoundError(FEDIVERSE_MESSAGES.notFollowing);
      const who = await remote.byUserId(targetId);
      if (!who) return;
      const [ctx, { Follow, Undo }] = await Promise.all([context(), vocab()]);
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
      const rows = await db
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
    async feed(userId: string, before?: FeedCursor): Promise<{ posts: FediversePost[]; next?: string }> {
      const hidden = await blocking.hiddenFrom(userId);
      const rows = await db
        .select({
          p: fediversePosts,
          name: users.firstName,
          avatar: users.avatar,
          handle: fediverseActors.handle,
          profile: fediverseActors.url,
        })
        .from(fediversePosts)
        .innerJoin(users, eq(users.id, fediversePosts.authorId))
        .innerJoin(fediverseActors, eq(fediverseActors.userId, fediversePosts.authorId))
        .where(
          and(
            // By someone the reader follows: the sender or a co-author (once, though both are followed).
            sql`exists (select 1 from fediverse_following f where f.user_id = ${userId}
              and (f.target_id = ${fediversePosts.authorId} or f.target_id = any(${fediversePosts.authorIds})))`,
            // Older, or as old and a smaller id: the order below, so a tie at the boundary resumes after the last.
            before?.id
              ? or(
                  lt(fediversePosts.publishedAt, before.at),
                  and(eq(fediversePosts.publishedAt, before.at), lt(fediversePosts.id, before.id)),
                )
              : before
                ? lt(fediversePosts.publishedAt, before.at)
                : undefined,
            hidden.length ? notInArray(fediversePosts.authorId, hidden) : undefined,
            sql`not exists (select 1 from fediverse_domain_blocks b where (b.user_id = ${userId} or b.user_id is null)
              and ${coveredBy(fediverseActors.domain, sql`b.domain`)})`,
          ),
        )
        .orderBy(desc(fediversePosts.publishedAt), desc(fediversePosts.id))
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
        ? await db
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
      return {
        posts: list,
        ...(rows.length === FEED_PAGE && last ? { next: feedCursor(last.p.publishedAt, last.p.id) } : {}),
      };
    },

    /**
     * A reader likes, boosts or answers a post from elsewhere: the activity goes to its author's
     * inbox (a boost to the reader's followers there too); a like or boost is remembered for its undo.
     */
    async interact(userId: string, postId: string, kind: "like" | "announce", on: boolean) {
      const { post, author } = await remotePost(postId);
      const [ctx, { Announce, Like, PUBLIC_COLLECTION, Undo }] = await Promise.all([context(), vocab()]);
      const actor = ctx.getActorUri(userId);
      const recipient = { id: new URL(author.uri), inboxId: new URL(author.inbox) };
      const [known] = await db
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
        await db
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
      await db
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
      const [ctx, { Create, Mention, Note, PUBLIC_COLLECTION }, { instant }] = await Promise.all([
        context(),
        vocab(),
        import("./objects.ts"),
      ]);
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
  };
  return service;
}

/**
 * What arrives in our inboxes, each activity handled once (Fedify remembers ids; rows have unique
 * keys, so a re-delivery changes nothing): follows, likes and boosts of our stories, replies that
 * become comments (as strictly sanitised, rate-limited, blockable and reportable as anyone's), and the
 * public posts of people our readers follow there.
 */
import type { InboxContext } from "@fedify/fedify";
import {
  Accept,
  Announce,
  Article,
  Create,
  Delete,
  Follow,
  Like,
  Note,
  Reject,
  Undo,
  Update,
  type Actor,
} from "@fedify/vocab";
import { and, eq, inArray, sql } from "drizzle-orm";
import TurndownService from "turndown";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Db } from "../db/client.ts";
import {
  fediverseActors,
  fediverseFollowers,
  fediverseFollowing,
  fediversePosts,
  type FEDIVERSE_REACTIONS,
} from "../db/schema/index.ts";
import type { EventBus } from "../events.ts";
import type { Logger } from "../logger.ts";
import type { CommentService } from "../services/comments.ts";
import type { Blocking } from "../services/blocks.ts";
import { SOCIAL_LIMITS } from "../../shared/limits.ts";
import { renderComment } from "../content/comment-text.ts";
import { plainText, RefusedActorError, type RemotePeople, type RemotePerson } from "./remote.ts";
import { localPerson, SITE } from "./actors.ts";

export interface InboundDeps {
  db: Db;
  remote: RemotePeople;
  comments: CommentService;
  blocking: Blocking;
  events: EventBus;
  logger: Logger;
  /** Replies per remote person (the same brake as comments written here). */
  commentLimit: RateLimiterAbstract;
}

type Ctx = InboxContext<void>;
type Kind = (typeof FEDIVERSE_REACTIONS)[number];

const UUID = /^[0-9a-f-]{36}$/i;
/** An article's title as text (a Note has none). */
const articleName = (object: Note | Article) =>
  object instanceof Article ? plainText(object.name?.toString()).slice(0, 300) : "";
/** The story's counter each kind moves. */
const COUNTER: Record<Kind, string> = { like: "fediverse_likes", announce: "fediverse_boosts" };

/**
 * Whom an object names as its authors that we believe: only when the sender is one of them, and only
 * people on the sender's own server (a server vouches for its people, not for anyone else's: a post
 * from one server attributed to someone famous elsewhere reaches no follower of theirs). Sender first.
 */
export function attributedHere(sender: string, attributed: readonly string[]): string[] {
  if (!attributed.includes(sender)) return [];
  const origin = new URL(sender).origin;
  const others = attributed.filter((uri) => uri !== sender && URL.canParse(uri) && new URL(uri).origin === origin);
  return [sender, ...new Set(others)];
}

export function createInbound(d: InboundDeps) {
  const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced" });

  /** Whom an activity is from, remembered here; undefined (and ignored) when their server is blocked. */
  async function sender(ctx: Ctx, activity: { getActor(o?: object): Promise<Actor | null> }) {
    const actor = await activity.getActor(ctx);
    if (!actor?.id) return undefined;
    if (await d.remote.domainBlocked(actor.id.host)) return undefined;
    try {
      return await d.remote.remember(actor);
    } catch (err) {
      // A bad handle or an inbox at a private address: nothing from them is stored or answered.
      if (err instanceof RefusedActorError) return undefined;
      throw err;
    }
  }

  /** The story an id names, when it is one of ours. */
  function ourStory(ctx: Ctx, id: URL | null | undefined): string | undefined {
    if (!id) return undefined;
    const parsed = ctx.parseUri(id);
    return parsed?.type === "object" && parsed.class === Article && UUID.test(parsed.values.id ?? "")
      ? parsed.values.id
      : undefined;
  }

  /** A Note's HTML as comment Markdown (links kept), cut to a comment's length. */
  function noteText(note: Note | Article): string {
    const html = note.content?.toString() ?? "";
    let text: string;
    try {
      text = turndown.turndown(html);
    } catch {
      text = plainText(html);
    }
    return text.trim().slice(0, SOCIAL_LIMITS.commentMax);
  }

  async function reply(ctx: Ctx, who: RemotePerson, note: Note): Promise<boolean> {
    const target = note.replyTargetId;
    let postId = ourStory(ctx, target);
    let parentId: string | undefined;
    if (!postId && target) {
      const parent = await d.comments.byApId(target.href);
      if (!parent) return false;
      postId = parent.postId;
      parentId = parent.parentId ?? parent.id;
    }
    if (!postId || !note.id) return false;
    if (await d.comments.byApId(note.id.href)) return true;
    const content = noteText(note);
    if (!content) return true;
    try {
      await d.commentLimit.consume(who.userId);
    } catch {
      d.logger.warn(`A reply from ${who.handle} was dropped: too many in a short time`);
      return true;
    }
    try {
      await d.comments.createComment(who.userId, { postId, content, parentId, apId: note.id.href });
    } catch (err) {
      // A story gone or not published, a block, a duplicate: nothing to store.
      d.logger.debug(`A reply from ${who.handle} was not stored`, err instanceof Error ? err.message : err);
    }
    return true;
  }

  /** A public post of someone our readers follow there, kept for their Following view. */
  async function keepPost(who: RemotePerson, object: Note | Article, attributed: string[]) {
    if (!object.id) return;
    // The co-authors we know (a reader here follows them, or did); the sender is known by now.
    const known = await d.db
      .select({ userId: fediverseActors.userId, uri: fediverseActors.uri })
      .from(fediverseActors)
      .where(inArray(fediverseActors.uri, attributed));
    const authorIds = [who.userId, ...known.filter((k) => k.userId !== who.userId).map((k) => k.userId)];
    const [followed] = await d.db
      .select({ userId: fediverseFollowing.userId })
      .from(fediverseFollowing)
      .where(and(inArray(fediverseFollowing.targetId, authorIds), eq(fediverseFollowing.accepted, true)))
      .limit(1);
    if (!followed) return;
    const contentHtml = await renderComment(noteText(object), new Map());
    const publishedAt = object.published
      ? new Date((object.published as unknown as { epochMilliseconds: number }).epochMilliseconds)
      : new Date();
    const url = object.url instanceof URL ? object.url.href : (object.id?.href ?? null);
    await d.db
      .insert(fediversePosts)
      .values({
        authorId: who.userId,
        authorIds,
        uri: object.id.href,
        url,
        name: articleName(object),
        contentHtml,
        publishedAt,
      })
      .onConflictDoNothing();
  }

  const followersChanged = (local: string) => {
    if (local !== SITE) d.events.emit("followers-changed", { userId: local });
  };

  return {
    async follow(ctx: Ctx, follow: Follow) {
      if (!follow.id || !follow.objectId) return;
      const parsed = ctx.parseUri(follow.objectId);
      if (parsed?.type !== "actor") return;
      const local = parsed.identifier;
      const who = await sender(ctx, follow);
      if (!who) return;
      const actor = await follow.getActor(ctx);
      // Someone the author blocked cannot follow them from elsewhere either.
      const blocked = local !== SITE && (await d.blocking.hiddenFrom(local)).includes(who.userId);
      if (blocked || (local !== SITE && !(await localPerson(d.db, local)))) {
        await ctx.sendActivity({ identifier: local }, actor!, new Reject({ actor: follow.objectId, object: follow }));
        return;
      }
      await d.db
        .insert(fediverseFollowers)
        .values({ local, followerId: who.userId, followId: follow.id.href })
        .onConflictDoUpdate({
          target: [fediverseFollowers.local, fediverseFollowers.followerId],
          set: { followId: follow.id.href },
        });
      await ctx.sendActivity(
        { identifier: local },
        actor!,
        new Accept({
          id: new URL(`#accept/${crypto.randomUUID()}`, ctx.getActorUri(local)),
          actor: follow.objectId,
          object: follow,
        }),
      );
      followersChanged(local);
    },

    async undo(ctx: Ctx, undo: Undo) {
      const who = await sender(ctx, undo);
      if (!who) return;
      const object = await undo.getObject(ctx);
      if (object instanceof Follow) {
        const parsed = object.objectId ? ctx.parseUri(object.objectId) : null;
        if (parsed?.type !== "actor") return;
        await d.db
          .delete(fediverseFollowers)
          .where(and(eq(fediverseFollowers.local, parsed.identifier), eq(fediverseFollowers.followerId, who.userId)));
        followersChanged(parsed.identifier);
      } else if (object instanceof Like || object instanceof Announce) {
        const postId = ourStory(ctx, object.objectId);
        if (!postId) return;
        const kind: Kind = object instanceof Like ? "like" : "announce";
        const column = sql.raw(COUNTER[kind]);
        const { rows: gone } = await d.db.execute(sql`
          with gone as (
            delete from fediverse_reactions where post_id = ${postId} and actor_id = ${who.userId} and kind = ${kind}
            returning post_id)
          update posts set ${column} = greatest(${column} - 1, 0) where id in (select post_id from gone) returning id`);
        if (gone.length) d.events.emit("post-changed", { postId, what: "counters" });
      }
    },

    /** Our reader's follow was accepted (or refused) by the other server. */
    async accepted(ctx: Ctx, accept: Accept) {
      const who = await sender(ctx, accept);
      const followId = accept.objectId?.href;
      if (!who || !followId) return;
      await d.db
        .update(fediverseFollowing)
        .set({ accepted: true })
        .where(and(eq(fediverseFollowing.followId, followId), eq(fediverseFollowing.targetId, who.userId)));
    },
    async rejected(ctx: Ctx, reject: Reject) {
      const who = await sender(ctx, reject);
      const followId = reject.objectId?.href;
      if (!who || !followId) return;
      await d.db
        .delete(fediverseFollowing)
        .where(and(eq(fediverseFollowing.followId, followId), eq(fediverseFollowing.targetId, who.userId)));
    },

    async react(ctx: Ctx, activity: Like | Announce, kind: Kind) {
      const postId = ourStory(ctx, activity.objectId);
      if (!postId) return;
      const who = await sender(ctx, activity);
      if (!who) return;
      // The reaction and the story's counter in one statement: a re-delivery moves neither.
      const column = sql.raw(COUNTER[kind]);
      const { rows } = await d.db.execute(sql`
        with added as (
          insert into fediverse_reactions (post_id, actor_id, kind, activity_id)
          select id, ${who.userId}, ${kind}, ${activity.id?.href ?? null} from posts
          where id = ${postId} and status = 'published' and not exists (
            select 1 from blocks where (blocker_id = posts.author_id and blocked_id = ${who.userId})
              or (blocker_id = ${who.userId} and blocked_id = posts.author_id))
          on conflict do nothing returning post_id)
        update posts set ${column} = ${column} + 1 where id in (select post_id from added) returning id`);
      if (rows.length) d.events.emit("post-changed", { postId, what: "counters" });
    },

    async created(ctx: Ctx, create: Create) {
      const object = await create.getObject(ctx);
      if (!(object instanceof Note || object instanceof Article)) return;
      const who = await sender(ctx, create);
      if (!who) return;
      const attributed = attributedHere(
        who.uri,
        object.attributionIds.map((a) => a.href),
      );
      if (attributed.length === 0) return;
      if (object instanceof Note && (await reply(ctx, who, object))) return;
      await keepPost(who, object, attributed);
    },

    async updated(ctx: Ctx, update: Update) {
      const object = await update.getObject(ctx);
      if (!(object instanceof Note || object instanceof Article) || !object.id) return;
      const who = await sender(ctx, update);
      if (
        !who ||
        attributedHere(
          who.uri,
          object.attributionIds.map((a) => a.href),
        ).length === 0
      )
        return;
      const comment = await d.comments.byApId(object.id.href, who.userId);
      if (comment) {
        const content = noteText(object);
        if (content) await d.comments.editComment(who.userId, comment.id, content);
        return;
      }
      // Every field the post carries (an article's title as well as its text), not the text alone.
      await d.db
        .update(fediversePosts)
        .set({
          contentHtml: await renderComment(noteText(object), new Map()),
          name: articleName(object),
          ...(object.url instanceof URL ? { url: object.url.href } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(fediversePosts.uri, object.id.href), eq(fediversePosts.authorId, who.userId)));
    },

    async deleted(ctx: Ctx, del: Delete) {
      const id = del.objectId?.href;
      const who = await sender(ctx, del);
      if (!who || !id) return;
      const comment = await d.comments.byApId(id, who.userId);
      if (comment) await d.comments.deleteComment(who.userId, comment.id);
      await d.db.delete(fediversePosts).where(and(eq(fediversePosts.uri, id), eq(fediversePosts.authorId, who.userId)));
    },
  };
}
export type Inbound = ReturnType<typeof createInbound>;

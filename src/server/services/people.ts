/**
 * People: public profiles (counts read from the rows themselves, so they are always right), follow
 * and block, suggestions and connections. Blocking removes follows both ways and stops both sides
 * from following, reacting to or being suggested to the other. Muting is one-sided and silent: the
 * muted person's stories and comments leave the reader's feeds, and nothing else changes.
 */
import { and, desc, eq, inArray, ne, notExists, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { blocks, follows, mutes, users } from "../db/schema/index.ts";
import { BadRequestError, NotFoundError } from "../errors.ts";
import type { PublicUser } from "../../shared/user.ts";
import type { Paging } from "../../shared/schemas/posts.ts";
import type { Blocking } from "./blocks.ts";
import { NOBODY, publicColumns, toPublic } from "../db/contract-shapes.ts";
import { isUuid } from "../../shared/schemas/ids.ts";
import { PEOPLE_MESSAGES, usernameKey, type UserService } from "./users.ts";
import type { EventBus } from "../events.ts";
import type { CacheLayer } from "../cache/layer.ts";

/** Suggestions change slowly; the reader's own writes and blocks forget theirs (`reader:<id>`). */
const SUGGESTED_TTL_MS = 60_000;

export function createPeopleService(
  db: Db,
  blocking: Blocking,
  userService: UserService,
  caches: CacheLayer,
  events?: EventBus,
) {
  // Per viewer, so following someone drops only that reader's list.
  const suggestions = caches.personal<{
    users: PublicUser[];
    meta: { page: number; limit: number; total: number };
  }>("suggested people", SUGGESTED_TTL_MS);
  async function one(where: SQL, viewerId?: string | null): Promise<PublicUser | undefined> {
    const [r] = await db.select(publicColumns(viewerId)).from(users).where(where).limit(1);
    return r ? toPublic(r) : undefined;
  }
  async function target(viewerId: string, userId: string) {
    if (viewerId === userId) throw new BadRequestError(PEOPLE_MESSAGES.self);
    const row = await userService.findById(userId);
    if (!row) throw new NotFoundError(PEOPLE_MESSAGES.notFound);
    return row;
  }

  /** The people the viewer blocked or muted (`table`), most recent first. */
  async function setAside(
    viewerId: string,
    table: typeof blocks | typeof mutes,
    by: PgColumn,
    whom: PgColumn,
  ): Promise<PublicUser[]> {
    const rows = await db
      .select(publicColumns(viewerId))
      .from(table)
      .innerJoin(users, eq(users.id, whom))
      .where(eq(by, viewerId))
      .orderBy(desc(table.createdAt));
    return rows.map(toPublic);
  }

  const service = {
    /** A profile by id or username. */
    async profile(idOrUsername: string, viewerId?: string | null): Promise<PublicUser> {
      // One query: by id when it looks like one, else by the username's key.
      const byId = isUuid(idOrUsername);
      const user = await one(
        // A username is a local author's (decision 016): people elsewhere have no author page here.
        byId
          ? eq(users.id, idOrUsername)
          : and(eq(users.usernameKey, usernameKey(idOrUsername)), eq(users.remote, false))!,
        viewerId,
      );
      if (!user) throw new NotFoundError(PEOPLE_MESSAGES.notFound);
      return user;
    },

    async toggleFollow(viewerId: string, userId: string): Promise<{ isFriend: boolean; user: PublicUser }> {
      await target(viewerId, userId);
      await blocking.assertNotBlocked(viewerId, userId);
      const removed = await db
        .delete(follows)
        .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, userId)))
        .returning({ id: follows.followeeId });
      if (removed.length === 0)
        await db.insert(follows).values({ followerId: viewerId, followeeId: userId }).onConflictDoNothing();
      const user = (await one(eq(users.id, userId), viewerId))!;
      if (user.isFriend) events?.emit("followed", { actorId: viewerId, userId });
      events?.emit("followers-changed", { userId });
      return { isFriend: user.isFriend, user };
    },

    async toggleBlock(viewerId: string, userId: string): Promise<{ isBlocked: boolean }> {
      await target(viewerId, userId);
      const result = await db.transaction(async (tx) => {
        const removed = await tx
          .delete(blocks)
          .where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, userId)))
          .returning({ id: blocks.blockedId });
        if (removed.length > 0) return { isBlocked: false };
        await tx.insert(blocks).values({ blockerId: viewerId, blockedId: userId }).onConflictDoNothing();
        await tx
          .delete(follows)
          .where(
            or(
              and(eq(follows.followerId, viewerId), eq(follows.followeeId, userId)),
              and(eq(follows.followerId, userId), eq(follows.followeeId, viewerId)),
            ),
          );
        return { isBlocked: true };
      });
      // Both sides' personal calls, suggestions and session state, in every process, before answering.
      events?.emit("separated", { userIds: [viewerId, userId] });
      return result;
    },

    async toggleMute(viewerId: string, userId: string): Promise<{ isMuted: boolean }> {
      await target(viewerId, userId);
      const removed = await db
        .delete(mutes)
        .where(and(eq(mutes.muterId, viewerId), eq(mutes.mutedId, userId)))
        .returning({ id: mutes.mutedId });
      if (removed.length === 0)
        await db.insert(mutes).values({ muterId: viewerId, mutedId: userId }).onConflictDoNothing();
      events?.emit("separated", { userIds: [viewerId] });
      return { isMuted: removed.length === 0 };
    },

    /** The people the viewer muted, most recent first (for unmuting in settings). */
    muted: (viewerId: string) => setAside(viewerId, mutes, mutes.muterId, mutes.mutedId),

    /** People to follow: sharing the viewer's interests first, then the most followed; never the viewer, people they follow, or blocks either way. */

    suggested(viewerId: string | null | undefined, limit: number) {
      return suggestions.get(viewerId ?? "", String(limit), () => service.computeSuggested(viewerId, limit));
    },

    async computeSuggested(viewerId: string | null | undefined, limit: number) {
      const viewer = viewerId ?? NOBODY;
      const me = viewerId ? await userService.findById(viewerId) : undefined;
      const interests = me?.interests ?? [];
      const filters: SQL[] = [ne(users.id, viewer)];
      if (viewerId) {
        filters.push(
          notExists(
            db
              .select({ one: sql`1` })
              .from(follows)
              .where(and(eq(follows.followerId, viewer), eq(follows.followeeId, users.id))),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(blocks)
              .where(
                or(
                  and(eq(blocks.blockerId, viewer), eq(blocks.blockedId, users.id)),
                  and(eq(blocks.blockerId, users.id), eq(blocks.blockedId, viewer)),
                ),
              ),
          ),
        );
      }
      // Shared interests first (when the viewer has any), then the most followed, then the newest.
      const order: SQL[] = [];
      if (interests.length) {
        const mine = sql`array[${sql.join(
          interests.map((i) => sql`${i}`),
          sql`, `,
        )}]::text[]`;
        order.push(desc(sql`cardinality(array(select unnest(${users.interests}) intersect select unnest(${mine})))`));
      }
      order.push(desc(sql`(select count(*) from follows f where f.followee_id = "users"."id")`), desc(users.createdAt));
      const rows = await db
        .select(publicColumns(viewerId))
        .from(users)
        .where(and(...filters))
        .orderBy(...order)
        .limit(limit);
      return { users: rows.map(toPublic), meta: { page: 1, limit, total: rows.length } };
    },

    /** Followers or following of a user (the viewer by default), newest first. */
    async connections(ofUserId: string, type: "followers" | "following", paging: Paging, viewerId?: string | null) {
      if (!(await userService.findById(ofUserId))) throw new NotFoundError(PEOPLE_MESSAGES.notFound);
      const [linkColumn, otherColumn] =
        type === "followers" ? [follows.followeeId, follows.followerId] : [follows.followerId, follows.followeeId];
      // Nobody on either side of a block with the viewer is listed.
      const hidden = await blocking.blockedEitherWayIds(viewerId);
      const where = and(eq(linkColumn, ofUserId), ...(hidden.length ? [notInArray(otherColumn, hidden)] : []))!;
      const ids = db.select({ id: otherColumn }).from(follows).where(where);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...publicColumns(viewerId), since: follows.createdAt })
          .from(follows)
          .innerJoin(users, eq(users.id, otherColumn))
          .where(where)
          .orderBy(desc(follows.createdAt))
          .limit(paging.limit)
          .offset((paging.page - 1) * paging.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(inArray(users.id, ids)),
      ]);
      return { users: rows.map(toPublic), meta: { page: paging.page, limit: paging.limit, total: total?.n ?? 0 } };
    },

    /** The people the viewer blocked (for unblocking in settings). */
    blocked: (viewerId: string) => setAside(viewerId, blocks, blocks.blockerId, blocks.blockedId),

    /** The viewer's own history: published stories, comments, likes, follows and shares, newest first. */
    async activity(userId: string, paging: Paging) {
      // Another person's story shows only while it is published (not after it went back to draft or was hidden).
      const seen = sql`(p.status = 'published' or p.author_id = ${userId})`;
      const union = sql`
        select 'post' as type, p.id::text as ref, p.title as title, p.slug as slug, null::text as person, p.published_at as at
          from posts p where p.author_id = ${userId} and p.status = 'published'
        union all
        select 'comment', c.id::text, p.title, p.slug, null, c.created_at from comments c join posts p on p.id = c.post_id where c.author_id = ${userId} and ${seen}
        union all
        select 'like', l.post_id::text, p.title, p.slug, null, l.created_at from likes l join posts p on p.id = l.post_id where l.user_id = ${userId} and ${seen}
        union all
        select 'share', s.id::text, p.title, p.slug, null, s.created_at from shares s join posts p on p.id = s.post_id where s.user_id = ${userId} and ${seen}
        union all
        select 'follow', u.id::text, null, u.username, u.first_name || ' ' || u.last_name, f.created_at from follows f join users u on u.id = f.followee_id where f.follower_id = ${userId}`;
      const rows = await db.execute<{
        type: string;
        ref: string;
        title: string | null;
        slug: string;
        person: string | null;
        at: Date | string;
      }>(
        sql`select * from (${union}) a order by at desc limit ${paging.limit} offset ${(paging.page - 1) * paging.limit}`,
      );
      const [total] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from (${union}) a`)).rows;
      return {
        activity: rows.rows.map((r) => ({
          type: r.type,
          ...(r.title !== null ? { post: { slug: r.slug, title: r.title } } : {}),
          ...(r.person ? { user: { username: r.slug, name: r.person } } : {}),
          at: new Date(r.at).toISOString(),
        })),
        meta: { page: paging.page, limit: paging.limit, total: Number(total?.n ?? 0) },
      };
    },
  };
  return service;
}
export type PeopleService = ReturnType<typeof createPeopleService>;

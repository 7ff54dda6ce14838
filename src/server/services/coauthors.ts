/**
 * Co-authors: the owner of a story invites people by username; they accept or decline; the owner
 * removes them, or they leave. Accepted co-authors edit, publish and schedule (posts/access.ts); only
 * the owner deletes, moves the address or manages this list. Nobody on either side of a block with
 * the owner can be invited. Losing the right is announced (`coauthors-changed`) so live rooms drop them.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { postAuthors, posts, users } from "../db/schema/index.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import type { EventBus } from "../events.ts";
import { COAUTHOR_MESSAGES, type Coauthor } from "../../shared/coauthor.ts";
import type { Blocking } from "./blocks.ts";
import { mayEditPost } from "./posts/access.ts";
import { POST_MESSAGES } from "./posts/messages.ts";
import { usernameKey } from "./users.ts";

type Tell = (input: {
  recipientId: string;
  message: string;
  kind: "coauthor-invite";
  params: { title: string };
  postId?: string | null;
  coauthorInvite?: boolean;
  actorId?: string;
}) => Promise<void>;

const person = {
  _id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
};
const named = (p: { _id: string; username: string; firstName: string; lastName: string; avatar: string | null }) => ({
  _id: p._id,
  username: p.username,
  name: `${p.firstName} ${p.lastName}`.trim(),
  avatar: p.avatar,
});

export function createCoauthorService(db: Db, blocking: Blocking, events: EventBus, tell: Tell) {
  async function story(postId: string) {
    const [row] = await db
      .select({ id: posts.id, ownerId: posts.authorId, title: posts.title })
      .from(posts)
      .where(eq(posts.id, postId));
    if (!row) throw new NotFoundError(POST_MESSAGES.notFound);
    return row;
  }
  /** The story, if the caller owns it; a co-author is refused, anyone else is told it does not exist. */
  async function owned(ownerId: string, postId: string) {
    const row = await story(postId);
    if (row.ownerId === ownerId) return row;
    if (await mayEditPost(db, postId, ownerId)) throw new ForbiddenError(COAUTHOR_MESSAGES.ownerOnly);
    throw new NotFoundError(POST_MESSAGES.notFound);
  }
  async function nameOf(userId: string) {
    const [u] = await db.select(person).from(users).where(eq(users.id, userId));
    return u ? named(u).name || u.username : "Someone";
  }
  async function drop(postId: string, userId: string) {
    const [gone] = await db
      .delete(postAuthors)
      .where(and(eq(postAuthors.postId, postId), eq(postAuthors.userId, userId)))
      .returning({ status: postAuthors.status });
    if (gone?.status === "accepted") {
      events.emit("coauthors-changed", { postId, removedUserIds: [userId] });
      events.emit("post-changed", { postId, what: "content" });
    }
    return gone;
  }

  const service = {
    /** The owner first, then co-authors in byline order (invitations too, for those who may see them). */
    async list(viewerId: string, postId: string): Promise<Coauthor[]> {
      // The story and its owner in one statement.
      const [owner] = await db
        .select(person)
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .where(eq(posts.id, postId));
      if (!owner) throw new NotFoundError(POST_MESSAGES.notFound);
      const rows = await db
        .select({ ...person, status: postAuthors.status })
        .from(postAuthors)
        .innerJoin(users, eq(users.id, postAuthors.userId))
        .where(eq(postAuthors.postId, postId))
        .orderBy(asc(postAuthors.position), asc(postAuthors.createdAt));
      const allowed = owner._id === viewerId || rows.some((r) => r._id === viewerId);
      if (!allowed) throw new NotFoundError(POST_MESSAGES.notFound);
      return [
        { ...named(owner), role: "owner", status: "accepted" },
        ...rows.map((r) => ({ ...named(r), role: "co-author" as const, status: r.status })),
      ];
    },

    async invite(ownerId: string, postId: string, username: string): Promise<Coauthor[]> {
      const row = await owned(ownerId, postId);
      const [invitee] = await db
        .select(person)
        .from(users)
        .where(eq(users.usernameKey, usernameKey(username)));
      if (!invitee) throw new ValidationError([{ field: "username", message: COAUTHOR_MESSAGES.noSuchPerson }]);
      if (invitee._id === ownerId)
        throw new ValidationError([{ field: "username", message: COAUTHOR_MESSAGES.notYourself }]);
      if (await blocking.blockedEitherWay(ownerId, invitee._id)) throw new ForbiddenError(COAUTHOR_MESSAGES.blocked);
      const [{ next } = { next: 0 }] = await db
        .select({ next: sql<number>`coalesce(max(${postAuthors.position}), 0)::int + 1` })
        .from(postAuthors)
        .where(eq(postAuthors.postId, postId));
      const made = await db
        .insert(postAuthors)
        .values({ postId, userId: invitee._id, invitedBy: ownerId, position: Number(next) })
        .onConflictDoNothing()
        .returning({ userId: postAuthors.userId });
      if (!made.length) throw new ConflictError(COAUTHOR_MESSAGES.already, "username");
      await tell({
        recipientId: invitee._id,
        postId,
        coauthorInvite: true,
        actorId: ownerId,
        kind: "coauthor-invite",
        params: { title: row.title },
        message: `${await nameOf(ownerId)} invited you to co-author “${row.title || "Untitled"}”`,
      });
      return service.list(ownerId, postId);
    },

    async accept(userId: string, postId: string): Promise<Coauthor[]> {
      // A block made since the invitation was sent ends it, as it would have refused it.
      const row = await story(postId);
      if (await blocking.blockedEitherWay(row.ownerId, userId)) throw new ForbiddenError(COAUTHOR_MESSAGES.blocked);
      const changed = await db
        .update(postAuthors)
        .set({ status: "accepted", acceptedAt: new Date() })
        .where(and(eq(postAuthors.postId, postId), eq(postAuthors.userId, userId), eq(postAuthors.status, "invited")))
        .returning({ postId: postAuthors.postId });
      if (!changed.length) throw new NotFoundError(COAUTHOR_MESSAGES.noInvitation);
      events.emit("post-changed", { postId, what: "content" });
      return service.list(userId, postId);
    },

    /** Declines an invitation (or, once accepted, steps down: the same as leaving). */
    async decline(userId: string, postId: string): Promise<void> {
      if (!(await drop(postId, userId))) throw new NotFoundError(COAUTHOR_MESSAGES.noInvitation);
    },

    async leave(userId: string, postId: string): Promise<void> {
      if (!(await drop(postId, userId))) throw new NotFoundError(COAUTHOR_MESSAGES.notCoauthor);
    },

    async remove(ownerId: string, postId: string, userId: string): Promise<Coauthor[]> {
      await owned(ownerId, postId);
      if (!(await drop(postId, userId))) throw new NotFoundError(COAUTHOR_MESSAGES.notCoauthor);
      return service.list(ownerId, postId);
    },
  };
  return service;
}
export type CoauthorService = ReturnType<typeof createCoauthorService>;

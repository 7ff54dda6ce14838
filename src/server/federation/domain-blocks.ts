/** Whole servers blocked: by one reader (their views leave them out) or by an admin for the site. */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { comments, fediverseActors, fediverseDomainBlocks, fediverseFollowers } from "../db/schema/index.ts";
import type { CommentService } from "../services/comments.ts";
import { NotFoundError } from "../errors.ts";
import { FEDIVERSE_MESSAGES } from "../../shared/fediverse.ts";

/** A stored server address (`host` or `host:port`) as its host name: blocks compare host names. */
export const hostOf = (column: unknown) => sql`regexp_replace(${column}, ':[0-9]+$', '')`;
/** Whether a server (an actor's stored domain) is the blocked one or under it. */
export const coveredBy = (actorDomain: unknown, blocked: unknown) =>
  sql`(${hostOf(actorDomain)} = ${hostOf(blocked)} or ${hostOf(actorDomain)} like '%.' || ${hostOf(blocked)})`;

export function createDomainBlocks(db: Db, commentService: CommentService) {
  return {
    /** Servers blocked by the site (no `userId`, admins) or by one reader. */
    async domainBlocks(userId: string | null): Promise<{ domain: string; createdAt: string }[]> {
      const rows = await db
        .select()
        .from(fediverseDomainBlocks)
        .where(userId ? eq(fediverseDomainBlocks.userId, userId) : isNull(fediverseDomainBlocks.userId))
        .orderBy(fediverseDomainBlocks.domain);
      return rows.map((r) => ({ domain: r.domain, createdAt: r.createdAt.toISOString() }));
    },
    async blockDomain(userId: string | null, domain: string) {
      await db.insert(fediverseDomainBlocks).values({ domain, userId }).onConflictDoNothing();
      if (userId) return;
      // The site stops hearing from there: who follows from there goes, and so do their follows here.
      const people = db
        .select({ id: fediverseActors.userId })
        .from(fediverseActors)
        .where(coveredBy(fediverseActors.domain, domain));
      await db.delete(fediverseFollowers).where(inArray(fediverseFollowers.followerId, people));
      await db.execute(sql`
        with gone as (
          delete from fediverse_reactions where actor_id in (select user_id from fediverse_actors
            where ${coveredBy(sql`domain`, domain)}) returning post_id, kind)
        update posts p set
          fediverse_likes = greatest(fediverse_likes - (select count(*) from gone g where g.post_id = p.id and g.kind = 'like'), 0),
          fediverse_boosts = greatest(fediverse_boosts - (select count(*) from gone g where g.post_id = p.id and g.kind = 'announce'), 0)
        where p.id in (select post_id from gone)`);
      const said = await db.select({ id: comments.id }).from(comments).where(inArray(comments.authorId, people));
      for (const c of said) await commentService.removeComment(c.id).catch(() => undefined);
    },
    async unblockDomain(userId: string | null, domain: string) {
      const gone = await db
        .delete(fediverseDomainBlocks)
        .where(
          and(
            sql`${hostOf(fediverseDomainBlocks.domain)} = ${domain}`,
            userId ? eq(fediverseDomainBlocks.userId, userId) : isNull(fediverseDomainBlocks.userId),
          ),
        )
        .returning();
      if (!gone.length) throw new NotFoundError(FEDIVERSE_MESSAGES.domainNotBlocked);
    },
  };
}

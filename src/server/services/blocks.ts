/** Who blocks (or mutes) whom: the checks every interaction and every list runs. */
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { blocks } from "../db/schema/index.ts";
import { ForbiddenError } from "../errors.ts";

export const BLOCKED = "You cannot interact with this person";

/**
 * Whether either of `a` and `b` blocked the other, as a condition inside a larger statement (each a
 * value, or a column of the statement around it).
 */
export const blockedEitherWaySql = (a: SQL | string, b: SQL | string) =>
  sql<boolean>`exists (select 1 from blocks where (blocker_id = ${a} and blocked_id = ${b})
    or (blocker_id = ${b} and blocked_id = ${a}))`;

export function createBlocking(db: Db) {
  return {
    /** True when either of the two blocked the other. */
    /** `on`: the transaction a write runs in (its one connection must ask, on PGlite there is no other). */
    async blockedEitherWay(a: string, b: string, on: Pick<Db, "select"> = db): Promise<boolean> {
      const [row] = await on
        .select({ one: sql`1` })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
            and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
          ),
        )
        .limit(1);
      return !!row;
    },
    async assertNotBlocked(a: string, b: string, on: Pick<Db, "select"> = db): Promise<void> {
      if (a !== b && (await this.blockedEitherWay(a, b, on))) throw new ForbiddenError(BLOCKED);
    },
    /** Everyone on either side of a block with `viewerId`: search shows them neither way. */
    async blockedEitherWayIds(viewerId: string | null | undefined): Promise<string[]> {
      if (!viewerId) return [];
      const rows = await db
        .select({ blocker: blocks.blockerId, blocked: blocks.blockedId })
        .from(blocks)
        .where(or(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, viewerId)));
      return [...new Set(rows.map((r) => (r.blocker === viewerId ? r.blocked : r.blocker)))];
    },
    /**
     * Whose stories and comments a reader's feeds leave out: everyone on either side of a block, and
     * the people the reader muted, and people elsewhere on servers the reader (or the site) blocked
     * (one query; a server is its host name, whatever the port).
     */
    async hiddenFrom(viewerId: string | null | undefined): Promise<string[]> {
      if (!viewerId) return [];
      const { rows } = await db.execute<{ id: string }>(sql`
        select blocked_id as id from blocks where blocker_id = ${viewerId}
        union select blocker_id from blocks where blocked_id = ${viewerId}
        union select muted_id from mutes where muter_id = ${viewerId}
        union select a.user_id from fediverse_actors a join fediverse_domain_blocks b
          on (regexp_replace(a.domain, ':[0-9]+$', '') = regexp_replace(b.domain, ':[0-9]+$', '')
            or regexp_replace(a.domain, ':[0-9]+$', '') like '%.' || regexp_replace(b.domain, ':[0-9]+$', ''))
          and (b.user_id = ${viewerId} or b.user_id is null)
        order by 1`);
      return rows.map((r) => r.id);
    },
    /** Between a reader and a person, in one statement: a block either way, and whether the reader muted them. */
    async between(readerId: string, personId: string): Promise<{ separated: boolean; muted: boolean }> {
      const { rows } = await db.execute<{ separated: boolean; muted: boolean }>(sql`
        select ${blockedEitherWaySql(readerId, personId)} as separated,
          exists(select 1 from mutes where muter_id = ${readerId} and muted_id = ${personId}) as muted`);
      return { separated: Boolean(rows[0]?.separated), muted: Boolean(rows[0]?.muted) };
    },
    /** The people `viewerId` blocked: their posts and comments are hidden from the viewer. */
    async blockedBy(viewerId: string | null | undefined): Promise<string[]> {
      if (!viewerId) return [];
      const rows = await db.select({ id: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, viewerId));
      return rows.map((r) => r.id).sort();
    },
  };
}
export type Blocking = ReturnType<typeof createBlocking>;

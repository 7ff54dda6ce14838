/**
 * Our actors' names and addresses: the site's own actor and the authors (a Person each), shared by
 * the federation's dispatchers and the inbox handlers (kept apart so neither imports the other).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { previousUsernames, users } from "../db/schema/index.ts";

/** The site's own actor: its identifier and the handle people follow it by (no username has a dot). */
export const SITE = "site";
export const SITE_HANDLE = "site.news";

export const PATHS = {
  actor: "/ap/users/{identifier}",
  inbox: "/ap/users/{identifier}/inbox",
  sharedInbox: "/ap/inbox",
  outbox: "/ap/users/{identifier}/outbox",
  followers: "/ap/users/{identifier}/followers",
  article: "/ap/posts/{id}",
} as const;

export async function localPerson(db: Db, identifier: string) {
  if (!/^[0-9a-f-]{36}$/i.test(identifier)) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.id, identifier), eq(users.remote, false), sql`coalesce(${users.suspendedUntil} <= now(), true)`),
    )
    .limit(1);
  return row;
}

/**
 * An author's id by username, or by a username they had before (a renamed author's old handle and
 * author page still find them, as browsers get a 301 to the new address).
 */
export async function localIdByUsername(db: Db, username: string): Promise<string | undefined> {
  const key = username.normalize("NFKC").toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.usernameKey, key), eq(users.remote, false)))
    .limit(1);
  if (row) return row.id;
  const [moved] = await db
    .select({ id: users.id })
    .from(previousUsernames)
    .innerJoin(users, eq(users.id, previousUsernames.userId))
    .where(and(eq(previousUsernames.usernameKey, key), eq(users.remote, false)))
    .limit(1);
  return moved?.id;
}

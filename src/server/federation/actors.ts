/**
 * Our actors' names and addresses: the site's own actor and the authors (a Person each), shared by
 * the federation's dispatchers and the inbox handlers (kept apart so neither imports the other).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";

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

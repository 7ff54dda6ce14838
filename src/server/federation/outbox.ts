/**
 * Our stories going out: Create when first published (and the site's Announce), Update when edited,
 * Delete (and a Tombstone at the object's address) when deleted or hidden, Create again if restored.
 * Only when someone elsewhere follows the author or the site; every delivery through the queue.
 * Fedify (about 70 MB of a process's memory) is loaded only when there is someone to send to.
 */
import { randomUUID } from "node:crypto";
import type { Federation } from "@fedify/fedify";
import type { Recipient } from "@fedify/vocab";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { fediverseFollowers, fediverseTombstones } from "../db/schema/index.ts";
import { isPublic, storyRow } from "./story-row.ts";
import { SITE } from "./actors.ts";

export interface OutboxDeps {
  db: Db;
  /** Fedify's federation, built when first needed. */
  federation: () => Promise<Federation<void>>;
  /** The site's address, once known. */
  origin: () => string | undefined;
}

export function createOutbox({ db, federation, origin }: OutboxDeps) {
  /** The context to send with, and what it is sent as (both loaded with Fedify). */
  async function sending() {
    const [f, vocab, { instant, toArticle }] = await Promise.all([
      federation(),
      import("@fedify/vocab"),
      import("./objects.ts"),
    ]);
    return { ctx: f.createContext(new URL(origin()!), undefined), vocab, instant, toArticle };
  }

  async function sendStory(postId: string, kind: "create" | "update") {
    if (!origin()) return;
    const row = await storyRow(db, postId);
    if (!row || !isPublic(row)) return;
    // Most authors have no follower elsewhere: then nothing is signed or queued.
    const [readers, site] = await Promise.all([followersOf(row.authorIds), kind === "create" && hasFollowers(SITE)]);
    if (!readers.length && !site) return;
    const { ctx, vocab, instant, toArticle } = await sending();
    const { Announce, Create, PUBLIC_COLLECTION, Update } = vocab;
    const article = toArticle(ctx, row);
    const actor = ctx.getActorUri(row.authorId);
    const ccs = row.authorIds.map((id) => ctx.getFollowersUri(id));
    const common = { actor, object: article, to: PUBLIC_COLLECTION, ccs };
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
    // Sent by the owner to every author's followers at once: each inbox (or shared inbox) gets it once.
    if (readers.length)
      await ctx.sendActivity({ identifier: row.authorId }, readers, activity, { preferSharedInbox: true });
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

  /** `authorIds`: the owner first, then the co-authors it had (a deleted story's list is gone with it). */
  async function sendDelete(postId: string, authorIds: string[]) {
    if (!origin()) return;
    const [authorId] = authorIds;
    const readers = await followersOf(authorIds);
    if (!authorId || !readers.length) return;
    const [stone] = await db
      .insert(fediverseTombstones)
      .values({ postId })
      .onConflictDoNothing()
      .returning({ postId: fediverseTombstones.postId });
    if (!stone) return;
    const { ctx, vocab } = await sending();
    const { Article, Delete, PUBLIC_COLLECTION, Tombstone } = vocab;
    const id = ctx.getObjectUri(Article, { id: postId });
    await ctx.sendActivity(
      { identifier: authorId },
      readers,
      new Delete({
        id: new URL(`#delete/${randomUUID()}`, id),
        actor: ctx.getActorUri(authorId),
        object: new Tombstone({ id }),
        to: PUBLIC_COLLECTION,
        ccs: authorIds.map((a) => ctx.getFollowersUri(a)),
      }),
      { preferSharedInbox: true },
    );
  }

  async function statusChanged(postId: string) {
    if (!origin()) return;
    const row = await storyRow(db, postId);
    if (!row) return;
    const [stone] = await db.select().from(fediverseTombstones).where(eq(fediverseTombstones.postId, postId));
    if (isPublic(row) && stone) {
      await db.delete(fediverseTombstones).where(eq(fediverseTombstones.postId, postId));
      await sendStory(postId, "create");
    } else if (!isPublic(row) && !stone && row.publishedAt) {
      await sendDelete(postId, row.authorIds);
    }
  }

  /**
   * The followers elsewhere of any of these local actors, one per inbox: one per shared inbox where
   * their server has one (Fedify then sends one request per shared inbox), so a reader following two
   * of the authors, or two readers on one server, get the story once.
   */
  async function followersOf(locals: string[]): Promise<Recipient[]> {
    if (!locals.length) return [];
    const { rows } = await db.execute<{ uri: string; inbox: string; shared_inbox: string | null }>(sql`
      select distinct on (coalesce(a.shared_inbox, a.inbox)) a.uri, a.inbox, a.shared_inbox
      from fediverse_followers f join fediverse_actors a on a.user_id = f.follower_id
      where f.local in (${sql.join(
        locals.map((l) => sql`${l}`),
        sql`, `,
      )}) order by coalesce(a.shared_inbox, a.inbox), a.uri`);
    return rows.map((r) => ({
      id: new URL(r.uri),
      inboxId: new URL(r.inbox),
      endpoints: r.shared_inbox ? { sharedInbox: new URL(r.shared_inbox) } : null,
    }));
  }

  async function hasFollowers(local: string) {
    const [row] = await db.select({ n: count() }).from(fediverseFollowers).where(eq(fediverseFollowers.local, local));
    return (row?.n ?? 0) > 0;
  }

  return { sendStory, sendDelete, statusChanged, hasFollowers };
}
export type Outbox = ReturnType<typeof createOutbox>;

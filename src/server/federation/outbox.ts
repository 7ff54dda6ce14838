/**
 * Our stories going out: Create when first published (and the site's Announce), Update when edited,
 * Delete (and a Tombstone at the object's address) when deleted or hidden, Create again if restored.
 * Only when someone elsewhere follows the author or the site; every delivery through the queue.
 *
 * Where a process has a delivery thread (delivery-thread.ts), what a story's event asks is checked
 * here (is there anyone to send to? the tombstone written) and queued as a small job (`StoryJob`);
 * the thread builds the activity (Fedify, JSON-LD, signing: about 70 MB of a heap, and tens of
 * milliseconds of a thread a story) and queues its deliveries. Jobs of one story run in turn.
 */
import { randomUUID } from "node:crypto";
import type { Federation } from "@fedify/fedify";
import type { Recipient } from "@fedify/vocab";
import { count, eq, inArray, sql } from "drizzle-orm";
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

/** A story to send, queued for the delivery thread (or this one): its activity is built when it runs. */
export type StoryJob =
  | { type: typeof STORY_JOB; action: "create" | "update"; postId: string }
  | { type: typeof STORY_JOB; action: "delete"; postId: string; authorIds: string[] };
export const STORY_JOB = "inkwell:story";
export const isStoryJob = (message: unknown): message is StoryJob =>
  (message as { type?: unknown } | null)?.type === STORY_JOB;

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

  /**
   * The story's Tombstone, written now (its object answers 410 from here on); true if it was not
   * already there and the authors have followers elsewhere, to whom its Delete is then to be sent.
   */
  async function entomb(postId: string, authorIds: string[]): Promise<boolean> {
    if (!origin() || !authorIds.length || !(await anyFollowers(authorIds))) return false;
    const [stone] = await db
      .insert(fediverseTombstones)
      .values({ postId })
      .onConflictDoNothing()
      .returning({ postId: fediverseTombstones.postId });
    return !!stone;
  }

  /** `authorIds`: the owner first, then the co-authors it had (a deleted story's list is gone with it). */
  async function sendDelete(postId: string, authorIds: string[]) {
    if (await entomb(postId, authorIds)) await sendTombstone(postId, authorIds);
  }

  /** The Delete of an entombed story, to its authors' followers elsewhere. */
  async function sendTombstone(postId: string, authorIds: string[]) {
    const [authorId] = authorIds;
    const readers = await followersOf(authorIds);
    if (!origin() || !authorId || !readers.length) return;
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

  /**
   * Whether a story event has anyone to send to (its authors' followers elsewhere, or the site's for a
   * new story) without loading Fedify: most authors have none, and then nothing is queued.
   */
  async function worthSending(postId: string, kind: "create" | "update"): Promise<boolean> {
    if (!origin()) return false;
    const row = await storyRow(db, postId);
    if (!row || !isPublic(row)) return false;
    return (await anyFollowers(row.authorIds)) || (kind === "create" && (await hasFollowers(SITE)));
  }

  /**
   * What a story's events ask, from the thread they happen in; `queue`, when given, takes the sending
   * (as a StoryJob, to be run by `run`), else it is done here. The tombstone is written at once either
   * way, so a story hidden and shown again at once is seen in that order by the jobs and the pages.
   */
  function events(queue?: (job: StoryJob) => Promise<void>) {
    const story = async (postId: string, action: "create" | "update") => {
      if (!queue) return sendStory(postId, action);
      if (await worthSending(postId, action)) await queue({ type: STORY_JOB, action, postId });
    };
    const deleted = async (postId: string, authorIds: string[]) => {
      if (!queue) return sendDelete(postId, authorIds);
      if (await entomb(postId, authorIds)) await queue({ type: STORY_JOB, action: "delete", postId, authorIds });
    };
    return {
      story,
      deleted,
      async statusChanged(postId: string) {
        if (!origin()) return;
        const row = await storyRow(db, postId);
        if (!row) return;
        const [stone] = await db.select().from(fediverseTombstones).where(eq(fediverseTombstones.postId, postId));
        if (isPublic(row) && stone) {
          await db.delete(fediverseTombstones).where(eq(fediverseTombstones.postId, postId));
          await story(postId, "create");
        } else if (!isPublic(row) && !stone && row.publishedAt) {
          await deleted(postId, row.authorIds);
        }
      },
    };
  }

  /** Runs a queued story job: builds its activity and queues its deliveries. */
  async function run(job: StoryJob) {
    if (job.action === "delete") await sendTombstone(job.postId, job.authorIds);
    else await sendStory(job.postId, job.action);
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

  /** Whether any of these local actors has a follower elsewhere. */
  async function anyFollowers(locals: string[]) {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(fediverseFollowers)
      .where(inArray(fediverseFollowers.local, locals))
      .limit(1);
    return row !== undefined;
  }

  return { events, run, hasFollowers };
}
export type Outbox = ReturnType<typeof createOutbox>;

/**
 * The fediverse, as a service of this process: Fedify's federation on our database (its queue and
 * key-value store), our stories going out as they are published, edited, deleted or hidden, our
 * readers following people elsewhere, and what the pages and the API ask (counts, handles, the
 * Following view, domain blocks). Delivery never slows a write: events are turned into queued
 * deliveries after the write answered, and the queue is worked by every process that shares it: the
 * deliveries by each process's delivery thread (delivery-thread.ts), the activities received by its
 * main thread, where the site's services are.
 *
 * Fedify and its vocabulary take some 70 MB of a process's memory, and most sites' processes never
 * need them: they are loaded with the first ActivityPub request, delivery or queued task, or the
 * first action of a reader on someone elsewhere (`federation()`), never at start.
 */
import type { Federation } from "@fedify/fedify";
import { count, eq, sql, type SQL } from "drizzle-orm";
import type { Db, DatabaseLink } from "../db/client.ts";
import { fediverseFollowers, fediverseTombstones, posts } from "../db/schema/index.ts";
import type { EventBus } from "../events.ts";
import type { Logger } from "../logger.ts";
import type { CommentService } from "../services/comments.ts";
import type { Blocking } from "../services/blocks.ts";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { createKvStore } from "./kv.ts";
import { createDbQueue } from "./queue.ts";
import { createRemotePeople } from "./remote.ts";
import { localIdByUsername, SITE_HANDLE } from "./actors.ts";
import { createOutbox, isStoryJob, type StoryJob } from "./outbox.ts";
import { createFollowing } from "./following.ts";
import { createDomainBlocks } from "./domain-blocks.ts";
import { createGuard } from "./guarded-fetch.ts";
import { guardQueue } from "./guarded-queue.ts";
import { forwardFedifyLogs } from "./fedify-logs.ts";
import { deliveryThread } from "./delivery-thread.ts";
import type { AddressPolicy } from "../outbound/address-policy.ts";

export { SITE_HANDLE };

export interface FediverseDeps {
  db: Db;
  events: EventBus;
  logger: Logger;
  comments: CommentService;
  blocking: Blocking;
  commentLimit: RateLimiterAbstract;
  siteName: string;
  version: string;
  publicUrl?: string | undefined;
  pollMs: number;
  leaseSeconds: number;
  /** True on the embedded database: no other process shares the database. */
  onlyProcess: boolean;
  /** Where deliveries and look-ups may connect (FEDERATION_PRIVATE_ADDRESSES). */
  addresses: AddressPolicy;
  /**
   * How a thread reaches the database: deliveries are then sent from a thread of their own
   * (delivery-thread.ts); without it (the embedded database in the main thread), from this one.
   */
  link?: (() => Promise<DatabaseLink>) | undefined;
}

/** A message of Fedify's queue (a fan-out, a delivery, a received activity), opaque to us. */
type QueuedTask = Parameters<Federation<void>["processQueuedTask"]>[1];

const UUID = /^[0-9a-f-]{36}$/i;
/** With other processes on the database, how soon one sees a host's circuit state another changed. */
const HOT_FRESH_MS = 5_000;

export function createFediverse(d: FediverseDeps) {
  // The delivery thread writes Fedify's per-host entries (it alone sends); on the embedded database
  // nothing else does, so what it remembers of them stays true, and this thread's copy is refreshed.
  const deliveries = d.link
    ? deliveryThread({
        db: d.db,
        link: d.link,
        logger: d.logger,
        settings: {
          siteName: d.siteName,
          version: d.version,
          pollMs: d.pollMs,
          leaseSeconds: d.leaseSeconds,
          hotFreshMs: d.onlyProcess ? Infinity : HOT_FRESH_MS,
          addresses: d.addresses,
        },
      })
    : undefined;
  const kv = createKvStore(d.db, { hotFreshMs: d.onlyProcess && !deliveries ? Infinity : HOT_FRESH_MS });
  const guard = createGuard(d.addresses, d.logger);
  const dbQueue = createDbQueue(d.db, d.logger, {
    pollMs: d.pollMs,
    leaseSeconds: d.leaseSeconds,
    ...(deliveries
      ? {
          claims: "others",
          queued: (isDelivery: boolean, delayMs: number) => {
            if (isDelivery) deliveries.queued(delayMs);
          },
        }
      : {}),
  });
  const queue = guardQueue(dbQueue, guard, d.logger);
  const remote = createRemotePeople(d.db, d.addresses, d.logger);
  /** Where this site is reached: PUBLIC_URL, else the address the server listens on (told at start). */
  let origin = d.publicUrl;
  let built: Promise<Federation<void>> | undefined;
  /** Fedify's federation on our database, loaded and built the first time anything needs it. */
  const federation = () =>
    (built ??= buildNow().catch((err: unknown) => {
      built = undefined;
      throw err;
    }));
  async function buildNow(): Promise<Federation<void>> {
    const [{ buildFederation }, { createKeyStore }, { createInbound }] = await Promise.all([
      import("./federation.ts"),
      import("./objects.ts"),
      import("./inbound.ts"),
    ]);
    const inbound = createInbound({
      db: d.db,
      remote,
      comments: d.comments,
      blocking: d.blocking,
      events: d.events,
      logger: d.logger,
      commentLimit: d.commentLimit,
    });
    return buildFederation({
      db: d.db,
      kv,
      queue,
      keys: createKeyStore(d.db),
      inbound,
      logger: d.logger,
      siteName: d.siteName,
      version: d.version,
      origin: d.publicUrl,
      // Every connection is checked by our guard (guarded-fetch.ts), which logs what it refuses.
      allowPrivateAddress: true,
    });
  }
  const context = async () => {
    if (!origin) throw new Error("The fediverse needs the site's address (PUBLIC_URL)");
    return (await federation()).createContext(new URL(origin), undefined);
  };

  const originOf = () => origin;
  const pending = new Set<Promise<void>>();
  /** Work started by an event, after the write answered; a failure is logged, never thrown at anyone. */
  const later = (what: string, task: () => Promise<void>) => {
    // After the answer to the write that caused it has gone out (its statements come first).
    const done = new Promise((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => d.logger.error(`Could not ${what}`, err))
      .finally(() => pending.delete(done));
    pending.add(done);
  };

  const outbox = createOutbox({ db: d.db, federation, origin: originOf });
  // With a delivery thread, a story's activity is built there: this thread queues a small job.
  const stories = outbox.events(
    deliveries ? (job: StoryJob) => queue.enqueue(job, { orderingKey: job.postId }) : undefined,
  );
  const following = createFollowing({
    db: d.db,
    remote,
    blocking: d.blocking,
    context,
    origin: originOf,
    later,
    guard,
  });
  const domainBlocks = createDomainBlocks(d.db, d.comments);

  async function endBlockedFollows(userIds: string[]) {
    const ids = sql`array[${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
    const blocked = (local: SQL, other: SQL) => sql`exists (select 1 from blocks b
      where (b.blocker_id::text = ${local} and b.blocked_id = ${other}) or (b.blocked_id::text = ${local} and b.blocker_id = ${other}))`;
    await d.db.execute(sql`delete from fediverse_followers f
      where (f.local = any(${ids}::text[]) or f.follower_id = any(${ids})) and ${blocked(sql`f.local`, sql`f.follower_id`)}`);
    // Our reader's follows of people they are now separated from end with an Undo sent there.
    const { rows } = await d.db.execute<{ user_id: string; target_id: string }>(sql`select f.user_id, f.target_id
      from fediverse_following f
      where (f.user_id = any(${ids}) or f.target_id = any(${ids})) and ${blocked(sql`f.user_id::text`, sql`f.target_id`)}`);
    for (const r of rows) await following.unfollow(r.user_id, r.target_id).catch(() => undefined);
  }

  const controller = new AbortController();
  let listening: Promise<void> | undefined;
  let stopLogs: (() => void) | undefined;

  const service = {
    federation,
    remote,
    /** An ActivityPub request (inboxes, actors, WebFinger), with the fetches it makes under the address policy. */
    handle(request: Request, options: Parameters<Federation<void>["fetch"]>[1]) {
      return guard.guarded(async () => (await federation()).fetch(request, options));
    },
    /**
     * Starts working the queue (deliveries and received activities) in this process: what Fedify's
     * `startQueue` does, with Fedify loaded when the first task is claimed.
     */
    start(listenAddress?: string) {
      origin ??= listenAddress;
      stopLogs ??= forwardFedifyLogs(d.logger);
      listening ??= queue.listen(
        async (message: QueuedTask) =>
          isStoryJob(message) ? outbox.run(message) : (await federation()).processQueuedTask(undefined, message),
        { signal: controller.signal },
      );
      deliveries?.start(origin);
    },
    /** The delivery thread, when deliveries have one (tests see it start and end). */
    deliveries,
    /** Whether this thread has loaded Fedify (tests: a story sent from the delivery thread does not). */
    get federationBuilt(): boolean {
      return built !== undefined;
    },
    listen() {
      d.events.on("published", ({ postId }) =>
        later("send a new story to the fediverse", () => stories.story(postId, "create")),
      );
      d.events.on("story-updated", ({ postId }) =>
        later("send an edited story to the fediverse", () => stories.story(postId, "update")),
      );
      d.events.on("story-deleted", ({ postId, authorId, coauthorIds }) =>
        later("send a story's deletion to the fediverse", () =>
          stories.deleted(postId, [authorId, ...(coauthorIds ?? [])]),
        ),
      );
      // A block between someone here and someone elsewhere ends following either way, there too.
      d.events.on("separated", ({ userIds }) => later("end follows across a block", () => endBlockedFollows(userIds)));
      d.events.on("post-changed", ({ postId, what }) => {
        if (what === "content") later("tell the fediverse a story changed", () => stories.statusChanged(postId));
      });
    },
    /** Queued work this process started; then the queue stops. */
    async close() {
      await Promise.allSettled([...pending]);
      controller.abort();
      await listening?.catch(() => undefined);
      await queue.idle();
      await deliveries?.close();
      stopLogs?.();
    },

    /** Whether a deleted or hidden story's object should answer 410, and with what. */
    async tombstone(postId: string) {
      if (!UUID.test(postId)) return undefined;
      const [stone] = await d.db.select().from(fediverseTombstones).where(eq(fediverseTombstones.postId, postId));
      if (!stone) return undefined;
      const { tombstoneFor } = await import("./federation.ts");
      return tombstoneFor(await context(), postId, stone.deletedAt);
    },

    async followerCount(userId: string): Promise<number> {
      const [row] = await d.db
        .select({ n: count() })
        .from(fediverseFollowers)
        .where(eq(fediverseFollowers.local, userId));
      return row?.n ?? 0;
    },

    ...following,
    ...domainBlocks,
    /** An author's id by username, current or former (the author page asked for as ActivityPub). */
    localIdByUsername: (username: string) => localIdByUsername(d.db, username),
    /** A story's id by its address's slug (the story asked for as ActivityPub). */
    async storyIdBySlug(slug: string): Promise<string | undefined> {
      const [row] = await d.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug)).limit(1);
      return row?.id;
    },
  };
  return service;
}
export type Fediverse = ReturnType<typeof createFediverse>;

/**
 * The application context: the one database client and the one set of services of this process.
 * It is created once at start-up and handed to the API, the realtime server and Astro (via `locals`),
 * so nothing ever opens a second database on the same data folder.
 */
import { createSearchService } from "./services/search.ts";
import { createViewerService } from "./services/viewer.ts";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { logFormat, type Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { createUpkeep } from "./db/upkeep.ts";
import { resolveAuthSecret } from "./auth/auth-secret.ts";
import { createTokenKit, type TokenKit } from "./auth/tokens.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createHealthService } from "./services/health.ts";
import { createUserService } from "./services/users.ts";
import { createSessionService } from "./services/sessions.ts";
import { createAccountService } from "./services/accounts.ts";
import { createUploadService } from "./services/uploads.ts";
import { createPostService } from "./services/posts/index.ts";
import { startScheduler } from "./services/posts/scheduling.ts";
import { createAccountDeletion } from "./services/account-deletion.ts";
import { createDataExport } from "./services/data-export.ts";
import { createS3, s3SettingsFrom } from "./storage/s3.ts";
import { createBlocking } from "./services/blocks.ts";
import { createCommentService } from "./services/comments.ts";
import { createLikeService } from "./services/likes/index.ts";
import { postCounters } from "./services/posts/counters.ts";
import { createReportService } from "./services/reports.ts";
import { createShareService } from "./services/shares.ts";
import { createNewsletterService } from "./services/newsletters/index.ts";
import { createLimiter } from "./rate-limiter.ts";
import { LIMIT_RULES } from "./api/rate-limit-rules.ts";
import { createBookmarkService } from "./services/bookmarks.ts";
import { createCoauthorService } from "./services/coauthors.ts";
import { createPeopleService } from "./services/people.ts";
import { createNotificationService } from "./services/notifications/index.ts";
import { createModerationService } from "./services/moderation/index.ts";
import { createWebhookService } from "./services/webhooks/index.ts";
import { createStats } from "./services/posts/stats.ts";
import { createFediverse } from "./federation/index.ts";
import { addressPolicy } from "./outbound/address-policy.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { EventBus } from "./events.ts";
import { createCacheLayer, type CacheLayer } from "./cache/layer.ts";
import { createCachePurger, type CachePurger } from "./cache/purger.ts";

/** What pages see of the context (`Astro.locals.app`): services and configuration, never the database. */
export type PageContext = Pick<AppContext, "services" | "config">;

export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenKit;
  logger: Logger;
  events: EventBus;
  mailer: Mailer;
  /** Every in-process cache, cleared one way (cache/layer.ts). */
  caches: CacheLayer;
  /** Turns domain events into purges here and in the other processes (cache/purger.ts). */
  purger: CachePurger;
  /** A random id for this process, for logs and the realtime adapter. */
  instanceId: string;
  services: ReturnType<typeof createServices>;
  /** Runs `fn` when the context closes, before the database does (the realtime server uses it). */
  beforeClose(fn: () => Promise<void>): void;
  close(): Promise<void>;
}

interface ServiceDeps {
  config: Config;
  database: Database;
  tokens: TokenKit;
  secret: string;
  events: EventBus;
  mailer: Mailer;
  logger: Logger;
  caches: CacheLayer;
  startedAt: number;
}

function createServices(d: ServiceDeps) {
  const users = createUserService(d.database.db, d.events, d.config.ADMIN_EMAILS);
  const sessions = createSessionService(d.database.db, d.tokens, d.events, d.caches);
  const s3Settings = s3SettingsFrom(d.config);
  const uploads = createUploadService(d.database.db, d.config, d.secret, s3Settings ? createS3(s3Settings) : null);
  const blocking = createBlocking(d.database.db);
  const posts = createPostService(d.database.db, uploads, blocking, d.caches, d.events);
  const notifications = createNotificationService(d.database.db, blocking, d.events, d.logger);
  notifications.listen();
  const counters = postCounters(d.database.db);
  const comments = createCommentService(d.database.db, blocking, d.caches, counters, d.events);
  const people = createPeopleService(d.database.db, blocking, users, d.caches, d.events);
  const bookmarks = createBookmarkService(d.database.db, blocking);
  return {
    health: createHealthService(d.database, d.startedAt),
    users,
    sessions,
    accounts: createAccountService({
      db: d.database.db,
      config: d.config,
      secret: d.secret,
      users,
      sessions,
      mailer: d.mailer,
      logger: d.logger,
    }),
    uploads,
    posts,
    accountDeletion: createAccountDeletion(d.database.db, sessions, uploads, d.events, d.logger),
    dataExport: createDataExport(d.database.db),
    blocking,
    likes: createLikeService(d.database.db, counters, d.events),
    comments,
    shares: createShareService(d.database.db, counters, d.events),
    reports: createReportService(d.database.db, counters),
    bookmarks,
    coauthors: createCoauthorService(d.database.db, blocking, d.events, notifications.tell),
    viewer: createViewerService({
      db: d.database.db,
      caches: d.caches,
      suggested: async (userId, limit) => (await people.suggested(userId, limit)).users,
    }),
    people,
    notifications,
    newsletters: createNewsletterService({
      db: d.database.db,
      mailer: d.mailer,
      config: d.config,
      secret: d.secret,
      logger: d.logger,
      events: d.events,
      limits: {
        perAddress: createLimiter(LIMIT_RULES.subscribeAddress, d.database.pool),
        perClient: createLimiter(LIMIT_RULES.subscribeClient, d.database.pool),
      },
    }),
    moderation: createModerationService({
      db: d.database.db,
      events: d.events,
      sessions,
      comments,
      tell: notifications.tell,
      mailer: d.mailer,
      logger: d.logger,
      siteName: d.config.SITE_NAME,
    }),
    stats: createStats(d.database.db, d.logger),
    webhooks: createWebhookService({
      db: d.database.db,
      events: d.events,
      caches: d.caches,
      logger: d.logger,
      publicUrl: d.config.PUBLIC_URL,
      retryMs: d.config.WEBHOOK_RETRY_MS,
      timeoutMs: d.config.WEBHOOK_TIMEOUT_MS,
      allowPrivate: d.config.WEBHOOK_PRIVATE_ADDRESSES === "on",
    }),
    search: createSearchService(d.database.db, blocking),
    fediverse: createFediverse({
      db: d.database.db,
      events: d.events,
      logger: d.logger,
      comments,
      blocking,
      commentLimit: createLimiter(LIMIT_RULES.comments, d.database.pool),
      siteName: d.config.SITE_NAME,
      version: SOFTWARE_VERSION,
      publicUrl: d.config.PUBLIC_URL,
      // The embedded database has one process, which wakes itself for what it queues: it only looks
      // now and then for what a process before a restart left.
      pollMs:
        d.config.engine === "pglite" ? Math.max(d.config.FEDERATION_CHECK_MS, 5_000) : d.config.FEDERATION_CHECK_MS,
      leaseSeconds: d.config.FEDERATION_LEASE_SECONDS,
      onlyProcess: d.config.engine === "pglite",
      addresses: addressPolicy("FEDERATION_PRIVATE_ADDRESSES", d.config.FEDERATION_PRIVATE_ADDRESSES),
      link: d.database.link,
    }),
  };
}

/** The software's version, as NodeInfo and the fediverse's User-Agent name it. */
const SOFTWARE_VERSION = "0.1.0";
/** How often the small caches drop what is past its time to live. */
const CACHE_SWEEP_MS = 30_000;

export interface ContextOptions {
  /** Overrides where PGlite lives; tests pass "memory://". */
  pgliteDataDir?: string;
  /** A migrated in-memory database to start from (tests; see DatabaseOptions). */
  pgliteTemplate?: Blob;
  logger?: Logger;
  mailer?: Mailer;
}

export async function createAppContext(config: Config, opts: ContextOptions = {}): Promise<AppContext> {
  const startedAt = Date.now();
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL, logFormat(config));
  const database = await openDatabase({
    engine: config.engine,
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: opts.pgliteDataDir ?? path.join(config.dataDir, "pglite"),
    pgliteTemplate: opts.pgliteTemplate,
    pgliteThread: config.PGLITE_THREAD === "on",
  });
  // The embedded database's upkeep (statistics, vacuum): PostgreSQL's autovacuum does it there.
  const upkeep = database.engine === "pglite" ? createUpkeep(database, logger) : undefined;
  try {
    await runMigrations(database);
    await upkeep?.start();
  } catch (err) {
    await upkeep?.stop();
    await database.close();
    throw err;
  }
  const secret = await resolveAuthSecret(config.AUTH_SECRET, config.dataDir);
  const tokens = createTokenKit(secret, config.PUBLIC_URL ?? "inkwell");
  const events = new EventBus();
  const mailer = opts.mailer ?? createMailer(config, logger);
  let closed = false;
  const closers: (() => Promise<void>)[] = [];
  const caches = createCacheLayer();
  // Before the services, so every event they emit is turned into purges.
  const purger = createCachePurger(events, (tags, soft) => caches.purgeLocal(tags, soft));
  const services = createServices({ config, database, tokens, secret, events, mailer, logger, caches, startedAt });
  // What the small caches hold past its time goes, instead of staying until asked for again.
  const sweeping = setInterval(() => caches.sweepExpired(), CACHE_SWEEP_MS);
  sweeping.unref();
  await services.users.promoteAdmins();
  const stopScheduler = startScheduler(() => services.posts.publishDue(), config.SCHEDULE_CHECK_MS, logger);
  services.webhooks.listen();
  const stopWebhooks = startScheduler(() => services.webhooks.deliverDue(), config.WEBHOOK_CHECK_MS, logger);
  const stopStats = startScheduler(() => services.stats.flush(), config.STATS_FLUSH_MS, logger);
  const stopNewsletters = startScheduler(() => services.newsletters.round(), config.NEWSLETTER_CHECK_MS, logger);
  if (config.FEDERATION === "on") {
    services.fediverse.listen();
    // With PUBLIC_URL the queue starts now; without, once the server knows its address (start-server.ts).
    if (config.PUBLIC_URL) services.fediverse.start();
  }
  return {
    config,
    database,
    tokens,
    logger,
    events,
    mailer,
    caches,
    purger,
    instanceId: randomUUID(),
    services,
    beforeClose(fn) {
      closers.push(fn);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweeping);
      for (const fn of closers.reverse()) await fn().catch((err: unknown) => logger.error("Closing failed", err));
      await stopScheduler();
      await stopWebhooks();
      await stopStats();
      await stopNewsletters();
      await upkeep?.stop();
      await services.fediverse.close();
      await services.newsletters.drain();
      await services.stats.flush();
      // Work a request started after answering (notifications) finishes before the database goes.
      await services.notifications.drain();
      await services.webhooks.drain();
      mailer.close?.();
      purger.close();
      await database.close();
    },
  };
}

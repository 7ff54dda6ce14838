/**
 * Server configuration, read from the environment once at start-up and validated with zod.
 * A bad value stops the process with a message that names the variable (see main.ts).
 */
import { z } from "zod";
import path from "node:path";
import { ADDRESS_SETTING } from "./outbound/address-policy.ts";

const onOff = z.enum(["on", "off"]);

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("no-reply@localhost"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  RATE_LIMITS: onOff.default("on"),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SITE_NAME: z.string().min(1).max(60).default("Inkwell"),
  /** Accounts with these e-mail addresses (comma-separated) are admins; so is the first account of a site. */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * "on": the embedded database runs in a thread of its own (db/pglite-thread.ts), so its statements
   * never hold up the requests the main thread answers meanwhile; "off": in the main thread.
   */
  PGLITE_THREAD: onOff.default("on"),
  /** Memory for shared pages (their brotli and gzip forms). */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /**
   * "on": a starting process renders home and the most read stories into half the page cache before
   * readers ask (http/page-warmup.ts). Default: on in production, off otherwise (tests see first renders).
   */
  PAGE_WARM_UP: onOff.optional(),
  /** Server processes with PostgreSQL (default: one per core); the embedded database admits one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** How often each process publishes the scheduled stories that are due (milliseconds). */
  SCHEDULE_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(15_000),
  /** How often each process writes the story views and reads it counted (milliseconds). */
  STATS_FLUSH_MS: z.coerce.number().int().min(50).max(300_000).default(10_000),
  /** How often each process sends the webhook deliveries that are due (milliseconds). */
  WEBHOOK_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /** "on": webhooks may go to this machine and private networks (off: public addresses only). */
  WEBHOOK_PRIVATE_ADDRESSES: onOff.default("off"),
  /** Surrogate-Key and Cache-Tag on shared pages, for a CDN that purges by them; browsers never read them. */
  CDN_CACHE_TAGS: onOff.default("off"),
  /** The wait after a webhook delivery's first failure; each later wait is twice the last (milliseconds). */
  WEBHOOK_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** How long a webhook receiver has to answer before the attempt counts as failed (milliseconds). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  /** Addresses per sitemap file; past it /sitemap.xml is an index of parts (the protocol allows 50,000). */
  SITEMAP_MAX_URLS: z.coerce.number().int().min(10).max(50_000).default(50_000),
  /** How often each process queues new stories for subscribers and sends what is due (milliseconds). */
  NEWSLETTER_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Stories by e-mail sent per minute at most, across every process (your SMTP provider's limit). */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** The wait after an e-mail's first temporary failure; each later wait is twice the last (milliseconds). */
  NEWSLETTER_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  /** A claimed e-mail not recorded as sent within this is claimed again (its sender died) (seconds). */
  NEWSLETTER_LEASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(120),
  /** "off": no ActivityPub (no actors, inboxes, WebFinger or NodeInfo; nothing sent to the fediverse). */
  FEDERATION: onOff.default("on"),
  /** How often an idle process looks for fediverse deliveries and received activities queued by others (milliseconds). */
  FEDERATION_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** A claimed fediverse task not finished within this is taken again by any process (its own died) (seconds). */
  FEDERATION_LEASE_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  /**
   * Where the fediverse code may connect besides public addresses: "off" nowhere else, "on" loopback
   * and private networks too (tests; never in production), or a list of host:port allowed (a test's own
   * server: every other private address is still refused).
   */
  FEDERATION_PRIVATE_ADDRESSES: z
    .string()
    .trim()
    .regex(ADDRESS_SETTING, "must be on, off, or host:port pairs separated by commas")
    .default("off"),
  /** The largest activity an inbox reads (bytes); past it, 413 before the body is read. */
  FEDERATION_INBOX_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(1024 * 1024),
  /** Serves Prometheus metrics at /metrics to requests bearing this token; unset, there is no /metrics. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** "json": a JSON object per line (production's default); "pretty": readable lines (development's and tests'). */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
});

export type Config = z.infer<typeof configSchema> & {
  /** Absolute DATA_DIR. */
  dataDir: string;
  engine: "pglite" | "postgres";
};

export class ConfigError extends Error {}

/** Treat empty variables as unset, so `FOO=` in a .env file means "use the default". */
function withoutEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    engine: c.DATABASE_URL ? "postgres" : "pglite",
  };
}

/** JSON lines in production unless told otherwise; readable lines elsewhere. */
export function logFormat(c: Pick<Config, "LOG_FORMAT" | "NODE_ENV">): "json" | "pretty" {
  return c.LOG_FORMAT ?? (c.NODE_ENV === "production" ? "json" : "pretty");
}

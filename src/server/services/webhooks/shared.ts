/** What the webhook modules share: the events, limits, messages, the signature and the dependencies. */
import { createHmac } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { WEBHOOK_EVENTS } from "../../../shared/webhooks.ts";
import type { EventBus } from "../../events.ts";
import type { Logger } from "../../logger.ts";
import type { CacheLayer } from "../../cache/layer.ts";

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export { WEBHOOK_EVENTS };

export const WEBHOOK_LIMITS = {
  /** Attempts before a delivery is marked failed. */
  maxAttempts: 8,
  /** How long a receiver has to answer, unless WEBHOOK_TIMEOUT_MS says otherwise. */
  timeoutMs: 10_000,
  /** How long a claimed delivery is held before another process may try it (a crashed sender). */
  leaseSeconds: 60,
  /** The longest wait between two attempts. */
  maxBackoffMs: 6 * 3_600_000,
  /** Deliveries claimed by one process per round. */
  batch: 10,
} as const;

/** How long this process trusts its list of the events some hook listens for. */
export const HOOKS_TTL_MS = 5_000;

export const WEBHOOK_MESSAGES = {
  created: "Webhook added: keep its secret to check the signatures",
  deleted: "Webhook removed",
  notFound: "Webhook not found",
} as const;

/** `X-Inkwell-Signature`: `sha256=` and the hex HMAC of `<timestamp>.<body>` with the hook's secret. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export interface WebhookView {
  _id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
  /** The most recent delivery, if any. */
  last?: { event: string; status: string; lastStatus: number | null; lastError: string | null; createdAt: string };
  pending: number;
  failed: number;
}

export interface WebhookDeps {
  db: Db;
  events: EventBus;
  caches: CacheLayer;
  logger: Logger;
  publicUrl?: string | undefined;
  /** The first wait after a failed attempt (then twice as long each time). */
  retryMs: number;
  /** How long a receiver has to answer (default WEBHOOK_LIMITS.timeoutMs). */
  timeoutMs?: number;
  /** Hooks may point at this machine or a private network (outbound/address-policy.ts). */
  allowPrivate?: boolean;
}
